import type { UpdateBaseInfoBody } from '@hz/contract/members';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { type SessionMember, sessionMemberColumns } from '../auth/session-repository.ts';

export async function updateBaseInfo(
  tx: Tx,
  memberId: number,
  fields: UpdateBaseInfoBody,
): Promise<SessionMember> {
  const [row] = await tx
    .update(members)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(members.id, memberId))
    .returning(sessionMemberColumns);
  return row!;
}
