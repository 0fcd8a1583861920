import { type SpaceLayout, spaceSearchCap } from '@hz/contract/spaces';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members, spaces } from '../../db/schema.ts';

/** The publisher-supplied fields, as stored. */
export type SpaceFields = Omit<
  typeof spaces.$inferInsert,
  'id' | 'memberId' | 'checked' | 'reason' | 'reviewedBy' | 'reviewedAt' | 'createdAt' | 'updatedAt'
>;

/** Every column but the search vector, plus the publisher's member number. */
const columns = {
  id: spaces.id,
  memberId: spaces.memberId,
  cardno: members.cardno,
  title: spaces.title,
  venueType: spaces.venueType,
  prov: spaces.prov,
  city: spaces.city,
  addr: spaces.addr,
  areas: spaces.areas,
  capTheatre: spaces.capTheatre,
  capClassroom: spaces.capClassroom,
  capBanquet: spaces.capBanquet,
  capUshape: spaces.capUshape,
  capMax: spaces.capMax,
  priceMin: spaces.priceMin,
  priceMax: spaces.priceMax,
  facilities: spaces.facilities,
  conts: spaces.conts,
  cover: spaces.cover,
  pics: spaces.pics,
  contact: spaces.contact,
  phone: spaces.phone,
  checked: spaces.checked,
  reason: spaces.reason,
  createdAt: spaces.createdAt,
  updatedAt: spaces.updatedAt,
};

export async function findSpace(tx: Tx, id: number, opts: { forUpdate?: boolean } = {}) {
  const q = tx
    .select(columns)
    .from(spaces)
    .innerJoin(members, eq(members.id, spaces.memberId))
    .where(eq(spaces.id, id))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update', { of: spaces }) : await q;
  return row ?? null;
}

export type SpaceView = NonNullable<Awaited<ReturnType<typeof findSpace>>>;

/** Just what a link to the space needs, and whether it is public. */
export async function findSpaceRef(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: spaces.id, title: spaces.title, checked: spaces.checked })
    .from(spaces)
    .where(eq(spaces.id, id))
    .limit(1);
  return row ?? null;
}

/** Serialises one member's new spaces (the pending limit is a count, then an insert). */
export async function lockMember(tx: Tx, memberId: number) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
}

/** The member's spaces waiting for review. */
export async function countPending(tx: Tx, memberId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(spaces)
    .where(and(eq(spaces.memberId, memberId), eq(spaces.checked, 0)));
  return row?.n ?? 0;
}

export async function insertSpace(tx: Tx, memberId: number, f: SpaceFields) {
  const [row] = await tx
    .insert(spaces)
    .values({ ...f, memberId, checked: 0 })
    .returning({ id: spaces.id });
  return row!.id;
}

/** An edit: the space goes (back) to review. */
export async function updateSpace(tx: Tx, id: number, f: SpaceFields) {
  await tx
    .update(spaces)
    .set({ ...f, checked: 0, reason: '', reviewedBy: null, reviewedAt: null, updatedAt: sql`now()` })
    .where(eq(spaces.id, id));
}

export async function decideSpace(
  tx: Tx,
  id: number,
  d: { checked: 1 | 2; reason: string; reviewedBy: number },
) {
  await tx
    .update(spaces)
    .set({ checked: d.checked, reason: d.reason, reviewedBy: d.reviewedBy, reviewedAt: sql`now()` })
    .where(eq(spaces.id, id));
}

async function paged(tx: Tx, where: SQL | undefined, order: SQL[], o: { offset: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    tx
      .select(columns)
      .from(spaces)
      .innerJoin(members, eq(members.id, spaces.memberId))
      .where(where)
      .orderBy(...order)
      .limit(o.limit)
      .offset(o.offset),
    tx.select({ n: count() }).from(spaces).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function listOwn(tx: Tx, memberId: number, o: { offset: number; limit: number }) {
  return paged(tx, eq(spaces.memberId, memberId), [desc(spaces.updatedAt), desc(spaces.id)], o);
}

export function listQueue(tx: Tx, checked: number, o: { offset: number; limit: number }) {
  // oldest pending first; decided ones newest first
  const order =
    checked === 0 ? [asc(spaces.updatedAt), asc(spaces.id)] : [desc(spaces.reviewedAt), desc(spaces.id)];
  return paged(tx, eq(spaces.checked, checked), order, o);
}

const layoutColumn = {
  theatre: spaces.capTheatre,
  classroom: spaces.capClassroom,
  banquet: spaces.capBanquet,
  ushape: spaces.capUshape,
} as const satisfies Record<SpaceLayout, unknown>;

export interface SpaceSearchQuery {
  /** A tsquery literal, or '' for no keyword. */
  tsquery: string;
  prov: string;
  city: string;
  venueType: string;
  /** Seats (0 = any): in `layout` when given, else the largest layout (`cap_max`). */
  capacity: number;
  layout: SpaceLayout | '';
  /** Area range in m² (0 = open). */
  areaMin: number;
  areaMax: number;
  /** Budget per day (0 = any): the lowest price is within it. */
  priceMax: number;
  sort: 'relevance' | 'newest' | 'capacity' | 'price';
  offset: number;
  limit: number;
}

/**
 * Approved spaces only. `total` is exact up to `spaceSearchCap` and `capped` says there are more; with a
 * keyword and `relevance` the page is ranked among the first `spaceSearchCap + 1` matches the index yields
 * (the approach of listings, decision 008): a `MATERIALIZED` CTE makes PostgreSQL plan the matches through
 * the partial GIN index `spaces_search_idx`, and the outer `LIMIT` stops reading at the cap.
 */
export async function searchSpaces(tx: Tx, q: SpaceSearchQuery) {
  const query = q.tsquery ? sql`${q.tsquery}::tsquery` : null;
  const seats = q.layout ? layoutColumn[q.layout] : spaces.capMax;
  // `checked = 1` as a literal, so that the planner sees the partial GIN index's predicate
  const conds: Array<SQL | undefined> = [sql`${spaces.checked} = 1`];
  if (query) conds.push(sql`${spaces.searchText} @@ ${query}`);
  if (q.prov) conds.push(eq(spaces.prov, q.prov));
  if (q.city) conds.push(eq(spaces.city, q.city));
  if (q.venueType) conds.push(eq(spaces.venueType, q.venueType));
  if (q.capacity > 0) conds.push(gte(seats, q.capacity));
  else if (q.layout) conds.push(sql`${seats} > 0`);
  if (q.areaMin > 0) conds.push(gte(spaces.areas, q.areaMin));
  if (q.areaMax > 0) conds.push(lte(spaces.areas, q.areaMax));
  if (q.priceMax > 0) conds.push(lte(spaces.priceMin, q.priceMax));
  const where = and(...conds);
  const cap = spaceSearchCap + 1;
  const rowsOf = async <T>(x: SQL) => ((await tx.execute(x)) as unknown as { rows: T[] }).rows;

  const counted = rowsOf<{ n: number }>(sql`
    WITH m AS MATERIALIZED (SELECT 1 FROM ${spaces} WHERE ${where})
    SELECT count(*)::int AS n FROM (SELECT 1 FROM m LIMIT ${cap}) AS s`);

  const page = async (): Promise<SpaceView[]> => {
    if (!(q.sort === 'relevance' && query)) {
      const order =
        q.sort === 'capacity'
          ? [desc(seats), desc(spaces.id)]
          : q.sort === 'price'
            ? // 面议 (both prices 0) last
              [sql`(${spaces.priceMax} = 0) ASC`, asc(spaces.priceMin), desc(spaces.id)]
            : [desc(spaces.createdAt), desc(spaces.id)];
      return tx
        .select(columns)
        .from(spaces)
        .innerJoin(members, eq(members.id, spaces.memberId))
        .where(where)
        .orderBy(...order)
        .limit(q.limit)
        .offset(q.offset);
    }
    // the page's rows are read in the statement that ranks them: a second read by id could see an
    // edit committed in between (back under review, its new text not approved) and show it
    const picked = sql`
      WITH m AS MATERIALIZED (
        SELECT ${spaces.id} AS id, ts_rank(${spaces.searchText}, ${query}) AS r
        FROM ${spaces} WHERE ${where})
      SELECT id, row_number() OVER (ORDER BY r DESC, id DESC) AS ord
      FROM (SELECT * FROM m LIMIT ${cap}) AS c
      ORDER BY ord LIMIT ${q.limit} OFFSET ${q.offset}`;
    return tx
      .select(columns)
      .from(spaces)
      .innerJoin(sql`(${picked}) AS p`, sql`p.id = ${spaces.id}`)
      .innerJoin(members, eq(members.id, spaces.memberId))
      .orderBy(sql`p.ord`);
  };
  const [rows, [c]] = await Promise.all([page(), counted]);
  const n = c?.n ?? 0;
  return { rows, total: Math.min(n, spaceSearchCap), capped: n > spaceSearchCap };
}
