import { type ListingKind, listingKind, listingSearchCap } from '@hz/contract/listings';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
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

/**
 * Approved listings only. `total` is exact up to `SEARCH_CAP` and `capped` says there are more. With a
 * keyword and `relevance`, the page is ranked among the first `SEARCH_CAP + 1` matches the index yields
 * (all of them when there are no more; else a bounded subset); the other orders page through every match.
 *
 * The capped count and the candidates read their matches from a `MATERIALIZED` CTE: PostgreSQL plans it
 * for all the matches (the GIN index for a keyword), then the outer `LIMIT` stops reading after
 * `SEARCH_CAP + 1`. A plain `LIMIT` subquery lets the planner pick a sequential scan instead, hoping to
 * meet the matches early, and every row it passes costs a detoasted search vector (decision 008).
 */
export async function searchListings(tx: Tx, q: SearchQuery) {
  const query = q.tsquery ? sql`${q.tsquery}::tsquery` : null;
  // the kind as a literal and `checked = 1`, so that the planner sees the partial GIN index's predicate
  const conds: Array<SQL | undefined> = [
    sql`${listings.kind} = ${sql.raw(`'${listingKind.parse(q.kind)}'`)}`,
    sql`${listings.checked} = 1`,
  ];
  if (query) conds.push(sql`${listings.searchText} @@ ${query}`);
  if (q.prov) conds.push(eq(listings.prov, q.prov));
  if (q.city) conds.push(eq(listings.city, q.city));
  if (q.industry) conds.push(eq(listings.industry, q.industry));
  if (q.from) conds.push(gte(listings.edate, q.from));
  if (q.to) conds.push(lte(listings.sdate, q.to));
  if (q.status === 'upcoming') conds.push(sql`${listings.sdate} > ${q.today}`);
  if (q.status === 'ongoing') conds.push(and(lte(listings.sdate, q.today), gte(listings.edate, q.today)));
  if (q.status === 'past') conds.push(lt(listings.edate, q.today));
  const where = and(...conds);
  const cap = SEARCH_CAP + 1;
  const rowsOf = async <T>(x: SQL) => ((await tx.execute(x)) as unknown as { rows: T[] }).rows;

  const counted = rowsOf<{ n: number }>(sql`
    WITH m AS MATERIALIZED (SELECT 1 FROM ${listings} WHERE ${where})
    SELECT count(*)::int AS n FROM (SELECT 1 FROM m LIMIT ${cap}) AS s`);

  const page = async (): Promise<ListingView[]> => {
    if (!(q.sort === 'relevance' && query)) {
      const order =
        q.sort === 'newest'
          ? [desc(listings.createdAt), desc(listings.id)]
          : [asc(listings.sdate), desc(listings.id)];
      return tx
        .select(columns)
        .from(listings)
        .innerJoin(members, eq(members.id, listings.memberId))
        .where(where)
        .orderBy(...order)
        .limit(q.limit)
        .offset(q.offset);
    }
    const ranked = await rowsOf<{ id: string | number }>(sql`
      WITH m AS MATERIALIZED (
        SELECT ${listings.id} AS id, ${listings.sdate} AS sdate, ts_rank(${listings.searchText}, ${query}) AS r
        FROM ${listings} WHERE ${where})
      SELECT id FROM (SELECT * FROM m LIMIT ${cap}) AS c
      ORDER BY r DESC, sdate ASC, id DESC LIMIT ${q.limit} OFFSET ${q.offset}`);
    const ids = ranked.map((r) => Number(r.id));
    if (!ids.length) return [];
    const rows = await tx
      .select(columns)
      .from(listings)
      .innerJoin(members, eq(members.id, listings.memberId))
      .where(inArray(listings.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)!);
  };
  const [rows, [c]] = await Promise.all([page(), counted]);
  const n = c?.n ?? 0;
  return { rows, total: Math.min(n, SEARCH_CAP), capped: n > SEARCH_CAP };
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
