import { ApplyState, ReviewState, type TaskState, TaskState as S } from '@hz/contract/common/states';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { noteOnTimeline, timelineOf } from '../../lib/timeline.ts';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { profiles, works } from '../../db/schema/people.ts';
import {
  type TalkFile,
  taskApplies,
  taskDeliveries,
  taskInvites,
  taskTalks,
  tasks,
} from '../../db/schema/tasks.ts';
import type { StatefulTable } from '../../lib/state-transition.ts';
import type { Keyword } from '../search/search-service.ts';
import { taskSearch } from './tasks-search.ts';

/**
 * Design tasks (tables `tasks`, `task_applies`, `task_deliveries`, `task_talks`, `task_invites`): SQL
 * only.
 */

export const taskStates: StatefulTable = { table: tasks, id: tasks.id, state: tasks.status };

export type TaskFields = Pick<
  typeof tasks.$inferInsert,
  | 'title'
  | 'sizes'
  | 'opens'
  | 'layer'
  | 'style'
  | 'sdate'
  | 'edate'
  | 'deadline'
  | 'tips'
  | 'cost'
  | 'conts'
  | 'attach'
  | 'types'
  | 'rounds'
  | 'searchText'
>;

export type TaskRow = typeof tasks.$inferSelect & { cardno: string };

/** `set` values of a transition (property names of `tasks`). */
export const bumpRev = { rev: sql`${tasks.rev} + 1`, updatedAt: sql`now()` };
export const timerFrom = (ms: number) => sql`now() + ${`${ms} milliseconds`}::interval`;
export const revIs = (rev: number) => eq(tasks.rev, rev);
/**
 * A complaint pauses the running timer: what is left of it (ms, never below 0) goes to `paused_ms`, and
 * `due_at` is cleared (decision 023). The `rev` bump of the same update voids the timer's job.
 */
export const pauseTimer = {
  pausedMs: sql`CASE WHEN ${tasks.dueAt} IS NULL THEN NULL
    ELSE GREATEST(0, floor(extract(epoch FROM (${tasks.dueAt} - now())) * 1000))::bigint END`,
  dueAt: null,
};

const rowColumns = { task: tasks, cardno: members.cardno };
const toRow = (r: { task: typeof tasks.$inferSelect; cardno: string }): TaskRow => ({
  ...r.task,
  cardno: r.cardno,
});

export async function insertTask(tx: Tx, memberId: number, orders: string, f: TaskFields) {
  const [r] = await tx
    .insert(tasks)
    .values({ ...f, memberId, orders, status: S.open })
    .returning({ id: tasks.id });
  return r!.id;
}

export async function updateTaskFields(tx: Tx, id: number, f: TaskFields) {
  await tx
    .update(tasks)
    .set({ ...f, checked: ReviewState.pending, reason: '', updatedAt: sql`now()` })
    .where(eq(tasks.id, id));
}

export async function findTask(
  tx: Tx,
  id: number,
  lock: boolean | 'share' = false,
): Promise<TaskRow | undefined> {
  const q = tx
    .select(rowColumns)
    .from(tasks)
    .innerJoin(members, eq(members.id, tasks.memberId))
    .where(eq(tasks.id, id));
  const [r] = lock ? await q.for(lock === 'share' ? 'share' : 'update', { of: tasks }) : await q;
  return r ? toRow(r) : undefined;
}

async function paged(
  tx: Tx,
  where: SQL | undefined,
  p: { offset: number; limit: number },
  order = desc(tasks.id),
) {
  const [rows, [total]] = await Promise.all([
    tx
      .select(rowColumns)
      .from(tasks)
      .innerJoin(members, eq(members.id, tasks.memberId))
      .where(where)
      .orderBy(order)
      .limit(p.limit)
      .offset(p.offset),
    tx.select({ n: count() }).from(tasks).where(where),
  ]);
  return { rows: rows.map(toRow), total: Number(total?.n ?? 0) };
}

export function listClientTasks(
  tx: Tx,
  memberId: number,
  states: readonly TaskState[] | undefined,
  p: { offset: number; limit: number },
) {
  return paged(
    tx,
    and(eq(tasks.memberId, memberId), states ? inArray(tasks.status, [...states]) : undefined),
    p,
  );
}

export interface HallQuery {
  keyword: Keyword | null;
  style?: string;
  layer?: number;
  minSizes?: number;
  maxSizes?: number;
  minCost?: number;
  offset: number;
  limit: number;
}

/**
 * The hall: approved open tasks matching the keyword (through the partial GIN index, decision 008) and
 * the filters, newest first; `total` counted up to the search module's cap.
 */
export async function listHall(tx: Tx, q: HallQuery) {
  const filters: SQL[] = [];
  if (q.style) filters.push(eq(tasks.style, q.style));
  if (q.layer) filters.push(eq(tasks.layer, q.layer));
  if (q.minSizes !== undefined) filters.push(gte(tasks.sizes, q.minSizes));
  if (q.maxSizes !== undefined) filters.push(lte(tasks.sizes, q.maxSizes));
  if (q.minCost !== undefined) filters.push(gte(tasks.cost, q.minCost));
  const where = and(...taskSearch.conditions(q.keyword), ...filters);
  const [rows, { total }] = await Promise.all([
    tx
      .select(rowColumns)
      .from(tasks)
      .innerJoin(members, eq(members.id, tasks.memberId))
      .where(where)
      .orderBy(desc(tasks.id))
      .limit(q.limit)
      .offset(q.offset),
    taskSearch.count(tx, q.keyword, { filters: [filters] }),
  ]);
  return { rows: rows.map(toRow), total };
}

// applications

export type ApplyRow = typeof taskApplies.$inferSelect & {
  cardno: string;
  personauth: number;
  businsauth: number;
  ownerName: string;
  ownerLogo: string;
  ownerCity: string;
  ownerReputation: number;
};

const applyColumns = {
  apply: taskApplies,
  cardno: members.cardno,
  personauth: members.personauth,
  businsauth: members.businsauth,
  ownerName: sql<string>`coalesce(nullif(${profiles.name}, ''), ${members.name}, '')`,
  ownerLogo: sql<string>`coalesce(${profiles.logo}, '')`,
  ownerCity: sql<string>`coalesce(${profiles.city}, '')`,
  ownerReputation: sql<number>`coalesce(${profiles.reputation}, 0)`,
};
type ApplySelect = {
  apply: typeof taskApplies.$inferSelect;
  cardno: string;
  personauth: number;
  businsauth: number;
  ownerName: string;
  ownerLogo: string;
  ownerCity: string;
  ownerReputation: number;
};
const toApply = ({ apply, ...r }: ApplySelect): ApplyRow => ({
  ...apply,
  ...r,
  ownerReputation: Number(r.ownerReputation),
});

const appliesQuery = (tx: Tx) =>
  tx
    .select(applyColumns)
    .from(taskApplies)
    .innerJoin(members, eq(members.id, taskApplies.memberId))
    .leftJoin(profiles, and(eq(profiles.memberId, taskApplies.memberId), eq(profiles.kind, 'designer')));

export async function insertApply(
  tx: Tx,
  v: {
    taskId: number;
    memberId: number;
    conts: string;
    attach: string[];
    fee: number;
    ddate: string;
    works?: number[];
  },
) {
  const [r] = await tx
    .insert(taskApplies)
    .values(v)
    .onConflictDoNothing({ target: [taskApplies.taskId, taskApplies.memberId] })
    .returning({ id: taskApplies.id });
  if (r)
    await tx
      .update(tasks)
      .set({ applied: sql`${tasks.applied} + 1` })
      .where(eq(tasks.id, v.taskId));
  return r?.id;
}

export async function findApply(tx: Tx, id: number) {
  const [r] = await appliesQuery(tx).where(eq(taskApplies.id, id));
  return r ? toApply(r) : undefined;
}

export async function appliesOf(tx: Tx, taskId: number) {
  const rows = await appliesQuery(tx).where(eq(taskApplies.taskId, taskId)).orderBy(asc(taskApplies.id));
  return rows.map(toApply);
}

/** Works by id with what a proposal checks: the owner, the kind and the moderation state. */
export function worksByIds(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: works.id,
      memberId: works.memberId,
      kind: works.kind,
      checked: works.checked,
      title: works.title,
    })
    .from(works)
    .where(inArray(works.id, [...ids]));
}

/**
 * The works the given applications name that are still their designer's approved works (decision 029),
 * keyed by work id.
 */
export async function proposalWorksOf(tx: Tx, applies: readonly { memberId: number; works: number[] }[]) {
  const ids = [...new Set(applies.flatMap((a) => a.works))];
  if (ids.length === 0)
    return new Map<number, { id: number; memberId: number; title: string; cover: string }>();
  const rows = await tx
    .select({ id: works.id, memberId: works.memberId, title: works.title, cover: works.cover })
    .from(works)
    .where(and(inArray(works.id, ids), eq(works.kind, 'work'), eq(works.checked, ReviewState.approved)));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function setApplyStatus(tx: Tx, taskId: number, applyId: number | null, status: ApplyState) {
  await tx
    .update(taskApplies)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(taskApplies.taskId, taskId), applyId === null ? undefined : eq(taskApplies.id, applyId)));
}

/** The other applicants of a task (told when it is taken), not yet declined. */
export async function othersOf(tx: Tx, taskId: number, applyId: number) {
  return tx
    .select({ id: taskApplies.id, memberId: taskApplies.memberId })
    .from(taskApplies)
    .where(
      and(
        eq(taskApplies.taskId, taskId),
        ne(taskApplies.id, applyId),
        eq(taskApplies.status, ApplyState.applied),
      ),
    );
}

export async function myApplyOf(tx: Tx, taskId: number, memberId: number) {
  const [r] = await tx
    .select({ id: taskApplies.id })
    .from(taskApplies)
    .where(and(eq(taskApplies.taskId, taskId), eq(taskApplies.memberId, memberId)));
  return r?.id ?? null;
}

export async function listDesignerTasks(
  tx: Tx,
  memberId: number,
  status: TaskState | undefined,
  p: { offset: number; limit: number },
) {
  const where = and(eq(taskApplies.memberId, memberId), status ? eq(tasks.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    tx
      .select({ ...rowColumns, apply: taskApplies.id, applyStatus: taskApplies.status })
      .from(taskApplies)
      .innerJoin(tasks, eq(tasks.id, taskApplies.taskId))
      .innerJoin(members, eq(members.id, tasks.memberId))
      .where(where)
      .orderBy(desc(taskApplies.id))
      .limit(p.limit)
      .offset(p.offset),
    tx
      .select({ n: count() })
      .from(taskApplies)
      .innerJoin(tasks, eq(tasks.id, taskApplies.taskId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...toRow(r), apply: r.apply, applyStatus: r.applyStatus })),
    total: Number(total?.n ?? 0),
  };
}

// deliveries, timeline, people

export async function insertDelivery(
  tx: Tx,
  v: { taskId: number; memberId: number; conts: string; attach: string[] },
) {
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${taskDeliveries.n}), 0)` })
    .from(taskDeliveries)
    .where(eq(taskDeliveries.taskId, v.taskId));
  const n = Number(last?.n ?? 0) + 1;
  await tx.insert(taskDeliveries).values({ ...v, n });
  return n;
}

export function deliveriesOf(tx: Tx, taskId: number) {
  return tx
    .select()
    .from(taskDeliveries)
    .where(eq(taskDeliveries.taskId, taskId))
    .orderBy(asc(taskDeliveries.n));
}

export const orbitsOf = (tx: Tx, taskId: number) => timelineOf(tx, 'task', taskId);

/** The timeline row of an action that is not a state change (publishing). */
export function addOrbit(
  tx: Tx,
  v: {
    taskId: number;
    action: string;
    actor: string;
    actorId: number | null;
    state: TaskState;
    note?: string;
  },
) {
  const { taskId: id, ...rest } = v;
  return noteOnTimeline(tx, { kind: 'task', id, ...rest });
}

export async function designerCardOf(tx: Tx, memberId: number) {
  const [r] = await tx
    .select({
      cardno: members.cardno,
      personauth: members.personauth,
      businsauth: members.businsauth,
      ownerName: sql<string>`coalesce(nullif(${profiles.name}, ''), ${members.name}, '')`,
      ownerLogo: sql<string>`coalesce(${profiles.logo}, '')`,
      ownerCity: sql<string>`coalesce(${profiles.city}, '')`,
      ownerReputation: sql<number>`coalesce(${profiles.reputation}, 0)`,
    })
    .from(members)
    .leftJoin(profiles, and(eq(profiles.memberId, members.id), eq(profiles.kind, 'designer')))
    .where(eq(members.id, memberId));
  return r ? { ...r, ownerReputation: Number(r.ownerReputation) } : undefined;
}

/** A task's state and rev, under the row lock (timers check they still apply). */
export async function lockState(tx: Tx, id: number) {
  const [r] = await tx
    .select({ status: tasks.status, rev: tasks.rev })
    .from(tasks)
    .where(eq(tasks.id, id))
    .for('update');
  return r;
}

/** The other applications of a task, once it is taken: declined. */
export async function declineOthers(tx: Tx, taskId: number, applyId: number) {
  await tx
    .update(taskApplies)
    .set({ status: ApplyState.declined, updatedAt: sql`now()` })
    .where(and(eq(taskApplies.taskId, taskId), ne(taskApplies.id, applyId)));
}

/** Records who proposed cancelling by agreement (not a state change). */
export async function proposeCancel(tx: Tx, id: number, by: 'client' | 'designer' | 'operator' | 'system') {
  await tx.update(tasks).set({ cancelBy: by, updatedAt: sql`now()` }).where(eq(tasks.id, id));
}

/** When the task's first delivery was handed over (on-time delivery is judged by it), or null. */
export async function firstDeliveryAt(tx: Tx, taskId: number): Promise<Date | null> {
  const [r] = await tx
    .select({ at: sql<Date | string | null>`min(${taskDeliveries.createdAt})` })
    .from(taskDeliveries)
    .where(eq(taskDeliveries.taskId, taskId));
  return r?.at ? new Date(r.at) : null;
}

// ordering a design service (decision 025)

/**
 * A task ordered from a design service: already `confirmed` with the service's designer at its price,
 * private (never in the hall, so not moderated: `checked` approved by nobody), with the designer's
 * application made and selected; `due_at` the pay deadline.
 */
export async function insertOrderedTask(
  tx: Tx,
  v: {
    memberId: number;
    orders: string;
    fields: TaskFields;
    designerId: number;
    fee: number;
    serviceId: number;
    payMs: number;
    apply: { conts: string; ddate: string };
  },
) {
  const [r] = await tx
    .insert(tasks)
    .values({
      ...v.fields,
      memberId: v.memberId,
      orders: v.orders,
      status: S.confirmed,
      checked: ReviewState.approved,
      designerId: v.designerId,
      fee: v.fee,
      serviceId: v.serviceId,
      dueAt: timerFrom(v.payMs),
    })
    .returning({ id: tasks.id });
  const id = r!.id;
  const applyId = await insertApply(tx, {
    taskId: id,
    memberId: v.designerId,
    conts: v.apply.conts,
    attach: [],
    fee: v.fee,
    ddate: v.apply.ddate,
  });
  await tx.update(taskApplies).set({ status: ApplyState.selected }).where(eq(taskApplies.id, applyId!));
  await tx.update(tasks).set({ applyId }).where(eq(tasks.id, id));
  return id;
}

// invitations (decision 025)

/** A member by card number, with what an invitation checks: verified, with a public designer profile. */
export async function designerByCardno(tx: Tx, cardno: string) {
  const [r] = await tx
    .select({
      id: members.id,
      personauth: members.personauth,
      name: sql<string>`coalesce(nullif(${profiles.name}, ''), ${members.name}, '')`,
      published: sql<boolean>`${profiles.publishedAt} IS NOT NULL`,
    })
    .from(members)
    .leftJoin(profiles, and(eq(profiles.memberId, members.id), eq(profiles.kind, 'designer')))
    .where(eq(members.cardno, cardno));
  return r ? { ...r, published: r.published === true } : undefined;
}

/** Records an invitation; false when this designer was already invited to this task. */
export async function insertInvite(tx: Tx, taskId: number, designerId: number) {
  const [r] = await tx
    .insert(taskInvites)
    .values({ taskId, designerId })
    .onConflictDoNothing({ target: [taskInvites.taskId, taskInvites.designerId] })
    .returning({ id: taskInvites.id });
  return r !== undefined;
}

export async function countInvites(tx: Tx, taskId: number) {
  const [r] = await tx.select({ n: count() }).from(taskInvites).where(eq(taskInvites.taskId, taskId));
  return Number(r?.n ?? 0);
}

export async function isInvited(tx: Tx, taskId: number, designerId: number) {
  const [r] = await tx
    .select({ id: taskInvites.id })
    .from(taskInvites)
    .where(and(eq(taskInvites.taskId, taskId), eq(taskInvites.designerId, designerId)));
  return r !== undefined;
}

/** A task's invited designers (with their card and application, if any), in the order invited. */
export async function invitesOf(tx: Tx, taskId: number) {
  const rows = await tx
    .select({
      designerId: taskInvites.designerId,
      createdAt: taskInvites.createdAt,
      apply: sql<number>`coalesce(${taskApplies.id}, 0)`,
      cardno: members.cardno,
      personauth: members.personauth,
      businsauth: members.businsauth,
      ownerName: sql<string>`coalesce(nullif(${profiles.name}, ''), ${members.name}, '')`,
      ownerLogo: sql<string>`coalesce(${profiles.logo}, '')`,
      ownerCity: sql<string>`coalesce(${profiles.city}, '')`,
      ownerReputation: sql<number>`coalesce(${profiles.reputation}, 0)`,
    })
    .from(taskInvites)
    .innerJoin(members, eq(members.id, taskInvites.designerId))
    .leftJoin(profiles, and(eq(profiles.memberId, taskInvites.designerId), eq(profiles.kind, 'designer')))
    .leftJoin(
      taskApplies,
      and(eq(taskApplies.taskId, taskInvites.taskId), eq(taskApplies.memberId, taskInvites.designerId)),
    )
    .where(eq(taskInvites.taskId, taskId))
    .orderBy(asc(taskInvites.id));
  return rows.map((r) => ({ ...r, apply: Number(r.apply), ownerReputation: Number(r.ownerReputation) }));
}

// conversation (decision 025)

export type TalkRow = typeof taskTalks.$inferSelect;

export async function insertTalk(
  tx: Tx,
  v: { taskId: number; memberId: number; who: 'client' | 'designer'; conts: string; attach: TalkFile[] },
) {
  const [r] = await tx.insert(taskTalks).values(v).returning();
  return r!;
}

/** The latest `limit` messages, or the first `limit` after `after`; oldest first either way. */
export async function talksOf(tx: Tx, taskId: number, o: { after?: number; limit: number }) {
  if (o.after !== undefined)
    return tx
      .select()
      .from(taskTalks)
      .where(and(eq(taskTalks.taskId, taskId), sql`${taskTalks.id} > ${o.after}`))
      .orderBy(asc(taskTalks.id))
      .limit(o.limit);
  const rows = await tx
    .select()
    .from(taskTalks)
    .where(eq(taskTalks.taskId, taskId))
    .orderBy(desc(taskTalks.id))
    .limit(o.limit);
  return rows.reverse();
}
