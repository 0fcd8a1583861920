import { ProjectState as S } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import { MAX_QUOTE_QUESTIONS, type quoteAskBody } from '@hz/contract/projects';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionMember } from '../../members/session-member.ts';
import { recordDealTexts } from '../../deals/deal-masking.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import { questionThread, questionsView } from '../projects-questions.ts';
import * as repo from '../projects-repository.ts';

/** `quoteAsk`: the client's question on a quotation (project open; at most MAX_QUOTE_QUESTIONS each). */
export function quoteAsk(d: ProjectDeps, m: Pick<SessionMember, 'id'>, b: z.infer<typeof quoteAskBody>) {
  return d.deal.run(async (tx) => {
    const { p, q, side } = await questionThread(d.deal, tx, m, b, true);
    if (side !== 'client') throw new AppError('forbidden', '只有项目发布者可以提问');
    if (p.status !== S.open) throw d.deal.refuse.state('项目已不在报价中，不能再提问');
    if ((await repo.questionsOf(tx, q.id)).length >= MAX_QUOTE_QUESTIONS)
      throw d.deal.refuse.state(`每份报价最多提${MAX_QUOTE_QUESTIONS}个问题`);
    await repo.insertQuestion(tx, { projectId: p.id, quoteId: q.id, question: b.conts });
    await d.deal.tell(tx, p, 'quoteAsked', m.id, { factory: q.memberId, question: b.conts });
    const item = { kind: 'question' as const, id: q.id, title: p.title, link: d.deal.link(p.id) };
    const contactHidden = await recordDealTexts(d.recordContact, tx, m.id, item, { question: [b.conts] });
    return { ...(await questionsView(tx, p, q.id, side)), contactHidden };
  });
}
