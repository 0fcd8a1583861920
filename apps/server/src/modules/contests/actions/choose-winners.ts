import { ContestState as S, EntryState } from '@hz/contract/common/states';
import { fieldError } from '../../../lib/app-error.ts';
import type { SessionMember } from '../../members/session-member.ts';
import { CONTEST_JOBS, type ContestDeps } from '../contests-deal.ts';
import { placesSettled } from '../contests-reputation.ts';
import * as repo from '../contests-repository.ts';
import { placeShares } from '../contests-rules.ts';
import { arm, HANDOVER_MS } from '../contests-timers.ts';
import { rereadContest } from '../contests-views.ts';

/**
 * `chooseWinners`: within the selection window the client chooses exactly `winners` entries in the running,
 * first place first (finalists only when the round was on); each place's share of the prize is fixed as
 * published; the winners have `handoverDays` to hand over. The guarded transition makes this exclusive with the window's timer and a second choice.
 */
export async function chooseWinners(
  d: ContestDeps,
  member: Pick<SessionMember, 'id'>,
  b: { id: number; entries: number[] },
) {
  return d.deal.run(async (tx) => {
    const c = await d.deal.locked(tx, b.id);
    d.deal.requireSide(c, member, 'client');
    if (c.status === S.selecting && c.finals > 0)
      throw d.deal.refuse.state('该比稿设有入围环节，请先选定入围稿件');
    if (b.entries.length !== c.winners) throw fieldError('entries', `请按名次选定${c.winners}份获奖稿件`);
    const named = await repo.entriesOf(tx, c.id, b.entries);
    const ok = named.length === b.entries.length && named.every((e) => e.status === EntryState.active);
    if (!ok) throw fieldError('entries', '只能选择本比稿中参赛中的稿件');
    if (c.finals > 0 && named.some((e) => !e.finalist))
      throw fieldError('entries', '只能从入围稿件中选定获奖者');
    await d.deal.move(tx, c, 'choose', 'client', member.id, { set: { dueAt: repo.msFromNow(HANDOVER_MS) } });
    const shares = placeShares(c.prize, c.split);
    await repo.award(
      tx,
      b.entries.map((id, i) => ({ id, place: i + 1, award: shares[i]! })),
    );
    const all = await repo.entriesOf(tx, c.id);
    const winners = [...new Set(named.map((e) => e.memberId))];
    const others = [
      ...new Set(
        all
          .filter((e) => e.status !== EntryState.withdrawn && !winners.includes(e.memberId))
          .map((e) => e.memberId),
      ),
    ];
    await arm(d, tx, c.id, CONTEST_JOBS.handoverEnd, 'dueAt');
    await d.deal.tell(tx, c, 'winners', member.id, { winners, others });
    await placesSettled(d, tx, c.id);
    return rereadContest(tx, d.deal, c.id, member, d.settings.maxEntries);
  });
}
