import { TaskState as S, type TaskState } from '@hz/contract/common/states';
import { AppError } from '../../lib/app-error.ts';
import { type TaskDeal, taskVisible } from './tasks-deal.ts';
import type { TaskRow } from './tasks-repository.ts';

/** The conversation of a task between its two sides (decision 025). */

/** States in which the parties read their conversation, and in which they may still write. */
export const TALK_READ: readonly TaskState[] = [
  S.confirmed,
  S.ongoing,
  S.delivered,
  S.disputed,
  S.completed,
  S.closed,
];
export const TALK_WRITE: readonly TaskState[] = [S.confirmed, S.ongoing, S.delivered, S.disputed];

/** The viewer's side in the conversation; refused before `confirmed` and to anyone else. */
export function talker(deal: TaskDeal, t: TaskRow, m: { id: number }): 'client' | 'designer' {
  const side = deal.sideOf(t, m);
  if (!side) {
    if (!taskVisible(t)) throw deal.refuse.notFound();
    throw deal.refuse.forbidden('只有任务双方可以查看和发送沟通消息');
  }
  if (!t.designerId || !TALK_READ.includes(t.status))
    throw new AppError('state_conflict', '设计师确认接单后才能开始沟通');
  return side === 'client' ? 'client' : 'designer';
}
