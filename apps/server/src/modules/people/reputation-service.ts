import type { ProfileKind } from '@hz/contract/people';
import type { Tx } from '../../db/client.ts';
import type { JobsService } from '../jobs/jobs-service.ts';
import { reputationScore } from './reputation.ts';
import * as repo from './reputation-repository.ts';

/** Profiles scored per statement of the recompute. */
const BATCH = 2000;
/** A member's changes within this window are scored once, at its end. */
export const REPUTATION_DEBOUNCE_MS = 60_000;

export const DAILY_JOB = 'people.reputation';
export const MEMBER_JOB = 'people.reputationOf';

/**
 * Gathers the inputs and rewrites the scores of every public profile, or one member's (docs/domains/
 * people.md "Reputation"): the inputs in one statement, the scores by the pure formula a batch at a
 * time. Runs inside a job's transaction, never per request.
 */
export async function recomputeReputation(tx: Tx, memberId?: number) {
  await repo.gatherInputs(tx, memberId);
  const now = await repo.dbNow(tx);
  let afterId = 0;
  let scored = 0;
  for (;;) {
    const rows = await repo.inputsBatch(tx, { memberId, afterId, limit: BATCH });
    if (rows.length === 0) break;
    await repo.writeScores(
      tx,
      rows.map((r) => ({ id: r.id, reputation: reputationScore(r, now) })),
    );
    scored += rows.length;
    afterId = rows.at(-1)!.id;
    if (rows.length < BATCH) break;
  }
  return scored;
}

/**
 * The reputation jobs: the daily recompute of every profile (03:00 China time, also fading "recent
 * activity" and picking up verification changes), and a member's own recompute shortly after one of
 * their inputs changed (`scheduleFor`).
 */
export function createReputation(deps: { jobs: JobsService }) {
  const { jobs } = deps;
  jobs.define<{ slot: string }>({
    name: DAILY_JOB,
    title: '每日重算设计师与工厂信誉分',
    schedule: { dailyAt: '03:00' },
    // every profile in one transaction: at 100k profiles a few seconds (docs/performance.md)
    leaseMs: 10 * 60_000,
    async run(_payload, { tx }) {
      await recomputeReputation(tx);
    },
  });
  jobs.define<{ member: number }>({
    name: MEMBER_JOB,
    title: '重算会员信誉分',
    async run({ member }, { tx }) {
      await recomputeReputation(tx, member);
    },
  });

  const api = {
    /**
     * Enqueues the member's recompute in the caller's transaction, debounced: every change within one
     * window of `REPUTATION_DEBOUNCE_MS` shares one job (its key names the window), due at the window's
     * end, so a burst of approvals or favourites is scored once.
     */
    async scheduleFor(tx: Tx, memberId: number, now = Date.now()) {
      const window = Math.floor(now / REPUTATION_DEBOUNCE_MS);
      await jobs.enqueue(tx, {
        name: MEMBER_JOB,
        payload: { member: memberId },
        runAt: new Date((window + 1) * REPUTATION_DEBOUNCE_MS),
        key: `reputation:${memberId}:${window}`,
      });
    },
    /**
     * Adds a deal's outcome to the member's inputs (a completed task and whether it was delivered on
     * time, a published rating) and schedules their recompute, in the caller's transaction. Called once
     * per fact by the module that makes it true (decision 024).
     */
    async addOutcome(tx: Tx, memberId: number, kind: ProfileKind, delta: repo.OutcomeDelta) {
      await repo.addOutcome(tx, memberId, kind, delta);
      await api.scheduleFor(tx, memberId);
    },
  };
  return api;
}

export type Reputation = ReturnType<typeof createReputation>;
