import { ProjectState as S, ReviewState } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import {
  MAX_QUOTE_QUESTIONS,
  type quoteAnswerBody,
  type quoteAskBody,
  type quoteQuestionsBody,
} from '@hz/contract/projects';
import type { Db, Transaction as Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import type { SessionMember } from '../members/session-member.ts';
import type { MessagesService } from '../messages/messages-service.ts';
import * as repo from './projects-repository.ts';
import { projectTeller } from './projects-messages.ts';

/**
 * The client's questions on a factory's quotation and the factory's answers (issue 14 point 3): a thread
 * per quotation, read by the client and that factory only; asked and answered while the project takes
 * quotations (`open`), read afterwards. Each question and each answer is a message to the other side.
 */

type Member = Pick<SessionMember, 'id'>;
const notFound = () => new AppError('not_found', '项目不存在或未通过审核');
const stamp = (d: Date | null) => {
  if (!d) return '';
  const p = chinaParts(d);
  return `${p.date} ${p.time}`;
};

export function createProjectQuestions(deps: { db: Db; messages: MessagesService }) {
  const { db, messages } = deps;

  /** The project (locked when asked), the quotation, and the viewer's side in the thread. */
  async function thread(tx: Tx, m: Member, b: z.infer<typeof quoteQuestionsBody>, lock = false) {
    const p = await repo.findProject(tx, b.id, lock);
    if (!p) throw notFound();
    const q = await repo.quoteParty(tx, b.quote);
    const side = p.memberId === m.id ? 'client' : q && q.memberId === m.id ? 'factory' : null;
    if (!side) {
      if (p.checked !== ReviewState.approved) throw notFound();
      throw new AppError('forbidden', '只有项目发布者和该报价的工厂可以查看问答');
    }
    if (!q || q.projectId !== p.id) throw new AppError('not_found', '报价不存在');
    return { p, q, side } as const;
  }

  async function view(tx: Tx, p: repo.ProjectRow, quoteId: number, side: 'client' | 'factory') {
    const rows = await repo.questionsOf(tx, quoteId);
    const open = p.status === S.open;
    return {
      listItem: rows.map((r) => {
        const at = chinaParts(r.createdAt);
        return {
          id: r.id,
          question: r.question,
          answer: r.answer,
          dates: at.date,
          times: at.time,
          answered: stamp(r.answeredAt),
        };
      }),
      canAsk: side === 'client' && open && rows.length < MAX_QUOTE_QUESTIONS,
      canAnswer: side === 'factory' && open,
    };
  }

  const tell = projectTeller(messages);

  return {
    list: (m: Member, b: z.infer<typeof quoteQuestionsBody>) =>
      db.transaction(async (tx) => {
        const { p, q, side } = await thread(tx, m, b);
        return view(tx, p, q.id, side);
      }),

    /** `quoteAsk`: the client's question (project open; at most MAX_QUOTE_QUESTIONS per quotation). */
    ask: (m: Member, b: z.infer<typeof quoteAskBody>) =>
      db.transaction(async (tx) => {
        const { p, q, side } = await thread(tx, m, b, true);
        if (side !== 'client') throw new AppError('forbidden', '只有项目发布者可以提问');
        if (p.status !== S.open) throw new AppError('state_conflict', '项目已不在报价中，不能再提问');
        if ((await repo.questionsOf(tx, q.id)).length >= MAX_QUOTE_QUESTIONS)
          throw new AppError('state_conflict', `每份报价最多提${MAX_QUOTE_QUESTIONS}个问题`);
        await repo.insertQuestion(tx, { projectId: p.id, quoteId: q.id, question: b.conts });
        await tell(tx, q.memberId, p, '客户对您的报价提问', `客户问：${b.conts.slice(0, 100)}`);
        return view(tx, p, q.id, side);
      }),

    /** `quoteAnswer`: the factory answers one of its quotation's questions, once (project open). */
    answer: (m: Member, b: z.infer<typeof quoteAnswerBody>) =>
      db.transaction(async (tx) => {
        const { p, q, side } = await thread(tx, m, b, true);
        if (side !== 'factory') throw new AppError('forbidden', '只有该报价的工厂可以回答');
        if (p.status !== S.open) throw new AppError('state_conflict', '项目已不在报价中，不能再回答');
        const rows = await repo.questionsOf(tx, q.id);
        const row = rows.find((r) => r.id === b.question);
        if (!row) throw new AppError('not_found', '问题不存在');
        if (row.answer !== '' || !(await repo.answerQuestion(tx, q.id, row.id, b.conts)))
          throw new AppError('state_conflict', '该问题已回答');
        await tell(
          tx,
          p.memberId,
          p,
          '工厂回答了您的提问',
          `问：${row.question.slice(0, 50)}；答：${b.conts.slice(0, 100)}`,
        );
        return view(tx, p, q.id, side);
      }),
  };
}

export type ProjectQuestions = ReturnType<typeof createProjectQuestions>;
