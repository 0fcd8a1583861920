import type { SessionMember } from '../../members/session-member.ts';
import type { ContestDeps } from '../contests-deal.ts';
import { lockedEntry } from '../contests-entries.ts';
import * as repo from '../contests-repository.ts';
import { entryRead } from '../contests-views.ts';

/** `entryShow`: the author allows (or not) their entry to be public once the results are out. */
export async function showEntry(
  d: ContestDeps,
  member: Pick<SessionMember, 'id'>,
  b: { id: number; show: boolean },
) {
  return d.deal.run(async (tx) => {
    const { c, e } = await lockedEntry(d, tx, b.id, member, 'author');
    await repo.updateEntry(tx, e.id, { show: b.show });
    return entryRead(tx, c, (await repo.findEntry(tx, e.id))!, { id: member.id, isadmin: false });
  });
}
