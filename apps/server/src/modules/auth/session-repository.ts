import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { sessions } from '../../db/schema/auth.ts';
import { members } from '../../db/schema/members.ts';
import { companyStaff } from '../../db/schema/staff.ts';
import type { StaffRole } from '@hz/contract/staff';
import { memberColumnsOf, type SessionMemberRow, sessionMemberColumns } from '../members/session-member.ts';

export interface SessionRow {
  id: string;
  persistent: boolean;
  lastSeenAt: Date;
}

export interface StaffRow {
  companyId: number;
  name: string;
  roles: StaffRole[];
}

const company = alias(members, 'company');

/**
 * Session, member, the member's place in a company (decision 056) and that company's account (null when
 * it is disabled) in one round trip: every authenticated call starts here, so the query is built once per
 * database and prepared (drizzle's query building would otherwise cost more than the query).
 */
export function sessionMemberLookup(db: Db) {
  const query = db
    .select({
      member: sessionMemberColumns,
      session: { id: sessions.id, persistent: sessions.persistent, lastSeenAt: sessions.lastSeenAt },
      staff: { companyId: companyStaff.companyId, name: companyStaff.name, roles: companyStaff.roles },
      company: memberColumnsOf(company),
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .leftJoin(companyStaff, eq(companyStaff.memberId, members.id))
    .leftJoin(company, and(eq(company.id, companyStaff.companyId), eq(company.disabled, false)))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        sql`${sessions.expiresAt} > now()`,
        eq(members.disabled, false),
      ),
    )
    .limit(1)
    .prepare('session_member');
  return async (
    id: string,
  ): Promise<{
    member: SessionMemberRow;
    session: SessionRow;
    staff: StaffRow | null;
    company: SessionMemberRow | null;
  } | null> => {
    const [row] = await query.execute({ id });
    if (!row) return null;
    // a left-joined object whose computed columns are not null is not nulled by drizzle: its id says
    const joined = row.company as SessionMemberRow | null;
    return { ...row, company: joined?.id == null ? null : joined };
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
