import type { Transaction as Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ContestDeps } from './contests-deal.ts';
import * as repo from './contests-repository.ts';
import { entryVisible } from './contests-views.ts';

/**
 * An entry and its contest for an action on it, the contest locked (`FOR UPDATE`: an entry action never
 * interleaves with the deadline's or the window's timer), checked for `who`: the entry's author or the
 * contest's client. Anyone else gets `forbidden` for an entry they may see, `not_found` otherwise.
 */
export async function lockedEntry(
  d: Pick<ContestDeps, 'deal'>,
  tx: Tx,
  id: number,
  member: { id: number },
  who: 'author' | 'client',
) {
  const first = await repo.findEntry(tx, id);
  if (!first) throw new AppError('not_found', '稿件不存在');
  const c = await d.deal.locked(tx, first.contestId);
  const e = (await repo.findEntry(tx, id))!;
  const ok = who === 'author' ? e.memberId === member.id : c.memberId === member.id;
  if (!ok) {
    if (!entryVisible(c, e, { id: member.id, isadmin: false })) throw new AppError('not_found', '稿件不存在');
    throw new AppError(
      'forbidden',
      who === 'author' ? '只有稿件作者可以进行此操作' : '只有比稿发布方可以进行此操作',
    );
  }
  return { c, e };
}
