import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { wechatTokens } from '../../db/schema/auth.ts';

export type WechatTokenRow = typeof wechatTokens.$inferSelect;

export async function insertToken(tx: Tx, t: typeof wechatTokens.$inferInsert) {
  await tx.insert(wechatTokens).values(t);
}

export async function countStatesFromIpSince(tx: Tx, ip: string, since: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(wechatTokens)
    .where(and(eq(wechatTokens.ip, ip), eq(wechatTokens.kind, 'state'), gt(wechatTokens.createdAt, since)));
  return row?.n ?? 0;
}

/** The token of this id and kind while it is live: not used and not expired. */
const live = (id: string, kind: 'state' | 'ticket') =>
  and(
    eq(wechatTokens.id, id),
    eq(wechatTokens.kind, kind),
    isNull(wechatTokens.usedAt),
    sql`${wechatTokens.expiresAt} > now()`,
  );

/** Marks a live token used and returns it; null when unknown, used or expired. */
export async function useToken(tx: Tx, id: string, kind: 'state' | 'ticket'): Promise<WechatTokenRow | null> {
  const [row] = await tx.update(wechatTokens).set({ usedAt: sql`now()` }).where(live(id, kind)).returning();
  return row ?? null;
}

/** A live token, locked for the rest of the transaction; it stays usable until `markUsed`. */
export async function findLiveToken(
  tx: Tx,
  id: string,
  kind: 'state' | 'ticket',
): Promise<WechatTokenRow | null> {
  const [row] = await tx.select().from(wechatTokens).where(live(id, kind)).for('update').limit(1);
  return row ?? null;
}

export async function markUsed(tx: Tx, id: string) {
  await tx.update(wechatTokens).set({ usedAt: sql`now()` }).where(eq(wechatTokens.id, id));
}
