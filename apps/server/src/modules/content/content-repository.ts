import type { ContentKind } from '@hz/contract/content';
import { ReviewState } from '@hz/contract/common/states';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';

/**
 * What a moderated kind registers with the content module (`content-service.ts`): its table with the
 * review columns (`reviewColumns()` of db/schema/columns.ts), which rows are of this kind, what the
 * publisher's list and the operators' queue show of a row, and its public page. The queries below are
 * then the same for every kind.
 */
export interface ModeratedKind {
  kind: ContentKind;
  table: ModeratedTable;
  /** The rows of this kind, when the table holds several (exhibitions and conferences share one). */
  scope?: SQL;
  /**
   * What a row shows in the lists, as SQL on the table (a correlated subquery where it comes from
   * elsewhere, e.g. a photo's exhibition): the title, a line under it (industry, venue type, the
   * exhibition), the city, the days it runs ('' when it does not) and the cover's file id.
   */
  shows: {
    title: SQL | PgColumn;
    sub: SQL | PgColumn;
    city: SQL | PgColumn;
    sdate: SQL;
    edate: SQL;
    cover: SQL | PgColumn;
  };
  /** The site page that shows one item (a profile's page is named by its member's `cardno`). */
  link(id: number, cardno: string): string;
  /** How many a member may keep waiting for review: one account must not fill the operators' queue. */
  pendingLimit: number;
  /** How the limit's refusal words it: `个` and `发布` unless given (`张`, `上传` for photos). */
  pending?: { unit: string; verb: string };
  /**
   * What a decision makes public beyond `checked`, in the decision's transaction (e.g. a profile's
   * submitted text replacing its public one). Most kinds need nothing: `checked` is the switch.
   */
  onDecided?(tx: Tx, id: number, approved: boolean): Promise<void>;
}

/** A table of a moderated kind: its own id and publisher, the review columns and the last edit's time. */
export type ModeratedTable = PgTable & {
  id: PgColumn;
  memberId: PgColumn;
  checked: PgColumn;
  reason: PgColumn;
  reviewedBy: PgColumn;
  reviewedAt: PgColumn;
  updatedAt: PgColumn;
};

/** One row of a moderated kind, as the publisher's list and the queue show it. */
export interface ContentRow {
  id: number;
  memberId: number;
  cardno: string;
  title: string;
  sub: string;
  city: string;
  sdate: string;
  edate: string;
  cover: string;
  checked: ReviewState;
  reason: string;
  updatedAt: Date;
}

type Paging = { offset: number; limit: number };

const rowColumns = (k: ModeratedKind) => ({
  id: k.table.id,
  memberId: k.table.memberId,
  cardno: members.cardno,
  title: k.shows.title,
  sub: k.shows.sub,
  city: k.shows.city,
  sdate: k.shows.sdate,
  edate: k.shows.edate,
  cover: k.shows.cover,
  checked: k.table.checked,
  reason: k.table.reason,
  updatedAt: k.table.updatedAt,
});

async function paged(tx: Tx, k: ModeratedKind, where: SQL | undefined, order: SQL[], o: Paging) {
  const c = k.table;
  const all = and(k.scope, where);
  const [rows, [total]] = await Promise.all([
    tx
      .select(rowColumns(k) as never)
      .from(k.table)
      .innerJoin(members, eq(members.id, c.memberId))
      .where(all)
      .orderBy(...order)
      .limit(o.limit)
      .offset(o.offset),
    tx.select({ n: count() }).from(k.table).where(all),
  ]);
  return { rows: rows as unknown as ContentRow[], total: total?.n ?? 0 };
}

/** The member's own items of a kind, every state, newest change first. */
export function listOwn(tx: Tx, k: ModeratedKind, memberId: number, o: Paging) {
  const c = k.table;
  return paged(tx, k, eq(c.memberId, memberId), [desc(c.updatedAt), desc(c.id)], o);
}

/** The queue of one state: oldest pending first; decided ones newest decision first. */
export function listQueue(tx: Tx, k: ModeratedKind, checked: ReviewState, o: Paging) {
  const c = k.table;
  const order =
    checked === ReviewState.pending ? [asc(c.updatedAt), asc(c.id)] : [desc(c.reviewedAt), desc(c.id)];
  return paged(tx, k, eq(c.checked, checked), order, o);
}

export async function findRow(tx: Tx, k: ModeratedKind, id: number): Promise<ContentRow | null> {
  const [row] = await tx
    .select(rowColumns(k) as never)
    .from(k.table)
    .innerJoin(members, eq(members.id, k.table.memberId))
    .where(and(eq(k.table.id, id), k.scope))
    .limit(1);
  return (row as unknown as ContentRow | undefined) ?? null;
}

/** Items of the kind in one state (the console's pending counts). */
export async function countQueue(tx: Tx, k: ModeratedKind, checked: ReviewState) {
  const [row] = await tx
    .select({ n: count() })
    .from(k.table)
    .where(and(k.scope, eq(k.table.checked, checked)));
  return row?.n ?? 0;
}

/** The item's title, and its publisher, as scalar subqueries on an id (the audit log's objects). */
export const titleOf = (k: ModeratedKind, id: AnyPgColumn) =>
  sql`(SELECT ${k.shows.title} FROM ${k.table} WHERE ${k.table.id} = ${id}${k.scope ? sql` AND ${k.scope}` : sql``})`;
export const publisherOf = (k: ModeratedKind, id: AnyPgColumn) =>
  sql`(SELECT ${k.table.memberId} FROM ${k.table} WHERE ${k.table.id} = ${id}${k.scope ? sql` AND ${k.scope}` : sql``})`;

/** Serialises one member's new items (the pending limit is a count, then an insert). */
export async function lockMember(tx: Tx, memberId: number) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
}

export async function countPending(tx: Tx, k: ModeratedKind, memberId: number) {
  const c = k.table;
  const [row] = await tx
    .select({ n: count() })
    .from(k.table)
    .where(and(k.scope, eq(c.memberId, memberId), eq(c.checked, ReviewState.pending)));
  return row?.n ?? 0;
}

/** The version an operator reads (`updated_at` to the millisecond, as `toISOString` writes it). */
export const versionIs = (k: ModeratedKind, version: string) =>
  sql`date_trunc('milliseconds', ${k.table.updatedAt}) = ${version}::timestamptz`;
