import {
  type ContestState,
  contestStateValues,
  type EntryState,
  entryStateValues,
  ReviewState,
  reviewStateValues,
} from '@hz/contract/common/states';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, reviewColumns, textArray, updatedAt } from './columns.ts';
import { members } from './members.ts';

/**
 * Design contests (issue 30; docs/domains/contests.md; decision 054). `status` moves only through
 * `contestMachine` (modules/contests/contests-machine.ts) by guarded updates that bump `rev`; a timer job
 * carries the `rev` it was set for. The prize (fen) is held in escrow from publishing; `euntil` (entry
 * deadline) is set when an operator approves the contest (`edays` from then), `suntil` (end of the
 * selection window) when entries close, `funtil` when finalists are named. `split` holds each place's
 * percent of the prize.
 */
export const contests = pgTable(
  'contests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orders: text('orders').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    title: text('title').notNull(),
    sizes: integer('sizes').notNull(),
    opens: smallint('opens').notNull(),
    layer: smallint('layer').notNull(),
    style: text('style').notNull(),
    sdate: date('sdate', { mode: 'string' }).notNull(),
    edate: date('edate', { mode: 'string' }).notNull(),
    prov: text('prov').notNull().default(''),
    city: text('city').notNull().default(''),
    /** The show (an approved exhibition of the listings, as a task's; issue 31), null when it names none. */
    exhibitionId: bigint('exhibition_id', { mode: 'number' }),
    tips: text('tips').notNull().default(''),
    conts: text('conts').notNull(),
    attach: textArray('attach'),
    types: textArray('types'),
    prize: bigint('prize', { mode: 'number' }).notNull(),
    winners: smallint('winners').notNull(),
    split: smallint('split').array().notNull(),
    edays: smallint('edays').notNull(),
    sdays: smallint('sdays').notNull(),
    guarantee: boolean('guarantee').notNull().default(false),
    blind: boolean('blind').notNull().default(false),
    finals: smallint('finals').notNull().default(0),
    extended: boolean('extended').notNull().default(false),
    status: text('status').$type<ContestState>().notNull(),
    rev: integer('rev').notNull().default(0),
    euntil: timestamp('euntil', { withTimezone: true }),
    suntil: timestamp('suntil', { withTimezone: true }),
    funtil: timestamp('funtil', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Set once the prize left escrow (released or refunded): never twice. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * While `disputed` (decision 063): the awarded entry complained about, and what was left of the
     * automatic acceptance's time when the complaint opened (given back when the contest resumes).
     */
    disputeEntryId: bigint('dispute_entry_id', { mode: 'number' }),
    pausedMs: bigint('paused_ms', { mode: 'number' }),
    ...reviewColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contests_orders_key').on(t.orders),
    index('contests_member_idx').on(t.memberId, t.id.desc()),
    index('contests_queue_idx').on(t.checked, t.updatedAt),
    index('contests_hall_idx')
      .on(t.status, t.id.desc())
      .where(sql.raw(`checked = ${ReviewState.approved}`)),
    check('contests_status_check', oneOf(t.status, contestStateValues)),
    check('contests_checked_check', oneOf(t.checked, reviewStateValues)),
    check('contests_prize_check', sql`${t.prize} > 0`),
    check(
      'contests_winners_check',
      sql`${t.winners} BETWEEN 1 AND 3 AND cardinality(${t.split}) = ${t.winners}`,
    ),
    check('contests_days_check', sql`${t.edays} BETWEEN 3 AND 14 AND ${t.sdays} BETWEEN 1 AND 7`),
    check('contests_finals_check', sql`${t.finals} = 0 OR ${t.finals} BETWEEN ${t.winners} AND 6`),
    check('contests_opens_check', sql`${t.opens} BETWEEN 1 AND 4 AND ${t.layer} IN (1, 2)`),
    check('contests_dates_check', sql`${t.edate} >= ${t.sdate}`),
  ],
);

/**
 * An entry: pictures, files and a text by a designer. `place`/`award` (fen) are set when it wins a place
 * (or a share at the window's end); the handover columns when its author hands over the final files.
 * `rating` (1–5) and `comment` are the client's, seen by the client and the author only.
 */
export const contestEntries = pgTable(
  'contest_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contestId: bigint('contest_id', { mode: 'number' })
      .notNull()
      .references(() => contests.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    n: integer('n').notNull(),
    conts: text('conts').notNull(),
    pics: textArray('pics'),
    attach: textArray('attach'),
    show: boolean('show').notNull().default(false),
    status: text('status').$type<EntryState>().notNull().default('active'),
    rating: smallint('rating'),
    comment: text('comment').notNull().default(''),
    finalist: boolean('finalist').notNull().default(false),
    place: smallint('place'),
    award: bigint('award', { mode: 'number' }).notNull().default(0),
    handConts: text('hand_conts'),
    handAttach: textArray('hand_attach'),
    handedAt: timestamp('handed_at', { withTimezone: true }),
    /** Set when a complaint's decision paid this place (released or split, decision 063): never paid again. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contest_entries_n_key').on(t.contestId, t.n),
    uniqueIndex('contest_entries_place_key').on(t.contestId, t.place),
    index('contest_entries_member_idx').on(t.memberId, t.id.desc()),
    check('contest_entries_status_check', oneOf(t.status, entryStateValues)),
    check('contest_entries_rating_check', sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
    check('contest_entries_award_check', sql`${t.award} >= 0 AND (${t.award} = 0) = (${t.place} IS NULL)`),
  ],
);
