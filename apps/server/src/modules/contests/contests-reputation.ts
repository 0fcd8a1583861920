import type { Transaction as Tx } from '../../db/client.ts';
import type { ContestDeps } from './contests-deal.ts';
import * as repo from './contests-repository.ts';

/**
 * A contest's places decided (winners chosen) or paid (accepted, or split at the window's end): the
 * reputation of its winners and finalists is recomputed soon (the people module's debounced job, which
 * gathers the places from the entries; docs/domains/people.md "Reputation"), in the same transaction.
 */
export async function placesSettled(d: Pick<ContestDeps, 'reputation'>, tx: Tx, contestId: number) {
  for (const member of await repo.placedMembers(tx, contestId)) await d.reputation.scheduleFor(tx, member);
}
