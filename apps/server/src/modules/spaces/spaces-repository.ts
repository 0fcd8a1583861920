import type { SpaceLayout } from '@hz/contract/spaces';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertForReview, resubmit } from '../../lib/rows.ts';
import { members } from '../../db/schema/members.ts';
import { spaces } from '../../db/schema/spaces.ts';
import type { Keyword } from '../search/search-service.ts';
import { spaceSearch } from './spaces-search.ts';

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

export const insertSpace = (tx: Tx, memberId: number, f: SpaceFields) =>
  insertForReview(tx, spaces, { ...f, memberId });

/** An edit: the space goes (back) to review. */
export const updateSpace = (tx: Tx, id: number, f: SpaceFields) => resubmit(tx, spaces, id, f);

const layoutColumn = {
  theatre: spaces.capTheatre,
  classroom: spaces.capClassroom,
  banquet: spaces.capBanquet,
  ushape: spaces.capUshape,
} as const satisfies Record<SpaceLayout, unknown>;

export interface SpaceSearchQuery {
  /** The keyword as the search module reads it, or null for none. */
  keyword: Keyword | null;
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
 * (the search module's capped count and ranked candidates, decision 008): a `MATERIALIZED` CTE makes
 * PostgreSQL plan the matches through the partial GIN index `spaces_search_idx`, and the outer `LIMIT`
 * stops reading at the cap.
 */
export async function searchSpaces(tx: Tx, q: SpaceSearchQuery) {
  const query = q.keyword;
  const seats = q.layout ? layoutColumn[q.layout] : spaces.capMax;
  // the search module puts `checked = 1` as a literal (so that the planner sees the partial GIN index's
  // predicate) and the keyword's match before these
  const filters: SQL[] = [];
  if (q.prov) filters.push(eq(spaces.prov, q.prov));
  if (q.city) filters.push(eq(spaces.city, q.city));
  if (q.venueType) filters.push(eq(spaces.venueType, q.venueType));
  if (q.capacity > 0) filters.push(gte(seats, q.capacity));
  else if (q.layout) filters.push(sql`${seats} > 0`);
  if (q.areaMin > 0) filters.push(gte(spaces.areas, q.areaMin));
  if (q.areaMax > 0) filters.push(lte(spaces.areas, q.areaMax));
  if (q.priceMax > 0) filters.push(lte(spaces.priceMin, q.priceMax));
  const where = and(...spaceSearch.conditions(query), ...filters);
  const counted = spaceSearch.count(tx, query, { filters: [filters], materialized: true });

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
    const picked = spaceSearch.ranked(query, {
      filters,
      ties: sql`id DESC`,
      limit: q.limit,
      offset: q.offset,
    });
    return tx
      .select(columns)
      .from(spaces)
      .innerJoin(sql`(${picked}) AS p`, sql`p.id = ${spaces.id}`)
      .innerJoin(members, eq(members.id, spaces.memberId))
      .orderBy(sql`p.ord`);
  };
  const [rows, { total, capped }] = await Promise.all([page(), counted]);
  return { rows, total, capped };
}

/** A space as a search lists it. */
export type SpaceHit = Awaited<ReturnType<typeof searchSpaces>>['rows'][number];
