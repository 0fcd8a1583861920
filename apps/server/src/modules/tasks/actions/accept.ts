import type { SessionMember } from '../../members/session-member.ts';
import { dbNow } from '../../../lib/state-transition.ts';
import type { TaskDeps } from '../tasks-deal.ts';
import { releaseFee } from '../tasks-money.ts';
import { rereadTask } from '../tasks-views.ts';

/** `businesTaskAccept`: the client accepts the delivery; delivered → completed, the fee paid (less the fee). */
export async function acceptDesign(d: TaskDeps, member: Pick<SessionMember, 'id'>, id: number) {
  return d.deal.run(async (tx) => {
    const t = await d.deal.locked(tx, id);
    d.deal.requireSide(t, member, 'client');
    await d.deal.move(tx, t, 'accept', 'client', member.id, { set: { completedAt: dbNow, dueAt: null } });
    const { settled } = await releaseFee(d, tx, t);
    await d.completed(tx, t.id);
    await d.deal.tell(tx, t, 'accepted', member.id, settled);
    return rereadTask(tx, d.deal, t.id, member);
  });
}
