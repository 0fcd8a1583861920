import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';

/** A new pay password: its hash, with the failure count and the lock cleared. */
export async function setPaycode(tx: Tx, memberId: number, paycodeHash: string) {
  await tx
    .update(members)
    .set({ paycodeHash, paycodeFails: 0, paycodeLockedUntil: null, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

/** The stored lock's end, past or not; null when none or no such member. */
export async function paycodeLockEnd(db: Db, memberId: number): Promise<Date | null> {
  const [row] = await db
    .select({ until: members.paycodeLockedUntil })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.until ?? null;
}

/** The pay password's hash, the failures in a row and the lock's end; undefined for no such member. */
export async function paycodeState(db: Db, memberId: number) {
  const [m] = await db
    .select({
      hash: members.paycodeHash,
      fails: members.paycodeFails,
      until: members.paycodeLockedUntil,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return m;
}

export async function clearPaycodeFails(db: Db, memberId: number) {
  await db.update(members).set({ paycodeFails: 0, paycodeLockedUntil: null }).where(eq(members.id, memberId));
}

/**
 * One more wrong pay password, atomically across processes: an expired lock starts a fresh count, and
 * the `maxFails`-th failure in a row locks until `lockAt`. Returns the count and the lock after it.
 */
export async function countPaycodeFail(db: Db, memberId: number, o: { maxFails: number; lockAt: Date }) {
  const [after] = await db
    .update(members)
    .set({
      paycodeFails: sql`CASE WHEN ${members.paycodeLockedUntil} IS NULL THEN ${members.paycodeFails} + 1 ELSE 1 END`,
      paycodeLockedUntil: sql`CASE WHEN (CASE WHEN ${members.paycodeLockedUntil} IS NULL THEN ${members.paycodeFails} + 1 ELSE 1 END) >= ${o.maxFails} THEN ${o.lockAt.toISOString()}::timestamptz ELSE NULL END`,
    })
    .where(eq(members.id, memberId))
    .returning({ fails: members.paycodeFails, until: members.paycodeLockedUntil });
  return after;
}
