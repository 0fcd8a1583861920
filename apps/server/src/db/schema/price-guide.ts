import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A category's figures in a cell: its share, projects that have it, and yuan/m² (null when too few). */
export interface StoredCategory {
  cat: string;
  share: number;
  projects: number;
  p25: number | null;
  median: number | null;
  p75: number | null;
}

/**
 * The price references (issue 32; docs/domains/price-guide.md; decision 059), written whole by the job
 * `prices.recompute` and read by the calls, never computed per request. One row per cell shown: a basis
 * (`won` awarded quotations, `all` every quotation), a city or a city tier, a booth type, an area band and a
 * period ('' for any of them), holding at least 5 projects from at least 3 clients — a cell with fewer is
 * never stored. Amounts are whole yuan per m².
 */
export const priceRefs = pgTable(
  'price_refs',
  {
    basis: text('basis').notNull(),
    city: text('city').notNull().default(''),
    tier: text('tier').notNull().default(''),
    kind: text('kind').notNull().default(''),
    band: text('band').notNull().default(''),
    period: text('period').notNull().default(''),
    projects: integer('projects').notNull(),
    clients: integer('clients').notNull(),
    quotes: integer('quotes').notNull(),
    p25: integer('p25').notNull(),
    median: integer('median').notNull(),
    p75: integer('p75').notNull(),
    cats: jsonb('cats').$type<StoredCategory[]>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.basis, t.city, t.tier, t.kind, t.band, t.period] }),
    check('price_refs_shown_check', sql`${t.projects} >= 5 AND ${t.clients} >= 3`),
  ],
);
