import { count, inArray } from 'drizzle-orm';
import { hashSecret } from '../modules/auth/password.ts';
import { insertMember } from '../modules/auth/auth-repository.ts';
import type { Db } from '../db/client.ts';
import { members as membersTable } from '../db/schema/members.ts';

/** The demo logins the README lists. Seeded once (`seedDemo`), never in production. */
export const DEMO_PASSWORD = 'Huizhan@2026';
export const demoMembers = [
  {
    mobile: '13800000001',
    usertype: 1,
    nickname: '华展企业客户',
    company: '上海华展国际贸易有限公司',
    name: '王明',
  },
  { mobile: '13800000002', usertype: 2, nickname: '设计师小林', company: '林氏展示设计工作室', name: '林晓' },
  {
    mobile: '13800000003',
    usertype: 3,
    nickname: '鑫源搭建工厂',
    company: '苏州鑫源展览工程有限公司',
    name: '陈强',
  },
  {
    mobile: '13800000000',
    usertype: 1,
    nickname: '平台运营',
    company: '会展通平台',
    name: '运营',
    isadmin: true,
  },
] as const;

/**
 * The demo members, once: seeded when none of them exists yet ("no demo data yet"), whoever else is
 * there — an operator made from ADMIN_MOBILE before the seed (issue 29), even on the demo operator's own
 * mobile (that member is kept as it is; `insertMember` skips a mobile that exists). The other demo seeds
 * hang off these members and are idempotent.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const members = demoMembers.filter((m) => !('isadmin' in m)).map((m) => m.mobile);
  const [row] = await db
    .select({ n: count() })
    .from(membersTable)
    .where(inArray(membersTable.mobile, members));
  if ((row?.n ?? 0) > 0) return false;
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const m of demoMembers) await insertMember(tx, { ...m, passwordHash });
  });
  return true;
}

/** The demo client (13800000001), who publishes the demo tasks and projects, and the demo operator (13800000000). */
export async function demoClientAndOperator(db: Db) {
  const who = await db
    .select({ id: membersTable.id, mobile: membersTable.mobile })
    .from(membersTable)
    .where(inArray(membersTable.mobile, ['13800000001', '13800000000']));
  return {
    client: who.find((m) => m.mobile === '13800000001')?.id,
    operator: who.find((m) => m.mobile === '13800000000')?.id ?? null,
  };
}
