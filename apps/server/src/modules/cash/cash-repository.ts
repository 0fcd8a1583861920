import { and, count, desc, eq, gte, ne, sql, sum } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cashRequests, members } from '../../db/schema.ts';

export type CashRow = typeof cashRequests.$inferSelect;

/**
 * Serializes one member's withdrawal requests for the rest of the transaction (the daily maximum is a
 * sum over their requests). An advisory lock, not the member row: the ledger locks its accounts and then
 * writes `members.coins`, and taking the member row first here would invert that order.
 */
export async function lockMemberCash(tx: Tx, memberId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7262101, ${memberId}::int)`);
}

/** Fen requested since `from` and not rejected. */
export async function requestedSince(tx: Tx, memberId: number, from: Date) {
  const [row] = await tx
    .select({ n: sum(cashRequests.amount) })
    .from(cashRequests)
    .where(
      and(
        eq(cashRequests.memberId, memberId),
        ne(cashRequests.checked, 2),
        gte(cashRequests.createdAt, from),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function insertCash(
  tx: Tx,
  r: Pick<CashRow, 'orders' | 'memberId' | 'amount' | 'type' | 'bank' | 'no' | 'holder'>,
) {
  const [row] = await tx.insert(cashRequests).values(r).returning();
  return row!;
}

export async function listOwnCash(tx: Tx, memberId: number, o: { offset: number; limit: number }) {
  const where = eq(cashRequests.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(cashRequests)
      .where(where)
      .orderBy(desc(cashRequests.id))
      .limit(o.limit)
      .offset(o.offset),
    tx.select({ n: count() }).from(cashRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const queueColumns = { row: cashRequests, cardno: members.cardno, mobile: members.mobile };

export async function listCashQueue(tx: Tx, o: { checked: number; offset: number; limit: number }) {
  const where = eq(cashRequests.checked, o.checked);
  const [rows, [total]] = await Promise.all([
    tx
      .select(queueColumns)
      .from(cashRequests)
      .innerJoin(members, eq(members.id, cashRequests.memberId))
      .where(where)
      // waiting ones oldest first; decided ones newest first
      .orderBy(o.checked === 0 ? cashRequests.id : desc(cashRequests.id))
      .limit(o.limit)
      .offset(o.offset),
    tx.select({ n: count() }).from(cashRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findCashForUpdate(tx: Tx, id: number) {
  const [row] = await tx
    .select(queueColumns)
    .from(cashRequests)
    .innerJoin(members, eq(members.id, cashRequests.memberId))
    .where(eq(cashRequests.id, id))
    .for('update', { of: cashRequests });
  return row ?? null;
}

export async function decideCash(
  tx: Tx,
  id: number,
  d: { checked: 1 | 2; ref: string; reason: string; reviewedBy: number },
) {
  const [row] = await tx
    .update(cashRequests)
    .set({ ...d, reviewedAt: sql`now()` })
    .where(eq(cashRequests.id, id))
    .returning();
  return row!;
}
