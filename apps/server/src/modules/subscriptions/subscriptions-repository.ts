import { ProjectState, ReviewState, TaskState } from '@hz/contract/common/states';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { members } from '../../db/schema/members.ts';
import { subscriptionMatches, subscriptions } from '../../db/schema/subscriptions.ts';

/** Subscriptions (tables `subscriptions`, `subscription_matches`): SQL only. */

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
type Rows<T> = { rows: T[] };

/** Locks the member's row: the count under the limit holds until the insert commits. */
export async function lockMember(tx: Tx, memberId: number) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

export async function countOf(tx: Tx, memberId: number) {
  const [r] = await tx.select({ n: count() }).from(subscriptions).where(eq(subscriptions.memberId, memberId));
  return Number(r?.n ?? 0);
}

export async function insert(tx: Tx, row: NewSubscription) {
  const [r] = await tx.insert(subscriptions).values(row).returning({ id: subscriptions.id });
  return r!.id;
}

/** An approved exhibition's title, or undefined. */
export async function approvedExhibition(tx: Tx, id: number) {
  const [r] = await tx
    .select({ title: listings.title })
    .from(listings)
    .where(
      and(eq(listings.id, id), eq(listings.kind, 'huizhan'), eq(listings.checked, ReviewState.approved)),
    );
  return r?.title;
}

// qualified by hand: in a one-table select Drizzle writes `id` unqualified, which inside the subquery
// would be the match's own id (the count was of matches whose id equalled their subscription's)
const listColumns = {
  s: subscriptions,
  showname: sql<string>`coalesce((SELECT l.title FROM listings l WHERE l.id = "subscriptions"."exhibition_id"), '')`,
  matched: sql<number>`(SELECT count(*)::int FROM subscription_matches m WHERE m.subscription_id = "subscriptions"."id")`,
};

export function listOf(tx: Tx, memberId: number) {
  return tx
    .select(listColumns)
    .from(subscriptions)
    .where(eq(subscriptions.memberId, memberId))
    .orderBy(asc(subscriptions.id));
}

/** The member's own subscription (another's is not there). */
export async function findOwn(tx: Tx, memberId: number, id: number) {
  const [r] = await tx
    .select(listColumns)
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.memberId, memberId)));
  return r;
}

export async function setPaused(tx: Tx, id: number, paused: boolean) {
  const r = await tx
    .update(subscriptions)
    .set({ paused, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, id))
    .returning({ id: subscriptions.id });
  return r.length > 0;
}

export async function remove(tx: Tx, memberId: number, id: number) {
  const r = await tx
    .delete(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.memberId, memberId)))
    .returning({ id: subscriptions.id });
  return r.length > 0;
}

export interface NewMatch {
  id: number;
  member_id: number;
  delivery: 'instant' | 'digest';
}

/**
 * Records the subscriptions an approved item fits (`fit`: rows `id, member_id, delivery` read from the
 * one-row CTE `item`), one row per member (an instant subscription wins over a digest one), the publisher
 * left out: one statement. Rows already there (the job ran before) are kept and not returned.
 */
async function recordMatches(tx: Tx, kind: 'project' | 'task', item: SQL, fit: SQL): Promise<NewMatch[]> {
  const res = (await tx.execute(sql`
    WITH item AS (${item}), fit AS (${fit})
    INSERT INTO subscription_matches (subscription_id, member_id, item_kind, item_id, delivery, title)
    SELECT DISTINCT ON (fit.member_id) fit.id, fit.member_id, ${kind}, item.id, fit.delivery, item.title
    FROM fit CROSS JOIN item
    WHERE fit.member_id <> item.member_id
    ORDER BY fit.member_id, (fit.delivery = 'instant') DESC, fit.id
    ON CONFLICT (member_id, item_kind, item_id) DO NOTHING
    RETURNING id, member_id, delivery
  `)) as unknown as Rows<NewMatch>;
  return res.rows.map((r) => ({ ...r, id: Number(r.id), member_id: Number(r.member_id) }));
}

/** A show's subscribers: the item names the exhibition they follow (`subscriptions_show_idx`). */
const showFit = sql`
  SELECT s.id, s.member_id, s.delivery FROM item JOIN subscriptions s
    ON s.kind = 'show' AND NOT s.paused AND s.exhibition_id = item.exhibition_id`;

/** The subscriptions an approved open project fits: by place, area, budget, deck, sides and words; its show. */
export const matchProject = (tx: Tx, projectId: number) =>
  recordMatches(
    tx,
    'project',
    sql`SELECT id, member_id, title, showname, prov, city, length_cm::bigint * width_cm AS area, coins,
          layer, opens, exhibition_id
        FROM projects
        WHERE id = ${projectId} AND checked = ${ReviewState.approved} AND status = ${ProjectState.open}`,
    sql`SELECT s.id, s.member_id, s.delivery FROM item JOIN subscriptions s
          ON s.kind = 'project' AND NOT s.paused AND s.prov IN ('', item.prov) AND s.city IN ('', item.city)
        WHERE (s.min_area_cm2 IS NULL OR item.area >= s.min_area_cm2)
          AND (s.max_area_cm2 IS NULL OR item.area <= s.max_area_cm2)
          AND (s.min_fen IS NULL OR item.coins >= s.min_fen)
          AND (s.max_fen IS NULL OR item.coins <= s.max_fen)
          AND (s.layer IS NULL OR s.layer = item.layer)
          AND (s.opens IS NULL OR s.opens = item.opens)
          AND (s.kw = '' OR strpos(item.showname || ' ' || item.title, s.kw) > 0)
        UNION ALL ${showFit}`,
  );

/** The subscriptions an approved open design task fits: by place, style and fee; its show (decision 053). */
export const matchTask = (tx: Tx, taskId: number) =>
  recordMatches(
    tx,
    'task',
    sql`SELECT id, member_id, title, prov, city, style, cost, exhibition_id FROM tasks
        WHERE id = ${taskId} AND checked = ${ReviewState.approved} AND status = ${TaskState.open}`,
    sql`SELECT s.id, s.member_id, s.delivery FROM item JOIN subscriptions s
          ON s.kind = 'task' AND NOT s.paused AND s.prov IN ('', item.prov) AND s.city IN ('', item.city)
        WHERE (s.style = '' OR s.style = item.style)
          AND (s.min_fen IS NULL OR item.cost >= s.min_fen)
          AND (s.max_fen IS NULL OR item.cost <= s.max_fen)
        UNION ALL ${showFit}`,
  );

/** The next instant notices of an item still to write, locked (another worker takes the others). */
export function pendingInstant(tx: Tx, kind: 'project' | 'task', itemId: number, limit: number) {
  return tx
    .select({ m: subscriptionMatches, s: subscriptions })
    .from(subscriptionMatches)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionMatches.subscriptionId))
    .where(
      and(
        eq(subscriptionMatches.itemKind, kind),
        eq(subscriptionMatches.itemId, itemId),
        eq(subscriptionMatches.delivery, 'instant'),
        sql`${subscriptionMatches.notifiedAt} IS NULL`,
      ),
    )
    .orderBy(asc(subscriptionMatches.id))
    .limit(limit)
    .for('update', { of: subscriptionMatches, skipLocked: true });
}

/** A member's digest matches still to send. */
export function pendingDigest(tx: Tx, memberId: number) {
  return tx
    .select({ m: subscriptionMatches, s: subscriptions })
    .from(subscriptionMatches)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionMatches.subscriptionId))
    .where(
      and(
        eq(subscriptionMatches.memberId, memberId),
        eq(subscriptionMatches.delivery, 'digest'),
        eq(subscriptions.paused, false),
        sql`${subscriptionMatches.notifiedAt} IS NULL`,
      ),
    )
    .orderBy(asc(subscriptionMatches.id))
    .for('update', { of: subscriptionMatches });
}

export async function markNotified(tx: Tx, ids: number[]) {
  if (ids.length === 0) return;
  await tx
    .update(subscriptionMatches)
    .set({ notifiedAt: sql`now()` })
    .where(
      sql`${subscriptionMatches.id} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
}

/** The exhibition's title for a show subscription's notice. */
export async function exhibitionTitle(tx: Tx | Db, id: number | null) {
  if (id === null) return '';
  const [r] = await tx.select({ title: listings.title }).from(listings).where(eq(listings.id, id));
  return r?.title ?? '';
}
