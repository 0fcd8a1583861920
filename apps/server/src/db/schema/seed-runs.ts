import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Completed runs of the start-up seeds (issue 34 point 5): one row per seed set (`demo`) with the version of
 * the seed code that ran to its end. A start whose version has a row skips that set's idempotence checks; a
 * start after a partial run (no row) or after the seed code changed (another version) runs the seeds again,
 * and they fill in what is missing.
 */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
});
