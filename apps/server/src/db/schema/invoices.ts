import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, serialId, updatedAt } from './columns.ts';
import { memberRef, members } from './members.ts';
import { files } from './uploads.ts';

/**
 * A 发票 request (issue 33 point 4, docs/domains/invoices.md): the company's account (`member_id`) asks
 * for `amount` fen of its top-ups (`source = 'topup'`) or of the platform's service fees (`fee`) to be
 * invoiced. open → issued (an e-invoice number and/or a PDF) | refused (with a reason: its amount is free
 * again). `actor_id` is the staff member who asked for the company, or null.
 */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: serialId(),
    orders: text('orders').notNull(),
    memberId: memberRef(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => members.id),
    actorName: text('actor_name').notNull().default(''),
    source: text('source').notNull(),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    taxno: text('taxno').notNull(),
    bank: text('bank').notNull().default(''),
    account: text('account').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    memo: text('memo').notNull().default(''),
    state: text('state').notNull().default('open'),
    invoiceNo: text('invoice_no').notNull().default(''),
    fileId: text('file_id').references(() => files.id),
    reason: text('reason').notNull().default(''),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => members.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoice_requests_orders_key').on(t.orders),
    index('invoice_requests_member_idx').on(t.memberId, t.source, t.state),
    index('invoice_requests_queue_idx').on(t.state, t.id),
    check('invoice_requests_source_check', oneOf(t.source, ['topup', 'fee'])),
    check('invoice_requests_kind_check', oneOf(t.kind, ['plain', 'vat'])),
    check('invoice_requests_state_check', oneOf(t.state, ['open', 'issued', 'refused'])),
    check('invoice_requests_amount_check', sql`${t.amount} > 0`),
    check(
      'invoice_requests_issued_check',
      sql`${t.state} <> 'issued' OR ${t.invoiceNo} <> '' OR ${t.fileId} IS NOT NULL`,
    ),
  ],
);
