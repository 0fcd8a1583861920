import { ProjectState as S, QuoteState } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import type { wonBody } from '@hz/contract/projects';
import { AppError } from '../../../lib/app-error.ts';
import { moneyText } from '../../../lib/money.ts';
import type { SessionMember } from '../../members/session-member.ts';
import { firstVersion } from '../projects-contract-render.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import * as repo from '../projects-repository.ts';
import { rereadProject } from '../projects-views.ts';

/**
 * `wonPrjct`: the client awards one quotation (open → won); the others lose (told, with the client's
 * reason). The contract's first version is rendered by a job after this commits (合同生成中 until then).
 */
export async function awardQuote(
  d: ProjectDeps,
  member: Pick<SessionMember, 'id'>,
  b: z.infer<typeof wonBody>,
) {
  return d.deal.run(async (tx) => {
    const p = await d.deal.locked(tx, b.id);
    d.deal.requireSide(p, member, 'client');
    if (p.status !== S.open) throw d.deal.refuse.conflict();
    const q = await repo.findQuote(tx, b.quote);
    if (!q || q.projectId !== p.id || q.status !== QuoteState.quoted)
      throw new AppError('not_found', '该报价不存在或已失效');
    await d.deal.move(tx, p, 'award', 'client', member.id, {
      set: { quoteId: q.id, factoryId: q.memberId, price: q.total },
      note: `${moneyText(q.total)}`,
    });
    const losers = await repo.settleQuotes(tx, p.id, q.id);
    const awarded = await d.deal.load(tx, p.id);
    await firstVersion(d, tx, awarded);
    await d.deal.note(tx, awarded, 'contract', 'system', null, '第1版（平台生成）');
    await d.deal.tell(tx, awarded, 'awarded', member.id, {
      price: q.total,
      losers: losers.map((l) => l.memberId),
      reason: b.reason,
    });
    return rereadProject(tx, d.deal, p.id, member);
  });
}
