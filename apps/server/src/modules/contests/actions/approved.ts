import { ContestState } from '@hz/contract/common/states';
import type { Transaction as Tx } from '../../../db/client.ts';
import { CONTEST_JOBS, type ContestDeps } from '../contests-deal.ts';
import * as repo from '../contests-repository.ts';
import { arm } from '../contests-timers.ts';

/**
 * An operator approved the contest (the content module's `onDecided`, in the decision's transaction): the
 * entry period starts now, `edays` long, and its deadline's timer is set.
 */
export async function contestApproved(d: ContestDeps, tx: Tx, id: number) {
  const c = await d.deal.locked(tx, id);
  // closed (refunded) by its client while it waited for review: nothing to open
  if (c.status !== ContestState.open) return;
  await repo.setContest(tx, c.id, { euntil: repo.daysFromNow(c.edays), dueAt: repo.daysFromNow(c.edays) });
  await arm(d, tx, c.id, CONTEST_JOBS.entryEnd, 'euntil');
}
