import { JobState, jobStateValues } from '@hz/contract/common/states';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, serialId, updatedAt } from './columns.ts';

/**
 * Background jobs (docs/domains/jobs.md, decision 013): one row per run of a named handler with its
 * payload, due at `run_at` by the database clock. A worker claims due rows with `FOR UPDATE SKIP LOCKED`
 * and holds them under a lease (`locked_by`, `locked_until`); `key` makes an enqueue idempotent. A trigger
 * (migration 0016) announces every job that becomes due now on the `jobs` channel.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serialId(),
    /** The handler's name (`alipay.sweep`). */
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** Idempotency key: a second enqueue with the same key is a no-op that returns the first job. */
    key: text('key'),
    state: text('state').notNull().default(JobState.queued),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Attempts started (a claim counts one, whether or not it ends). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error').notNull().default(''),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.key),
    // what a worker claims: queued jobs, oldest due first
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(oneOf(t.state, [JobState.queued])),
    // running jobs whose lease ran out, the console's tabs, the clean-up of old finished jobs
    index('jobs_state_idx').on(t.state, t.updatedAt),
    check('jobs_state_check', oneOf(t.state, jobStateValues)),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 AND ${t.maxAttempts} >= 1`),
    check(
      'jobs_lease_check',
      sql`(${oneOf(t.state, [JobState.running])}) = (${t.lockedBy} IS NOT NULL AND ${t.lockedUntil} IS NOT NULL)`,
    ),
  ],
);
