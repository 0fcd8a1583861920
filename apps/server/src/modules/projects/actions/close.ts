import type { z } from '@hz/contract/common/zod';
import type { closeBody } from '@hz/contract/projects';
import type { SessionMember } from '../../members/session-member.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import * as repo from '../projects-repository.ts';
import { rereadProject } from '../projects-views.ts';

/** `closePrjct`: the client closes the project while it takes quotations; every quoter told. */
export async function closeProject(
  d: ProjectDeps,
  member: Pick<SessionMember, 'id'>,
  b: z.infer<typeof closeBody>,
) {
  return d.deal.run(async (tx) => {
    const p = await d.deal.locked(tx, b.id);
    d.deal.requireSide(p, member, 'client');
    await d.deal.move(tx, p, 'close', 'client', member.id, { note: b.reason });
    const losers = await repo.settleQuotes(tx, p.id, null);
    await d.deal.tell(tx, p, 'closed', member.id, {
      losers: losers.map((l) => l.memberId),
      reason: b.reason,
    });
    return rereadProject(tx, d.deal, p.id, member);
  });
}
