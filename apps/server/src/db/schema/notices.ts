import type { NoticeChannel, NoticeGroup, NoticeSendState } from '@hz/contract/notices';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId, updatedAt } from './columns.ts';
import { events } from './events.ts';
import { members } from './members.ts';

const memberRef = () =>
  bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/**
 * A member's switch for one group of notices on one channel (通知设置, issue 28). Only the switches the
 * member changed are rows; the others take the default (on).
 */
export const noticePrefs = pgTable(
  'notice_prefs',
  {
    memberId: memberRef(),
    grp: text('grp').$type<NoticeGroup>().notNull(),
    channel: text('channel').$type<NoticeChannel>().notNull(),
    on: boolean('on').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.grp, t.channel] })],
);

/**
 * The WeChat service account's follower bound to a member (by scanning the settings page's parametric QR
 * code). One openid per member and one member per openid.
 */
export const wechatBinds = pgTable(
  'wechat_binds',
  {
    memberId: memberRef().primaryKey(),
    openid: text('openid').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wechat_binds_openid_idx').on(t.openid)],
);

/**
 * One notice sent (or to be sent) off the site: by SMS or WeChat, per event, recipient and channel (the
 * outbox's `event_deliveries` row of the same three commits with it), or a daily digest (`event_id`
 * null, `event` 'digest'). The console's list and the daily SMS cap read it.
 */
export const noticeSends = pgTable(
  'notice_sends',
  {
    id: serialId(),
    eventId: bigint('event_id', { mode: 'number' }).references(() => events.id),
    memberId: memberRef(),
    channel: text('channel').$type<NoticeChannel>().notNull(),
    /** The outbox's event name (`task.paid`) or `digest`. */
    event: text('event').notNull(),
    grp: text('grp').$type<NoticeGroup>().notNull(),
    urgent: boolean('urgent').notNull(),
    /** The notice's title and text as the message centre has them; the link to open. */
    title: text('title').notNull(),
    text: text('text').notNull(),
    link: text('link').notNull().default(''),
    state: text('state').$type<NoticeSendState>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The provider's last answer: its message id, or its error code and message. */
    answer: text('answer').notNull().default(''),
    /** When it is due (the end of quiet hours for a deferred one). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('notice_sends_event_idx')
      .on(t.eventId, t.memberId, t.channel)
      .where(sql`event_id IS NOT NULL`),
    index('notice_sends_member_idx').on(t.memberId, t.id),
    // the daily SMS cap: a member's sends of one channel since a time
    index('notice_sends_sent_idx').on(t.memberId, t.channel, t.sentAt),
    index('notice_sends_state_idx').on(t.state, t.id),
    check('notice_sends_channel_check', sql`${t.channel} IN ('sms', 'wechat')`),
    check(
      'notice_sends_state_check',
      sql`${t.state} IN ('queued', 'deferred', 'sent', 'failed', 'folded', 'skipped')`,
    ),
  ],
);
