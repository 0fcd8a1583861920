import { JobState } from '@hz/contract/common/states';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { defineMachine } from '../../lib/state-machine.ts';
import { dbNow, transition } from '../../lib/state-transition.ts';
import type { AuditService } from '../audit/audit-service.ts';
import * as repo from './jobs-repository.ts';
import { checkDefinition, type JobDefinition, maxAttemptsOf } from './jobs-runner.ts';

/**
 * A job's lifecycle. The runner's own moves are guarded updates in `jobs-repository.ts` (`claimDue`,
 * `markDone`, `markFailed`, `reapExpired`), too many for a timeline; the operator's retry goes through
 * this table and leaves a timeline row and an audit entry.
 */
export const jobMachine = defineMachine(
  'job',
  [
    { from: [JobState.queued], action: 'claim', actor: 'runner', to: JobState.running },
    { from: [JobState.running], action: 'complete', actor: 'runner', to: JobState.done },
    // a failed attempt, or a lease that ran out (the worker died), with attempts left
    { from: [JobState.running], action: 'requeue', actor: 'runner', to: JobState.queued },
    { from: [JobState.running], action: 'giveUp', actor: 'runner', to: JobState.dead },
    { from: [JobState.dead], action: 'retry', actor: 'operator', to: JobState.queued },
  ] as const,
  { conflict: '该任务不是失败状态，无需重试，请刷新后查看' },
);

export interface Enqueue {
  /** A defined job's name. */
  name: string;
  /** JSON; what the handler receives. */
  payload?: unknown;
  /** When it is due (default: now by the database's clock). */
  runAt?: Date;
  /** Due this long after the database's now (instead of `runAt`). */
  delayMs?: number;
  /** Idempotency key: enqueueing the same key again returns the job it made, and adds nothing. */
  key?: string;
  /** Default: the definition's. */
  maxAttempts?: number;
}

const PAYLOAD_CHARS = 300;

const iso = (d: Date | null) => (d ? d.toISOString() : '');

/**
 * Background jobs (docs/domains/jobs.md): modules define their jobs here at start-up and enqueue them
 * inside their own transactions; the runner (jobs-runner.ts, started by jobs-module.ts) runs them; the
 * console lists them and retries failed ones.
 */
export function createJobsService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  const definitions = new Map<string, JobDefinition<never>>();
  // the audit log names a retried job by its Chinese title
  audit.defineTarget({
    kind: 'job',
    title: repo.nameOf,
    link: () => '/admin/jobs',
    showTitle: (name) => definitions.get(name)?.title || name,
  });

  const toItem = (r: repo.JobRow) => {
    const json = JSON.stringify(r.payload ?? null) ?? 'null';
    return {
      id: r.id,
      name: r.name,
      title: definitions.get(r.name)?.title ?? '',
      state: r.state,
      payload: json.length > PAYLOAD_CHARS ? `${json.slice(0, PAYLOAD_CHARS - 1)}…` : json,
      key: r.key ?? '',
      attempts: r.attempts,
      maxAttempts: r.maxAttempts,
      lastError: r.lastError,
      runAt: iso(r.runAt),
      created: iso(r.createdAt),
      updated: iso(r.updatedAt),
      finished: iso(r.finishedAt),
    };
  };

  return {
    /** Defines a job (once per name, before the runner starts). */
    define<P>(def: JobDefinition<P>): JobDefinition<P> {
      checkDefinition(def as JobDefinition<never>);
      if (definitions.has(def.name)) throw new Error(`job ${def.name} is defined twice`);
      definitions.set(def.name, def as JobDefinition<never>);
      return def;
    },

    /** Every defined job, for the runner. */
    definitions: (): JobDefinition<never>[] => [...definitions.values()],

    /**
     * Adds a job inside the caller's transaction: it exists exactly when the change that needs it
     * commits (and wakes the workers then). With a `key` already used, nothing is added and the existing
     * job's id is returned (`created: false`), whatever its state.
     */
    async enqueue(tx: Tx, j: Enqueue): Promise<{ id: number; created: boolean }> {
      const def = definitions.get(j.name);
      if (!def) throw new Error(`enqueue: no job is defined as ${j.name}`);
      return repo.insertJob(tx, {
        name: j.name,
        payload: j.payload ?? {},
        runAt: j.runAt,
        delayMs: j.delayMs,
        key: j.key,
        maxAttempts: j.maxAttempts ?? maxAttemptsOf(def as JobDefinition<never>),
      });
    },

    /** Failed jobs, waiting for an operator (the console's menu). */
    deadCount: () => repo.countInState(db, JobState.dead),
    /** How many jobs are in each state (/metrics). */
    counts: () => repo.countByState(db),

    /** The console's list: one state, paged, with the count of every state. */
    async list(q: { state: JobState; page: number; pageSize: number }) {
      const [rows, counts] = await Promise.all([
        repo.listJobs(db, { state: q.state, offset: (q.page - 1) * q.pageSize, limit: q.pageSize }),
        repo.countByState(db),
      ]);
      return {
        listItem: rows.map(toItem),
        total: counts[q.state],
        page: q.page,
        pageSize: q.pageSize,
        counts,
      };
    },

    /**
     * An operator puts a dead job back in the queue, due now, with its attempts counted afresh; the last
     * error stays until the next attempt ends. Audit-logged.
     */
    async retry(operatorId: number, id: number) {
      return db.transaction(async (tx) => {
        const before = await repo.findJob(tx, id);
        await transition(
          tx,
          jobMachine,
          repo.jobStates,
          {
            action: 'retry',
            actor: 'operator',
            actorId: operatorId,
            kind: 'job',
            id,
            set: { runAt: dbNow, attempts: 0, finishedAt: null, updatedAt: dbNow },
          },
          {
            notFound: () => new AppError('not_found', '任务不存在'),
            conflict: () => new AppError('state_conflict', '该任务不是失败状态，无需重试，请刷新后查看'),
          },
        );
        await audit.record(tx, {
          actorId: operatorId,
          action: 'job.retry',
          targetKind: 'job',
          targetId: id,
          before: { state: before?.state, attempts: before?.attempts, lastError: before?.lastError },
          // the last error stays until the next attempt ends
          after: { state: JobState.queued, attempts: 0, lastError: before?.lastError },
        });
        const after = await repo.findJob(tx, id);
        return toItem(after as repo.JobRow);
      });
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
