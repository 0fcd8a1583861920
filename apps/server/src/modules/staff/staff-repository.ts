import { VerifyState } from '@hz/contract/common/states';
import type { StaffRole } from '@hz/contract/staff';
import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { companyInvites, companyStaff } from '../../db/schema/staff.ts';
import { businessAuths } from '../../db/schema/verification.ts';
import { ledgerAccounts } from '../../db/schema/wallet.ts';

/** A company's account: a business-verified member (decision 056). */
export const isCompany = (m: { businsauth: number }) => m.businsauth === VerifyState.approved;

export async function companyAccount(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: members.id,
      cardno: members.cardno,
      company: members.company,
      nickname: members.nickname,
      name: members.name,
      usertype: members.usertype,
      businsauth: members.businsauth,
    })
    .from(members)
    .where(eq(members.id, id))
    .limit(1);
  return row ?? null;
}

const staffColumns = {
  memberId: companyStaff.memberId,
  cardno: members.cardno,
  mobile: members.mobile,
  name: companyStaff.name,
  roles: companyStaff.roles,
  createdAt: companyStaff.createdAt,
};
export type StaffListRow = {
  memberId: number;
  cardno: string;
  mobile: string;
  name: string;
  roles: StaffRole[];
  createdAt: Date;
};

export function staffOf(tx: Tx, companyId: number): Promise<StaffListRow[]> {
  return tx
    .select(staffColumns)
    .from(companyStaff)
    .innerJoin(members, eq(members.id, companyStaff.memberId))
    .where(eq(companyStaff.companyId, companyId))
    .orderBy(asc(companyStaff.createdAt), asc(companyStaff.memberId));
}

/** A staff row of the company, by the member's number, locked. */
export async function staffByCardno(tx: Tx, companyId: number, cardno: string): Promise<StaffListRow | null> {
  const [row] = await tx
    .select(staffColumns)
    .from(companyStaff)
    .innerJoin(members, eq(members.id, companyStaff.memberId))
    .where(and(eq(companyStaff.companyId, companyId), eq(members.cardno, cardno)))
    .for('update', { of: companyStaff })
    .limit(1);
  return row ?? null;
}

export async function countStaff(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(companyStaff)
    .where(eq(companyStaff.companyId, companyId));
  return row?.n ?? 0;
}

export async function addStaff(
  tx: Tx,
  s: { memberId: number; companyId: number; name: string; roles: StaffRole[]; addedBy: number },
) {
  await tx.insert(companyStaff).values(s);
}

export async function setStaffRoles(tx: Tx, memberId: number, roles: StaffRole[]) {
  await tx.update(companyStaff).set({ roles }).where(eq(companyStaff.memberId, memberId));
}

export async function removeStaff(tx: Tx, memberId: number) {
  const gone = await tx
    .delete(companyStaff)
    .where(eq(companyStaff.memberId, memberId))
    .returning({ companyId: companyStaff.companyId, name: companyStaff.name });
  return gone[0] ?? null;
}

/** The member a mobile belongs to, with what decides whether they may join a company. */
export async function memberByMobile(tx: Tx, mobile: string) {
  const [row] = await tx
    .select({
      id: members.id,
      businsauth: members.businsauth,
      isadmin: members.isadmin,
      coins: members.coins,
      companyId: companyStaff.companyId,
    })
    .from(members)
    .leftJoin(companyStaff, eq(companyStaff.memberId, members.id))
    .where(eq(members.mobile, mobile))
    .limit(1);
  return row ?? null;
}

const inviteColumns = {
  id: companyInvites.id,
  companyId: companyInvites.companyId,
  mobile: companyInvites.mobile,
  name: companyInvites.name,
  roles: companyInvites.roles,
  invitedByName: companyInvites.invitedByName,
  createdAt: companyInvites.createdAt,
  expiresAt: companyInvites.expiresAt,
  acceptedAt: companyInvites.acceptedAt,
  revokedAt: companyInvites.revokedAt,
  expired: sql<boolean>`${companyInvites.expiresAt} <= now()`,
};
export type InviteRow = {
  id: number;
  companyId: number;
  mobile: string;
  name: string;
  roles: StaffRole[];
  invitedByName: string;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
  expired: boolean;
};

export async function insertInvite(
  tx: Tx,
  v: Omit<typeof companyInvites.$inferInsert, 'expiresAt'> & { days: number },
): Promise<InviteRow> {
  const { days, ...rest } = v;
  const [row] = await tx
    .insert(companyInvites)
    .values({ ...rest, expiresAt: sql`now() + make_interval(days => ${days})` })
    .returning(inviteColumns);
  return row!;
}

export function invitesOf(tx: Tx, companyId: number): Promise<InviteRow[]> {
  return tx
    .select(inviteColumns)
    .from(companyInvites)
    .where(eq(companyInvites.companyId, companyId))
    .orderBy(desc(companyInvites.id))
    .limit(50);
}

/** Invitations still open (not accepted, revoked or expired), of the company or to one mobile. */
export async function countOpenInvites(tx: Tx, companyId: number, mobile?: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(companyInvites)
    .where(
      and(
        eq(companyInvites.companyId, companyId),
        isNull(companyInvites.acceptedAt),
        isNull(companyInvites.revokedAt),
        sql`${companyInvites.expiresAt} > now()`,
        mobile ? eq(companyInvites.mobile, mobile) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function inviteById(tx: Tx, id: number): Promise<InviteRow | null> {
  const [row] = await tx
    .select(inviteColumns)
    .from(companyInvites)
    .where(eq(companyInvites.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function inviteByToken(tx: Tx, tokenHash: string, lock: boolean): Promise<InviteRow | null> {
  const q = tx
    .select(inviteColumns)
    .from(companyInvites)
    .where(eq(companyInvites.tokenHash, tokenHash))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function acceptInvite(tx: Tx, id: number, memberId: number) {
  await tx
    .update(companyInvites)
    .set({ acceptedAt: sql`now()`, acceptedBy: memberId })
    .where(eq(companyInvites.id, id));
}

export async function revokeInvite(tx: Tx, id: number) {
  await tx.update(companyInvites).set({ revokedAt: sql`now()` }).where(eq(companyInvites.id, id));
}

/** A company as the operator console lists it (decision 056): the account, its people and wallet. */
const consoleColumns = {
  id: members.id,
  cardno: members.cardno,
  company: members.company,
  nickname: members.nickname,
  name: members.name,
  mobile: members.mobile,
  usertype: members.usertype,
  businsauth: members.businsauth,
  verifiedAt: businessAuths.reviewedAt,
  staff: sql<number>`(SELECT count(*) FROM ${companyStaff} WHERE ${companyStaff.companyId} = ${members.id})::int`,
  invites: sql<number>`(SELECT count(*) FROM ${companyInvites} WHERE ${companyInvites.companyId} = ${members.id}
    AND ${companyInvites.acceptedAt} IS NULL AND ${companyInvites.revokedAt} IS NULL
    AND ${companyInvites.expiresAt} > now())::int`,
  balance: sql<number>`coalesce((SELECT ${ledgerAccounts.balance} FROM ${ledgerAccounts}
    WHERE ${ledgerAccounts.memberId} = ${members.id} AND ${ledgerAccounts.kind} = 'member_available'), 0)::bigint`,
};
export type ConsoleCompanyRow = {
  id: number;
  cardno: string;
  company: string;
  nickname: string;
  name: string;
  mobile: string;
  usertype: number;
  businsauth: number;
  verifiedAt: Date | null;
  staff: number;
  invites: number;
  balance: number;
};

/** Business-verified accounts, newest verification first, optionally by part of a name, mobile or number. */
export async function companiesPage(
  tx: Tx,
  q: { keyword?: string; page: number; pageSize: number },
): Promise<{ rows: ConsoleCompanyRow[]; total: number }> {
  const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(members.businsauth, VerifyState.approved),
    like
      ? or(
          ilike(members.company, like),
          ilike(members.nickname, like),
          ilike(members.mobile, like),
          ilike(members.cardno, like),
        )
      : undefined,
  );
  const [rows, [t]] = await Promise.all([
    tx
      .select(consoleColumns)
      .from(members)
      .leftJoin(businessAuths, eq(businessAuths.memberId, members.id))
      .where(where)
      .orderBy(sql`${businessAuths.reviewedAt} DESC NULLS LAST`, desc(members.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    tx.select({ n: count() }).from(members).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, balance: Number(r.balance) })), total: t?.n ?? 0 };
}

/** One account as the console's company view reads it, by its member number. */
export async function consoleCompany(tx: Tx, cardno: string): Promise<ConsoleCompanyRow | null> {
  const [row] = await tx
    .select(consoleColumns)
    .from(members)
    .leftJoin(businessAuths, eq(businessAuths.memberId, members.id))
    .where(eq(members.cardno, cardno))
    .limit(1);
  return row ? { ...row, balance: Number(row.balance) } : null;
}
