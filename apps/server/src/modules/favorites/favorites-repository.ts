import { ReviewState } from '@hz/contract/common/states';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { favorites } from '../../db/schema/favorites.ts';
import { listings } from '../../db/schema/listings.ts';
import { members } from '../../db/schema/members.ts';
import { profiles } from '../../db/schema/people.ts';
import { modelCategories, models } from '../../db/schema/models.ts';
import { spaces } from '../../db/schema/spaces.ts';

/** The kinds a member can favourite. */
export type FavoriteKind = 'huizhan' | 'huiyi' | 'hycd' | 'designer' | 'factory' | 'model';

/** The kinds whose items are members' profiles (issue 12): the target is the profile's id. */
export const isProfileKind = (kind: FavoriteKind): kind is 'designer' | 'factory' =>
  kind === 'designer' || kind === 'factory';

/** The member whose public profile this is, or null (none, or not public). */
export async function profileOwner(tx: Tx, kind: 'designer' | 'factory', id: number) {
  const [row] = await tx
    .select({ memberId: profiles.memberId })
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.kind, kind), sql`${profiles.publishedAt} IS NOT NULL`))
    .limit(1);
  return row?.memberId ?? null;
}

/** Whether the member has favourited the item; false for a visitor. */
export async function isFavorite(tx: Tx, memberId: number | undefined, kind: FavoriteKind, targetId: number) {
  if (memberId === undefined) return false;
  const [row] = await tx
    .select({ id: favorites.targetId })
    .from(favorites)
    .where(and(eq(favorites.memberId, memberId), eq(favorites.kind, kind), eq(favorites.targetId, targetId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Serialises one member's adds (the per-kind limit is a count, then an insert). `NO KEY UPDATE` does
 * not block the `KEY SHARE` locks of foreign keys that point at the member.
 */
export async function lockMember(tx: Tx, memberId: number) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
}

/** A 3D model is public when processed, approved and not withdrawn (modules/models). */
const modelPublic = sql`${models.checked} = ${ReviewState.approved} AND ${models.state} = 'ready' AND ${models.deletedAt} IS NULL`;

/** Whether the item exists, is of this kind and is approved (public). */
export async function isPublic(tx: Tx, kind: FavoriteKind, id: number) {
  if (isProfileKind(kind)) return (await profileOwner(tx, kind, id)) !== null;
  if (kind === 'model') {
    const [m] = await tx
      .select({ id: models.id })
      .from(models)
      .where(and(eq(models.id, id), modelPublic))
      .limit(1);
    return m !== undefined;
  }
  const [row] =
    kind === 'hycd'
      ? await tx
          .select({ id: spaces.id })
          .from(spaces)
          .where(and(eq(spaces.id, id), eq(spaces.checked, ReviewState.approved)))
          .limit(1)
      : await tx
          .select({ id: listings.id })
          .from(listings)
          .where(
            and(eq(listings.id, id), eq(listings.kind, kind), eq(listings.checked, ReviewState.approved)),
          )
          .limit(1);
  return row !== undefined;
}

export async function countKind(tx: Tx, memberId: number, kind: FavoriteKind) {
  const [row] = await tx
    .select({ n: count() })
    .from(favorites)
    .where(and(eq(favorites.memberId, memberId), eq(favorites.kind, kind)));
  return row?.n ?? 0;
}

/**
 * A model's stored favourites count (`models.favorites`, the search's order by favourites) follows its
 * rows: changed by `delta` in the transaction that added or removed one.
 */
async function countModel(tx: Tx, kind: FavoriteKind, targetId: number, delta: 1 | -1) {
  if (kind !== 'model') return;
  await tx
    .update(models)
    .set({ favorites: sql`${models.favorites} + ${delta}` })
    .where(eq(models.id, targetId));
}

/**
 * Adds the favourite; nothing happens when it is already there (a repeated or racing add inserts no
 * second row and counts nothing). Returns how many rows were added (0 or 1).
 */
export async function addFavorite(tx: Tx, memberId: number, kind: FavoriteKind, targetId: number) {
  const added = await tx
    .insert(favorites)
    .values({ memberId, kind, targetId })
    .onConflictDoNothing()
    .returning({ id: favorites.targetId });
  if (added.length > 0) await countModel(tx, kind, targetId, 1);
  return added.length;
}

/** Removes the favourite; returns how many rows went (0 when it was not there, and nothing is counted). */
export async function removeFavorite(tx: Tx, memberId: number, kind: FavoriteKind, targetId: number) {
  const gone = await tx
    .delete(favorites)
    .where(and(eq(favorites.memberId, memberId), eq(favorites.kind, kind), eq(favorites.targetId, targetId)))
    .returning({ id: favorites.targetId });
  if (gone.length > 0) await countModel(tx, kind, targetId, -1);
  return gone.length;
}

/** The member's favourites per kind. */
export async function countsByKind(tx: Tx, memberId: number) {
  const rows = await tx
    .select({ kind: favorites.kind, n: count() })
    .from(favorites)
    .where(eq(favorites.memberId, memberId))
    .groupBy(favorites.kind);
  return new Map(rows.map((r) => [r.kind, r.n]));
}

/**
 * One favourite with what the list shows of its item. The item's columns are null when it no longer
 * exists; `checked` says whether it is still public.
 */
export interface FavoriteRow {
  targetId: number;
  createdAt: Date;
  title: string | null;
  sub: string | null;
  city: string | null;
  sdate: string | null;
  edate: string | null;
  cover: string | null;
  checked: number | null;
  /** A profile's member number (its page's link); null for other kinds. */
  cardno: string | null;
}

/** The member's favourites of one kind, newest first, with their items (left join: gone ones stay). */
export async function listFavorites(
  tx: Tx,
  memberId: number,
  kind: FavoriteKind,
  o: { offset: number; limit: number },
): Promise<FavoriteRow[]> {
  const mine = and(eq(favorites.memberId, memberId), eq(favorites.kind, kind));
  const order = [desc(favorites.createdAt), desc(favorites.targetId)];
  if (isProfileKind(kind)) {
    return tx
      .select({
        targetId: favorites.targetId,
        createdAt: favorites.createdAt,
        title: profiles.name,
        sub: sql<string | null>`array_to_string(${profiles.specialities}, '、')`,
        city: profiles.city,
        sdate: sql<string | null>`null`,
        edate: sql<string | null>`null`,
        cover: profiles.logo,
        // a profile is public from its first approval (an edit under review keeps it public)
        checked: sql<
          number | null
        >`(CASE WHEN ${profiles.id} IS NULL THEN NULL WHEN ${profiles.publishedAt} IS NOT NULL THEN ${ReviewState.approved} ELSE ${ReviewState.pending} END)::int`,
        cardno: members.cardno,
      })
      .from(favorites)
      .leftJoin(profiles, and(eq(profiles.id, favorites.targetId), eq(profiles.kind, kind)))
      .leftJoin(members, eq(members.id, profiles.memberId))
      .where(mine)
      .orderBy(...order)
      .limit(o.limit)
      .offset(o.offset);
  }
  if (kind === 'model') {
    return tx
      .select({
        targetId: favorites.targetId,
        createdAt: favorites.createdAt,
        title: models.title,
        sub: modelCategories.name,
        city: sql<string | null>`''`,
        sdate: sql<string | null>`null`,
        edate: sql<string | null>`null`,
        cover: models.cover,
        checked: sql<
          number | null
        >`(CASE WHEN ${models.id} IS NULL OR ${models.deletedAt} IS NOT NULL THEN NULL WHEN ${modelPublic} THEN ${ReviewState.approved} ELSE ${ReviewState.pending} END)::int`,
        cardno: sql<string | null>`null`,
      })
      .from(favorites)
      .leftJoin(models, eq(models.id, favorites.targetId))
      .leftJoin(modelCategories, eq(modelCategories.id, models.categoryId))
      .where(mine)
      .orderBy(...order)
      .limit(o.limit)
      .offset(o.offset);
  }
  if (kind === 'hycd') {
    return tx
      .select({
        targetId: favorites.targetId,
        createdAt: favorites.createdAt,
        title: spaces.title,
        sub: spaces.venueType,
        city: spaces.city,
        sdate: sql<string | null>`null`,
        edate: sql<string | null>`null`,
        cover: spaces.cover,
        checked: spaces.checked,
        cardno: sql<string | null>`null`,
      })
      .from(favorites)
      .leftJoin(spaces, eq(spaces.id, favorites.targetId))
      .where(mine)
      .orderBy(...order)
      .limit(o.limit)
      .offset(o.offset);
  }
  return tx
    .select({
      targetId: favorites.targetId,
      createdAt: favorites.createdAt,
      title: listings.title,
      sub: listings.industry,
      city: listings.city,
      sdate: listings.sdate,
      edate: listings.edate,
      cover: listings.cover,
      checked: listings.checked,
      cardno: sql<string | null>`null`,
    })
    .from(favorites)
    .leftJoin(listings, and(eq(listings.id, favorites.targetId), eq(listings.kind, kind)))
    .where(mine)
    .orderBy(...order)
    .limit(o.limit)
    .offset(o.offset);
}

/** How many members keep each of `ids` (of `kind`) among their favourites: id → count (absent = 0). */
export async function favoritedCounts(tx: Tx, kind: FavoriteKind, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await tx
    .select({ id: favorites.targetId, n: count() })
    .from(favorites)
    .where(and(eq(favorites.kind, kind), inArray(favorites.targetId, [...ids])))
    .groupBy(favorites.targetId);
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}
