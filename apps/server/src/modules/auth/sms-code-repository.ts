import { and, count, desc, eq, gt, gte, isNull, min, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { smsCodes } from '../../db/schema/auth.ts';

export type SmsCodeRow = typeof smsCodes.$inferSelect;

/**
 * The `type` of a row that holds no code: it records that a client was told whether a mobile is
 * registered (`mobile_taken` / `mobile_unknown`), which spends that client's per-IP budget like a send.
 */
export const DISCLOSURE = 'disclosure';

/** Serialises code operations on one mobile across transactions and server processes. */
export async function lockMobile(tx: Tx, mobile: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);
}

/** Serialises what spends one client IP's budget, so that concurrent requests cannot overshoot it. */
export async function lockIp(tx: Tx, ip: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sms-ip:${ip}`}))`);
}

/** Codes sent to this mobile since `since` (disclosures are not sends). */
export async function countSentToMobileSince(tx: Tx, mobile: string, since: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), gte(smsCodes.createdAt, since), ne(smsCodes.type, DISCLOSURE)));
  return row?.n ?? 0;
}

export async function lastSentToMobile(tx: Tx, mobile: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), ne(smsCodes.type, DISCLOSURE)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** How many codes (and disclosures) went out to this IP since `since`, and when the oldest did. */
export async function sentFromIpSince(tx: Tx, ip: string, since: Date) {
  const [row] = await tx
    .select({ n: count(), oldest: min(smsCodes.createdAt) })
    .from(smsCodes)
    .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, since)));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

export async function insertCode(
  tx: Tx,
  c: { mobile: string; type: string; codeHash: string; ip: string; expiresAt: Date },
) {
  const [row] = await tx.insert(smsCodes).values(c).returning({ id: smsCodes.id });
  return row!.id;
}

/** Records a disclosure: no code, already spent, on the IP's budget. */
export async function insertDisclosure(tx: Tx, d: { mobile: string; ip: string }) {
  await tx
    .insert(smsCodes)
    .values({ ...d, type: DISCLOSURE, codeHash: '', expiresAt: sql`now()`, consumedAt: sql`now()` });
}

/** Retires every live code of this mobile and type: only the newest code ever works. */
export async function retireLiveCodes(tx: Tx, mobile: string, type: string) {
  await tx
    .update(smsCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.type, type), isNull(smsCodes.consumedAt)));
}

/** The newest code of this mobile and type that was neither used nor burnt. */
export async function latestLiveCode(tx: Tx, mobile: string, type: string): Promise<SmsCodeRow | null> {
  const [row] = await tx
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.type, type), isNull(smsCodes.consumedAt)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row ?? null;
}

export async function recordWrongTry(tx: Tx, id: number, burn: boolean) {
  await tx
    .update(smsCodes)
    .set({ tries: sql`${smsCodes.tries} + 1`, ...(burn ? { consumedAt: sql`now()` } : {}) })
    .where(eq(smsCodes.id, id));
}

export async function consumeCode(tx: Tx, id: number) {
  await tx.update(smsCodes).set({ consumedAt: sql`now()` }).where(eq(smsCodes.id, id));
}
