import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { JobState } from '@hz/contract/common/states';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import * as repo from './jobs-repository.ts';
import {
  type Backoff,
  backoffMs,
  checkSchedule,
  defaultBackoff,
  nextSlot,
  type Schedule,
} from './jobs-schedule.ts';

/**
 * The job runner (docs/domains/jobs.md, decision 013): workers in this process that claim due jobs from
 * the `jobs` table and run their handlers. Any number of processes may run one on the same database;
 * each job is claimed by one worker at a time (`FOR UPDATE SKIP LOCKED`) under a lease.
 */

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_LEASE_MS = 60_000;

/** What a handler learns about the job it runs. */
export interface JobInfo {
  id: number;
  name: string;
  /** This attempt, from 1. */
  attempt: number;
  maxAttempts: number;
  key: string | null;
}

interface JobBase {
  /** The handler's name, stored with each job (`<domain>.<what>`: `alipay.sweep`). */
  name: string;
  /** What operators see in the console (Chinese). */
  title: string;
  /** Attempts before the job ends `dead` (default 5; a recurring job's default is 1). */
  maxAttempts?: number;
  /**
   * How long a claim lasts (default 60 s). A transactional job keeps its row locked while it runs, so the
   * lease matters only when its process dies; a non-transactional one extends it while it runs.
   */
  leaseMs?: number;
  /** The pause before a retry (default 10 s doubling per attempt, at most an hour). */
  backoff?: Backoff;
  /** A recurring job: one run per slot of the schedule, across every process. Its payload is `{slot}`. */
  schedule?: Schedule;
}

/**
 * A job's definition. By default the handler runs inside a transaction that also marks the job done:
 * its writes and the job's completion commit together, or neither does. It must use only `tx` (on
 * PGlite, a query through the bare database waits for this transaction to end, for ever).
 * `transactional: false` is for work that talks to the outside world (a payment gateway) and opens its
 * own short transactions: it is run at least once, so it must be safe to run again.
 */
export type JobDefinition<P = unknown> = JobBase &
  (
    | { transactional?: true; run(payload: P, ctx: { tx: Transaction; job: JobInfo }): Promise<void> }
    | { transactional: false; run(payload: P, ctx: { job: JobInfo }): Promise<void> }
  );

/** A recurring job's payload: the slot it runs for. */
export interface SlotPayload {
  slot: string;
}

/** Checks a definition at start-up (a mistake in one is a programming error). */
export function checkDefinition(def: JobDefinition<never>): void {
  if (!/^[a-z][\w-]*(\.[a-z][\w-]*)+$/i.test(def.name))
    throw new Error(`job name must be <domain>.<what>, got ${JSON.stringify(def.name)}`);
  if (def.schedule) checkSchedule(def.schedule);
  if (def.maxAttempts !== undefined && !(Number.isSafeInteger(def.maxAttempts) && def.maxAttempts >= 1))
    throw new Error(`job ${def.name}: maxAttempts must be at least 1`);
  if (def.leaseMs !== undefined && !(Number.isSafeInteger(def.leaseMs) && def.leaseMs >= 100))
    throw new Error(`job ${def.name}: leaseMs must be at least 100`);
}

export const maxAttemptsOf = (def: JobDefinition<never>) =>
  def.maxAttempts ?? (def.schedule ? 1 : DEFAULT_MAX_ATTEMPTS);

/** `recurring:<name>:<slot>`: the one job of a slot, whoever enqueues it. */
export const slotKey = (name: string, slot: Date) => `recurring:${name}:${slot.toISOString()}`;

/**
 * An error as stored for operators: the message, and for a failed query its SQL without the parameter
 * values (drizzle puts them, which may be secrets, in its message).
 */
export function errorText(err: unknown): string {
  let text: string;
  if (err instanceof Error) {
    const e = err as Error & { query?: unknown; cause?: unknown };
    if (typeof e.query === 'string') {
      const cause = e.cause instanceof Error ? e.cause.message : 'query failed';
      text = `${cause} — in: ${e.query}`;
    } else {
      text = e.name && e.name !== 'Error' ? `${e.name}: ${e.message}` : e.message;
    }
  } else {
    text = String(err);
  }
  return text.slice(0, 2000) || 'failed without a message';
}

export interface JobLog {
  debug(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RunnerOptions {
  database: Pick<Database, 'db' | 'kind' | 'listen'>;
  definitions: readonly JobDefinition<never>[];
  /** Jobs run at once by this runner. */
  concurrency: number;
  /** How often to look for due jobs besides the wake-ups on `pg_notify('jobs')`. */
  pollMs: number;
  log: JobLog;
  /** Names this runner in `locked_by` (default host:pid:random). */
  workerId?: string;
  /** For the backoff's jitter (tests). */
  random?: () => number;
}

export function createJobRunner(o: RunnerOptions) {
  const { db } = o.database;
  const { log } = o;
  const defs = new Map<string, JobDefinition<never>>();
  for (const def of o.definitions) {
    checkDefinition(def);
    if (defs.has(def.name)) throw new Error(`job ${def.name} is defined twice`);
    defs.set(def.name, def);
  }
  const names = [...defs.keys()];
  const leaseMs = Object.fromEntries(o.definitions.map((d) => [d.name, d.leaseMs ?? DEFAULT_LEASE_MS]));
  const workerId = o.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const random = o.random ?? Math.random;
  const concurrency = Math.max(1, o.concurrency);

  const active = new Set<Promise<void>>();
  /** For the health check and /metrics: this runner's attempts ended, and whether its last look failed. */
  const tally = { completed: 0, failed: 0, lookFailed: false };
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let polling: Promise<void> | undefined;
  let again = false;

  /** Enqueues the recurring job's first slot after `after` (or the database's now); no-op when there. */
  async function scheduleNext(def: JobDefinition<never>, after?: Date) {
    if (!def.schedule) return;
    const now = await repo.dbNow(db);
    const slot = nextSlot(def.schedule, after && after > now ? after : now);
    await repo.insertJob(db, {
      name: def.name,
      payload: { slot: slot.toISOString() } satisfies SlotPayload,
      runAt: slot,
      key: slotKey(def.name, slot),
      maxAttempts: maxAttemptsOf(def),
    });
  }

  async function runOne(job: repo.ClaimedJob): Promise<void> {
    const def = defs.get(job.name)!;
    const info: JobInfo = {
      id: job.id,
      name: job.name,
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
      key: job.key,
    };
    const started = performance.now();
    try {
      if (def.schedule) {
        // the next slot first, so that a failing run does not end the schedule
        const slot = (job.payload as Partial<SlotPayload> | null)?.slot;
        const after = slot ? new Date(slot) : undefined;
        await scheduleNext(def, after && !Number.isNaN(after.getTime()) ? after : undefined);
      }
      let owned: boolean;
      if (def.transactional === false) {
        const lease = leaseMs[def.name]!;
        const heartbeat = setInterval(
          () => void repo.extendLease(db, job.id, workerId, lease).catch(() => {}),
          Math.max(50, Math.floor(lease / 3)),
        );
        heartbeat.unref();
        try {
          await def.run(job.payload as never, { job: info });
        } finally {
          clearInterval(heartbeat);
        }
        owned = await repo.markDone(db, job.id, workerId);
      } else {
        const run = def.run;
        owned = await db.transaction(async (tx) => {
          // done first: it locks the row and checks the lease; rolled back if the handler throws
          if (!(await repo.markDone(tx, job.id, workerId))) return false;
          await run(job.payload as never, { tx, job: info });
          return true;
        });
      }
      if (owned) {
        tally.completed += 1;
        log.debug({ job: job.id, name: job.name, attempt: job.attempts, ms: elapsed(started) }, 'job done');
      } else {
        log.warn({ job: job.id, name: job.name }, 'job: lease lost to another worker; this run is dropped');
      }
    } catch (err) {
      tally.failed += 1;
      const error = errorText(err);
      const delayMs = backoffMs(job.attempts, def.backoff ?? defaultBackoff, random());
      const outcome = await repo.markFailed(db, job.id, workerId, { error, delayMs }).catch((e: Error) => {
        log.error({ job: job.id, name: job.name, err: e }, 'job: could not record a failure');
        return null;
      });
      const fields = { job: job.id, name: job.name, attempt: job.attempts, error };
      if (outcome?.state === JobState.dead) log.error(fields, 'job failed for the last time: dead');
      else if (outcome) log.warn({ ...fields, retryAt: outcome.runAt }, 'job failed; retried later');
    }
  }

  function track(p: Promise<void>) {
    active.add(p);
    void p.finally(() => {
      active.delete(p);
      if (running) poll();
    });
  }

  let reapedAt = 0;
  /**
   * Claims up to `limit` due jobs; first (at most once per poll interval, or when `reap`) puts back those
   * whose lease ran out.
   */
  async function claim(limit: number, reap = false): Promise<repo.ClaimedJob[]> {
    const now = Date.now();
    if (reap || now - reapedAt >= o.pollMs) {
      reapedAt = now;
      await repo.reapExpired(db);
    }
    const claims = { workerId, names, limit, leaseMs };
    if (o.database.kind !== 'postgres') return repo.claimDue(db, claims);
    return db.transaction(async (tx) => {
      // PostgreSQL outlives this process: a claim lost only if the database server crashes puts the job
      // back in the queue, so the claim need not wait for its WAL flush. (PGlite lives in this process,
      // and there the claim must be on disk before the job runs, or a crash would not count the attempt.)
      await tx.execute(sql`SET LOCAL synchronous_commit = off`);
      return repo.claimDue(tx, claims);
    });
  }

  /** Looks for due jobs now (never two looks at once: a call during one makes it look again). */
  function poll(): void {
    if (!running) return;
    if (polling) {
      again = true;
      return;
    }
    polling = (async () => {
      do {
        again = false;
        const free = concurrency - active.size;
        if (free <= 0) break;
        let claimed: repo.ClaimedJob[];
        try {
          claimed = await claim(free);
          tally.lookFailed = false;
        } catch (err) {
          // once per outage, not once per poll
          if (running && !tally.lookFailed) log.error({ err }, 'jobs: claiming due jobs failed');
          tally.lookFailed = true;
          break;
        }
        for (const job of claimed) track(runOne(job));
        if (claimed.length === free) again = true;
      } while (again && running);
    })().finally(() => {
      polling = undefined;
    });
  }

  return {
    workerId,

    /** Schedules the recurring jobs' next slots, then works until `stop`. */
    async start(): Promise<void> {
      if (running) return;
      for (const def of defs.values()) {
        await scheduleNext(def).catch((err: Error) =>
          log.error({ err, name: def.name }, 'jobs: scheduling a recurring job failed'),
        );
      }
      // LISTENing again after a dropped connection: jobs that became due meanwhile were not announced
      unlisten = await o.database
        .listen(
          repo.JOBS_CHANNEL,
          () => poll(),
          () => poll(),
        )
        .catch((err: Error) => {
          log.error({ err }, 'jobs: LISTEN failed; looking for jobs every poll interval only');
          return undefined;
        });
      running = true;
      timer = setInterval(poll, o.pollMs);
      timer.unref();
      poll();
    },

    /** Stops looking for jobs and waits for the running ones to end. */
    async stop(): Promise<void> {
      running = false;
      clearInterval(timer);
      await unlisten?.().catch(() => {});
      unlisten = undefined;
      await polling;
      await Promise.allSettled([...active]);
    },

    /**
     * Runs every job due now, `concurrency` at a time, until none is left (tests and tools; not while
     * started). Returns how many ran.
     */
    async runDue(): Promise<number> {
      let ran = 0;
      for (;;) {
        const claimed = await claim(concurrency, true);
        if (claimed.length === 0) return ran;
        ran += claimed.length;
        await Promise.all(claimed.map(runOne));
      }
    },

    /** Schedules the recurring jobs' next slots (what `start` does first). */
    async scheduleRecurring(): Promise<void> {
      for (const def of defs.values()) await scheduleNext(def);
    },

    /** Jobs running in this process now. */
    get active() {
      return active.size;
    },

    /** What the health check and /metrics tell of this runner. */
    status(): RunnerStatus {
      return { running, concurrency, active: active.size, ...tally };
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;

export interface RunnerStatus {
  /** Started and not stopped. */
  running: boolean;
  concurrency: number;
  /** Jobs running now. */
  active: number;
  /** Attempts that ended done, and failed, since the start. */
  completed: number;
  failed: number;
  /** The last look for due jobs failed (the database is away). */
  lookFailed: boolean;
}

const elapsed = (since: number) => Math.round(performance.now() - since);
