import { ContestState as S, EntryState } from '@hz/contract/common/states';
import type { Transaction as Tx } from '../../../db/client.ts';
import type { SessionMember } from '../../members/session-member.ts';
import type { ContestDeps } from '../contests-deal.ts';
import { lockedEntry } from '../contests-entries.ts';
import * as repo from '../contests-repository.ts';
import { entryRead } from '../contests-views.ts';

/** The states in which the client reviews entries: from the first entry until the winners are chosen. */
const REVIEWING: readonly string[] = [S.open, S.selecting, S.finalist, S.judging];

/** An entry the client reviews: theirs to review now, in the running. */
async function reviewed(d: ContestDeps, tx: Tx, id: number, member: { id: number }) {
  const r = await lockedEntry(d, tx, id, member, 'client');
  if (!REVIEWING.includes(r.c.status)) throw d.deal.refuse.state('评选已结束，不能再评审稿件');
  if (r.e.status !== EntryState.active) throw d.deal.refuse.state('该稿件已撤回或已被淘汰');
  return r;
}

/** `entryRate`: the client rates an entry 1–5 (seen by the client and its author only). */
export async function rateEntry(
  d: ContestDeps,
  member: Pick<SessionMember, 'id'>,
  b: { id: number; rating: number },
) {
  return d.deal.run(async (tx) => {
    const { c, e } = await reviewed(d, tx, b.id, member);
    await repo.updateEntry(tx, e.id, { rating: b.rating });
    await d.deal.tell(tx, c, 'entryRated', member.id, { to: e.memberId, n: e.n, rating: b.rating });
    return entryRead(tx, c, (await repo.findEntry(tx, e.id))!, { id: member.id, isadmin: false });
  });
}

/** `entryComment`: the client's private comment to the entry's author (the latest one is kept). */
export async function commentEntry(
  d: ContestDeps,
  member: Pick<SessionMember, 'id'>,
  b: { id: number; conts: string },
) {
  return d.deal.run(async (tx) => {
    const { c, e } = await reviewed(d, tx, b.id, member);
    await repo.updateEntry(tx, e.id, { comment: b.conts });
    await d.deal.tell(tx, c, 'entryCommented', member.id, { to: e.memberId, n: e.n, conts: b.conts });
    return entryRead(tx, c, (await repo.findEntry(tx, e.id))!, { id: member.id, isadmin: false });
  });
}

/** `entryEliminate`: the client takes an entry out of the running (a finalist stays: it was promised a share). */
export async function eliminateEntry(d: ContestDeps, member: Pick<SessionMember, 'id'>, id: number) {
  return d.deal.run(async (tx) => {
    const { c, e } = await reviewed(d, tx, id, member);
    if (e.finalist) throw d.deal.refuse.state('入围稿件不能淘汰');
    await repo.updateEntry(tx, e.id, { status: EntryState.eliminated });
    await d.deal.tell(tx, c, 'entryEliminated', member.id, { to: e.memberId, n: e.n });
    return entryRead(tx, c, (await repo.findEntry(tx, e.id))!, { id: member.id, isadmin: false });
  });
}
