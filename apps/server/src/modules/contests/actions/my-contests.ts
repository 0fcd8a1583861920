import type { z } from '@hz/contract/common/zod';
import type { myContestsBody } from '@hz/contract/contests';
import { pageOut, pageWindow } from '../../../lib/paging.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { ContestDeps } from '../contests-deal.ts';
import * as repo from '../contests-repository.ts';
import { contestCtx, contestItem } from '../contests-views.ts';

/** `myContests` (我的比稿): the contests the member published, or entered, with their 下一步. */
export async function myContests(
  d: ContestDeps,
  member: Pick<SessionMember, 'id'>,
  b: z.infer<typeof myContestsBody>,
) {
  return d.db.transaction(async (tx) => {
    const list = b.role === 'client' ? repo.listClientContests : repo.listEnteredContests;
    const r = await list(tx, member.id, b.status, pageWindow(b));
    const viewer = { id: member.id, isadmin: false };
    const rows = [];
    for (const c of r.rows) {
      const { ctx, role } = await contestCtx(tx, c, viewer, d.settings.maxEntries);
      rows.push(contestItem(ctx, role));
    }
    return pageOut({ rows, total: r.total }, b, (x) => x);
  });
}
