import { inArray } from 'drizzle-orm';
import { models } from '../../db/schema/models.ts';
import type { BillSubjectSource } from '../wallet/wallet-bills.ts';

/** A model sale's reference (`model:<id>`) in the bills: the model's title and page. Never held in escrow. */
export const modelBillSubjects: BillSubjectSource = {
  async subjects(tx, refs) {
    const ids = refs.flatMap((r) => (/^model:\d{1,15}$/.test(r) ? [Number(r.slice(6))] : []));
    if (ids.length === 0) return [];
    const rows = await tx
      .select({ id: models.id, title: models.title })
      .from(models)
      .where(inArray(models.id, ids));
    return rows.map((r) => ({ ...r, ref: `model:${r.id}`, kind: 'model' as const }));
  },
  payeeRefs: async () => [],
};
