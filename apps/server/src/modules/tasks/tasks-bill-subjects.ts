import { eq, inArray } from 'drizzle-orm';
import { tasks } from '../../db/schema/tasks.ts';
import type { BillSubjectSource } from '../wallet/wallet-bills.ts';

/** A task's order number (`T…`) in the bills: its title and page; its designer is the one to be paid. */
export const taskBillSubjects: BillSubjectSource = {
  async subjects(tx, refs) {
    const rows = await tx
      .select({ ref: tasks.orders, id: tasks.id, title: tasks.title })
      .from(tasks)
      .where(inArray(tasks.orders, refs));
    return rows.map((r) => ({ ...r, kind: 'task' as const }));
  },
  async payeeRefs(tx, memberId) {
    const rows = await tx.select({ ref: tasks.orders }).from(tasks).where(eq(tasks.designerId, memberId));
    return rows.map((r) => r.ref);
  },
};
