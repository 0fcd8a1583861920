import type { UpdateBaseInfoBody } from '@hz/contract/members';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { type SessionMember, sessionMemberColumns } from './session-member.ts';

/** The profile as the member edits it; `userlogo` is the avatar's URL. */
export type BaseInfoFields = Omit<UpdateBaseInfoBody, 'userlogo'> & { userlogo?: string };

export async function updateBaseInfo(
  tx: Tx,
  memberId: number,
  fields: BaseInfoFields,
): Promise<SessionMember> {
  const [row] = await tx
    .update(members)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(members.id, memberId))
    .returning(sessionMemberColumns);
  return row!;
}
