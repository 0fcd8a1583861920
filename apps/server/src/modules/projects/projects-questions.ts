import { ProjectState as S } from '@hz/contract/common/states';
import { MAX_QUOTE_QUESTIONS } from '@hz/contract/projects';
import type { Transaction as Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaDates, chinaStamp } from '../../lib/china-time.ts';
import { type ProjectDeal, projectVisible } from './projects-deal.ts';
import * as repo from './projects-repository.ts';
import { readAs } from '../deals/deal-masking.ts';

/**
 * The client's questions on a factory's quotation and the factory's answers (issue 14 point 3): a thread
 * per quotation, read by the client and that factory only; asked and answered while the project takes
 * quotations (`open`), read afterwards. Each question and each answer is a notice to the other side.
 */

/** The project (locked when asked), the quotation, and the viewer's side in the thread. */
export async function questionThread(
  deal: ProjectDeal,
  tx: Tx,
  m: { id: number },
  b: { id: number; quote: number },
  lock = false,
) {
  const p = await repo.findProject(tx, b.id, lock);
  if (!p) throw deal.refuse.notFound();
  const q = await repo.quoteParty(tx, b.quote);
  const side = p.memberId === m.id ? 'client' : q && q.memberId === m.id ? 'factory' : null;
  if (!side) {
    if (!projectVisible(p)) throw deal.refuse.notFound();
    throw new AppError('forbidden', '只有项目发布者和该报价的工厂可以查看问答');
  }
  if (!q || q.projectId !== p.id) throw new AppError('not_found', '报价不存在');
  return { p, q, side } as const;
}

/**
 * The thread as `side` reads it: the other side's texts masked until the project awards this quotation
 * (decision 044).
 */
export async function questionsView(tx: Tx, p: repo.ProjectRow, quoteId: number, side: 'client' | 'factory') {
  const rows = await repo.questionsOf(tx, quoteId);
  const open = p.status === S.open;
  const other = readAs(p.quoteId === quoteId);
  return {
    listItem: rows.map((r) => ({
      id: r.id,
      question: side === 'client' ? r.question : other.text(r.question),
      answer: side === 'factory' ? r.answer : other.text(r.answer),
      ...chinaDates(r.createdAt),
      answered: chinaStamp(r.answeredAt),
    })),
    canAsk: side === 'client' && open && rows.length < MAX_QUOTE_QUESTIONS,
    canAnswer: side === 'factory' && open,
  };
}
