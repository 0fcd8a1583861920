import { EntryState } from '@hz/contract/common/states';
import type { SessionMember } from '../../members/session-member.ts';
import type { ContestDeps } from '../contests-deal.ts';
import { lockedEntry } from '../contests-entries.ts';
import * as repo from '../contests-repository.ts';
import { entryRead } from '../contests-views.ts';

/**
 * `entryWithdraw`: the author takes their entry back before the deadline (the database's clock, the
 * contest locked: a withdrawal and the deadline's timer never interleave).
 */
export async function withdrawEntry(d: ContestDeps, member: Pick<SessionMember, 'id'>, id: number) {
  return d.deal.run(async (tx) => {
    const { c, e } = await lockedEntry(d, tx, id, member, 'author');
    if (!c.accepting) throw d.deal.refuse.state('征稿已截止，不能撤回稿件');
    if (e.status !== EntryState.active) throw d.deal.refuse.state('该稿件已撤回或已被淘汰');
    await repo.updateEntry(tx, e.id, { status: EntryState.withdrawn });
    return entryRead(tx, c, (await repo.findEntry(tx, e.id))!, { id: member.id, isadmin: false });
  });
}
