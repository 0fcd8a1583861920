import { eq, inArray, sql } from 'drizzle-orm';
import { contestEntries, contests } from '../../db/schema/contests.ts';
import type { BillSubjectSource } from '../wallet/wallet-bills.ts';

/** A contest's order number (`C…`) in the bills: its title and page; its awarded designers are paid. */
export const contestBillSubjects: BillSubjectSource = {
  async subjects(tx, refs) {
    const rows = await tx
      .select({ ref: contests.orders, id: contests.id, title: contests.title })
      .from(contests)
      .where(inArray(contests.orders, refs));
    return rows.map((r) => ({ ...r, kind: 'contest' as const }));
  },
  async payeeRefs(tx, memberId) {
    const rows = await tx
      .selectDistinct({ ref: contests.orders })
      .from(contestEntries)
      .innerJoin(contests, eq(contests.id, contestEntries.contestId))
      .where(sql`${contestEntries.memberId} = ${memberId} AND ${contestEntries.place} IS NOT NULL`);
    return rows.map((r) => r.ref);
  },
};
