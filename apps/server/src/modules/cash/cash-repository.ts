import { CashState } from '@hz/contract/common/states';
import { and, count, desc, eq, gte, ne, sql, sum } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pageOf } from '../../lib/rows.ts';
import type { StatefulTable } from '../../lib/state-transition.ts';
import { members } from '../../db/schema/members.ts';
import { cashRequests } from '../../db/schema/wallet.ts';
import { businessAuths } from '../../db/schema/verification.ts';

export type CashRow = typeof cashRequests.$inferSelect;

/** The rows `cashMachine` moves (lib/state-transition.ts). */
export const cashStates: StatefulTable = {
  table: cashRequests,
  id: cashRequests.id,
  state: cashRequests.checked,
};

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
        ne(cashRequests.checked, CashState.rejected),
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

/** Requests waiting for an operator (the console's pending counts). */
export async function countWaiting(tx: Tx) {
  const [row] = await tx
    .select({ n: count() })
    .from(cashRequests)
    .where(eq(cashRequests.checked, CashState.waiting));
  return row?.n ?? 0;
}

const queueColumns = { row: cashRequests, cardno: members.cardno, mobile: members.mobile };

export async function listCashQueue(tx: Tx, o: { checked: CashState; offset: number; limit: number }) {
  const where = eq(cashRequests.checked, o.checked);
  const rows = tx
    .select(queueColumns)
    .from(cashRequests)
    .innerJoin(members, eq(members.id, cashRequests.memberId))
    .where(where)
    // waiting ones oldest first; decided ones newest first
    .orderBy(o.checked === CashState.waiting ? cashRequests.id : desc(cashRequests.id))
    .limit(o.limit)
    .offset(o.offset);
  return pageOf(tx, rows, cashRequests, where);
}

export async function findCash(tx: Tx, id: number) {
  const [row] = await tx
    .select(queueColumns)
    .from(cashRequests)
    .innerJoin(members, eq(members.id, cashRequests.memberId))
    .where(eq(cashRequests.id, id));
  return row ?? null;
}

/** The bank account of a member's business verification (a company's only withdrawal account). */
export async function businessBank(tx: Tx, memberId: number) {
  const [row] = await tx
    .select({ bkname: businessAuths.bkname, bkorder: businessAuths.bkorder, btitle: businessAuths.btitle })
    .from(businessAuths)
    .where(eq(businessAuths.memberId, memberId))
    .limit(1);
  return row ?? null;
}
