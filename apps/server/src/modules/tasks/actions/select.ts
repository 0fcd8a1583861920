import { ApplyState } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import { TASK_TIMERS, type selectBody } from '@hz/contract/tasks';
import { AppError } from '../../../lib/app-error.ts';
import { moneyText } from '../../../lib/money.ts';
import type { SessionMember } from '../../members/session-member.ts';
import { TASK_JOBS, type TaskDeps } from '../tasks-deal.ts';
import * as applies from '../tasks-applies-repository.ts';
import * as repo from '../tasks-repository.ts';
import { rereadTask } from '../tasks-views.ts';

const HOUR = 3_600_000;

/**
 * `selectDesigner`: the client chooses an application; the designer has 48 hours to confirm (a timer),
 * at the fee they offered.
 */
export async function selectDesigner(
  d: TaskDeps,
  member: Pick<SessionMember, 'id'>,
  b: z.infer<typeof selectBody>,
) {
  return d.deal.run(async (tx) => {
    const t = await d.deal.locked(tx, b.id);
    d.deal.requireSide(t, member, 'client');
    const a = await applies.findApply(tx, b.apply);
    if (!a || a.taskId !== t.id || a.status !== ApplyState.applied)
      throw new AppError('not_found', '该设计师的报名不存在或已失效');
    const confirmMs = TASK_TIMERS.confirmHours * HOUR;
    const { rev } = await d.deal.move(tx, t, 'select', 'client', member.id, {
      set: { designerId: a.memberId, applyId: a.id, fee: a.fee, dueAt: repo.timerFrom(confirmMs) },
      note: `报价 ${moneyText(a.fee)}`,
    });
    await applies.setApplyStatus(tx, t.id, a.id, ApplyState.selected);
    await d.deal.timer(tx, TASK_JOBS.confirmLapse, t, rev, { delayMs: confirmMs });
    await d.deal.tell(tx, t, 'selected', member.id, { fee: a.fee, provider: a.memberId });
    return rereadTask(tx, d.deal, t.id, member);
  });
}
