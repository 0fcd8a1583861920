import type { StaffRole } from '@hz/contract/staff';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema/members.ts';
import { companyStaff } from '../db/schema/staff.ts';
import { insertMember } from '../modules/auth/auth-repository.ts';
import { hashSecret } from '../modules/auth/password.ts';
import { DEMO_PASSWORD } from './seed.ts';

/**
 * The demo companies' staff (issue 33, decision 056): the demo client's 财务 and the demo factory's 报价
 * and 项目经理, each logging in with their own mobile and the demo password and acting for the company.
 */
export const DEMO_STAFF = [
  { mobile: '13800000011', company: '13800000001', name: '王芳', roles: ['finance'], usertype: 1 },
  { mobile: '13800000012', company: '13800000003', name: '李娜', roles: ['quote', 'pm'], usertype: 3 },
] as const satisfies ReadonlyArray<{
  mobile: string;
  company: string;
  name: string;
  roles: readonly StaffRole[];
  usertype: number;
}>;

/** Idempotent: a demo staff mobile that exists is left as it is; a company that is missing is skipped. */
export async function seedDemoStaff(db: Db): Promise<{ staff: number }> {
  let staff = 0;
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  for (const s of DEMO_STAFF) {
    await db.transaction(async (tx) => {
      const [company] = await tx
        .select({ id: members.id })
        .from(members)
        .where(eq(members.mobile, s.company));
      if (!company) return;
      const made = await insertMember(tx, {
        mobile: s.mobile,
        usertype: s.usertype,
        nickname: s.name,
        name: s.name,
        passwordHash,
      });
      if (!made) return;
      await tx.insert(companyStaff).values({
        memberId: made.id,
        companyId: company.id,
        name: s.name,
        roles: [...s.roles],
        addedBy: company.id,
      });
      staff += 1;
    });
  }
  return { staff };
}
