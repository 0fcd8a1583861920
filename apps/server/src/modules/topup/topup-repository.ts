import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { rechargeOrders } from '../../db/schema/wallet.ts';

/**
 * SQL for recharge orders (`recharge_orders`), of both channels: each top-up channel (Alipay, WeChat Pay)
 * reads and settles only its own (`channel`), through `topup-service.ts`. Amounts in fen; times are the
 * caller's clock.
 */

const orderColumns = {
  id: rechargeOrders.id,
  orders: rechargeOrders.orders,
  memberId: rechargeOrders.memberId,
  amount: rechargeOrders.amount,
  status: rechargeOrders.status,
  expireAt: rechargeOrders.expireAt,
  paidAt: rechargeOrders.paidAt,
  tradeNo: rechargeOrders.tradeNo,
  channel: rechargeOrders.channel,
  tradeType: rechargeOrders.tradeType,
  createdAt: rechargeOrders.createdAt,
};

export type RechargeStatus = 'pending' | 'paid' | 'closed';
export type Channel = 'alipay' | 'wechatpay';
export interface OrderRow {
  id: number;
  orders: string;
  memberId: number;
  amount: number;
  status: RechargeStatus;
  expireAt: Date;
  paidAt: Date | null;
  tradeNo: string;
  /** Whose order it is: an order is never settled by the other channel. */
  channel: string;
  /** WeChat Pay's trade type (`NATIVE`, `MWEB`, `JSAPI`); '' for Alipay's. */
  tradeType: string;
  createdAt: Date;
}

/** Serialises a member's order creation, so that the limit on pending orders holds under concurrency. */
export async function lockMember(tx: Tx, memberId: number) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/** A member's pending orders of both channels: the limit is on recharge orders, however they are paid. */
export async function countPendingSince(tx: Tx, memberId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.memberId, memberId),
        eq(rechargeOrders.status, 'pending'),
        gte(rechargeOrders.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Null when the order number is taken already (the caller draws another). */
export async function insertOrder(
  tx: Tx,
  o: {
    orders: string;
    memberId: number;
    amount: number;
    channel: Channel;
    tradeType: string;
    expireAt: Date;
    now: Date;
  },
): Promise<OrderRow | null> {
  const [row] = await tx
    .insert(rechargeOrders)
    .values({
      orders: o.orders,
      memberId: o.memberId,
      amount: o.amount,
      channel: o.channel,
      tradeType: o.tradeType,
      expireAt: o.expireAt,
      createdAt: o.now,
      updatedAt: o.now,
    })
    .onConflictDoNothing({ target: rechargeOrders.orders })
    .returning(orderColumns);
  return (row as OrderRow | undefined) ?? null;
}

export async function findOrder(
  tx: Tx,
  orders: string,
  opts: { forUpdate?: boolean } = {},
): Promise<OrderRow | null> {
  const q = tx.select(orderColumns).from(rechargeOrders).where(eq(rechargeOrders.orders, orders)).limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return (row as OrderRow | undefined) ?? null;
}

export async function markPaid(tx: Tx, id: number, p: { tradeNo: string; paidAt: Date }) {
  await tx
    .update(rechargeOrders)
    .set({ status: 'paid', tradeNo: p.tradeNo, paidAt: p.paidAt, updatedAt: sql`now()` })
    .where(eq(rechargeOrders.id, id));
}

/** Closes the order if it is still pending and has expired; true when it did. */
export async function closeIfExpired(tx: Tx, orders: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(rechargeOrders)
    .set({ status: 'closed', updatedAt: now })
    .where(
      and(
        eq(rechargeOrders.orders, orders),
        eq(rechargeOrders.status, 'pending'),
        lte(rechargeOrders.expireAt, now),
      ),
    )
    .returning({ id: rechargeOrders.id });
  return rows.length > 0;
}

/**
 * Claims a pending order for a trade query: true when it was not claimed (nor changed) within `everyMs`.
 * `updated_at` doubles as the time of the last query, so several server processes share the throttle.
 */
export async function claimForQuery(tx: Tx, orders: string, now: Date, everyMs: number): Promise<boolean> {
  const rows = await tx
    .update(rechargeOrders)
    .set({ updatedAt: now })
    .where(
      and(
        eq(rechargeOrders.orders, orders),
        eq(rechargeOrders.status, 'pending'),
        lte(rechargeOrders.updatedAt, new Date(now.getTime() - everyMs)),
      ),
    )
    .returning({ id: rechargeOrders.id });
  return rows.length > 0;
}

/**
 * Claims up to `limit` pending orders that expire before `before` and were not queried within
 * `everyMs`, soonest first; rows another process is claiming are skipped.
 */
export async function claimDue(
  tx: Tx,
  o: { channel: Channel; before: Date; now: Date; everyMs: number; limit: number },
): Promise<string[]> {
  const due = tx
    .select({ id: rechargeOrders.id })
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.status, 'pending'),
        eq(rechargeOrders.channel, o.channel),
        lte(rechargeOrders.expireAt, o.before),
        lte(rechargeOrders.updatedAt, new Date(o.now.getTime() - o.everyMs)),
      ),
    )
    .orderBy(asc(rechargeOrders.expireAt))
    .limit(o.limit)
    .for('update', { skipLocked: true });
  const rows = await tx
    .update(rechargeOrders)
    .set({ updatedAt: o.now })
    .where(inArray(rechargeOrders.id, due))
    .returning({ orders: rechargeOrders.orders });
  return rows.map((r) => r.orders);
}
