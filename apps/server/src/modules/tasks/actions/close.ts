import { ApplyState } from '@hz/contract/common/states';
import type { SessionMember } from '../../members/session-member.ts';
import type { TaskDeps } from '../tasks-deal.ts';
import * as applies from '../tasks-applies-repository.ts';
import { rereadTask } from '../tasks-views.ts';

/** `businesTaskClose`: the client closes the task before it is paid; every application is declined. */
export async function closeTask(d: TaskDeps, member: Pick<SessionMember, 'id'>, id: number) {
  return d.deal.run(async (tx) => {
    const t = await d.deal.locked(tx, id);
    d.deal.requireSide(t, member, 'client');
    await d.deal.move(tx, t, 'close', 'client', member.id, { set: { dueAt: null } });
    await applies.setApplyStatus(tx, t.id, null, ApplyState.declined);
    await d.deal.tell(tx, t, 'closed', member.id, {});
    return rereadTask(tx, d.deal, t.id, member);
  });
}
