import type { z } from '@hz/contract/common/zod';
import { TASK_TIMERS, type deliverBody } from '@hz/contract/tasks';
import { dbNow } from '../../../lib/state-transition.ts';
import type { SessionMember } from '../../members/session-member.ts';
import { TASK_JOBS, type TaskDeps } from '../tasks-deal.ts';
import { checkTaskFiles } from '../tasks-fields.ts';
import * as repo from '../tasks-repository.ts';
import { rereadTask } from '../tasks-views.ts';

const DAY = 86_400_000;

/**
 * `designerDeliver`: the designer delivers; ongoing → delivered. The client has 7 days to accept or ask
 * for a change (reminded on day 5), else it is accepted automatically. A cancellation proposal lapses.
 */
export async function deliverDesign(
  d: TaskDeps,
  member: Pick<SessionMember, 'id'>,
  b: z.infer<typeof deliverBody>,
) {
  return d.deal.run(async (tx) => {
    const t = await d.deal.locked(tx, b.id);
    d.deal.requireSide(t, member, 'provider');
    const attach = [...new Set(b.attach)];
    await checkTaskFiles(tx, member.id, attach, 'attach');
    const acceptMs = TASK_TIMERS.acceptDays * DAY;
    const { rev } = await d.deal.move(tx, t, 'deliver', 'designer', member.id, {
      set: { deliveredAt: dbNow, dueAt: repo.timerFrom(acceptMs), cancelBy: '' },
    });
    const n = await repo.insertDelivery(tx, { taskId: t.id, memberId: member.id, conts: b.conts, attach });
    await d.deal.timer(tx, TASK_JOBS.autoAccept, t, rev, { delayMs: acceptMs });
    await d.deal.timer(tx, TASK_JOBS.acceptReminder, t, rev, { delayMs: TASK_TIMERS.remindDay * DAY });
    await d.deal.tell(tx, t, 'delivered', member.id, { n });
    return rereadTask(tx, d.deal, t.id, member);
  });
}
