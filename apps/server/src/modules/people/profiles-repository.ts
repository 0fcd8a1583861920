import { ReviewState, VerifyState } from '@hz/contract/common/states';
import type { ProfileKind, WorkKind } from '@hz/contract/people';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { displayName } from '../../db/owner-card.ts';
import { backToReview } from '../../lib/rows.ts';
import { members } from '../../db/schema/members.ts';
import { type ProfileVersion, profiles, works } from '../../db/schema/people.ts';
import { type Keyword, type OrderKey, orderSql } from '../search/search-service.ts';
import { profileSearches, SERVES } from './people-search.ts';

/**
 * What a work's or a service's page shows of its owner: the member, and their profile of the item's kind
 * (left-joined; its submitted name, logo and city before the first approval).
 */
export const ownerColumns = {
  cardno: members.cardno,
  personauth: members.personauth,
  businsauth: members.businsauth,
  ownerName: sql<string>`coalesce(nullif(${profiles.name}, ''), ${profiles.submitted}->>'name', '')`,
  ownerLogo: sql<string>`coalesce(nullif(${profiles.logo}, ''), ${profiles.submitted}->>'logo', '')`,
  ownerCity: sql<string>`coalesce(nullif(${profiles.city}, ''), ${profiles.submitted}->>'city', '')`,
  ownerReputation: sql<number>`coalesce(${profiles.reputation}, 0)`,
  ownerPublished: sql<boolean>`${profiles.publishedAt} IS NOT NULL`,
};

/** The work kind a profile kind publishes. */
export const workKindOf = (kind: ProfileKind): WorkKind => (kind === 'designer' ? 'work' : 'case');

/** The member's verification a profile kind needs, as a column. */
export const verificationOf = (kind: ProfileKind) =>
  kind === 'designer' ? members.personauth : members.businsauth;

/** A profile row: the published columns, the last submission, its review, and its member's flags. */
const columns = {
  id: profiles.id,
  memberId: profiles.memberId,
  kind: profiles.kind,
  cardno: members.cardno,
  personauth: members.personauth,
  businsauth: members.businsauth,
  name: profiles.name,
  logo: profiles.logo,
  prov: profiles.prov,
  city: profiles.city,
  descr: profiles.descr,
  specialities: profiles.specialities,
  styles: profiles.styles,
  cities: profiles.cities,
  priceMin: profiles.priceMin,
  priceMax: profiles.priceMax,
  years: profiles.years,
  plantArea: profiles.plantArea,
  teamSize: profiles.teamSize,
  capacity: profiles.capacity,
  equipment: profiles.equipment,
  certs: profiles.certs,
  submitted: profiles.submitted,
  publishedAt: profiles.publishedAt,
  checked: profiles.checked,
  reason: profiles.reason,
  items: profiles.items,
  reputation: profiles.reputation,
  createdAt: profiles.createdAt,
  updatedAt: profiles.updatedAt,
};

const base = (tx: Tx) =>
  tx.select(columns).from(profiles).innerJoin(members, eq(members.id, profiles.memberId));

async function one(tx: Tx, where: SQL | undefined) {
  const [row] = await base(tx).where(where).limit(1);
  return row ?? null;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof one>>>;

export async function findProfile(
  tx: Tx,
  memberId: number,
  kind: ProfileKind,
  opts: { forUpdate?: boolean } = {},
): Promise<ProfileRow | null> {
  const q = base(tx)
    .where(and(eq(profiles.memberId, memberId), eq(profiles.kind, kind)))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update', { of: profiles }) : await q;
  return row ?? null;
}

export const findProfileById = (tx: Tx, id: number) => one(tx, eq(profiles.id, id));

/** Whether the member has a public (approved at least once) profile of this kind. */
export async function hasPublicProfile(tx: Tx, memberId: number, kind: ProfileKind) {
  const [r] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(eq(profiles.memberId, memberId), eq(profiles.kind, kind), sql`${profiles.publishedAt} IS NOT NULL`),
    )
    .limit(1);
  return r !== undefined;
}

/** A public profile of this kind by its member's number. */
export const findPublicProfile = (tx: Tx, cardno: string, kind: ProfileKind) =>
  one(tx, and(eq(members.cardno, cardno), eq(profiles.kind, kind), sql`${profiles.publishedAt} IS NOT NULL`));

/** A member by number, with what a profile needs of them. */
export async function findMember(tx: Tx, cardno: string) {
  const [row] = await tx
    .select({
      id: members.id,
      cardno: members.cardno,
      personauth: members.personauth,
      businsauth: members.businsauth,
      company: members.company,
    })
    .from(members)
    .where(eq(members.cardno, cardno))
    .limit(1);
  return row ?? null;
}

export async function insertProfile(tx: Tx, memberId: number, kind: ProfileKind, v: ProfileVersion) {
  const [row] = await tx
    .insert(profiles)
    .values({ memberId, kind, submitted: v, checked: ReviewState.pending })
    .onConflictDoNothing()
    .returning({ id: profiles.id });
  return row?.id ?? null;
}

/** A new version submitted: it waits for review; the published columns stay as they are. */
export async function submitProfile(tx: Tx, id: number, v: ProfileVersion) {
  await tx
    .update(profiles)
    .set({ submitted: v, ...backToReview() })
    .where(eq(profiles.id, id));
}

/** The submitted version becomes the public one (an approval). */
export async function publishSubmitted(tx: Tx, id: number, v: ProfileVersion) {
  await tx
    .update(profiles)
    .set({
      name: v.name,
      logo: v.logo,
      prov: v.prov,
      city: v.city,
      descr: v.descr,
      specialities: v.specialities,
      styles: v.styles,
      cities: v.cities,
      priceMin: v.priceMin,
      priceMax: v.priceMax,
      years: v.years,
      plantArea: v.plantArea,
      teamSize: v.teamSize,
      capacity: v.capacity,
      equipment: v.equipment,
      certs: v.certs,
      publishedAt: sql`coalesce(${profiles.publishedAt}, now())`,
    })
    .where(eq(profiles.id, id));
}

const approvedWork = (memberId: number, kind: WorkKind) =>
  and(eq(works.memberId, memberId), eq(works.kind, kind), eq(works.checked, ReviewState.approved));

/** The titles of a member's approved works (cases), newest first, and how many there are. */
export async function approvedWorks(tx: Tx, memberId: number, kind: WorkKind, limit: number) {
  const [titles, [n]] = await Promise.all([
    tx
      .select({ title: works.title })
      .from(works)
      .where(approvedWork(memberId, kind))
      .orderBy(desc(works.publishedAt), desc(works.id))
      .limit(limit),
    tx.select({ n: count() }).from(works).where(approvedWork(memberId, kind)),
  ]);
  return { titles: titles.map((t) => t.title), count: n?.n ?? 0 };
}

/** What is derived from a profile's works: their number, and the search vector (null before publication). */
export async function writeDerived(tx: Tx, id: number, d: { items: number; searchText: string | null }) {
  await tx.update(profiles).set({ items: d.items, searchText: d.searchText }).where(eq(profiles.id, id));
}

/** A search or top-list query over public profiles of one kind. */
export interface ProfileQuery {
  kind: ProfileKind;
  keyword: Keyword | null;
  city: string;
  speciality: string;
  style: string;
  priceMin: number;
  priceMax: number;
  verified: boolean;
  sort: 'relevance' | 'reputation' | 'newest';
  offset: number;
  limit: number;
  /** False: no total is counted (the top lists). */
  count?: boolean;
}

/** The filters of a query, besides the public predicate and the keyword (which the search module adds). */
function filtersOf(q: ProfileQuery, nationwide: string): SQL[] {
  const f: SQL[] = [];
  if (q.city) {
    f.push(sql`${profiles.cities} && ARRAY[${q.city}, ${nationwide}]::text[]`);
    // with a keyword, the same cities as the vector's tags: the GIN index intersects them with the word
    if (q.keyword)
      f.push(
        profileSearches[q.kind].tagged([
          [SERVES, q.city],
          [SERVES, nationwide],
        ]),
      );
  }
  if (q.speciality) f.push(sql`${profiles.specialities} @> ARRAY[${q.speciality}]::text[]`);
  if (q.style) f.push(sql`${profiles.styles} @> ARRAY[${q.style}]::text[]`);
  const negotiable = sql`(${profiles.priceMin} = 0 AND ${profiles.priceMax} = 0)`;
  // the profile's range meets the wanted one; 面议 (0/0) ones are kept; a top of 0 is "from priceMin"
  if (q.priceMax > 0) f.push(sql`(${negotiable} OR ${profiles.priceMin} <= ${q.priceMax})`);
  if (q.priceMin > 0)
    f.push(sql`(${negotiable} OR ${profiles.priceMax} = 0 OR ${profiles.priceMax} >= ${q.priceMin})`);
  if (q.verified) {
    const flag = verificationOf(q.kind);
    f.push(
      sql`${profiles.memberId} IN (SELECT ${members.id} FROM ${members} WHERE ${flag} = ${VerifyState.approved})`,
    );
  }
  return f;
}

/**
 * Public profiles of a kind matching the query, one page, and the total counted up to the search cap
 * (`capped` when there are more). By relevance (with a keyword) the page is ranked among the first cap + 1
 * matches of the partial GIN index (the search module); by reputation or newest the btree indexes
 * `profiles_top_idx` / `profiles_newest_idx` give the order.
 */
export async function searchProfiles(tx: Tx, q: ProfileQuery, nationwide: string) {
  const search = profileSearches[q.kind];
  const filters = filtersOf(q, nationwide);
  const count = () => search.count(tx, q.keyword, { filters: [filters], materialized: q.keyword !== null });
  if (q.sort === 'relevance' && q.keyword) {
    // the page and the count from one statement: the matches are read once (the count is the first
    // set's, as `count` gives it); a page past the candidates, or no match, counts on its own
    const picked = search.ranked(q.keyword, {
      filters,
      carry: { rep: profiles.reputation },
      ties: sql`rep DESC, id DESC`,
      // a common word's candidates: its newest designers (or factories), by profiles_newest_idx
      walk: [
        [profiles.publishedAt, 'desc'],
        [profiles.id, 'desc'],
      ],
      limit: q.limit,
      offset: q.offset,
      count: q.count !== false,
    });
    const found = await tx
      .select({ ...columns, n: sql<number>`p.n` })
      .from(profiles)
      .innerJoin(sql`(${picked}) AS p`, sql`p.id = ${profiles.id}`)
      .innerJoin(members, eq(members.id, profiles.memberId))
      .orderBy(sql`p.ord`);
    const rows: ProfileRow[] = found.map(({ n: _, ...r }) => r);
    if (q.count === false) return { rows, total: 0, capped: false };
    const first = found[0];
    return { rows, ...(first ? search.counted(Number(first.n)) : await count()) };
  }
  const keys: readonly OrderKey[] =
    q.sort === 'newest'
      ? [
          [profiles.publishedAt, 'desc'],
          [profiles.id, 'desc'],
        ]
      : [
          [profiles.reputation, 'desc'],
          [profiles.publishedAt, 'desc'],
          [profiles.id, 'desc'],
        ];
  const order = orderSql(keys);
  if (q.keyword) {
    // a keyword: a bounded walk of the order's index, or its matches sorted (decision 069)
    const found = await search.ordered(tx, q.keyword, {
      filters,
      keys,
      limit: q.limit,
      offset: q.offset,
      read: (ids) =>
        base(tx)
          .where(inArray(profiles.id, ids))
          .orderBy(...order),
    });
    return q.count === false ? { rows: found.rows, total: 0, capped: false } : found;
  }
  // the top lists need no total
  const counted = q.count === false ? Promise.resolve({ total: 0, capped: false }) : count();
  const [rows, { total, capped }] = await Promise.all([
    base(tx)
      .where(and(...search.conditions(null), ...filters))
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset),
    counted,
  ]);
  return { rows, total, capped };
}

/** Up to `n` approved works (cases) of each member, newest first: the covers of the cards. */
export async function coversOf(tx: Tx, memberIds: readonly number[], kind: WorkKind, n: number) {
  if (memberIds.length === 0) return [];
  const ranked = tx
    .select({
      id: works.id,
      memberId: works.memberId,
      title: works.title,
      cover: works.cover,
      rn: sql<number>`row_number() OVER (PARTITION BY ${works.memberId} ORDER BY ${works.publishedAt} DESC, ${works.id} DESC)`.as(
        'rn',
      ),
    })
    .from(works)
    .where(
      and(
        inArray(works.memberId, [...memberIds]),
        eq(works.kind, kind),
        eq(works.checked, ReviewState.approved),
      ),
    )
    .as('w');
  return tx
    .select({ id: ranked.id, memberId: ranked.memberId, title: ranked.title, cover: ranked.cover })
    .from(ranked)
    .where(sql`${ranked.rn} <= ${n}`)
    .orderBy(ranked.memberId, ranked.rn);
}

/** A member's contacts as the other side of a deal sees them (`winnerInfo`): the company or name, mobile, QQ, e-mail. */
export async function contactOf(tx: Tx, memberId: number) {
  const [r] = await tx
    .select({
      cardno: members.cardno,
      name: displayName(members),
      mobile: members.mobile,
      qqnum: members.qqnum,
      email: members.email,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return r;
}
