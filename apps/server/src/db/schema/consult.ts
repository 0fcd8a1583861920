import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { memberRef, members } from './members.ts';

/** Where a consultation (or one message of it) was started: the page's card, as it read then. */
export interface ConsultFrom {
  kind: 'designer' | 'factory' | 'work' | 'case' | 'service';
  /** The work, case or service; 0 for a profile. */
  id: number;
  title: string;
  /** A file id of the cover ('' for none). */
  cover: string;
  link: string;
}

/** A file of a message, as it was when sent. */
export interface ConsultFile {
  id: string;
  name: string;
  kind: string;
}

/**
 * Asking before hiring (issue 28 point 6, decision 051): one thread per pair of members, whoever opened
 * it (`asker_id`) and the designer or factory asked (`owner_id`, its `kind` of profile). `asker_read` and
 * `owner_read` are the last message id each side has seen; `blocked_by` the member who blocked the other
 * (they may write no more); `first_reply_at` the owner's first message after the asker's first (the
 * response time on the owner's profile).
 */
export const consultThreads = pgTable(
  'consult_threads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    askerId: memberRef('asker_id'),
    ownerId: memberRef('owner_id'),
    kind: text('kind').$type<'designer' | 'factory'>().notNull(),
    context: jsonb('context').$type<ConsultFrom>(),
    lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
    askerRead: bigint('asker_read', { mode: 'number' }).notNull().default(0),
    ownerRead: bigint('owner_read', { mode: 'number' }).notNull().default(0),
    blockedBy: bigint('blocked_by', { mode: 'number' }),
    firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // one thread per pair, whichever of the two opened it
    uniqueIndex('consult_threads_pair_key').on(
      sql`LEAST(${t.askerId}, ${t.ownerId})`,
      sql`GREATEST(${t.askerId}, ${t.ownerId})`,
    ),
    index('consult_threads_asker_idx').on(t.askerId, t.lastAt.desc()),
    index('consult_threads_owner_idx').on(t.ownerId, t.lastAt.desc()),
    // the day's new threads of an asker, and an owner's threads of the last 30 days
    index('consult_threads_asker_created_idx').on(t.askerId, t.createdAt),
    index('consult_threads_owner_created_idx').on(t.ownerId, t.createdAt),
    check('consult_threads_not_self', sql`${t.askerId} <> ${t.ownerId}`),
    check('consult_threads_kind_check', sql`${t.kind} IN ('designer', 'factory')`),
    check(
      'consult_threads_blocked_check',
      sql`${t.blockedBy} IS NULL OR ${t.blockedBy} IN (${t.askerId}, ${t.ownerId})`,
    ),
  ],
);

/** The messages of a thread: append-only (a trigger refuses UPDATE and DELETE), stored as written. */
export const consultMessages = pgTable(
  'consult_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => consultThreads.id),
    memberId: memberRef(),
    conts: text('conts').notNull(),
    attach: jsonb('attach').$type<ConsultFile[]>().notNull().default([]),
    /** The page it was sent from (`Consult/open`), or null. */
    context: jsonb('context').$type<ConsultFrom>(),
    createdAt: createdAt(),
  },
  (t) => [index('consult_messages_thread_idx').on(t.threadId, t.id)],
);

/** A party's report of a thread to the operators: one per thread and reporter (a new one replaces it). */
export const consultReports = pgTable(
  'consult_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => consultThreads.id),
    reporterId: memberRef('reporter_id'),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    /** An operator's decision: `warned` (the other side was warned) or `dismissed`; '' while open. */
    result: text('result').notNull().default(''),
    /** What the operator told the reporter. */
    note: text('note').notNull().default(''),
    handlerId: bigint('handler_id', { mode: 'number' }).references(() => members.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('consult_reports_thread_reporter_key').on(t.threadId, t.reporterId),
    index('consult_reports_created_idx').on(t.createdAt.desc()),
    // the console's 待处理 list
    index('consult_reports_open_idx').on(t.createdAt.desc()).where(sql`handled_at IS NULL`),
  ],
);
