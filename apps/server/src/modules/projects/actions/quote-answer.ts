import { ProjectState as S } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import type { quoteAnswerBody } from '@hz/contract/projects';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionMember } from '../../members/session-member.ts';
import { recordDealTexts } from '../../deals/deal-masking.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import { questionThread, questionsView } from '../projects-questions.ts';
import * as repo from '../projects-repository.ts';

/** `quoteAnswer`: the factory answers one of its quotation's questions, once (project open). */
export function quoteAnswer(
  d: ProjectDeps,
  m: Pick<SessionMember, 'id'>,
  b: z.infer<typeof quoteAnswerBody>,
) {
  return d.deal.run(async (tx) => {
    const { p, q, side } = await questionThread(d.deal, tx, m, b, true);
    if (side !== 'factory') throw new AppError('forbidden', '只有该报价的工厂可以回答');
    if (p.status !== S.open) throw d.deal.refuse.state('项目已不在报价中，不能再回答');
    const row = (await repo.questionsOf(tx, q.id)).find((r) => r.id === b.question);
    if (!row) throw new AppError('not_found', '问题不存在');
    if (row.answer !== '' || !(await repo.answerQuestion(tx, q.id, row.id, b.conts)))
      throw d.deal.refuse.state('该问题已回答');
    await d.deal.tell(tx, p, 'quoteAnswered', m.id, { question: row.question, answer: b.conts });
    const item = { kind: 'question' as const, id: q.id, title: p.title, link: d.deal.link(p.id) };
    const contactHidden = await recordDealTexts(d.recordContact, tx, m.id, item, { answer: [b.conts] });
    return { ...(await questionsView(tx, p, q.id, side)), contactHidden };
  });
}
