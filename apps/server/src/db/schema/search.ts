import { pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';

/**
 * The words most rows of a searched table hold (decision 071): each lexeme whose share of the table's
 * rows PostgreSQL's statistics put at the walk's threshold or above, copied from `pg_stats` when the
 * server starts and by the recurring `search.commonWords` job. A keyword search reads its tokens' shares
 * here (a primary-key lookup each) to decide whether to walk an index's order instead of the GIN index;
 * reading `pg_stats` in every statement cost 1–3 ms of planning and array conversion at 1M.
 */
export const searchCommonWords = pgTable(
  'search_common_words',
  {
    /** The table (`listings`, `tasks`, …). */
    tbl: text('tbl').notNull(),
    lexeme: text('lexeme').notNull(),
    /** The share of the table's rows whose vector holds it (0–1), from the last ANALYZE's sample. */
    share: real('share').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tbl, t.lexeme] })],
);
