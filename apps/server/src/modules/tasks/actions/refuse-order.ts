import { ApplyState } from '@hz/contract/common/states';
import type { z } from '@hz/contract/common/zod';
import type { refuseOrderBody } from '@hz/contract/tasks';
import type { SessionMember } from '../../members/session-member.ts';
import type { TaskDeps } from '../tasks-deal.ts';
import * as applies from '../tasks-applies-repository.ts';
import { rereadTask } from '../tasks-views.ts';

/**
 * `refuseOrder`: the designer refuses an order of their design service (decision 029): `confirmed →
 * closed` before the client pays. Nothing is held in `confirmed` (the hold is the `pay` transition, which
 * takes the same row lock), so there is nothing to refund; a paid order is refused with `state_conflict`
 * and ends by agreement or a complaint instead. A task of the hall cannot be refused as an order.
 */
export async function refuseOrder(
  d: TaskDeps,
  member: Pick<SessionMember, 'id'>,
  b: z.infer<typeof refuseOrderBody>,
) {
  return d.deal.run(async (tx) => {
    const t = await d.deal.locked(tx, b.id);
    d.deal.requireSide(t, member, 'provider');
    if (t.serviceId === null)
      throw d.deal.refuse.state('只有设计服务订单可以拒绝，已接单的任务请与客户协商取消');
    await d.deal.move(tx, t, 'refuseOrder', 'designer', member.id, { set: { dueAt: null }, note: b.reason });
    if (t.applyId) await applies.setApplyStatus(tx, t.id, t.applyId, ApplyState.declined);
    await d.deal.tell(tx, t, 'orderRefused', member.id, { reason: b.reason });
    return rereadTask(tx, d.deal, t.id, member);
  });
}
