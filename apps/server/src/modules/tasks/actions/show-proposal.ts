import { AppError } from '../../../lib/app-error.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { TaskDeps } from '../tasks-deal.ts';
import * as applies from '../tasks-applies-repository.ts';
import * as repo from '../tasks-repository.ts';
import { applyRead, dealWith } from '../tasks-views.ts';

/** `showDesignerDoc`: one application, for its designer and the task's client. */
export function showProposal(d: TaskDeps, member: Pick<SessionMember, 'id'>, applyId: number) {
  return d.db.transaction(async (tx) => {
    const a = await applies.findApply(tx, applyId);
    const t = a && (await repo.findTask(tx, a.taskId));
    if (!a || !t || (a.memberId !== member.id && t.memberId !== member.id))
      throw new AppError('not_found', '报名方案不存在');
    // its author reads it as written; the client once it has a deal with that designer
    return applyRead(tx, a, a.memberId === member.id || dealWith(t, a.memberId));
  });
}
