import { type ListingKind, listingKind, listingSearchCap } from '@hz/contract/listings';
import { and, asc, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings, members } from '../../db/schema.ts';

export type ListingRow = typeof listings.$inferSelect;
/** The publisher-supplied fields, as stored. */
export type ListingFields = Omit<
  typeof listings.$inferInsert,
  'id' | 'kind' | 'memberId' | 'checked' | 'reason' | 'reviewedBy' | 'reviewedAt' | 'createdAt' | 'updatedAt'
>;

/** Every column but the search vector, plus the publisher's member number. */
const columns = {
  id: listings.id,
  kind: listings.kind,
  memberId: listings.memberId,
  cardno: members.cardno,
  title: listings.title,
  industry: listings.industry,
  organiser: listings.organiser,
  venue: listings.venue,
  hall: listings.hall,
  prov: listings.prov,
  city: listings.city,
  addr: listings.addr,
  sdate: listings.sdate,
  edate: listings.edate,
  indate: listings.indate,
  outdate: listings.outdate,
  areas: listings.areas,
  exhibitors: listings.exhibitors,
  visitors: listings.visitors,
  conts: listings.conts,
  cover: listings.cover,
  pics: listings.pics,
  plans: listings.plans,
  contact: listings.contact,
  phone: listings.phone,
  spaceId: listings.spaceId,
  checked: listings.checked,
  reason: listings.reason,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
};

export async function findListing(tx: Tx, kind: ListingKind, id: number, opts: { forUpdate?: boolean } = {}) {
  const q = tx
    .select(columns)
    .from(listings)
    .innerJoin(members, eq(members.id, listings.memberId))
    .where(and(eq(listings.id, id), eq(listings.kind, kind)))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update', { of: listings }) : await q;
  return row ?? null;
}

/** Serialises one member's new listings (the pending limit is a count, then an insert). */
export async function lockMember(tx: Tx, memberId: number) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
}

/** The member's listings of a kind waiting for review. */
export async function countPending(tx: Tx, memberId: number, kind: ListingKind) {
  const [row] = await tx
    .select({ n: count() })
    .from(listings)
    .where(and(eq(listings.memberId, memberId), eq(listings.kind, kind), eq(listings.checked, 0)));
  return row?.n ?? 0;
}

export async function insertListing(tx: Tx, kind: ListingKind, memberId: number, f: ListingFields) {
  const [row] = await tx
    .insert(listings)
    .values({ ...f, kind, memberId, checked: 0 })
    .returning({ id: listings.id });
  return row!.id;
}

/** An edit: the listing goes (back) to review. */
export async function updateListing(tx: Tx, id: number, f: ListingFields) {
  await tx
    .update(listings)
    .set({ ...f, checked: 0, reason: '', reviewedBy: null, reviewedAt: null, updatedAt: sql`now()` })
    .where(eq(listings.id, id));
}

export async function decideListing(
  tx: Tx,
  id: number,
  d: { checked: 1 | 2; reason: string; reviewedBy: number },
) {
  await tx
    .update(listings)
    .set({ checked: d.checked, reason: d.reason, reviewedBy: d.reviewedBy, reviewedAt: sql`now()` })
    .where(eq(listings.id, id));
}

async function paged(tx: Tx, where: SQL | undefined, order: SQL[], o: { offset: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    tx
      .select(columns)
      .from(listings)
      .innerJoin(members, eq(members.id, listings.memberId))
      .where(where)
      .orderBy(...order)
      .limit(o.limit)
      .offset(o.offset),
    tx.select({ n: count() }).from(listings).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function listOwn(tx: Tx, memberId: number, kind: ListingKind, o: { offset: number; limit: number }) {
  const where = and(eq(listings.memberId, memberId), eq(listings.kind, kind));
  return paged(tx, where, [desc(listings.updatedAt), desc(listings.id)], o);
}

export function listQueue(tx: Tx, kind: ListingKind, checked: number, o: { offset: number; limit: number }) {
  const where = and(eq(listings.kind, kind), eq(listings.checked, checked));
  // oldest pending first; decided ones newest first
  const order =
    checked === 0
      ? [asc(listings.updatedAt), asc(listings.id)]
      : [desc(listings.reviewedAt), desc(listings.id)];
  return paged(tx, where, order, o);
}

export interface SearchQuery {
  kind: ListingKind;
  /** A tsquery literal, or '' for no keyword. */
  tsquery: string;
  prov: string;
  city: string;
  industry: string;
  /** Range: listings running on any day between these (either may be ''). */
  from: string;
  to: string;
  /** Today in China time, for `status`. */
  today: string;
  status: '' | 'upcoming' | 'ongoing' | 'past';
  sort: 'relevance' | 'sdate' | 'newest';
  offset: number;
  limit: number;
}

/**
 * `total` counts at most this many matches, and relevance ranks at most this many candidates (one more)
 * (decision 008): a common keyword matches a large share of a million listings, and counting or ranking
 * every match is what made it slow.
 */
const SEARCH_CAP = listingSearchCap;

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (!a ? b : !b || a < b ? a : b);

/**
 * Approved listings only. `total` is exact up to `SEARCH_CAP` and `capped` says there are more. With a
 * keyword and `relevance`, the page is ranked among the first `SEARCH_CAP + 1` matches the index yields
 * (all of them when there are no more; else a bounded subset); the other orders page through every match.
 *
 * How each shape stays bounded at a million rows (decision 008, docs/performance.md "search shapes"):
 * - Keyword: the partial GIN index per kind; the capped count and the ranked candidates read their
 *   matches from a `MATERIALIZED` CTE, which PostgreSQL plans for all the matches (the index) and then
 *   reads only up to the cap (a plain `LIMIT` subquery made it pick a sequential scan that detoasts a
 *   search vector per row passed).
 * - Dates: a listing matches a range (`ongoing` is the range of today alone) when its span reaches the
 *   range's first day (`edate >= eLo`) and starts by its last (`sdate <= sHi`). Neither btree alone is
 *   selective for that (40 % of listings end after today and 60 % started before it), so with both
 *   bounds the test is one overlap of the span `daterange(sdate, edate, '[]')`, for a GiST index on that
 *   expression (not partial, so that it can be ANDed with the partial GIN index). That index is not in
 *   the migrations yet: without it these shapes are correct but scan (hundreds of ms at 1M rows).
 * - Start-date order with a first day: the matches in two disjoint parts, those already running on
 *   `eLo` (span ⊇ [eLo − 1, eLo]: few, through the GiST index, sorted) followed by those starting in
 *   [eLo, sHi] (walked in order on the (kind, checked, sdate) btree), so no sort of every match; without
 *   a keyword the capped count is the parts' capped counts added.
 * - Newest: by id (insertion order, as `created_at`), the primary key walked backwards, or the few
 *   matches sorted when the filters leave few.
 * - The page's rows are read in the statement that picks them; the capped count runs beside it.
 */
export async function searchListings(tx: Tx, q: SearchQuery) {
  const query = q.tsquery ? sql`${q.tsquery}::tsquery` : null;
  // the kind as a literal and `checked = 1`, so that the planner sees the partial indexes' predicates
  const common: SQL[] = [
    sql`${listings.kind} = ${sql.raw(`'${listingKind.parse(q.kind)}'`)}`,
    sql`${listings.checked} = 1`,
  ];
  if (query) common.push(sql`${listings.searchText} @@ ${query}`);
  if (q.prov) common.push(sql`${listings.prov} = ${q.prov}`);
  if (q.city) common.push(sql`${listings.city} = ${q.city}`);
  if (q.industry) common.push(sql`${listings.industry} = ${q.industry}`);
  if (q.status === 'upcoming') common.push(sql`${listings.sdate} > ${q.today}::date`);
  if (q.status === 'past') common.push(sql`${listings.edate} < ${q.today}::date`);
  // the span [sdate, edate] must reach eLo and start by sHi ('' = no bound)
  const eLo = later(q.from, q.status === 'ongoing' ? q.today : '');
  const sHi = earlier(q.to, q.status === 'ongoing' ? q.today : '');
  const span = sql`daterange(${listings.sdate}, ${listings.edate}, '[]')`;
  const range = (lo: string, hi: string) => sql`daterange(${lo}::date, ${hi}::date, '[]')`;
  const bounded = eLo && sHi && eLo <= sHi;
  /**
   * Every match (for the count, relevance and newest). With both bounds, one overlap test on the span
   * (the GiST index on it), and not the two btree halves, which the planner would AND in at the cost of
   * reading every listing that ends after `eLo`.
   */
  const all = bounded
    ? [...common, sql`${span} && ${range(eLo, sHi)}`]
    : [
        ...common,
        ...(sHi ? [sql`${listings.sdate} <= ${sHi}::date`] : []),
        ...(eLo ? [sql`${listings.edate} >= ${eLo}::date`] : []),
      ];
  /**
   * For start-date order with a first day: the same matches in two disjoint parts, those running on
   * `eLo` since before it (span ⊇ [eLo − 1, eLo]: few, through the GiST index) and those starting in
   * [eLo, sHi] (in `sdate` order on the btree).
   */
  const parts = eLo
    ? [
        [
          ...common,
          ...(sHi && !bounded ? [sql`${listings.sdate} <= ${sHi}::date`] : []),
          sql`${span} @> daterange(${eLo}::date - 1, ${eLo}::date, '[]')`,
        ],
        [
          ...common,
          sql`${listings.sdate} >= ${eLo}::date`,
          ...(sHi ? [sql`${listings.sdate} <= ${sHi}::date`] : []),
        ],
      ]
    : [all];
  const where = (conds: SQL[]) => sql.join(conds, sql` AND `);
  const cap = SEARCH_CAP + 1;
  const rowsOf = async <T>(x: SQL) => ((await tx.execute(x)) as unknown as { rows: T[] }).rows;

  // With a keyword: all the matches at once, so that the GIN bitmap is ANDed with the span's, read from
  // a MATERIALIZED CTE (see above). Without one: part by part (one overlap test over both kinds' spans
  // looks unselective enough to the planner that it ANDs in the btree of every approved listing of the
  // kind), each a plain LIMIT that stops at the cap: no search vector is read, and a plan for every
  // match would be costly enough to bring in parallel workers and JIT compilation for nothing.
  const capped = (conds: SQL[]) =>
    query
      ? sql`(WITH m AS MATERIALIZED (SELECT 1 FROM ${listings} WHERE ${where(conds)})
          SELECT count(*)::int FROM (SELECT 1 FROM m LIMIT ${cap}) AS s)`
      : sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${listings} WHERE ${where(conds)} LIMIT ${cap}) AS s)`;
  const counted = rowsOf<{ n: number }>(
    sql`SELECT ${sql.join((query ? [all] : parts).map(capped), sql` + `)} AS n`,
  );

  const n = q.offset + q.limit;
  let picked: SQL;
  if (q.sort === 'relevance' && query) {
    picked = sql`
      WITH m AS MATERIALIZED (
        SELECT ${listings.id} AS id, ${listings.sdate} AS sdate, ts_rank(${listings.searchText}, ${query}) AS r
        FROM ${listings} WHERE ${where(all)})
      SELECT id, row_number() OVER (ORDER BY r DESC, sdate ASC, id DESC) AS ord
      FROM (SELECT * FROM m LIMIT ${cap}) AS c
      ORDER BY ord LIMIT ${q.limit} OFFSET ${q.offset}`;
  } else if (q.sort === 'newest') {
    picked = sql`
      SELECT ${listings.id} AS id, row_number() OVER (ORDER BY ${listings.id} DESC) AS ord
      FROM ${listings} WHERE ${where(all)}
      ORDER BY ${listings.id} DESC LIMIT ${q.limit} OFFSET ${q.offset}`;
  } else if (parts.length === 2) {
    // the running ones (few: materialized and sorted), then the walk of those starting in the range
    picked = sql`
      WITH running AS MATERIALIZED (SELECT ${listings.id} AS id, ${listings.sdate} AS sdate FROM ${listings}
        WHERE ${where(parts[0]!)})
      SELECT id, row_number() OVER (ORDER BY part, sdate, id DESC) AS ord FROM (
        (SELECT id, sdate, 0 AS part FROM running ORDER BY sdate, id DESC LIMIT ${n})
        UNION ALL
        (SELECT ${listings.id}, ${listings.sdate}, 1 FROM ${listings} WHERE ${where(parts[1]!)}
          ORDER BY ${listings.sdate}, ${listings.id} DESC LIMIT ${n})
      ) AS u
      ORDER BY ord LIMIT ${q.limit} OFFSET ${q.offset}`;
  } else {
    picked = sql`
      SELECT ${listings.id} AS id, row_number() OVER (ORDER BY ${listings.sdate}, ${listings.id} DESC) AS ord
      FROM ${listings} WHERE ${where(all)}
      ORDER BY ${listings.sdate}, ${listings.id} DESC LIMIT ${q.limit} OFFSET ${q.offset}`;
  }
  const page = tx
    .select(columns)
    .from(listings)
    .innerJoin(sql`(${picked}) AS p`, sql`p.id = ${listings.id}`)
    .innerJoin(members, eq(members.id, listings.memberId))
    .orderBy(sql`p.ord`);
  const [rows, [c]] = await Promise.all([page, counted]);
  const total = c?.n ?? 0;
  return { rows, total: Math.min(total, SEARCH_CAP), capped: total > SEARCH_CAP };
}

export type ListingView = NonNullable<Awaited<ReturnType<typeof findListing>>>;

/**
 * Approved listings of either kind held at a convention space (`space_id`) that have not ended by `today`,
 * soonest first (the space's detail page).
 */
export function listAtSpace(tx: Tx, spaceId: number, today: string, limit: number) {
  return tx
    .select({
      id: listings.id,
      kind: listings.kind,
      title: listings.title,
      sdate: listings.sdate,
      edate: listings.edate,
      cover: listings.cover,
    })
    .from(listings)
    .where(and(eq(listings.spaceId, spaceId), eq(listings.checked, 1), gte(listings.edate, today)))
    .orderBy(asc(listings.sdate), asc(listings.id))
    .limit(limit);
}
