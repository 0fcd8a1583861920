import { ReviewState } from '@hz/contract/common/states';
import type { ListingKind, ListingSearchStatus, ListingSort } from '@hz/contract/listings';
import { and, asc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { firstRow, insertForReview, resubmit } from '../../lib/rows.ts';
import { listings } from '../../db/schema/listings.ts';
import { members } from '../../db/schema/members.ts';
import type { Keyword } from '../search/search-service.ts';
import { listingSearches } from './listings-search.ts';

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
  undertaker: listings.undertaker,
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
  confType: listings.confType,
  attendees: listings.attendees,
  agenda: listings.agenda,
  regWays: listings.regWays,
  regUrl: listings.regUrl,
  regNote: listings.regNote,
  contact: listings.contact,
  phone: listings.phone,
  spaceId: listings.spaceId,
  checked: listings.checked,
  reason: listings.reason,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
};

export const findListing = (tx: Tx, kind: ListingKind, id: number, opts: { forUpdate?: boolean } = {}) =>
  firstRow(
    tx
      .select(columns)
      .from(listings)
      .innerJoin(members, eq(members.id, listings.memberId))
      .where(and(eq(listings.id, id), eq(listings.kind, kind)))
      .limit(1),
    listings,
    opts,
  );

export const insertListing = (tx: Tx, kind: ListingKind, memberId: number, f: ListingFields) =>
  insertForReview(tx, listings, { ...f, kind, memberId });

/** An edit: the listing goes (back) to review. */
export const updateListing = (tx: Tx, id: number, f: ListingFields) => resubmit(tx, listings, id, f);

export interface SearchQuery {
  kind: ListingKind;
  /** The keyword as the search module reads it, or null for none. */
  keyword: Keyword | null;
  prov: string;
  city: string;
  industry: string;
  /** Range: listings running on any day between these (either may be ''). */
  from: string;
  to: string;
  /** Today in China time, for `status`. */
  today: string;
  status: '' | ListingSearchStatus;
  sort: ListingSort;
  offset: number;
  limit: number;
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (!a ? b : !b || a < b ? a : b);
/** `YYYY-MM-DD` moved by `n` days. */
const plusDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const span = sql`daterange(${listings.sdate}, ${listings.edate}, '[]')`;
const days = (lo: string, hi: string) => sql`daterange(${lo}::date, ${hi}::date, '[]')`;

/**
 * One part of the date order: its conditions, its order, and whether it is few rows (found through the
 * GiST span index, read whole and sorted) or a walk of a btree in its order that stops at the page.
 */
interface DatedPart {
  conds: SQL[];
  by: 'sdate' | 'edate' | 'edate desc';
  few: boolean;
}

/**
 * The date order (`sort: sdate`, and `relevance` without a keyword) as disjoint parts in their order:
 * running on `today` (ending soonest first), then upcoming (starting soonest first), then ended (last
 * ended first); each `status` is its part alone (`current` the first two). A date range keeps the listings running on any day of
 * it (`edate >= from`, `sdate <= to`), and each walk stays bounded the way the start-date walk always
 * did: where a bound lies beyond the walk's start, the listings that span the bound are one more part,
 * found through the span index (few), before the walk from the bound.
 * - Running: `span ⊇ [today, today]` (few), range bounds as plain conditions.
 * - Upcoming (`sdate > today`): with `from` after tomorrow, those spanning `from` that start before it
 *   (`span ⊇ [from − 1, from]`, few), then the walk of `sdate` from `from` (else from tomorrow) up to `to`.
 * - Ended (`edate < today`): with `to` before yesterday, those spanning `to` that end before today
 *   (`span ⊇ [to, to + 1]`, few), then the walk of `edate` backwards from `to` (else from yesterday) down
 *   to `from`, on the (kind, checked, edate) btree.
 */
function datedParts(q: SearchQuery, filters: SQL[]): DatedPart[] {
  const { today, from, to } = q;
  const parts: DatedPart[] = [];
  const sdateTo = to ? [sql`${listings.sdate} <= ${to}::date`] : [];
  const edateFrom = from ? [sql`${listings.edate} >= ${from}::date`] : [];
  if (q.status === '' || q.status === 'ongoing' || q.status === 'current')
    parts.push({
      by: 'edate',
      few: true,
      conds: [...filters, sql`${span} @> ${days(today, today)}`, ...edateFrom, ...sdateTo],
    });
  if (q.status === '' || q.status === 'upcoming' || q.status === 'current') {
    if (from > plusDays(today, 1))
      parts.push(
        {
          by: 'sdate',
          few: true,
          conds: [
            ...filters,
            sql`${span} @> daterange(${from}::date - 1, ${from}::date, '[]')`,
            sql`${listings.sdate} > ${today}::date`,
            ...sdateTo,
          ],
        },
        { by: 'sdate', few: false, conds: [...filters, sql`${listings.sdate} >= ${from}::date`, ...sdateTo] },
      );
    else
      parts.push({
        by: 'sdate',
        few: false,
        conds: [...filters, sql`${listings.sdate} > ${today}::date`, ...sdateTo],
      });
  }
  if (q.status === '' || q.status === 'past') {
    if (to && to < plusDays(today, -1))
      parts.push(
        {
          by: 'edate desc',
          few: true,
          conds: [
            ...filters,
            sql`${span} @> daterange(${to}::date, ${to}::date + 1, '[]')`,
            sql`${listings.edate} < ${today}::date`,
            ...edateFrom,
          ],
        },
        {
          by: 'edate desc',
          few: false,
          conds: [...filters, sql`${listings.edate} <= ${to}::date`, ...edateFrom],
        },
      );
    else
      parts.push({
        by: 'edate desc',
        few: false,
        conds: [...filters, sql`${listings.edate} < ${today}::date`, ...edateFrom],
      });
  }
  return parts;
}

const where = (conds: SQL[]) => sql.join(conds, sql` AND `);

/**
 * The statement that picks a page in the date order (`id`, `ord`): each part's first `offset + limit`
 * rows in its order (few parts from a `MATERIALIZED` CTE, sorted; the others a btree walk that stops
 * there), then the parts one after the other.
 */
function datedPage(parts: DatedPart[], offset: number, limit: number): SQL {
  const n = offset + limit;
  const ctes: SQL[] = [];
  const selects = parts.map((p, i) => {
    // `a` orders a part ascending, `b` descending; the other is NULL
    const a = p.by === 'edate desc' ? sql`NULL::date` : sql.raw(p.by);
    const b = p.by === 'edate desc' ? sql.raw('edate') : sql`NULL::date`;
    const order = sql.raw(`${p.by}, id DESC`);
    if (p.few) {
      const name = sql.raw(`f${i}`);
      ctes.push(sql`${name} AS MATERIALIZED (SELECT ${listings.id} AS id, ${listings.sdate} AS sdate,
        ${listings.edate} AS edate FROM ${listings} WHERE ${where(p.conds)})`);
      return sql`(SELECT id, ${sql.raw(String(i))} AS part, ${a} AS a, ${b} AS b FROM ${name}
        ORDER BY ${order} LIMIT ${n})`;
    }
    return sql`(SELECT id, ${sql.raw(String(i))} AS part, ${a} AS a, ${b} AS b FROM (
        SELECT ${listings.id} AS id, ${listings.sdate} AS sdate, ${listings.edate} AS edate FROM ${listings}
        WHERE ${where(p.conds)} ORDER BY ${p.by === 'sdate' ? listings.sdate : listings.edate}${sql.raw(
          p.by === 'edate desc' ? ' DESC' : '',
        )}, ${listings.id} DESC LIMIT ${n}) AS w)`;
  });
  return sql`
      ${ctes.length > 0 ? sql`WITH ${sql.join(ctes, sql`, `)}` : sql``}
      SELECT id, row_number() OVER (ORDER BY part, a, b DESC, id DESC) AS ord FROM (
        ${sql.join(selects, sql` UNION ALL `)}
      ) AS u
      ORDER BY ord LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * Approved listings only. `total` is exact up to the search cap (`listingSearchCap`: a common keyword
 * matches a large share of a million listings, and counting or ranking every match is what made it slow)
 * and `capped` says there are more. With a keyword and `relevance`, the page is ranked among the first
 * cap + 1 matches the index yields (all of them when there are no more; else a bounded subset); the other
 * orders page through every match.
 *
 * Orders: the date order (`sdate`, and `relevance` without a keyword) puts the listings running today
 * first (ending soonest first), then the upcoming ones (starting soonest first), then the ended ones (last
 * ended first); `relevance` with a keyword ranks the listings that have not ended before the ended ones;
 * `newest` is the last published first.
 *
 * How each shape stays bounded at a million rows (decision 008, docs/performance.md "search shapes"):
 * - Keyword: the partial GIN index per kind; the capped count and the ranked candidates come from the
 *   search module (modules/search), which reads the matches from a `MATERIALIZED` CTE, planned for all
 *   the matches (the index) and read only up to the cap (a plain `LIMIT` subquery made PostgreSQL pick
 *   a sequential scan that detoasts a search vector per row passed).
 * - Dates: a listing matches a range (`ongoing` is the range of today alone) when its span reaches the
 *   range's first day (`edate >= eLo`) and starts by its last (`sdate <= sHi`). Neither btree alone is
 *   selective for that (40 % of listings end after today and 60 % started before it), so with both
 *   bounds the test is one overlap of the span `daterange(sdate, edate, '[]')`, for the GiST index on that
 *   expression (`listings_span_idx`, migration 0013; not partial, so that it can be ANDed with the
 *   partial GIN index).
 * - The date order: disjoint parts (`datedParts`), each either few rows found through the GiST span index
 *   (those running today, those spanning a range's bound) and sorted, or a walk of the (kind, checked,
 *   sdate) btree forwards or the (kind, checked, edate) btree backwards that stops at the page's last row;
 *   so no sort of every match. Without a keyword the capped count is the parts' capped counts added
 *   (those running on the range's first day, and those starting in the range).
 * - Newest: by id (insertion order, as `created_at`), the primary key walked backwards, or the few
 *   matches sorted when the filters leave few.
 * - The page's rows are read in the statement that picks them; the capped count runs beside it.
 */
export async function searchListings(tx: Tx, q: SearchQuery) {
  const search = listingSearches[q.kind];
  const query = q.keyword;
  // the kind's own filters; the search module puts before them the kind as a literal and `checked = 1`
  // (so that the planner sees the partial indexes' predicates) and, with a keyword, its match
  const plain: SQL[] = [];
  if (q.prov) plain.push(sql`${listings.prov} = ${q.prov}`);
  if (q.city) plain.push(sql`${listings.city} = ${q.city}`);
  if (q.industry) plain.push(sql`${listings.industry} = ${q.industry}`);
  const filters = [...plain];
  if (q.status === 'upcoming') filters.push(sql`${listings.sdate} > ${q.today}::date`);
  if (q.status === 'past') filters.push(sql`${listings.edate} < ${q.today}::date`);
  // the span [sdate, edate] must reach eLo and start by sHi ('' = no bound); `current` (not ended) is
  // the range from today on
  const eLo = later(q.from, q.status === 'ongoing' || q.status === 'current' ? q.today : '');
  const sHi = earlier(q.to, q.status === 'ongoing' ? q.today : '');
  const bounded = eLo && sHi && eLo <= sHi;
  /**
   * Every match (for the count, relevance and newest). With both bounds, one overlap test on the span
   * (the GiST index on it), and not the two btree halves, which the planner would AND in at the cost of
   * reading every listing that ends after `eLo`.
   */
  // with a keyword, the city and the industry also through the GIN index (the vector holds both)
  const held: SQL[] = [];
  for (const value of query ? [q.city, q.industry] : []) {
    const c = value ? search.holds(value) : undefined;
    if (c) held.push(c);
  }
  const allFilters = bounded
    ? [...filters, ...held, sql`${span} && ${days(eLo, sHi)}`]
    : [
        ...filters,
        ...held,
        ...(sHi ? [sql`${listings.sdate} <= ${sHi}::date`] : []),
        ...(eLo ? [sql`${listings.edate} >= ${eLo}::date`] : []),
      ];
  /**
   * For the capped count without a keyword: the same matches in two disjoint parts, those running on
   * `eLo` since before it (span ⊇ [eLo − 1, eLo]: few, through the GiST index) and those starting in
   * [eLo, sHi] (on the btree).
   */
  const partFilters = eLo
    ? [
        [
          ...filters,
          ...(sHi && !bounded ? [sql`${listings.sdate} <= ${sHi}::date`] : []),
          sql`${span} @> daterange(${eLo}::date - 1, ${eLo}::date, '[]')`,
        ],
        [
          ...filters,
          sql`${listings.sdate} >= ${eLo}::date`,
          ...(sHi ? [sql`${listings.sdate} <= ${sHi}::date`] : []),
        ],
      ]
    : [allFilters];
  const base = search.conditions(query);
  const all = [...base, ...allFilters];

  // With a keyword: all the matches at once, so that the GIN bitmap is ANDed with the span's, read from
  // a MATERIALIZED CTE (see above). Without one: part by part (one overlap test over both kinds' spans
  // looks unselective enough to the planner that it ANDs in the btree of every approved listing of the
  // kind), each a plain LIMIT that stops at the cap.
  const count = () => search.count(tx, query, { filters: query ? [allFilters] : partFilters });
  const rowsOf = (picked: SQL) =>
    tx
      .select({ ...columns, n: sql<number | null>`p.n` })
      .from(listings)
      .innerJoin(sql`(${picked}) AS p`, sql`p.id = ${listings.id}`)
      .innerJoin(members, eq(members.id, listings.memberId))
      .orderBy(sql`p.ord`);
  const strip = (found: Awaited<ReturnType<typeof rowsOf>>) => found.map(({ n: _, ...r }) => r);

  if (q.sort === 'relevance' && query) {
    // the page and the count from one statement: the matches are read once (the count is the first
    // set's, as `count` gives it); a page past the candidates, or no match, counts on its own
    const found = await rowsOf(
      search.ranked(query, {
        filters: allFilters,
        carry: { sdate: listings.sdate, ended: sql`(${listings.edate} < ${q.today}::date)` },
        lead: sql`ended`,
        ties: sql`sdate ASC, id DESC`,
        // a common word's candidates: its newest listings, by the primary key
        walk: [[listings.id, 'desc']],
        limit: q.limit,
        offset: q.offset,
        count: true,
      }),
    );
    const first = found[0];
    return { rows: strip(found), ...(first ? search.counted(Number(first.n)) : await count()) };
  }
  if (q.sort === 'newest' && query)
    // a bounded walk of the primary key, or the matches sorted (decision 069)
    return search.ordered(tx, query, {
      filters: allFilters.filter((f) => !held.includes(f)),
      narrow: held,
      keys: [[listings.id, 'desc']],
      limit: q.limit,
      offset: q.offset,
      read: async (ids) =>
        strip(
          await rowsOf(sql`
            SELECT id, ord, NULL::int AS n
            FROM unnest(${`{${ids.join(',')}}`}::bigint[]) WITH ORDINALITY AS u(id, ord)`),
        ),
    });
  const picked =
    q.sort === 'newest'
      ? sql`
      SELECT ${listings.id} AS id, row_number() OVER (ORDER BY ${listings.id} DESC) AS ord
      FROM ${listings} WHERE ${where(all)}
      ORDER BY ${listings.id} DESC LIMIT ${q.limit} OFFSET ${q.offset}`
      : datedPage(datedParts(q, [...base, ...plain]), q.offset, q.limit);
  const [found, { total, capped }] = await Promise.all([
    rowsOf(sql`SELECT *, NULL::int AS n FROM (${picked}) AS x`),
    count(),
  ]);
  return { rows: strip(found), total, capped };
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
    .where(
      and(
        eq(listings.spaceId, spaceId),
        eq(listings.checked, ReviewState.approved),
        gte(listings.edate, today),
      ),
    )
    .orderBy(asc(listings.sdate), asc(listings.id))
    .limit(limit);
}
