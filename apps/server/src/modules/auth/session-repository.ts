import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sessions } from '../../db/schema/auth.ts';
import { members } from '../../db/schema/members.ts';
import { type SessionMember, sessionMemberColumns } from '../members/session-member.ts';

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
