import { ReviewState, VerifyState } from '@hz/contract/common/states';
import type { ProfileKind } from '@hz/contract/people';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { contestEntries, contests } from '../../db/schema/contests.ts';
import { favorites } from '../../db/schema/favorites.ts';
import { members } from '../../db/schema/members.ts';
import { profiles, reputationInputs, works } from '../../db/schema/people.ts';

const rowsOf = async <T>(tx: Tx, q: SQL) => ((await tx.execute(q)) as unknown as { rows: T[] }).rows;

/** The completeness of a member's published profile (written when a version is approved). */
export async function setCompleteness(tx: Tx, memberId: number, kind: ProfileKind, completeness: number) {
  await tx
    .insert(reputationInputs)
    .values({ memberId, kind, completeness })
    .onConflictDoUpdate({
      target: [reputationInputs.memberId, reputationInputs.kind],
      set: { completeness },
    });
}

/**
 * A design-contest place (issue 30), over `contest_entries e JOIN contests c`: won (chosen by the client,
 * handed over, the contest completed: the prize paid), or a finalist place without a win once the
 * contest's winners were decided (a split at the window's end pays finalists without their being chosen).
 */
const contestWon = sql`(e.place IS NOT NULL AND e.handed_at IS NOT NULL AND c.status = 'completed')`;
const contestFinalist = sql`(e.finalist AND NOT ${contestWon} AND c.status IN ('handover', 'delivered', 'completed'))`;

/** A designer's contest places now (their page shows them; the reputation reads the same from its inputs). */
export async function contestPlacesOf(tx: Tx, memberId: number) {
  const [row] = await rowsOf<{ wins: number; finals: number }>(
    tx,
    sql`SELECT count(*) FILTER (WHERE ${contestWon})::int AS wins,
        count(*) FILTER (WHERE ${contestFinalist})::int AS finals
      FROM ${contestEntries} e JOIN ${contests} c ON c.id = e.contest_id WHERE e.member_id = ${memberId}`,
  );
  return { wins: Number(row?.wins ?? 0), finals: Number(row?.finals ?? 0) };
}

/**
 * Gathers the inputs that exist today into `reputation_inputs` for every public profile, or one member's
 * (set-based, one statement): the verification now, approved works or cases, favourites kept by other
 * members with an approved verification, the latest first approval of a work or case, and a designer's
 * design-contest places (won: chosen, handed over and paid; finalist without a win, once the contest's
 * winners were decided). The columns other modules write (completed, ratings, deliveries, complaints) and
 * the completeness are left alone.
 */
export async function gatherInputs(tx: Tx, memberId?: number) {
  const p = profiles;
  const approved = VerifyState.approved;
  const workKind = sql`CASE ${p.kind} WHEN 'designer' THEN 'work' ELSE 'case' END`;
  const approvedWorks = sql`${works.memberId} = ${p.memberId} AND ${works.kind} = ${workKind}
    AND ${works.checked} = ${ReviewState.approved}`;
  const designer = sql`${p.kind} = 'designer'`;
  const contestPlaces = (
    which: SQL,
  ) => sql`CASE WHEN ${designer} THEN (SELECT count(*) FROM ${contestEntries} e
      JOIN ${contests} c ON c.id = e.contest_id WHERE e.member_id = ${p.memberId} AND ${which}) ELSE 0 END`;
  await tx.execute(sql`
    INSERT INTO ${reputationInputs} (member_id, kind, verified, approved_items, favorites, last_active_at,
      contest_wins, contest_finals, computed_at)
    SELECT ${p.memberId}, ${p.kind},
      CASE ${p.kind} WHEN 'designer' THEN ${members.personauth} = ${approved} ELSE ${members.businsauth} = ${approved} END,
      (SELECT count(*) FROM ${works} WHERE ${approvedWorks}),
      (SELECT count(*) FROM ${favorites} f JOIN ${members} fm ON fm.id = f.member_id
        WHERE f.kind = ${p.kind} AND f.target_id = ${p.id} AND f.member_id <> ${p.memberId}
          AND (fm.personauth = ${approved} OR fm.businsauth = ${approved})),
      (SELECT max(${works.publishedAt}) FROM ${works} WHERE ${approvedWorks}),
      ${contestPlaces(contestWon)},
      ${contestPlaces(contestFinalist)},
      now()
    FROM ${p} JOIN ${members} ON ${members.id} = ${p.memberId}
    WHERE ${p.publishedAt} IS NOT NULL ${memberId === undefined ? sql`` : sql`AND ${p.memberId} = ${memberId}`}
    ON CONFLICT (member_id, kind) DO UPDATE SET
      verified = excluded.verified,
      approved_items = excluded.approved_items,
      favorites = excluded.favorites,
      last_active_at = excluded.last_active_at,
      contest_wins = excluded.contest_wins,
      contest_finals = excluded.contest_finals,
      computed_at = excluded.computed_at`);
}

/** Public profiles with their inputs, a batch at a time by profile id (all, or one member's). */
export async function inputsBatch(tx: Tx, o: { memberId?: number; afterId: number; limit: number }) {
  return tx
    .select({
      id: profiles.id,
      reputation: profiles.reputation,
      verified: reputationInputs.verified,
      approvedItems: reputationInputs.approvedItems,
      favorites: reputationInputs.favorites,
      completeness: reputationInputs.completeness,
      lastActiveAt: reputationInputs.lastActiveAt,
      completed: reputationInputs.completed,
      ratingSum: reputationInputs.ratingSum,
      ratingCount: reputationInputs.ratingCount,
      onTime: reputationInputs.onTime,
      late: reputationInputs.late,
      complaintsUpheld: reputationInputs.complaintsUpheld,
      contestWins: reputationInputs.contestWins,
      contestFinals: reputationInputs.contestFinals,
    })
    .from(profiles)
    .innerJoin(
      reputationInputs,
      and(eq(reputationInputs.memberId, profiles.memberId), eq(reputationInputs.kind, profiles.kind)),
    )
    .where(
      and(
        sql`${profiles.publishedAt} IS NOT NULL`,
        gt(profiles.id, o.afterId),
        o.memberId === undefined ? undefined : eq(profiles.memberId, o.memberId),
      ),
    )
    .orderBy(asc(profiles.id))
    .limit(o.limit);
}

/** Writes scores (tenths of a point) by profile id, in one statement. */
export async function writeScores(tx: Tx, rows: ReadonlyArray<{ id: number; reputation: number }>) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    UPDATE ${profiles} SET reputation = v.reputation
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(id bigint, reputation int)
    WHERE ${profiles.id} = v.id AND ${profiles.reputation} <> v.reputation`);
}

/** The database's clock (activity is measured by it, as job times are). */
export async function dbNow(tx: Tx): Promise<Date> {
  const [row] = await rowsOf<{ now: Date | string }>(tx, sql`SELECT now() AS now`);
  return new Date(row!.now);
}

/** What another module adds to a member's inputs (completed deals, ratings, deliveries on time or late). */
export interface OutcomeDelta {
  completed?: number;
  ratingSum?: number;
  ratingCount?: number;
  onTime?: number;
  late?: number;
}

/**
 * Adds to the inputs the design-task, build-project and review modules own (the row is made if the member
 * has none yet). The caller adds each fact once, in the transaction that makes it true.
 */
export async function addOutcome(tx: Tx, memberId: number, kind: ProfileKind, d: OutcomeDelta) {
  const v = {
    completed: d.completed ?? 0,
    ratingSum: d.ratingSum ?? 0,
    ratingCount: d.ratingCount ?? 0,
    onTime: d.onTime ?? 0,
    late: d.late ?? 0,
  };
  const r = reputationInputs;
  await tx
    .insert(r)
    .values({ memberId, kind, ...v })
    .onConflictDoUpdate({
      target: [r.memberId, r.kind],
      set: {
        completed: sql`${r.completed} + ${v.completed}`,
        ratingSum: sql`${r.ratingSum} + ${v.ratingSum}`,
        ratingCount: sql`${r.ratingCount} + ${v.ratingCount}`,
        onTime: sql`${r.onTime} + ${v.onTime}`,
        late: sql`${r.late} + ${v.late}`,
      },
    });
}
