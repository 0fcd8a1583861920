import { TaskState as S } from '@hz/contract/common/states';
import type { SessionMember } from '../../members/session-member.ts';
import { dbNow } from '../../../lib/state-transition.ts';
import type { TaskDeps } from '../tasks-deal.ts';
import { releaseFee } from '../tasks-money.ts';
import { rereadTask } from '../tasks-views.ts';

/**
 * `businesTaskAccept`: the client accepts the delivery with the pay password (issue 27 point 5);
 * delivered → completed, the fee paid to the designer less the platform's fee.
 */
export async function acceptDesign(
  d: TaskDeps,
  member: Pick<SessionMember, 'id'>,
  b: { id: number; paycode: string },
) {
  // refusals that do not depend on the pay password come before it is spent
  const first = await d.deal.load(d.db, b.id);
  d.deal.requireSide(first, member, 'client');
  if (first.status !== S.delivered) throw d.deal.refuse.conflict();
  await d.paycodes.verify(member.id, b.paycode);
  return d.deal.run(async (tx) => {
    const t = await d.deal.locked(tx, b.id);
    d.deal.requireSide(t, member, 'client');
    await d.deal.move(tx, t, 'accept', 'client', member.id, { set: { completedAt: dbNow, dueAt: null } });
    const { settled } = await releaseFee(d, tx, t);
    await d.completed(tx, t.id);
    await d.deal.tell(tx, t, 'accepted', member.id, settled);
    return rereadTask(tx, d.deal, t.id, member);
  });
}
