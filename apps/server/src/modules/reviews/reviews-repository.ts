import { CmtState } from '@hz/contract/common/states';
import type { ReviewKind, ReviewRole } from '@hz/contract/reviews';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { displayName } from '../../db/owner-card.ts';
import { members } from '../../db/schema/members.ts';
import { profiles } from '../../db/schema/people.ts';
import { reviews } from '../../db/schema/reviews.ts';

const rowsOf = async <T>(tx: Tx, q: SQL) => ((await tx.execute(q)) as unknown as { rows: T[] }).rows;

const author = alias(members, 'author');
const target = alias(members, 'target');

const columns = {
  id: reviews.id,
  kind: reviews.kind,
  subjectId: reviews.subjectId,
  authorId: reviews.authorId,
  targetId: reviews.targetId,
  role: reviews.role,
  scores: reviews.scores,
  rating: reviews.rating,
  conts: reviews.conts,
  title: reviews.title,
  link: reviews.link,
  state: reviews.state,
  closesAt: reviews.closesAt,
  publishedAt: reviews.publishedAt,
  createdAt: reviews.createdAt,
  authorName: displayName(author),
  targetName: displayName(target),
};
/** What a review is written with. */
export type NewReview = {
  kind: ReviewKind;
  subjectId: number;
  authorId: number;
  targetId: number;
  role: ReviewRole;
  scores: Record<string, number>;
  rating: number;
  conts: string;
  title: string;
  link: string;
  closesAt: Date;
};
export type ReviewRow = NewReview & {
  id: number;
  state: CmtState;
  publishedAt: Date | null;
  createdAt: Date;
  authorName: string;
  targetName: string;
};

const withNames = (tx: Tx) =>
  tx
    .select(columns)
    .from(reviews)
    .innerJoin(author, eq(author.id, reviews.authorId))
    .innerJoin(target, eq(target.id, reviews.targetId));

export async function findReview(tx: Tx, id: number, lock = false): Promise<ReviewRow | undefined> {
  if (lock) await tx.execute(sql`SELECT 1 FROM ${reviews} WHERE ${reviews.id} = ${id} FOR UPDATE`);
  const [r] = await withNames(tx).where(eq(reviews.id, id));
  return r as ReviewRow | undefined;
}

/** The reviews of one deal (both sides'). */
export async function reviewsOf(tx: Tx, kind: ReviewKind, subjectId: number): Promise<ReviewRow[]> {
  return (await withNames(tx).where(
    and(eq(reviews.kind, kind), eq(reviews.subjectId, subjectId)),
  )) as ReviewRow[];
}

export async function insertReview(tx: Tx, v: NewReview) {
  const [r] = await tx
    .insert(reviews)
    .values(v)
    .onConflictDoNothing({ target: [reviews.kind, reviews.subjectId, reviews.authorId] })
    .returning({ id: reviews.id });
  return r?.id;
}

/** Changes a review that is still pending; false when it is not (published meanwhile). */
export async function updatePending(
  tx: Tx,
  id: number,
  v: { scores: Record<string, number>; rating: number; conts: string },
) {
  const r = await tx
    .update(reviews)
    .set({ ...v, updatedAt: sql`now()` })
    .where(and(eq(reviews.id, id), eq(reviews.state, CmtState.pending)))
    .returning({ id: reviews.id });
  return r.length > 0;
}

/** Publishes the deal's pending reviews; returns those it published (none when already done). */
export async function publishPending(tx: Tx, kind: ReviewKind, subjectId: number) {
  return tx
    .update(reviews)
    .set({ state: CmtState.published, publishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(reviews.kind, kind), eq(reviews.subjectId, subjectId), eq(reviews.state, CmtState.pending)))
    .returning({ id: reviews.id, role: reviews.role, targetId: reviews.targetId, rating: reviews.rating });
}

/** A member's reviews, given (any state) or received (published only), newest first. */
export async function listOf(
  tx: Tx,
  q: { memberId: number; tab: 'given' | 'received'; state?: CmtState; page: number; pageSize: number },
) {
  const where = and(
    q.tab === 'given' ? eq(reviews.authorId, q.memberId) : eq(reviews.targetId, q.memberId),
    q.tab === 'received' ? eq(reviews.state, CmtState.published) : undefined,
    q.state ? eq(reviews.state, q.state) : undefined,
  );
  const rows = (await withNames(tx)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)) as ReviewRow[];
  const [c] = await tx.select({ n: count() }).from(reviews).where(where);
  return { rows, total: Number(c?.n ?? 0) };
}

/** The member behind a public profile of this kind, by card number. */
export async function publicProfileMember(tx: Tx, cardno: string, kind: 'designer' | 'factory') {
  const [r] = await tx
    .select({ id: members.id })
    .from(members)
    .innerJoin(profiles, and(eq(profiles.memberId, members.id), eq(profiles.kind, kind)))
    .where(and(eq(members.cardno, cardno), sql`${profiles.publishedAt} IS NOT NULL`));
  return r?.id;
}

/** The published reviews a member received as a provider, newest first, with the totals. */
export async function publishedFor(
  tx: Tx,
  q: { memberId: number; kinds: readonly ReviewKind[]; role: ReviewRole; page: number; pageSize: number },
) {
  const where = and(
    eq(reviews.targetId, q.memberId),
    inArray(reviews.kind, [...q.kinds]),
    eq(reviews.role, q.role),
    eq(reviews.state, CmtState.published),
  );
  const rows = (await withNames(tx)
    .where(where)
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)) as ReviewRow[];
  const [agg] = await rowsOf<{ n: number | string; rating: number | string | null }>(
    tx,
    sql`SELECT count(*) AS n, avg(${reviews.rating}) AS rating FROM ${reviews} WHERE ${where}`,
  );
  const crit = await rowsOf<{ key: string; avg: number | string }>(
    tx,
    sql`SELECT s.key, avg(s.value::int) AS avg
        FROM ${reviews}, jsonb_each_text(${reviews.scores}) AS s(key, value)
        WHERE ${where} GROUP BY s.key`,
  );
  return {
    rows,
    total: Number(agg?.n ?? 0),
    /** tenths */
    rating: agg?.rating == null ? 0 : Number(agg.rating),
    criteria: new Map(crit.map((c) => [c.key, Number(c.avg)])),
  };
}

/** The database's clock. */
export async function dbNow(tx: Tx): Promise<Date> {
  const [row] = await rowsOf<{ now: Date | string }>(tx, sql`SELECT now() AS now`);
  return new Date(row!.now);
}

/** A member's name as reviews show it. */
export async function memberName(tx: Tx, id: number) {
  const [r] = await tx
    .select({ name: displayName(members) })
    .from(members)
    .where(eq(members.id, id));
  return r?.name;
}
