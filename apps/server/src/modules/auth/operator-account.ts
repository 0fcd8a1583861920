import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { findMemberByMobile, insertMember } from './auth-repository.ts';
import { hashSecret, passwordProblem } from './password.ts';

/**
 * Makes the member with this mobile an operator with this password: created if missing, else promoted
 * and given the password. Used at start-up (`ADMIN_MOBILE`/`ADMIN_PASSWORD`) and by `npm run admin`.
 */
export async function ensureOperator(
  db: Db,
  mobile: string,
  password: string,
): Promise<'created' | 'updated'> {
  if (!/^1[3-9]\d{9}$/.test(mobile))
    throw new Error(`ADMIN_MOBILE: ${mobile} is not a mainland mobile number`);
  const problem = passwordProblem(password, [mobile]);
  if (problem || password.length < 8 || password.length > 64) {
    throw new Error('ADMIN_PASSWORD: too weak (8–64 characters, not common or guessable)');
  }
  const passwordHash = await hashSecret(password);
  return db.transaction(async (tx) => {
    const existing = await findMemberByMobile(tx, mobile);
    if (existing) {
      await tx
        .update(members)
        .set({ isadmin: true, passwordHash, disabled: false, updatedAt: sql`now()` })
        .where(eq(members.id, existing.id));
      return 'updated' as const;
    }
    await insertMember(tx, { mobile, passwordHash, usertype: 1, isadmin: true, nickname: '平台运营' });
    return 'created' as const;
  });
}
