import { ApplyState } from '@hz/contract/common/states';
import { TASK_TIMERS } from '@hz/contract/tasks';
import type { SessionMember } from '../../members/session-member.ts';
import { TASK_JOBS, type TaskDeps, unselect } from '../tasks-deal.ts';
import * as applies from '../tasks-applies-repository.ts';
import * as repo from '../tasks-repository.ts';
import { rereadTask } from '../tasks-views.ts';

const HOUR = 3_600_000;

/**
 * `confirmDesigner`: the selected designer agrees (the client then has 72 hours to hold the fee, a timer)
 * or declines (the task goes back to choosing).
 */
export async function confirmDesigner(
  d: TaskDeps,
  member: Pick<SessionMember, 'id'>,
  b: { id: number; agree: boolean },
) {
  return d.deal.run(async (tx) => {
    const t = await d.deal.locked(tx, b.id);
    d.deal.requireSide(t, member, 'provider');
    if (b.agree) {
      const payMs = TASK_TIMERS.payHours * HOUR;
      const { rev } = await d.deal.move(tx, t, 'confirm', 'designer', member.id, {
        set: { dueAt: repo.timerFrom(payMs) },
      });
      await d.deal.timer(tx, TASK_JOBS.payLapse, t, rev, { delayMs: payMs });
      await d.deal.tell(tx, t, 'confirmed', member.id, { fee: t.fee });
    } else {
      await d.deal.move(tx, t, 'decline', 'designer', member.id, { set: unselect });
      await applies.setApplyStatus(tx, t.id, t.applyId!, ApplyState.declined);
      await d.deal.tell(tx, t, 'declined', member.id, {});
    }
    return rereadTask(tx, d.deal, t.id, member);
  });
}
