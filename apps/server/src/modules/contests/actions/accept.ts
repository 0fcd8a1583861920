import { ContestState as S } from '@hz/contract/common/states';
import { dbNow } from '../../../lib/state-transition.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { ContestDeps } from '../contests-deal.ts';
import { payAwards } from '../contests-money.ts';
import { placesSettled } from '../contests-reputation.ts';
import * as repo from '../contests-repository.ts';
import { rereadContest } from '../contests-views.ts';

/**
 * `contestAccept`: the client accepts the final files with the pay password: the prize is released by place,
 * each share minus the commission; the design rights pass to the client as for a task. A place a
 * complaint's decision already paid is not paid again (decision 063).
 */
export async function acceptContest(
  d: ContestDeps,
  member: Pick<SessionMember, 'id'>,
  b: { id: number; paycode: string },
) {
  const first = await d.deal.load(d.db, b.id);
  d.deal.requireSide(first, member, 'client');
  if (first.status !== S.delivered) throw d.deal.refuse.conflict();
  await d.paycodes.verify(member.id, b.paycode);
  return d.deal.run(async (tx) => {
    const c = await d.deal.locked(tx, b.id);
    await d.deal.move(tx, c, 'accept', 'client', member.id, { set: { settledAt: dbNow, dueAt: null } });
    const awarded = await repo.payableOf(tx, c.id);
    const paid = await payAwards(
      d,
      tx,
      c,
      awarded.map((e) => ({ place: e.place!, memberId: e.memberId, award: e.award })),
    );
    await d.deal.tell(tx, c, 'accepted', member.id, { paid });
    await placesSettled(d, tx, c.id);
    return rereadContest(tx, d.deal, c.id, member, d.settings.maxEntries);
  });
}
