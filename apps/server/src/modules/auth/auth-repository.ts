import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { loginAttempts, sessions, smsCodes, wechatTokens } from '../../db/schema/auth.ts';
import { members } from '../../db/schema/members.ts';
import { newCardno } from '../../lib/tokens.ts';
import type { MemberRow } from '../members/session-member.ts';

export async function findMemberByMobile(tx: Tx, mobile: string): Promise<MemberRow | null> {
  const [row] = await tx.select().from(members).where(eq(members.mobile, mobile)).limit(1);
  return row ?? null;
}

export async function findMemberIdByCardno(tx: Tx, cardno: string): Promise<number | null> {
  const [row] = await tx.select({ id: members.id }).from(members).where(eq(members.cardno, cardno)).limit(1);
  return row?.id ?? null;
}

/**
 * The member of a WeChat account: by `unionid` first (the same person across WeChat apps), else by
 * `openid` among members bound before a unionid was known.
 */
export async function findMemberByWechat(
  tx: Tx,
  ids: { unionid?: string; openid: string },
): Promise<MemberRow | null> {
  if (ids.unionid) {
    const [row] = await tx.select().from(members).where(eq(members.wxUnionid, ids.unionid)).limit(1);
    if (row) return row;
  }
  const [row] = await tx
    .select()
    .from(members)
    .where(and(eq(members.wxOpenid, ids.openid), isNull(members.wxUnionid)))
    .limit(1);
  return row ?? null;
}

/** Serialises binds of one WeChat account across transactions and server processes. */
export async function lockWechat(tx: Tx, key: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`wx:${key}`}))`);
}

export type NewMember = Pick<typeof members.$inferInsert, 'mobile' | 'passwordHash' | 'usertype'> &
  Partial<
    Pick<
      typeof members.$inferInsert,
      | 'invitedBy'
      | 'nickname'
      | 'userlogo'
      | 'wxUnionid'
      | 'wxOpenid'
      | 'isadmin'
      | 'name'
      | 'company'
      | 'termsVersion'
      | 'privacyVersion'
      | 'agreedAt'
    >
  >;

/** Inserts a member with a fresh random `cardno`; returns null when the mobile is taken. */
export async function insertMember(tx: Tx, m: NewMember): Promise<{ id: number; cardno: string } | null> {
  if (await findMemberByMobile(tx, m.mobile)) return null;
  for (let attempt = 0; attempt < 5; attempt++) {
    const rows = await tx
      .insert(members)
      .values({ ...m, cardno: newCardno() })
      .onConflictDoNothing({ target: members.cardno })
      .returning({ id: members.id, cardno: members.cardno });
    if (rows[0]) return rows[0];
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

/** Records an attempt as failed before the password is checked; returns its id. */
export async function insertFailedAttempt(tx: Tx, a: { mobile: string; ip: string }): Promise<number> {
  const [row] = await tx
    .insert(loginAttempts)
    .values({ ...a, ok: false })
    .returning({ id: loginAttempts.id });
  return row!.id;
}

export async function markAttemptSucceeded(tx: Tx, id: number) {
  await tx.update(loginAttempts).set({ ok: true }).where(eq(loginAttempts.id, id));
}

/** Serialises the lockout check of one mobile across transactions and server processes. */
export async function lockLoginMobile(tx: Tx, mobile: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`login:${mobile}`}))`);
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

/**
 * Deletes what the privacy policy keeps for `days` only: login attempts and SMS code sends older than
 * that, and sessions and WeChat tokens that have expired (they hold an IP, a browser, a WeChat profile).
 */
export async function deleteOldLogs(tx: Tx, days: number) {
  const before = sql`now() - make_interval(days => ${days})`;
  const count = async (q: Promise<unknown[]>) => (await q).length;
  return {
    loginAttempts: await count(
      tx.delete(loginAttempts).where(lt(loginAttempts.createdAt, before)).returning({ id: loginAttempts.id }),
    ),
    smsCodes: await count(
      tx.delete(smsCodes).where(lt(smsCodes.createdAt, before)).returning({ id: smsCodes.id }),
    ),
    sessions: await count(
      tx.delete(sessions).where(lt(sessions.expiresAt, sql`now()`)).returning({ id: sessions.id }),
    ),
    wechatTokens: await count(
      tx
        .delete(wechatTokens)
        .where(lt(wechatTokens.expiresAt, sql`now() - interval '1 day'`))
        .returning({ id: wechatTokens.id }),
    ),
  };
}
