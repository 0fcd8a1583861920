import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  jsonb,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A member of the marketplace. Money columns are integer fen. */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cardno: text('cardno').notNull(),
    mobile: text('mobile').notNull(),
    /** argon2id; null for an account created through WeChat that never set a password. */
    passwordHash: text('password_hash'),
    usertype: smallint('usertype').notNull().default(1),
    cardtype: smallint('cardtype').notNull().default(1),
    name: text('name').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    userlogo: text('userlogo').notNull().default(''),
    company: text('company').notNull().default(''),
    myjob: text('myjob').notNull().default(''),
    birth: text('birth').notNull().default(''),
    sex: smallint('sex').notNull().default(0),
    idcard: text('idcard').notNull().default(''),
    qqnum: text('qqnum').notNull().default(''),
    email: text('email').notNull().default(''),
    addr: text('addr').notNull().default(''),
    prov: text('prov').notNull().default(''),
    city: text('city').notNull().default(''),
    strt: text('strt').notNull().default(''),
    descr: text('descr').notNull().default(''),
    score: integer('score').notNull().default(0),
    personauth: smallint('personauth').notNull().default(3),
    businsauth: smallint('businsauth').notNull().default(3),
    paycodeHash: text('paycode_hash'),
    /** Wrong pay passwords in a row; the 5th locks paying until `paycodeLockedUntil`. */
    paycodeFails: smallint('paycode_fails').notNull().default(0),
    paycodeLockedUntil: timestamp('paycode_locked_until', { withTimezone: true }),
    wxUnionid: text('wx_unionid'),
    wxOpenid: text('wx_openid'),
    coins: bigint('coins', { mode: 'number' }).notNull().default(0),
    invitcoins: bigint('invitcoins', { mode: 'number' }).notNull().default(0),
    invitcoinsDsnr: bigint('invitcoins_dsnr', { mode: 'number' }).notNull().default(0),
    invitcoinsBsns: bigint('invitcoins_bsns', { mode: 'number' }).notNull().default(0),
    invitpples: integer('invitpples').notNull().default(0),
    invitedBy: bigint('invited_by', { mode: 'number' }),
    myworks: integer('myworks').notNull().default(0),
    cmtigots: integer('cmtigots').notNull().default(0),
    isadmin: boolean('isadmin').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_cardno_key').on(t.cardno),
    uniqueIndex('members_mobile_key').on(t.mobile),
    uniqueIndex('members_wx_unionid_key').on(t.wxUnionid),
    uniqueIndex('members_wx_openid_key').on(t.wxOpenid),
  ],
);

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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
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

/** The member's message centre (Tipcenter). */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    conts: text('conts').notNull(),
    link: text('link').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_member_idx').on(t.memberId, t.id),
    index('messages_unread_idx').on(t.memberId).where(sql`read_at IS NULL`),
  ],
);

export const schema = { members, sessions, smsCodes, loginAttempts, wechatTokens, messages };

/**
 * Every operator action: who, what, on what, before and after. Rows are only ever inserted; a trigger
 * (migration 0003) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: bigint('actor_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetKind, t.targetId, t.id)],
);

/**
 * Uploaded files (docs/domains/uploads.md). `id` is random and unguessable: it appears in public URLs.
 * The bytes live in the file storage under `storage_key` (and `thumb_key` for an image's thumbnail).
 */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    purpose: text('purpose').notNull(),
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key'),
    /** The client's file name, cleaned; metadata only, never part of a path. */
    name: text('name').notNull(),
    width: integer('width'),
    height: integer('height'),
    private: boolean('private').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_member_idx').on(t.memberId, t.createdAt)],
);

/** A member's person verification: one row per member, resubmitted in place (docs/domains/verification.md). */
export const personAuths = pgTable(
  'person_auths',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    idcard: text('idcard').notNull(),
    cardfrt: text('cardfrt').notNull(),
    cardrvs: text('cardrvs').notNull(),
    /** 0 pending, 1 approved, 2 rejected. */
    checked: smallint('checked').notNull().default(0),
    reason: text('reason').notNull().default(''),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('person_auths_member_key').on(t.memberId),
    index('person_auths_queue_idx').on(t.checked, t.updatedAt),
  ],
);

/**
 * A member's business verification: one row per member, resubmitted in place. Field names are the
 * seed's (docs/domains/verification.md explains each); `cardfrt`/`cardrvs`/`bcerts` are file ids.
 */
export const businessAuths = pgTable(
  'business_auths',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    tlphone: text('tlphone').notNull(),
    cardfrt: text('cardfrt').notNull(),
    cardrvs: text('cardrvs').notNull(),
    bstype: text('bstype').notNull(),
    btitle: text('btitle').notNull(),
    bcerts: text('bcerts').notNull(),
    bdate: text('bdate').notNull(),
    bprov: text('bprov').notNull(),
    bcity: text('bcity').notNull(),
    bstrt: text('bstrt').notNull(),
    receipt: text('receipt').notNull(),
    fultitle: text('fultitle').notNull(),
    taxorder: text('taxorder').notNull(),
    bkname: text('bkname').notNull(),
    bkorder: text('bkorder').notNull(),
    mprov: text('mprov').notNull(),
    mcity: text('mcity').notNull(),
    mstrt: text('mstrt').notNull(),
    maddr: text('maddr').notNull(),
    /** 0 pending, 1 approved, 2 rejected. */
    checked: smallint('checked').notNull().default(0),
    reason: text('reason').notNull().default(''),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('business_auths_member_key').on(t.memberId),
    index('business_auths_queue_idx').on(t.checked, t.updatedAt),
    index('business_auths_taxorder_idx').on(t.taxorder),
  ],
);

/**
 * Ledger accounts (docs/domains/wallet.md). Member accounts carry the member's id; the platform's system
 * accounts have none and exist once each (`NULLS NOT DISTINCT`; migration 0007 creates them). `balance`
 * is a cache of the sum of the account's entries, written under the account's row lock.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_accounts_kind_member_key').on(t.kind, t.memberId).nullsNotDistinct(),
    check(
      'ledger_accounts_kind_check',
      sql`${t.kind} IN ('member_available', 'member_escrow', 'withdrawals_in_flight', 'platform_revenue', 'alipay_clearing', 'invite_rewards_expense')`,
    ),
    check(
      'ledger_accounts_owner_check',
      sql`(${t.memberId} IS NOT NULL) = (${t.kind} IN ('member_available', 'member_escrow', 'withdrawals_in_flight'))`,
    ),
    check(
      'ledger_accounts_balance_check',
      sql`${t.balance} >= 0 OR ${t.kind} IN ('alipay_clearing', 'invite_rewards_expense')`,
    ),
  ],
);

/**
 * One posting: a set of entries that sum to zero. `key` makes every posting idempotent; `fingerprint` is
 * a hash of its content, to tell a repeat from a different posting under the same key. Insert-only: a
 * trigger (migration 0007) refuses UPDATE, DELETE and TRUNCATE.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    fingerprint: text('fingerprint').notNull(),
    memo: text('memo').notNull().default(''),
    orderRef: text('order_ref').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key_key').on(t.key),
    index('ledger_transactions_order_ref_idx').on(t.orderRef),
  ],
);

/**
 * The lines of a posting: a signed amount in fen on one account and the account's balance after it.
 * Insert-only (trigger in migration 0007); a deferred constraint trigger checks that each transaction's
 * entries sum to zero at commit.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * An Alipay top-up: `orders` is Alipay's `out_trade_no`. pending → paid (credited once, by the notify or
 * by a trade query) or → closed (expired unpaid). Amounts in fen.
 */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orders: text('orders').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('pending'),
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Alipay's own trade number, once paid. */
    tradeNo: text('trade_no').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recharge_orders_orders_key').on(t.orders),
    index('recharge_orders_member_idx').on(t.memberId, t.createdAt),
    index('recharge_orders_pending_idx').on(t.status, t.expireAt),
    check('recharge_orders_status_check', sql`${t.status} IN ('pending', 'paid', 'closed')`),
    check('recharge_orders_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A withdrawal request: 0 waiting for an operator, 1 paid (with the transfer `ref`), 2 rejected. */
export const cashRequests = pgTable(
  'cash_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orders: text('orders').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** `alipay` or `bank`. */
    type: text('type').notNull(),
    bank: text('bank').notNull().default(''),
    no: text('no').notNull(),
    holder: text('holder').notNull(),
    checked: smallint('checked').notNull().default(0),
    ref: text('ref').notNull().default(''),
    reason: text('reason').notNull().default(''),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cash_requests_orders_key').on(t.orders),
    index('cash_requests_member_idx').on(t.memberId, t.createdAt),
    index('cash_requests_queue_idx').on(t.checked, t.createdAt),
    check('cash_requests_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A PostgreSQL `tsvector`, written by the app as a literal (decision 008). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Exhibitions (`huizhan`) and conferences (`huiyi`): one table with a `kind`, because both carry the same
 * fields and are moderated, searched and listed the same way (one GIN index, one queue). Convention
 * spaces (`hycd`) have their own shape (capacity per layout, prices) and get their own table.
 * `checked`: 0 pending review, 1 approved (public), 2 rejected with `reason`. `search_text` is built by
 * the app from Han-character pairs and words (decision 008), title weighted A and the rest B.
 */
export const listings = pgTable(
  'listings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    title: text('title').notNull(),
    industry: text('industry').notNull(),
    organiser: text('organiser').notNull(),
    venue: text('venue').notNull(),
    hall: text('hall').notNull().default(''),
    prov: text('prov').notNull(),
    city: text('city').notNull(),
    addr: text('addr').notNull(),
    sdate: date('sdate', { mode: 'string' }).notNull(),
    edate: date('edate', { mode: 'string' }).notNull(),
    indate: date('indate', { mode: 'string' }),
    outdate: date('outdate', { mode: 'string' }),
    areas: integer('areas').notNull().default(0),
    exhibitors: integer('exhibitors').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    /** Sanitised HTML. */
    conts: text('conts').notNull(),
    /** File ids (`files.id`, purpose `listing`). */
    cover: text('cover').notNull(),
    pics: jsonb('pics').$type<string[]>().notNull().default([]),
    plans: jsonb('plans').$type<string[]>().notNull().default([]),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    /** The venue when it is listed as a convention space (`spaces.id`); shown as a link. */
    spaceId: bigint('space_id', { mode: 'number' }).references(() => spaces.id, { onDelete: 'set null' }),
    checked: smallint('checked').notNull().default(0),
    reason: text('reason').notNull().default(''),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    searchText: tsvector('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listings_public_idx').on(t.kind, t.checked, t.sdate),
    // `status: ongoing|past` and date ranges bound the end date: without this the planner walks sdate
    index('listings_edate_idx').on(t.kind, t.checked, t.edate),
    // a space's page lists the approved events held there that have not ended
    index('listings_space_idx').on(t.spaceId, t.edate).where(sql`checked = 1 AND space_id IS NOT NULL`),
    index('listings_city_idx').on(t.kind, t.checked, t.city, t.sdate),
    index('listings_member_idx').on(t.memberId, t.kind, t.updatedAt),
    index('listings_queue_idx').on(t.kind, t.checked, t.updatedAt),
    // search covers approved listings of one kind: a partial GIN index per kind, whose predicate stands for
    // the query's kind and `checked` conditions (else the planner ANDs the GIN bitmap with a btree scan of
    // every approved listing of the kind); a new kind (contract `listingKinds`) gets its own
    // fastupdate off: new rows go straight into the index, not into a pending list that every search
    // reads (at 10k rows the pending list made the planner skip the index; docs/performance.md)
    ...(['huizhan', 'huiyi'] as const).map((k) =>
      index(`listings_search_${k}_idx`)
        .using('gin', t.searchText)
        .with({ fastupdate: false })
        .where(sql.raw(`kind = '${k}' AND checked = 1`)),
    ),
    // `status: ongoing` and date ranges are an overlap test on the span, which no btree answers; not
    // partial, so that the planner can AND it with the partial GIN index (searchListings)
    index('listings_span_idx').using('gist', sql`daterange(${t.sdate}, ${t.edate}, '[]')`),
    check('listings_kind_check', sql`${t.kind} IN ('huizhan', 'huiyi')`),
    check('listings_checked_check', sql`${t.checked} IN (0, 1, 2)`),
    check('listings_dates_check', sql`${t.edate} >= ${t.sdate}`),
  ],
);

/**
 * Convention spaces (`hycd`, DESIGN §5 Listings): a venue's room or hall for meetings and events, with
 * capacity per layout and a daily price range. Moderated like listings (`checked` 0/1/2).
 */
export const spaces = pgTable(
  'spaces',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    title: text('title').notNull(),
    /** Contract `spaceTypes`: 酒店, 会展中心, … */
    venueType: text('venue_type').notNull(),
    prov: text('prov').notNull(),
    city: text('city').notNull(),
    addr: text('addr').notNull(),
    /** Floor area in m². */
    areas: integer('areas').notNull(),
    /** Seats per layout: theatre, classroom, banquet, U-shape (0 = not offered). */
    capTheatre: integer('cap_theatre').notNull().default(0),
    capClassroom: integer('cap_classroom').notNull().default(0),
    capBanquet: integer('cap_banquet').notNull().default(0),
    capUshape: integer('cap_ushape').notNull().default(0),
    /** The largest of the four, for the capacity filter. */
    capMax: integer('cap_max').notNull().default(0),
    /** Price per day in yuan (whole yuan); 0/0 = on request. */
    priceMin: integer('price_min').notNull().default(0),
    priceMax: integer('price_max').notNull().default(0),
    /** Contract `spaceFacilities`. */
    facilities: jsonb('facilities').$type<string[]>().notNull().default([]),
    /** Sanitised HTML. */
    conts: text('conts').notNull(),
    /** File ids (`files.id`, purpose `listing`). */
    cover: text('cover').notNull(),
    pics: jsonb('pics').$type<string[]>().notNull().default([]),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    checked: smallint('checked').notNull().default(0),
    reason: text('reason').notNull().default(''),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    searchText: tsvector('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('spaces_public_idx').on(t.checked, t.city, t.createdAt),
    index('spaces_member_idx').on(t.memberId, t.updatedAt),
    index('spaces_queue_idx').on(t.checked, t.updatedAt),
    index('spaces_search_idx').using('gin', t.searchText).with({ fastupdate: false }).where(sql`checked = 1`),
    check('spaces_checked_check', sql`${t.checked} IN (0, 1, 2)`),
    check('spaces_price_check', sql`${t.priceMax} >= ${t.priceMin}`),
  ],
);

/**
 * Booth gallery (`Gallery/getPictures`, /exhibitionBooth): a photo of a built booth at an exhibition,
 * added by a member who took part; moderated (`checked` 0/1/2).
 */
export const boothPhotos = pgTable(
  'booth_photos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The exhibition (`listings.id`, kind `huizhan`). */
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** File id (`files.id`, purpose `listing`). */
    image: text('image').notNull(),
    title: text('title').notNull(),
    /** Booth area in m². */
    areas: integer('areas').notNull(),
    /** Contract `boothStyles`. */
    style: text('style').notNull(),
    /** Open sides 1–4 (一面开 … 四面开/岛型). */
    openSides: smallint('open_sides').notNull(),
    checked: smallint('checked').notNull().default(0),
    reason: text('reason').notNull().default(''),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booth_photos_public_idx').on(t.checked, t.createdAt),
    index('booth_photos_listing_idx').on(t.listingId, t.checked, t.createdAt),
    index('booth_photos_member_idx').on(t.memberId, t.updatedAt),
    index('booth_photos_queue_idx').on(t.checked, t.updatedAt),
    check('booth_photos_checked_check', sql`${t.checked} IN (0, 1, 2)`),
    check('booth_photos_sides_check', sql`${t.openSides} BETWEEN 1 AND 4`),
  ],
);

/**
 * Favourites (`Myfavorite/*`): one row per member and favourited item. `kind` is the item's kind
 * (`huizhan`, `huiyi`, `hycd`; models join later); no foreign key as the kinds live in different tables.
 */
export const favorites = pgTable(
  'favorites',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.targetId] }),
    index('favorites_list_idx').on(t.memberId, t.kind, t.createdAt),
  ],
);
