import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shared limiter's counts (modules/limits, decision 019) when no Redis is configured: every server
 * process counts in these tables, so that two processes grant one budget. Both are UNLOGGED (migration
 * 0017): counts are not worth a WAL write each, and a crash of the database server forgetting them only
 * gives every client a fresh budget.
 */

/**
 * A fixed window per key (`search:<client>`): `hits` so far in the window that ends at `reset_at`; the
 * first hit after that starts a new one. Rows whose window has passed are deleted by `limits.cleanup`.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * Uses held open (a zip download, a live message stream): one row per key a use counts under, until it
 * is released or its lease (`expires_at`, renewed by its process while it lasts) runs out — a process
 * that dies gives its slots back within one lease.
 */
export const limitSlots = pgTable(
  'limit_slots',
  {
    key: text('key').notNull(),
    /** One use (`<process>:<n>`); a use may hold slots under several keys. */
    holder: text('holder').notNull(),
    /** The process holding it, which renews its leases together. */
    owner: text('owner').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.holder] }),
    index('limit_slots_holder_idx').on(t.holder),
    index('limit_slots_owner_idx').on(t.owner),
    index('limit_slots_expires_idx').on(t.expiresAt),
  ],
);
