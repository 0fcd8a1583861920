import { eq, inArray } from 'drizzle-orm';
import { projects } from '../../db/schema/projects.ts';
import type { BillSubjectSource } from '../wallet/wallet-bills.ts';

/** A project's order number (`P…`) in the bills: its title and page; its factory is the one to be paid. */
export const projectBillSubjects: BillSubjectSource = {
  async subjects(tx, refs) {
    const rows = await tx
      .select({ ref: projects.orders, id: projects.id, title: projects.title })
      .from(projects)
      .where(inArray(projects.orders, refs));
    return rows.map((r) => ({ ...r, kind: 'project' as const }));
  },
  async payeeRefs(tx, memberId) {
    const rows = await tx
      .select({ ref: projects.orders })
      .from(projects)
      .where(eq(projects.factoryId, memberId));
    return rows.map((r) => r.ref);
  },
};
