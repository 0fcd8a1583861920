import { ContestState, EntryState, ProjectState, ReviewState, TaskState } from '@hz/contract/common/states';
import type { ShowKey } from '@hz/contract/shows';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { calendarFeeds, showModels, showPlans } from '../../db/schema/shows.ts';

/** 我的展会 (table `show_plans`, and the tasks, contests and projects that name a show): SQL only. */

type Rows<T> = { rows: T[] };

export interface ShowRow {
  exhibition_id: number | null;
  showname: string;
  title: string | null;
  city: string | null;
  venue: string | null;
  sdate: string | null;
  edate: string | null;
  tasks: number;
  projects: number;
  contests: number;
  joined: boolean;
}

const DESIGNER_DEALS = sql.raw(
  [TaskState.confirmed, TaskState.ongoing, TaskState.delivered, TaskState.completed, TaskState.disputed]
    .map((s) => `'${s}'`)
    .join(', '),
);

/**
 * Every show the member takes part in, one row each: the exhibitions their tasks and projects name (as
 * the client, or the provider of a deal), the free-text show names of projects that name none, and the
 * exhibitions added by hand; with the listing's title, place and days, or a free-text show's days from
 * its projects. The soonest show first, shows without dates last.
 */
export async function showsOf(tx: Tx | Db, memberId: number): Promise<ShowRow[]> {
  const res = (await tx.execute(sql`
    WITH mine AS (
      SELECT exhibition_id, '' AS showname, 1 AS tasks, 0 AS projects, 0 AS contests, false AS joined,
        NULL::date AS sdate, NULL::date AS edate
      FROM tasks
      WHERE exhibition_id IS NOT NULL AND (
        (member_id = ${memberId} AND status <> ${TaskState.closed})
        OR (designer_id = ${memberId} AND status IN (${DESIGNER_DEALS})))
      UNION ALL
      SELECT exhibition_id, '', 0, 0, 1, false, NULL, NULL
      FROM contests c
      WHERE exhibition_id IS NOT NULL AND (
        (member_id = ${memberId} AND status <> ${ContestState.closed})
        OR EXISTS (SELECT 1 FROM contest_entries e WHERE e.contest_id = c.id AND e.member_id = ${memberId}
          AND e.status <> ${EntryState.withdrawn}))
      UNION ALL
      SELECT exhibition_id, CASE WHEN exhibition_id IS NULL THEN showname ELSE '' END, 0, 1, 0, false, sdate, edate
      FROM projects
      WHERE (exhibition_id IS NOT NULL OR showname <> '') AND (
        (member_id = ${memberId} AND status <> ${ProjectState.closed})
        OR (factory_id = ${memberId} AND status NOT IN (${ProjectState.open}, ${ProjectState.closed})))
      UNION ALL
      SELECT exhibition_id, '', 0, 0, 0, true, NULL, NULL FROM show_plans WHERE member_id = ${memberId}
    ), shows AS (
      SELECT exhibition_id, showname, sum(tasks)::int AS tasks, sum(projects)::int AS projects,
        sum(contests)::int AS contests,
        bool_or(joined) AS joined, min(sdate) AS sdate, max(edate) AS edate
      FROM mine GROUP BY exhibition_id, showname
    )
    SELECT s.exhibition_id, s.showname, l.title, l.city, l.venue,
      coalesce(l.sdate, s.sdate)::text AS sdate, coalesce(l.edate, s.edate)::text AS edate,
      s.tasks, s.projects, s.contests, s.joined
    FROM shows s LEFT JOIN listings l ON l.id = s.exhibition_id
    ORDER BY coalesce(l.sdate, s.sdate) NULLS LAST, s.exhibition_id, s.showname
  `)) as unknown as Rows<ShowRow>;
  return res.rows.map((r) => ({
    ...r,
    exhibition_id: r.exhibition_id === null ? null : Number(r.exhibition_id),
    tasks: Number(r.tasks),
    projects: Number(r.projects),
    contests: Number(r.contests),
  }));
}

/** An approved exhibition's card facts, or undefined. */
export async function approvedExhibition(tx: Tx | Db, id: number) {
  const [r] = await tx
    .select({
      id: listings.id,
      title: listings.title,
      city: listings.city,
      venue: listings.venue,
      sdate: listings.sdate,
      edate: listings.edate,
      indate: listings.indate,
      outdate: listings.outdate,
    })
    .from(listings)
    .where(
      and(eq(listings.id, id), eq(listings.kind, 'huizhan'), eq(listings.checked, ReviewState.approved)),
    );
  return r;
}

export async function join(tx: Tx, memberId: number, exhibitionId: number) {
  await tx.insert(showPlans).values({ memberId, exhibitionId }).onConflictDoNothing();
}

export async function leave(tx: Tx, memberId: number, exhibitionId: number) {
  const r = await tx
    .delete(showPlans)
    .where(and(eq(showPlans.memberId, memberId), eq(showPlans.exhibitionId, exhibitionId)))
    .returning({ id: showPlans.exhibitionId });
  return r.length > 0;
}

/** The member's calendar feed version (1 until the link was first reset). */
export async function feedVersion(tx: Tx | Db, memberId: number) {
  const [r] = await tx
    .select({ version: calendarFeeds.version })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.memberId, memberId));
  return r?.version ?? 1;
}

/** Resets the link: the version goes up by one (from 1 when there was no row); the new version. */
export async function bumpFeedVersion(tx: Tx, memberId: number) {
  const [r] = await tx
    .insert(calendarFeeds)
    .values({ memberId, version: 2 })
    .onConflictDoUpdate({
      target: calendarFeeds.memberId,
      set: { version: sql`${calendarFeeds.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ version: calendarFeeds.version });
  return r!.version;
}

// ---------------------------------------------------------------- the models a show uses (decision 064)

const ofShow = (memberId: number, key: ShowKey) =>
  and(
    eq(showModels.memberId, memberId),
    key.exhibition > 0
      ? eq(showModels.exhibitionId, key.exhibition)
      : and(isNull(showModels.exhibitionId), eq(showModels.showname, key.showname)),
  );

/** The ids of the models the member uses for the show, the latest attached first. */
export async function showModelIds(tx: Tx | Db, memberId: number, key: ShowKey) {
  const rows = await tx
    .select({ id: showModels.modelId })
    .from(showModels)
    .where(ofShow(memberId, key))
    .orderBy(desc(showModels.createdAt), desc(showModels.modelId));
  return rows.map((r) => r.id);
}

export async function countShowModels(tx: Tx, memberId: number, key: ShowKey) {
  const [r] = await tx.select({ n: count() }).from(showModels).where(ofShow(memberId, key));
  return r?.n ?? 0;
}

export async function hasShowModel(tx: Tx, memberId: number, key: ShowKey, modelId: number) {
  const [r] = await tx
    .select({ id: showModels.modelId })
    .from(showModels)
    .where(and(ofShow(memberId, key), eq(showModels.modelId, modelId)));
  return r !== undefined;
}

/** Attaches a model (again: nothing changes). */
export async function addShowModel(tx: Tx, memberId: number, key: ShowKey, modelId: number) {
  await tx
    .insert(showModels)
    .values({
      memberId,
      exhibitionId: key.exhibition > 0 ? key.exhibition : null,
      showname: key.exhibition > 0 ? '' : key.showname,
      modelId,
    })
    .onConflictDoNothing();
}

export async function removeShowModel(tx: Tx, memberId: number, key: ShowKey, modelId: number) {
  const r = await tx
    .delete(showModels)
    .where(and(ofShow(memberId, key), eq(showModels.modelId, modelId)))
    .returning({ id: showModels.modelId });
  return r.length > 0;
}
