import { type ContestState, ContestState as S, EntryState, ReviewState } from '@hz/contract/common/states';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { type OwnerCardRow, ownerCardColumns, profileOf, withOwnerCard } from '../../db/owner-card.ts';
import { contestEntries, contests } from '../../db/schema/contests.ts';
import { members } from '../../db/schema/members.ts';
import { profiles } from '../../db/schema/people.ts';
import type { StatefulTable } from '../../lib/state-transition.ts';

/** Design contests (tables `contests`, `contest_entries`): SQL only. */

export const contestStates: StatefulTable = { table: contests, id: contests.id, state: contests.status };

export type ContestFields = Pick<
  typeof contests.$inferInsert,
  | 'title'
  | 'sizes'
  | 'opens'
  | 'layer'
  | 'style'
  | 'sdate'
  | 'edate'
  | 'prov'
  | 'city'
  | 'exhibitionId'
  | 'tips'
  | 'conts'
  | 'attach'
  | 'types'
  | 'prize'
  | 'winners'
  | 'split'
  | 'edays'
  | 'sdays'
  | 'guarantee'
  | 'blind'
  | 'finals'
>;

/**
 * A contest as the actions read it: its row, its publisher's number, its counts, and whether entries are
 * still accepted by the database's clock (`accepting`: open, approved, before `euntil`).
 */
export type ContestRow = typeof contests.$inferSelect & {
  cardno: string;
  entries: number;
  entrants: number;
  accepting: boolean;
  /** The finalists' revision ended by the database's clock. */
  revised: boolean;
};

export const bumpRev = { rev: sql`${contests.rev} + 1`, updatedAt: sql`now()` };
export const revIs = (rev: number) => eq(contests.rev, rev);
/** `now() + ms`, as a `set` value. */
export const msFromNow = (ms: number) => sql`now() + ${`${ms} milliseconds`}::interval`;
/** The selection window grown by `n` days, as a `set` value (finalists named). */
export const suntilPlus = (n: number) => sql`${contests.suntil} + make_interval(days => ${n})`;
/** `now() + n days`, as a `set` value. */
export const daysFromNow = (n: number) => sql`now() + make_interval(days => ${n})`;
const rowColumns = {
  contest: contests,
  cardno: members.cardno,
  entries: sql<number>`(SELECT count(*)::int FROM contest_entries e WHERE e.contest_id = ${contests.id} AND e.status = 'active')`,
  entrants: sql<number>`(SELECT count(DISTINCT e.member_id)::int FROM contest_entries e WHERE e.contest_id = ${contests.id} AND e.status = 'active')`,
  accepting: sql<boolean>`(${contests.status} = ${S.open} AND ${contests.checked} = ${ReviewState.approved} AND ${contests.euntil} IS NOT NULL AND now() < ${contests.euntil})`,
  revised: sql<boolean>`(${contests.funtil} IS NOT NULL AND now() >= ${contests.funtil})`,
};
type RawRow = {
  contest: typeof contests.$inferSelect;
  cardno: string;
  entries: number;
  entrants: number;
  accepting: boolean;
  revised: boolean;
};
const toRow = (r: RawRow): ContestRow => ({
  ...r.contest,
  cardno: r.cardno,
  entries: Number(r.entries),
  entrants: Number(r.entrants),
  accepting: r.accepting === true,
  revised: r.revised === true,
});

export async function insertContest(tx: Tx, memberId: number, orders: string, f: ContestFields) {
  const [r] = await tx
    .insert(contests)
    .values({ ...f, memberId, orders, status: S.open })
    .returning({ id: contests.id });
  return r!.id;
}

export async function findContest(
  tx: Tx,
  id: number,
  lock: boolean | 'share' = false,
): Promise<ContestRow | undefined> {
  const q = tx
    .select(rowColumns)
    .from(contests)
    .innerJoin(members, eq(members.id, contests.memberId))
    .where(eq(contests.id, id));
  const [r] = lock ? await q.for(lock === 'share' ? 'share' : 'update', { of: contests }) : await q;
  return r ? toRow(r) : undefined;
}

/** Sets columns outside a transition (the entry deadline at approval). */
export async function setContest(tx: Tx, id: number, set: Record<string, unknown>) {
  await tx
    .update(contests)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(contests.id, id));
}

async function paged(tx: Tx, where: SQL | undefined, p: { offset: number; limit: number }, order: SQL[]) {
  const [rows, [total]] = await Promise.all([
    tx
      .select(rowColumns)
      .from(contests)
      .innerJoin(members, eq(members.id, contests.memberId))
      .where(where)
      .orderBy(...order)
      .limit(p.limit)
      .offset(p.offset),
    tx.select({ n: count() }).from(contests).where(where),
  ]);
  return { rows: rows.map(toRow), total: Number(total?.n ?? 0) };
}

export type HallSort = 'latest' | 'prize' | 'deadline';
export type HallPhase = 'open' | 'selecting' | 'done';
/** The hall's phases as states (a closed or empty contest is never listed). */
const hallPhases: Record<HallPhase, ContestState[]> = {
  open: [S.open],
  selecting: [S.selecting, S.finalist, S.judging],
  done: [S.handover, S.delivered, S.completed, S.disputed],
};
/** 截止最近: the entry deadline while open, the selection window's end after. */
const hallOrders = (phase: HallPhase): Record<HallSort, SQL[]> => ({
  latest: [desc(contests.id)],
  prize: [desc(contests.prize), desc(contests.id)],
  deadline: [asc(phase === 'open' ? contests.euntil : contests.suntil), asc(contests.id)],
});

/**
 * The hall: approved contests in `phase`, matching the keyword in the title or style, built in `prov`
 * (and `city`), with a prize between `minPrize` and `maxPrize` (fen, 0 for no bound).
 */
export function listHall(
  tx: Tx,
  q: {
    kw: string;
    phase: HallPhase;
    prov: string;
    city: string;
    minPrize: number;
    maxPrize: number;
    sort: HallSort;
    offset: number;
    limit: number;
  },
) {
  const kw = q.kw.replace(/[%_\\]/g, (c) => `\\${c}`);
  const where = and(
    eq(contests.checked, ReviewState.approved),
    inArray(contests.status, hallPhases[q.phase]),
    kw ? or(ilike(contests.title, `%${kw}%`), ilike(contests.style, `%${kw}%`)) : undefined,
    q.prov ? eq(contests.prov, q.prov) : undefined,
    q.city ? eq(contests.city, q.city) : undefined,
    q.minPrize ? gte(contests.prize, q.minPrize) : undefined,
    q.maxPrize ? lte(contests.prize, q.maxPrize) : undefined,
  );
  return paged(tx, where, q, hallOrders(q.phase)[q.sort]);
}

export function listClientContests(
  tx: Tx,
  memberId: number,
  status: ContestState | undefined,
  p: { offset: number; limit: number },
) {
  return paged(
    tx,
    and(eq(contests.memberId, memberId), status ? eq(contests.status, status) : undefined),
    p,
    [desc(contests.id)],
  );
}

/** The contests the member entered (any entry of theirs, withdrawn ones included). */
export function listEnteredContests(
  tx: Tx,
  memberId: number,
  status: ContestState | undefined,
  p: { offset: number; limit: number },
) {
  const mine = sql`EXISTS (SELECT 1 FROM contest_entries e WHERE e.contest_id = ${contests.id} AND e.member_id = ${memberId})`;
  return paged(tx, and(mine, status ? eq(contests.status, status) : undefined), p, [desc(contests.id)]);
}

// ---------------------------------------------------------------- entries

export type EntryRow = typeof contestEntries.$inferSelect & OwnerCardRow;

const entriesQuery = (tx: Tx) =>
  tx
    .select({ entry: contestEntries, ...ownerCardColumns })
    .from(contestEntries)
    .innerJoin(members, eq(members.id, contestEntries.memberId))
    .leftJoin(profiles, profileOf(contestEntries.memberId, 'designer'));
const toEntry = ({
  entry,
  ...card
}: { entry: typeof contestEntries.$inferSelect } & OwnerCardRow): EntryRow => ({
  ...entry,
  ...withOwnerCard(card),
});

export async function findEntry(tx: Tx, id: number) {
  const [r] = await entriesQuery(tx).where(eq(contestEntries.id, id));
  return r ? toEntry(r) : undefined;
}

export async function entriesOf(tx: Tx, contestId: number, ids?: readonly number[]) {
  const rows = await entriesQuery(tx)
    .where(
      and(eq(contestEntries.contestId, contestId), ids ? inArray(contestEntries.id, [...ids]) : undefined),
    )
    .orderBy(asc(contestEntries.n));
  return rows.map(toEntry);
}

/** The member's entries in the contest that count against the limit (not withdrawn). */
export async function countMine(tx: Tx, contestId: number, memberId: number) {
  const [r] = await tx
    .select({ n: count() })
    .from(contestEntries)
    .where(
      and(
        eq(contestEntries.contestId, contestId),
        eq(contestEntries.memberId, memberId),
        ne(contestEntries.status, EntryState.withdrawn),
      ),
    );
  return Number(r?.n ?? 0);
}

/** All the member's entries in the contest (any state). */
export async function countAllMine(tx: Tx, contestId: number, memberId: number) {
  const [r] = await tx
    .select({ n: count() })
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.memberId, memberId)));
  return Number(r?.n ?? 0);
}

export async function insertEntry(
  tx: Tx,
  v: { contestId: number; memberId: number; conts: string; pics: string[]; attach: string[]; show: boolean },
) {
  const [r] = await tx
    .insert(contestEntries)
    .values({
      ...v,
      n: sql`(SELECT coalesce(max(n), 0) + 1 FROM contest_entries WHERE contest_id = ${v.contestId})`,
    })
    .returning({ id: contestEntries.id });
  return r!.id;
}

export async function updateEntry(tx: Tx, id: number, set: PgUpdateSetSource<typeof contestEntries>) {
  await tx
    .update(contestEntries)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(contestEntries.id, id));
}

/** Marks the finalists (the named entries) of a contest. */
export async function markFinalists(tx: Tx, contestId: number, ids: readonly number[]) {
  await tx
    .update(contestEntries)
    .set({ finalist: true, updatedAt: sql`now()` })
    .where(and(eq(contestEntries.contestId, contestId), inArray(contestEntries.id, [...ids])));
}

/** Awards `place` and `award` (fen) to each entry. */
export async function award(tx: Tx, rows: readonly { id: number; place: number; award: number }[]) {
  for (const r of rows)
    await tx
      .update(contestEntries)
      .set({ place: r.place, award: r.award, updatedAt: sql`now()` })
      .where(eq(contestEntries.id, r.id));
}

/** Takes the places of these entries back (a winner who did not hand over in time). */
export async function unaward(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx
    .update(contestEntries)
    .set({ place: null, award: 0, updatedAt: sql`now()` })
    .where(inArray(contestEntries.id, [...ids]));
}

/** The entries awarded a place, in place order. */
/** The members holding a place or a finalist place in the contest (their reputation counts it). */
export async function placedMembers(tx: Tx, contestId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ memberId: contestEntries.memberId })
    .from(contestEntries)
    .where(
      and(
        eq(contestEntries.contestId, contestId),
        or(isNotNull(contestEntries.place), eq(contestEntries.finalist, true)),
      ),
    );
  return rows.map((r) => r.memberId);
}

/** The awarded places whose share is still in escrow (not paid by a complaint's decision, decision 063). */
export async function payableOf(tx: Tx, contestId: number) {
  return (await awardedOf(tx, contestId)).filter((e) => e.paidAt === null);
}

export async function awardedOf(tx: Tx, contestId: number) {
  const rows = await entriesQuery(tx)
    .where(and(eq(contestEntries.contestId, contestId), isNotNull(contestEntries.place)))
    .orderBy(asc(contestEntries.place));
  return rows.map(toEntry);
}

/**
 * The member's contests on one exhibition (issue 31): as the client (all but closed ones) or as an
 * entrant (an entry not withdrawn); their ids, oldest first.
 */
export async function contestsOfShow(tx: Tx, memberId: number, exhibitionId: number) {
  const rows = await tx
    .select({ id: contests.id })
    .from(contests)
    .where(
      and(
        eq(contests.exhibitionId, exhibitionId),
        or(
          and(eq(contests.memberId, memberId), ne(contests.status, S.closed)),
          sql`EXISTS (SELECT 1 FROM ${contestEntries} e WHERE e.contest_id = ${contests.id}
            AND e.member_id = ${memberId} AND e.status <> ${EntryState.withdrawn})`,
        ),
      ),
    )
    .orderBy(asc(contests.id));
  return rows.map((r) => r.id);
}
