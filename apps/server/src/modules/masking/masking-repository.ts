import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { contactAttempts } from '../../db/schema/masking.ts';
import { members } from '../../db/schema/members.ts';

export type AttemptRow = typeof contactAttempts.$inferSelect;

export async function insertAttempt(tx: Tx, row: typeof contactAttempts.$inferInsert) {
  await tx.insert(contactAttempts).values(row);
}

/** Members with attempts (at least `min`), the latest first: counts, distinct items, latest time. */
export async function memberSummaries(tx: Tx, o: { min: number; offset: number; limit: number }) {
  const attempts = sql<number>`count(*)::int`;
  const grouped = tx
    .select({
      memberId: contactAttempts.memberId,
      attempts: attempts.as('attempts'),
      items: sql<number>`count(DISTINCT ${contactAttempts.kind} || ':' || ${contactAttempts.itemId})::int`.as(
        'items',
      ),
      lastAt: sql<Date>`max(${contactAttempts.createdAt})`.as('last_at'),
    })
    .from(contactAttempts)
    .groupBy(contactAttempts.memberId)
    .having(sql`count(*) >= ${o.min}`)
    .as('g');
  const rows = await tx
    .select({
      memberId: grouped.memberId,
      attempts: grouped.attempts,
      items: grouped.items,
      lastAt: grouped.lastAt,
      cardno: members.cardno,
      name: members.name,
      nickname: members.nickname,
      company: members.company,
      mobile: members.mobile,
    })
    .from(grouped)
    .innerJoin(members, eq(members.id, grouped.memberId))
    .orderBy(desc(grouped.lastAt), desc(grouped.memberId))
    .offset(o.offset)
    .limit(o.limit);
  const [total] = await tx.select({ n: count() }).from(grouped);
  return { rows, total: total?.n ?? 0 };
}

export async function findMemberByCardno(tx: Tx, cardno: string) {
  const [m] = await tx
    .select({ id: members.id, cardno: members.cardno, name: members.name, nickname: members.nickname })
    .from(members)
    .where(eq(members.cardno, cardno))
    .limit(1);
  return m;
}

export async function memberAttempts(tx: Tx, memberId: number, o: { offset: number; limit: number }) {
  const where = and(eq(contactAttempts.memberId, memberId));
  const rows = await tx
    .select()
    .from(contactAttempts)
    .where(where)
    .orderBy(desc(contactAttempts.id))
    .offset(o.offset)
    .limit(o.limit);
  const [total] = await tx.select({ n: count() }).from(contactAttempts).where(where);
  return { rows, total: total?.n ?? 0 };
}
