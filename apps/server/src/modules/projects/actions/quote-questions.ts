import type { z } from '@hz/contract/common/zod';
import type { quoteQuestionsBody } from '@hz/contract/projects';
import type { SessionMember } from '../../members/session-member.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import { questionThread, questionsView } from '../projects-questions.ts';

/** `quoteQuestions`: a quotation's questions and answers, for the client and that factory. */
export function quoteQuestions(
  d: ProjectDeps,
  m: Pick<SessionMember, 'id'>,
  b: z.infer<typeof quoteQuestionsBody>,
) {
  return d.db.transaction(async (tx) => {
    const { p, q, side } = await questionThread(d.deal, tx, m, b);
    return questionsView(tx, p, q.id, side);
  });
}
