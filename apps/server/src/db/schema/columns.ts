import { ReviewState } from '@hz/contract/common/states';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  customType,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Column builders that several tables repeat. Functions, not constants: a builder belongs to the one table
// it is put in, so each table needs its own.

/** The table's key: a bigserial, read as a number. */
export const serialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** A text array, empty by default. */
export const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A PostgreSQL `tsvector`, written by the app as a literal (decision 008). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The moderation columns of everything an operator reviews (verifications, withdrawals, listings, spaces,
 * booth photos): `checked` 0 pending, 1 approved (a withdrawal: paid), 2 rejected with `reason`; who
 * decided and when. Spread into the table's columns.
 */
export const reviewColumns = () => ({
  checked: smallint('checked').$type<ReviewState>().notNull().default(ReviewState.pending),
  reason: text('reason').notNull().default(''),
  reviewedBy: bigint('reviewed_by', { mode: 'number' }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
});

/** `column IN (…)` for a state column's CHECK, from the contract's list of its states (common/states.ts). */
export const oneOf = (column: AnyPgColumn, values: readonly (string | number)[]) =>
  sql`${column} IN (${sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', '))})`;
