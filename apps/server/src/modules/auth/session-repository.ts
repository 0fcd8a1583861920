import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { members, sessions } from '../../db/schema.ts';

export type MemberRow = typeof members.$inferSelect;

/**
 * The member as every authenticated request sees it: no secrets (password and pay-password hashes,
 * WeChat ids stay in the table), which also keeps the hot session lookup small.
 */
export const sessionMemberColumns = {
  id: members.id,
  cardno: members.cardno,
  mobile: members.mobile,
  usertype: members.usertype,
  cardtype: members.cardtype,
  name: members.name,
  nickname: members.nickname,
  userlogo: members.userlogo,
  company: members.company,
  myjob: members.myjob,
  birth: members.birth,
  sex: members.sex,
  idcard: members.idcard,
  qqnum: members.qqnum,
  email: members.email,
  addr: members.addr,
  prov: members.prov,
  city: members.city,
  strt: members.strt,
  descr: members.descr,
  score: members.score,
  personauth: members.personauth,
  businsauth: members.businsauth,
  hasPaycode: sql<boolean>`${members.paycodeHash} IS NOT NULL`,
  bindwx: sql<boolean>`${members.wxOpenid} IS NOT NULL`,
  coins: members.coins,
  invitcoins: members.invitcoins,
  invitcoinsDsnr: members.invitcoinsDsnr,
  invitcoinsBsns: members.invitcoinsBsns,
  invitpples: members.invitpples,
  myworks: members.myworks,
  cmtigots: members.cmtigots,
  isadmin: members.isadmin,
  createdAt: members.createdAt,
};
export type SessionMember = {
  [K in keyof typeof sessionMemberColumns]: K extends 'hasPaycode' | 'bindwx'
    ? boolean
    : MemberRow[K & keyof MemberRow];
};
export interface SessionRow {
  id: string;
  persistent: boolean;
  lastSeenAt: Date;
}

/**
 * Session and member in one round trip: every authenticated call starts here, so the query is built
 * once per database and prepared (drizzle's query building would otherwise cost more than the query).
 */
export function sessionMemberLookup(db: Db) {
  const query = db
    .select({
      member: sessionMemberColumns,
      session: { id: sessions.id, persistent: sessions.persistent, lastSeenAt: sessions.lastSeenAt },
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        sql`${sessions.expiresAt} > now()`,
        eq(members.disabled, false),
      ),
    )
    .limit(1)
    .prepare('session_member');
  return async (id: string): Promise<{ member: SessionMember; session: SessionRow } | null> => {
    const rows = await query.execute({ id });
    return rows[0] ?? null;
  };
}

export async function insertSession(
  tx: Tx,
  s: { id: string; memberId: number; persistent: boolean; expiresAt: Date; ip: string; userAgent: string },
) {
  await tx.insert(sessions).values(s);
}

export async function touchSession(tx: Tx, id: string, expiresAt: Date) {
  await tx.update(sessions).set({ lastSeenAt: sql`now()`, expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(tx: Tx, id: string) {
  await tx.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a member, except `keepId` when given. */
export async function deleteMemberSessions(tx: Tx, memberId: number, keepId?: string) {
  await tx
    .delete(sessions)
    .where(
      keepId
        ? and(eq(sessions.memberId, memberId), ne(sessions.id, keepId))
        : eq(sessions.memberId, memberId),
    );
}

export async function sessionAlive(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), sql`${sessions.expiresAt} > now()`))
    .limit(1);
  return rows.length > 0;
}
