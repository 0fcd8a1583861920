import { bigint, boolean, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.ts';
import { members } from './members.ts';

/** Login sessions. `id` is an HMAC of the cookie's random token: the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/** Every SMS code sent; also the log that send-rate limits count. Only an HMAC of the code is kept. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serialId(),
    mobile: text('mobile').notNull(),
    type: text('type').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    tries: smallint('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used or burnt by too many wrong tries. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_codes_mobile_idx').on(t.mobile, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Login attempts by mobile, for the lockout rule. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serialId(),
    mobile: text('mobile').notNull(),
    ip: text('ip').notNull(),
    ok: boolean('ok').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_mobile_idx').on(t.mobile, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * One-time secrets of the WeChat flow: `state` of an authorize URL and the `ticket` that lets a
 * WeChat user who is not bound yet bind a mobile. Stored as HMACs.
 */
export const wechatTokens = pgTable(
  'wechat_tokens',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    ip: text('ip').notNull().default(''),
    redirect: text('redirect').notNull().default(''),
    unionid: text('unionid'),
    openid: text('openid'),
    nickname: text('nickname').notNull().default(''),
    headimgurl: text('headimgurl').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('wechat_tokens_ip_idx').on(t.ip, t.createdAt)],
);
