import { CONTEST_TIMERS } from '@hz/contract/contests';
import { EntryState } from '@hz/contract/common/states';
import { fieldError } from '../../../lib/app-error.ts';
import type { SessionMember } from '../../members/session-member.ts';
import { CONTEST_JOBS, type ContestDeps } from '../contests-deal.ts';
import * as repo from '../contests-repository.ts';
import { arm } from '../contests-timers.ts';
import { rereadContest } from '../contests-views.ts';

/**
 * `nameFinalists`: in a contest with a finalist round, the client names up to `finals` entries in the
 * running; they revise for `reviseDays`, and the selection window grows by as much. From now on the prize
 * can no longer be refunded (decision 054).
 */
export async function nameFinalists(
  d: ContestDeps,
  member: Pick<SessionMember, 'id'>,
  b: { id: number; entries: number[] },
) {
  return d.deal.run(async (tx) => {
    const c = await d.deal.locked(tx, b.id);
    d.deal.requireSide(c, member, 'client');
    if (c.finals === 0) throw d.deal.refuse.state('该比稿未设置入围环节，请直接选定获奖稿件');
    if (b.entries.length > c.finals) throw fieldError('entries', `入围稿件最多${c.finals}份`);
    const named = await repo.entriesOf(tx, c.id, b.entries);
    if (named.length !== b.entries.length || named.some((e) => e.status !== EntryState.active))
      throw fieldError('entries', '只能选择本比稿中参赛中的稿件');
    const days = CONTEST_TIMERS.reviseDays;
    const funtil = repo.daysFromNow(days);
    await d.deal.move(tx, c, 'nameFinalists', 'client', member.id, {
      set: {
        funtil,
        dueAt: funtil,
        suntil: repo.suntilPlus(days),
      },
    });
    await repo.markFinalists(tx, c.id, b.entries);
    await arm(d, tx, c.id, CONTEST_JOBS.reviseEnd, 'funtil');
    await arm(d, tx, c.id, CONTEST_JOBS.selectEnd, 'suntil');
    const n = (await repo.findContest(tx, c.id))!;
    const all = await repo.entriesOf(tx, c.id);
    const finalists = [...new Set(named.map((e) => e.memberId))];
    const others = [
      ...new Set(
        all
          .filter((e) => e.status === EntryState.active && !finalists.includes(e.memberId))
          .map((e) => e.memberId),
      ),
    ];
    await d.deal.tell(tx, c, 'finalists', member.id, { finalists, others, funtil: n.funtil!.toISOString() });
    return rereadContest(tx, d.deal, c.id, member, d.settings.maxEntries);
  });
}
