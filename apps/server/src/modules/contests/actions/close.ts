import { ContestState as S } from '@hz/contract/common/states';
import { dbNow } from '../../../lib/state-transition.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { ContestDeps } from '../contests-deal.ts';
import { refundPrize } from '../contests-money.ts';
import { rereadContest } from '../contests-views.ts';

/**
 * `contestClose`: the client closes a contest that has no entry (before any came, under review or
 * refused, or with none at the deadline); the prize comes back in full.
 */
export async function closeContest(d: ContestDeps, member: Pick<SessionMember, 'id'>, id: number) {
  return d.deal.run(async (tx) => {
    const c = await d.deal.locked(tx, id);
    d.deal.requireSide(c, member, 'client');
    if (c.status === S.open && c.entries > 0)
      throw d.deal.refuse.state('已有设计师投稿，不能关闭比稿；请在征稿截止后评选');
    await d.deal.move(tx, c, 'close', 'client', member.id, { set: { settledAt: dbNow, dueAt: null } });
    await refundPrize(d, tx, c);
    await d.deal.tell(tx, c, 'closed', member.id, { prize: c.prize });
    return rereadContest(tx, d.deal, c.id, member, d.settings.maxEntries);
  });
}
