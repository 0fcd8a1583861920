import { and, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invoiceRequests } from '../../db/schema/invoices.ts';
import { members } from '../../db/schema/members.ts';
import { businessAuths } from '../../db/schema/verification.ts';
import { ledgerAccounts, ledgerEntries, rechargeOrders } from '../../db/schema/wallet.ts';
import { pageOf } from '../../lib/rows.ts';

export type InvoiceRow = typeof invoiceRequests.$inferSelect;

/**
 * Serializes one account's 发票 requests for the rest of the transaction (the invoiceable amount is a sum
 * over its requests). An advisory lock, as for withdrawals (cash-repository.ts): the ledger locks accounts
 * and then writes `members`, so the member row is not taken here.
 */
export async function lockMemberInvoices(tx: Tx, memberId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7262102, ${memberId}::int)`);
}

/** Fen of the member's paid top-ups. */
export async function paidTopUps(tx: Tx, memberId: number) {
  const [row] = await tx
    .select({ n: sum(rechargeOrders.amount) })
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.memberId, memberId), eq(rechargeOrders.status, 'paid')));
  return Number(row?.n ?? 0);
}

/**
 * Fen of platform service fees the member paid: the platform revenue of every posting that credited the
 * member's available coins and took nothing from the member (a release or split paying them, a sale of
 * theirs), i.e. the commission withheld from what they earned.
 */
export async function paidFees(tx: Tx, memberId: number) {
  const [row] = await tx
    .select({ n: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .innerJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.kind, 'platform_revenue')),
    )
    .where(
      and(
        sql`${ledgerEntries.transactionId} IN (
          SELECT e.transaction_id FROM ledger_entries e
          JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.member_id = ${memberId} AND a.kind = 'member_available' AND e.amount > 0)`,
        sql`NOT EXISTS (
          SELECT 1 FROM ledger_entries n
          JOIN ledger_accounts na ON na.id = n.account_id
          WHERE n.transaction_id = ${ledgerEntries.transactionId} AND na.member_id = ${memberId} AND n.amount < 0)`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Fen already asked for per source: open and issued requests (a refused one frees its amount). */
export async function invoiced(tx: Tx, memberId: number) {
  const rows = await tx
    .select({ source: invoiceRequests.source, n: sum(invoiceRequests.amount) })
    .from(invoiceRequests)
    .where(and(eq(invoiceRequests.memberId, memberId), inArray(invoiceRequests.state, ['open', 'issued'])))
    .groupBy(invoiceRequests.source);
  const by = { topup: 0, fee: 0 };
  for (const r of rows) by[r.source as 'topup' | 'fee'] = Number(r.n ?? 0);
  return by;
}

/** The member's business verification, whatever its state (the title details to prefill). */
export async function findBusinessAuth(tx: Tx, memberId: number) {
  const [row] = await tx.select().from(businessAuths).where(eq(businessAuths.memberId, memberId));
  return row ?? null;
}

export async function insertInvoice(tx: Tx, r: typeof invoiceRequests.$inferInsert) {
  const [row] = await tx.insert(invoiceRequests).values(r).returning();
  return row!;
}

export async function listOwnInvoices(tx: Tx, memberId: number, o: { offset: number; limit: number }) {
  const where = eq(invoiceRequests.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(invoiceRequests)
      .where(where)
      .orderBy(desc(invoiceRequests.id))
      .limit(o.limit)
      .offset(o.offset),
    tx.select({ n: count() }).from(invoiceRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findOwnInvoice(tx: Tx, memberId: number, id: number) {
  const [row] = await tx
    .select()
    .from(invoiceRequests)
    .where(and(eq(invoiceRequests.id, id), eq(invoiceRequests.memberId, memberId)));
  return row ?? null;
}

/** Requests waiting for an operator (the console's pending counts). */
export async function countOpen(tx: Tx) {
  const [row] = await tx
    .select({ n: count() })
    .from(invoiceRequests)
    .where(eq(invoiceRequests.state, 'open'));
  return row?.n ?? 0;
}

const queueColumns = {
  row: invoiceRequests,
  cardno: members.cardno,
  mobile: members.mobile,
  company: members.company,
};
export type QueueRow = { row: InvoiceRow; cardno: string; mobile: string; company: string };

export async function listInvoiceQueue(tx: Tx, o: { state: string; offset: number; limit: number }) {
  const where = eq(invoiceRequests.state, o.state);
  const rows = tx
    .select(queueColumns)
    .from(invoiceRequests)
    .innerJoin(members, eq(members.id, invoiceRequests.memberId))
    .where(where)
    // open ones oldest first; decided ones newest first
    .orderBy(o.state === 'open' ? invoiceRequests.id : desc(invoiceRequests.id))
    .limit(o.limit)
    .offset(o.offset);
  return pageOf(tx, rows, invoiceRequests, where);
}

export async function findInvoice(tx: Tx, id: number): Promise<QueueRow | null> {
  const [row] = await tx
    .select(queueColumns)
    .from(invoiceRequests)
    .innerJoin(members, eq(members.id, invoiceRequests.memberId))
    .where(eq(invoiceRequests.id, id));
  return row ?? null;
}

/** open → issued or refused, once: the row when it moved, null when it was not open (or is not there). */
export async function decide(
  tx: Tx,
  id: number,
  set: Pick<InvoiceRow, 'state' | 'invoiceNo' | 'fileId' | 'reason' | 'reviewedBy'>,
) {
  const [row] = await tx
    .update(invoiceRequests)
    .set({ ...set, reviewedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(invoiceRequests.id, id), eq(invoiceRequests.state, 'open')))
    .returning({ id: invoiceRequests.id });
  return row ?? null;
}
