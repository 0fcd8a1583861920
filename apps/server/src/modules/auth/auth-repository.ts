import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { loginAttempts, members } from '../../db/schema.ts';
import { newCardno } from '../../lib/tokens.ts';
import type { MemberRow } from './session-repository.ts';

export async function findMemberByMobile(tx: Tx, mobile: string): Promise<MemberRow | null> {
  const [row] = await tx.select().from(members).where(eq(members.mobile, mobile)).limit(1);
  return row ?? null;
}

export async function findMemberIdByCardno(tx: Tx, cardno: string): Promise<number | null> {
  const [row] = await tx.select({ id: members.id }).from(members).where(eq(members.cardno, cardno)).limit(1);
  return row?.id ?? null;
}

export async function findMemberByWechat(
  tx: Tx,
  ids: { unionid?: string; openid: string },
): Promise<MemberRow | null> {
  const where = ids.unionid ? eq(members.wxUnionid, ids.unionid) : eq(members.wxOpenid, ids.openid);
  const [row] = await tx.select().from(members).where(where).limit(1);
  return row ?? null;
}

export type NewMember = Pick<typeof members.$inferInsert, 'mobile' | 'passwordHash' | 'usertype'> &
  Partial<
    Pick<
      typeof members.$inferInsert,
      'invitedBy' | 'nickname' | 'userlogo' | 'wxUnionid' | 'wxOpenid' | 'isadmin' | 'name' | 'company'
    >
  >;

/** Inserts a member with a fresh random `cardno`; returns null when the mobile is taken. */
export async function insertMember(tx: Tx, m: NewMember): Promise<{ id: number; cardno: string } | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const cardno = newCardno();
    const rows = await tx
      .insert(members)
      .values({ ...m, cardno })
      .onConflictDoNothing()
      .returning({ id: members.id, cardno: members.cardno });
    if (rows[0]) return rows[0];
    if (await findMemberByMobile(tx, m.mobile)) return null;
  }
  throw new Error('could not allocate a unique cardno');
}

export async function setPasswordHash(tx: Tx, memberId: number, passwordHash: string) {
  await tx.update(members).set({ passwordHash, updatedAt: sql`now()` }).where(eq(members.id, memberId));
}

export async function addInvitee(tx: Tx, inviterId: number) {
  await tx
    .update(members)
    .set({ invitpples: sql`${members.invitpples} + 1` })
    .where(eq(members.id, inviterId));
}

export async function bindWechat(tx: Tx, memberId: number, ids: { unionid?: string; openid: string }) {
  await tx
    .update(members)
    .set({ wxUnionid: ids.unionid ?? null, wxOpenid: ids.openid, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

export async function recordLoginAttempt(tx: Tx, a: { mobile: string; ip: string; ok: boolean }) {
  await tx.insert(loginAttempts).values(a);
}

/** Failed logins since `since`; for a mobile, only those after its last successful login. */
export async function countFailedLogins(tx: Tx, by: { mobile: string } | { ip: string }, since: Date) {
  const key =
    'mobile' in by
      ? and(
          eq(loginAttempts.mobile, by.mobile),
          sql`${loginAttempts.createdAt} > coalesce((SELECT max(created_at) FROM login_attempts WHERE mobile = ${by.mobile} AND ok), '-infinity')`,
        )
      : eq(loginAttempts.ip, by.ip);
  const [row] = await tx
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(key, eq(loginAttempts.ok, false), gt(loginAttempts.createdAt, since)));
  return row?.n ?? 0;
}
