import { type ComplaintState, complaintStateValues } from '@hz/contract/common/states';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, serialId, textArray, updatedAt } from './columns.ts';
import { memberRef, members } from './members.ts';

/**
 * Complaints (issue 13 point 6; docs/domains/complaints.md; decision 023), about a deal of some `kind`
 * (`task` now) named by `object_id`. At most one open complaint per deal (partial unique index).
 * `closes_at` ends the window for statements; no decision before it unless both sides ended theirs
 * (`client_done_at`, `provider_done_at`). A decision writes `outcome`, `percent` (the provider's
 * share) and what each side got, in fen, in the same transaction as the ledger movement.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
    /** The deal's order number and title when the complaint opened (lists and the audit log show them). */
    orders: text('orders').notNull(),
    title: text('title').notNull(),
    /**
     * The deal's page when the complaint opened, when the kind's own `link(object_id)` cannot name it (a
     * contest's place: the object is the entry, the page the contest's; decision 063); '' otherwise.
     */
    link: text('link').notNull().default(''),
    /** The member who complained, and their side (`client` or `provider`). */
    memberId: memberRef(),
    side: text('side').notNull(),
    clientId: memberRef('client_id'),
    providerId: memberRef('provider_id'),
    /** The amount in escrow when the complaint opened (fen). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<ComplaintState>().notNull().default('open'),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /**
     * When each side ended its statements (a final statement, or 放弃补充陈述); null while it may still add
     * one. Both set: an operator may decide before `closes_at` (decision 047).
     */
    clientDoneAt: timestamp('client_done_at', { withTimezone: true }),
    providerDoneAt: timestamp('provider_done_at', { withTimezone: true }),
    outcome: text('outcome').notNull().default(''),
    percent: smallint('percent'),
    reason: text('reason').notNull().default(''),
    providerGets: bigint('provider_gets', { mode: 'number' }).notNull().default(0),
    clientGets: bigint('client_gets', { mode: 'number' }).notNull().default(0),
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => members.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('complaints_open_key').on(t.kind, t.objectId).where(sql`status = 'open'`),
    index('complaints_object_idx').on(t.kind, t.objectId),
    index('complaints_queue_idx').on(t.status, t.id),
    index('complaints_client_idx').on(t.clientId, t.id.desc()),
    index('complaints_provider_idx').on(t.providerId, t.id.desc()),
    check('complaints_status_check', oneOf(t.status, complaintStateValues)),
    check('complaints_side_check', sql`${t.side} IN ('client', 'provider')`),
    check('complaints_outcome_check', sql`${t.outcome} IN ('', 'release', 'refund', 'split')`),
    check('complaints_percent_check', sql`${t.percent} IS NULL OR ${t.percent} BETWEEN 0 AND 100`),
    check(
      'complaints_decided_check',
      sql`(${t.status} = 'open' AND ${t.outcome} = '') OR (${t.status} = 'decided' AND ${t.outcome} <> '' AND ${t.percent} IS NOT NULL)`,
    ),
    check(
      'complaints_money_check',
      sql`${t.amount} > 0 AND ${t.providerGets} >= 0 AND ${t.clientGets} >= 0 AND ${t.commission} >= 0 AND ${t.providerGets} + ${t.clientGets} + ${t.commission} <= ${t.amount}`,
    ),
  ],
);

/** A side's statement (the complaint itself is the first), with its files. Insert-only. */
export const complaintStatements = pgTable(
  'complaint_statements',
  {
    id: serialId(),
    complaintId: bigint('complaint_id', { mode: 'number' })
      .notNull()
      .references(() => complaints.id),
    memberId: memberRef(),
    side: text('side').notNull(),
    conts: text('conts').notNull(),
    attach: textArray('attach'),
    createdAt: createdAt(),
  },
  (t) => [
    index('complaint_statements_complaint_idx').on(t.complaintId, t.id),
    check('complaint_statements_side_check', sql`${t.side} IN ('client', 'provider')`),
  ],
);
