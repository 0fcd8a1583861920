import { ReviewState } from '@hz/contract/common/states';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';

/**
 * Row helpers the repositories share. The writes every reviewed table repeats (listings, spaces, booth photos, works, services, profiles,
 * verification requests: `reviewColumns()` of db/schema/columns.ts), for their repositories: a row a
 * member submits starts pending; an owner's edit sends it back to review; the first approval's time is
 * kept. The review itself is lib/review.ts's machine.
 */

/** A table with an `id` and the review columns. */
type ReviewedTable = PgTable & { id: PgColumn; checked: PgColumn; updatedAt: PgColumn };
/** Of those, one that keeps the first approval's time. */
type PublishedTable = ReviewedTable & { publishedAt: PgColumn };

/** What a (re)submission sets besides its fields: pending, the last decision and its reason cleared. */
export const backToReview = () => ({
  checked: ReviewState.pending,
  reason: '',
  reviewedBy: null,
  reviewedAt: null,
  updatedAt: sql`now()`,
});

/** A new row, pending review; its id. */
export async function insertForReview<T extends ReviewedTable>(
  tx: Tx,
  table: T,
  values: PgInsertValue<T>,
): Promise<number> {
  const pending = { ...values, checked: ReviewState.pending } as PgInsertValue<T>;
  const [row] = await tx.insert(table).values(pending).returning({ id: table.id });
  return Number(row!.id);
}

/** An owner's edit: the fields, and the row back to review (hidden until approved again). */
export async function resubmit<T extends ReviewedTable>(
  tx: Tx,
  table: T,
  id: number,
  fields: PgUpdateSetSource<T>,
) {
  await tx
    .update(table)
    .set({ ...fields, ...backToReview() } as PgUpdateSetSource<T>)
    .where(eq(table.id, id));
}

/** The first approval's time, once (`published_at` stays through later edits and approvals). */
export async function markFirstPublished(tx: Tx, table: PublishedTable, id: number) {
  await tx
    .update(table)
    .set({ publishedAt: sql`coalesce(${table.publishedAt}, now())` } as PgUpdateSetSource<PublishedTable>)
    .where(eq(table.id, id));
}

/** Where a page starts and how many rows it holds. */
export type Paging = { offset: number; limit: number };

/** A page of rows (`rows`, the query) and the count of all rows of `table` that `where` selects, read at once. */
export async function pageOf<R>(tx: Tx, rows: PromiseLike<R[]>, table: PgTable, where: SQL | undefined) {
  const [page, [total]] = await Promise.all([rows, tx.select({ n: count() }).from(table).where(where)]);
  return { rows: page, total: total?.n ?? 0 };
}

/**
 * The first row of a query, or null; locked (`FOR UPDATE OF` the table) when asked: a row an action is
 * about to change.
 */
export async function firstRow<R>(
  query: PromiseLike<R[]> & { for(strength: 'update', config: { of: PgTable }): PromiseLike<R[]> },
  of: PgTable,
  opts: { forUpdate?: boolean } = {},
): Promise<R | null> {
  const [row] = opts.forUpdate ? await query.for('update', { of }) : await query;
  return row ?? null;
}
