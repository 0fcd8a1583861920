import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';

export const adminMemberColumns = {
  id: members.id,
  cardno: members.cardno,
  mobile: members.mobile,
  name: members.name,
  nickname: members.nickname,
  usertype: members.usertype,
  personauth: members.personauth,
  businsauth: members.businsauth,
  isadmin: members.isadmin,
  disabled: members.disabled,
  company: members.company,
  email: members.email,
  city: members.city,
  invitpples: members.invitpples,
  bindwx: sql<boolean>`${members.wxOpenid} IS NOT NULL`,
  createdAt: members.createdAt,
};
export type AdminMemberRow = {
  [K in keyof typeof adminMemberColumns]: K extends 'bindwx'
    ? boolean
    : (typeof members.$inferSelect)[K & keyof typeof members.$inferSelect];
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listMembers(tx: Tx, o: { keyword?: string; offset: number; limit: number }) {
  const k = o.keyword ? `%${escapeLike(o.keyword)}%` : undefined;
  const where = k
    ? or(
        ilike(members.mobile, k),
        ilike(members.name, k),
        ilike(members.cardno, k),
        ilike(members.nickname, k),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    tx
      .select(adminMemberColumns)
      .from(members)
      .where(where)
      .orderBy(desc(members.id))
      .limit(o.limit)
      .offset(o.offset),
    tx.select({ n: count() }).from(members).where(where),
  ]);
  return { rows: rows as AdminMemberRow[], total: total?.n ?? 0 };
}

export async function findMemberByCardno(
  tx: Tx,
  cardno: string,
  opts: { forUpdate?: boolean } = {},
): Promise<AdminMemberRow | null> {
  const q = tx.select(adminMemberColumns).from(members).where(eq(members.cardno, cardno)).limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return (row as AdminMemberRow | undefined) ?? null;
}

export async function setDisabled(tx: Tx, memberId: number, disabled: boolean) {
  await tx.update(members).set({ disabled, updatedAt: sql`now()` }).where(eq(members.id, memberId));
}
