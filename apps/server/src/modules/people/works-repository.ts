import { ReviewState } from '@hz/contract/common/states';
import type { WorkKind } from '@hz/contract/people';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  firstRow,
  insertForReview,
  markFirstPublished,
  pageOf,
  type Paging,
  resubmit,
} from '../../lib/rows.ts';
import { ownerColumns } from './profiles-repository.ts';
import { listings } from '../../db/schema/listings.ts';
import { members } from '../../db/schema/members.ts';
import { profiles, workLikes, works } from '../../db/schema/people.ts';

/** The stored fields of a work or case an owner sends. */
export type WorkFields = Pick<
  typeof works.$inferInsert,
  'title' | 'cover' | 'pics' | 'listingId' | 'areas' | 'opens' | 'style' | 'conts'
>;

/** The profile a work kind belongs to, joined by member and kind. */
const ownerProfile = and(
  eq(profiles.memberId, works.memberId),
  sql`${profiles.kind} = CASE ${works.kind} WHEN 'work' THEN 'designer' ELSE 'factory' END`,
);

/** A work with its exhibition and what the page shows of its owner. */
const columns = {
  id: works.id,
  memberId: works.memberId,
  kind: works.kind,
  title: works.title,
  cover: works.cover,
  pics: works.pics,
  listingId: works.listingId,
  areas: works.areas,
  opens: works.opens,
  style: works.style,
  conts: works.conts,
  checked: works.checked,
  reason: works.reason,
  views: works.views,
  likes: works.likes,
  publishedAt: works.publishedAt,
  createdAt: works.createdAt,
  updatedAt: works.updatedAt,
  ...ownerColumns,
  expoTitle: listings.title,
  expoCity: listings.city,
  expoSdate: listings.sdate,
  expoEdate: listings.edate,
  expoChecked: listings.checked,
};

const base = (tx: Tx) =>
  tx
    .select(columns)
    .from(works)
    .innerJoin(members, eq(members.id, works.memberId))
    .leftJoin(profiles, ownerProfile)
    .leftJoin(listings, eq(listings.id, works.listingId));

export const findWork = (tx: Tx, id: number, opts: { forUpdate?: boolean } = {}) =>
  firstRow(base(tx).where(eq(works.id, id)).limit(1), works, opts);

export type WorkRow = NonNullable<Awaited<ReturnType<typeof findWork>>>;

/** An exhibition (kind `huizhan`) a work may name, with whether it is public. */
export async function findExhibition(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: listings.id, checked: listings.checked })
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.kind, 'huizhan')))
    .limit(1);
  return row ?? null;
}

export const insertWork = (tx: Tx, memberId: number, kind: WorkKind, f: WorkFields) =>
  insertForReview(tx, works, { ...f, memberId, kind });

/** An edit: back to review (hidden until approved again); `published_at` (first approval) stays. */
export const updateWork = (tx: Tx, id: number, f: WorkFields) => resubmit(tx, works, id, f);

/** Removes the work; booth photos that named it keep their place in the gallery without it. */
export async function deleteWork(tx: Tx, id: number) {
  await tx.delete(works).where(eq(works.id, id));
}

/** The first approval's time, once. */
export const markPublished = (tx: Tx, id: number) => markFirstPublished(tx, works, id);

/** Who owns a work and of which kind (for the moderation hook). */
export async function workOwner(tx: Tx, id: number) {
  const [row] = await tx
    .select({ memberId: works.memberId, kind: works.kind })
    .from(works)
    .where(eq(works.id, id))
    .limit(1);
  return row ?? null;
}

const paged = (tx: Tx, where: SQL | undefined, order: SQL[], o: Paging) =>
  pageOf(
    tx,
    base(tx)
      .where(where)
      .orderBy(...order)
      .limit(o.limit)
      .offset(o.offset),
    works,
    where,
  );

/** A member's approved works (cases), newest first (their profile's page; the caller checks it is public). */
export const listPublicWorks = (tx: Tx, memberId: number, kind: WorkKind, o: Paging) =>
  paged(
    tx,
    and(eq(works.memberId, memberId), eq(works.kind, kind), eq(works.checked, ReviewState.approved)),
    [desc(works.publishedAt), desc(works.id)],
    o,
  );

/** A member's own works (cases), every state, last changed first. */
export const listOwnWorks = (tx: Tx, memberId: number, kind: WorkKind, o: Paging) =>
  paged(
    tx,
    and(eq(works.memberId, memberId), eq(works.kind, kind)),
    [desc(works.updatedAt), desc(works.id)],
    o,
  );

/** For the gallery: a work by id with its kind, owner, exhibition and whether it is public now. */
export async function findWorkRef(tx: Tx, id: number) {
  const row = await findWork(tx, id);
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    cover: row.cover,
    memberId: row.memberId,
    cardno: row.cardno,
    listingId: row.listingId,
    isPublic: row.checked === ReviewState.approved && row.ownerPublished,
  };
}

/** One more view of its public page; the count after it. */
export async function countView(tx: Tx, id: number) {
  const [row] = await tx
    .update(works)
    .set({ views: sql`${works.views} + 1` })
    .where(eq(works.id, id))
    .returning({ views: works.views });
  return row?.views ?? 0;
}

/**
 * The member likes the work (`on`) or no longer does; a repeat changes nothing. `works.likes` follows the
 * rows by the trigger of migration 0040, in this transaction. Returns the count after it.
 */
export async function setLike(tx: Tx, workId: number, memberId: number, on: boolean) {
  if (on) await tx.insert(workLikes).values({ workId, memberId }).onConflictDoNothing();
  else await tx.delete(workLikes).where(and(eq(workLikes.workId, workId), eq(workLikes.memberId, memberId)));
  const [row] = await tx.select({ likes: works.likes }).from(works).where(eq(works.id, workId)).limit(1);
  return row?.likes ?? 0;
}

/** Whether the member likes the work; false for a visitor. */
export async function isLiked(tx: Tx, workId: number, memberId: number | undefined) {
  if (memberId === undefined) return false;
  const [row] = await tx
    .select({ workId: workLikes.workId })
    .from(workLikes)
    .where(and(eq(workLikes.workId, workId), eq(workLikes.memberId, memberId)))
    .limit(1);
  return row !== undefined;
}

/** The views and likes of each member's approved works (cases) together: member → totals (absent = none). */
export async function totalsOf(tx: Tx, memberIds: readonly number[], kind: WorkKind) {
  if (memberIds.length === 0) return new Map<number, { views: number; likes: number }>();
  const rows = await tx
    .select({
      memberId: works.memberId,
      views: sql<string>`coalesce(sum(${works.views}), 0)`,
      likes: sql<string>`coalesce(sum(${works.likes}), 0)`,
    })
    .from(works)
    .where(
      and(
        inArray(works.memberId, [...memberIds]),
        eq(works.kind, kind),
        eq(works.checked, ReviewState.approved),
      ),
    )
    .groupBy(works.memberId);
  return new Map(rows.map((r) => [r.memberId, { views: Number(r.views), likes: Number(r.likes) }]));
}
