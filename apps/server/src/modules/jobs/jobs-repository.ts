import { JobState } from '@hz/contract/common/states';
import { and, asc, count, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import type { StatefulTable } from '../../lib/state-transition.ts';

/**
 * SQL for the job queue (`jobs`). Every time is the database's clock (`now()`), so that any number of
 * processes agree on what is due and tests move time by moving rows. A worker owns a row while its
 * `locked_by` is the worker's id and its state is `running`.
 */

export const JOBS_CHANNEL = 'jobs';

export const jobStates: StatefulTable = { table: jobs, id: jobs.id, state: jobs.state };

const ms = (n: number) => sql`${Math.max(0, Math.round(n))} * interval '1 millisecond'`;

export interface NewJob {
  name: string;
  payload: unknown;
  /** An absolute due time; else `delayMs` after the database's now (default: now). */
  runAt?: Date;
  delayMs?: number;
  key?: string;
  maxAttempts: number;
}

/** Inserts a job, or finds the one already holding `key`. */
export async function insertJob(tx: Tx, j: NewJob): Promise<{ id: number; created: boolean }> {
  const [row] = await tx
    .insert(jobs)
    .values({
      name: j.name,
      payload: j.payload ?? {},
      key: j.key ?? null,
      maxAttempts: j.maxAttempts,
      runAt: j.runAt ?? sql`now() + ${ms(j.delayMs ?? 0)}`,
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  if (row) return { id: row.id, created: true };
  // the key is taken (by a committed job, or one whose transaction committed while this insert waited)
  const [existing] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.key, j.key ?? ''));
  if (!existing) throw new Error(`job key ${j.key} conflicted but no job holds it`);
  return { id: existing.id, created: false };
}

export async function dbNow(tx: Tx): Promise<Date> {
  const rows = (await tx.execute(sql`SELECT now() AS now`)) as unknown as { rows: Array<{ now: unknown }> };
  return new Date(rows.rows[0]!.now as string | Date);
}

export interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  key: string | null;
  attempts: number;
  maxAttempts: number;
}

/**
 * Claims up to `limit` due queued jobs among `names` for `workerId`, oldest due first. Each claim counts
 * an attempt and takes a lease of its name's `leaseMs`. Rows another worker is claiming are skipped, so
 * no job is claimed twice. The caller's transaction may commit asynchronously: a claim lost in a
 * database crash only puts the job back in the queue.
 */
export async function claimDue(
  tx: Tx,
  o: { workerId: string; names: string[]; limit: number; leaseMs: Record<string, number> },
): Promise<ClaimedJob[]> {
  if (o.names.length === 0 || o.limit <= 0) return [];
  const due = tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.state, JobState.queued), lte(jobs.runAt, sql`now()`), inArray(jobs.name, o.names)))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(o.limit)
    .for('update', { skipLocked: true });
  const leases = JSON.stringify(o.leaseMs);
  return tx
    .update(jobs)
    .set({
      state: JobState.running,
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: o.workerId,
      lockedUntil: sql`now() + (${leases}::jsonb ->> ${jobs.name})::int * interval '1 millisecond'`,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, due))
    .returning({
      id: jobs.id,
      name: jobs.name,
      payload: jobs.payload,
      key: jobs.key,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
}

/**
 * Running jobs whose lease ran out (their worker died, or lost the database): back in the queue at
 * their old place with the reason as their error, or `dead` when that was their last attempt. Rows a
 * live worker holds in its transaction are locked and skipped. Returns how many.
 */
export async function reapExpired(tx: Tx): Promise<number> {
  const expired = tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.state, JobState.running), lt(jobs.lockedUntil, sql`now()`)))
    .for('update', { skipLocked: true });
  const last = sql`${jobs.attempts} >= ${jobs.maxAttempts}`;
  const rows = await tx
    .update(jobs)
    .set({
      state: sql`CASE WHEN ${last} THEN ${JobState.dead} ELSE ${JobState.queued} END`,
      lastError: sql`'lease expired: worker ' || ${jobs.lockedBy} || ' stopped during attempt ' || ${jobs.attempts}
        || CASE WHEN ${last} THEN ', the last' ELSE '' END`,
      finishedAt: sql`CASE WHEN ${last} THEN now() END`,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, expired))
    .returning({ id: jobs.id });
  return rows.length;
}

const owned = (id: number, workerId: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.state, JobState.running));

/** Extends the lease of a job still owned; false when it was lost. */
export async function extendLease(tx: Tx, id: number, workerId: string, leaseMs: number) {
  const rows = await tx
    .update(jobs)
    .set({ lockedUntil: sql`now() + ${ms(leaseMs)}`, updatedAt: sql`now()` })
    .where(owned(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Marks the job done if `workerId` still owns it; false when the lease was lost. A transactional job
 * does this first in its transaction: the row stays locked while the handler runs (nobody else can
 * claim it, even after its lease), the completion commits with the handler's writes or not at all, and
 * if the process dies the lock goes with its connection.
 */
export async function markDone(tx: Tx, id: number, workerId: string): Promise<boolean> {
  const rows = await tx
    .update(jobs)
    .set({
      state: JobState.done,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(owned(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Records a failed attempt: back in the queue `delayMs` from now, or `dead` when it was the last one.
 * Null when the worker no longer owns the job.
 */
export async function markFailed(
  tx: Tx,
  id: number,
  workerId: string,
  f: { error: string; delayMs: number },
): Promise<{ state: JobState; runAt: Date } | null> {
  const last = sql`${jobs.attempts} >= ${jobs.maxAttempts}`;
  const [row] = await tx
    .update(jobs)
    .set({
      state: sql`CASE WHEN ${last} THEN ${JobState.dead} ELSE ${JobState.queued} END`,
      runAt: sql`CASE WHEN ${last} THEN ${jobs.runAt} ELSE now() + ${ms(f.delayMs)} END`,
      finishedAt: sql`CASE WHEN ${last} THEN now() END`,
      lastError: f.error,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(owned(id, workerId))
    .returning({ state: jobs.state, runAt: jobs.runAt });
  return row ? { state: row.state as JobState, runAt: row.runAt } : null;
}

/** Deletes jobs finished (`done`) more than `days` days ago; returns how many. */
export async function deleteDoneBefore(tx: Tx, days: number): Promise<number> {
  const rows = await tx
    .delete(jobs)
    .where(and(eq(jobs.state, JobState.done), lt(jobs.finishedAt, sql`now() - ${days} * interval '1 day'`)))
    .returning({ id: jobs.id });
  return rows.length;
}

const rowColumns = {
  id: jobs.id,
  name: jobs.name,
  payload: jobs.payload,
  key: jobs.key,
  state: jobs.state,
  runAt: jobs.runAt,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
  lastError: jobs.lastError,
  lockedBy: jobs.lockedBy,
  lockedUntil: jobs.lockedUntil,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  finishedAt: jobs.finishedAt,
};

export type JobRow = Omit<Awaited<ReturnType<typeof findJob>> & object, 'state'> & { state: JobState };

export async function findJob(tx: Tx, id: number) {
  const [row] = await tx.select(rowColumns).from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/** One page of jobs in `state`: queued ones by due time, the others latest change first. */
export async function listJobs(tx: Tx, o: { state: JobState; offset: number; limit: number }) {
  const order =
    o.state === JobState.queued ? [asc(jobs.runAt), asc(jobs.id)] : [desc(jobs.updatedAt), desc(jobs.id)];
  const rows = await tx
    .select(rowColumns)
    .from(jobs)
    .where(eq(jobs.state, o.state))
    .orderBy(...order)
    .limit(o.limit)
    .offset(o.offset);
  return rows as JobRow[];
}

/** How many jobs are in one state. */
export async function countInState(tx: Tx, state: JobState) {
  const [row] = await tx.select({ n: count() }).from(jobs).where(eq(jobs.state, state));
  return row?.n ?? 0;
}

/** A job's handler name, as a scalar subquery on an id (the audit log's objects). */
export const nameOf = (id: AnyPgColumn) => sql`(SELECT ${jobs.name} FROM ${jobs} WHERE ${jobs.id} = ${id})`;

/** How many jobs are in each state. */
export async function countByState(tx: Tx): Promise<Record<JobState, number>> {
  const rows = await tx.select({ state: jobs.state, n: count() }).from(jobs).groupBy(jobs.state);
  const counts: Record<JobState, number> = {
    [JobState.queued]: 0,
    [JobState.running]: 0,
    [JobState.done]: 0,
    [JobState.dead]: 0,
  };
  for (const r of rows) counts[r.state as JobState] = r.n;
  return counts;
}
