import { AppError } from '../../../lib/app-error.ts';
import type { SessionMember } from '../../members/session-member.ts';
import { CONTEST_JOBS, type ContestDeps } from '../contests-deal.ts';
import * as repo from '../contests-repository.ts';
import { arm } from '../contests-timers.ts';
import { rereadContest } from '../contests-views.ts';

/** `contestExtend`: no entry came by the deadline; the client extends the entry period once. */
export async function extendContest(
  d: ContestDeps,
  member: Pick<SessionMember, 'id'>,
  b: { id: number; edays: number },
) {
  return d.deal.run(async (tx) => {
    const c = await d.deal.locked(tx, b.id);
    d.deal.requireSide(c, member, 'client');
    if (c.extended && c.status === 'empty')
      throw new AppError('state_conflict', '征稿期只能延长一次，请关闭比稿');
    const until = repo.daysFromNow(b.edays);
    await d.deal.move(tx, c, 'extend', 'client', member.id, {
      set: { extended: true, euntil: until, dueAt: until, suntil: null },
    });
    await arm(d, tx, c.id, CONTEST_JOBS.entryEnd, 'euntil');
    const n = (await repo.findContest(tx, c.id))!;
    await d.deal.tell(tx, c, 'extended', member.id, { euntil: n.euntil!.toISOString() });
    return rereadContest(tx, d.deal, c.id, member, d.settings.maxEntries);
  });
}
