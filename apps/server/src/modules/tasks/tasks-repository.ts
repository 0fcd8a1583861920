import { ApplyState, ReviewState, type TaskState, TaskState as S } from '@hz/contract/common/states';
import type { TaskHallSort } from '@hz/contract/tasks';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { noteOnTimeline } from '../../lib/timeline.ts';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { listings } from '../../db/schema/listings.ts';
import {
  type TalkFile,
  taskApplies,
  taskDeliveries,
  taskDrafts,
  taskTalks,
  tasks,
} from '../../db/schema/tasks.ts';
import type { StatefulTable } from '../../lib/state-transition.ts';
import { type Keyword, type OrderKey, orderSql } from '../search/search-service.ts';
import { insertApply } from './tasks-applies-repository.ts';
import { taskSearch } from './tasks-search.ts';

/**
 * Design tasks (tables `tasks`, `task_applies`, `task_deliveries`, `task_talks`, `task_invites`,
 * `task_drafts`): SQL only.
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
  | 'prov'
  | 'city'
  | 'exhibitionId'
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

/** States in which a task is the designer's deal (their show plan lists it). */
const DESIGNER_DEAL_STATES = [S.confirmed, S.ongoing, S.delivered, S.completed, S.disputed];

/**
 * A member's tasks for one exhibition (issue 31): their own but closed ones, and those they design; the
 * design deadline first.
 */
export async function tasksOfShow(tx: Tx, memberId: number, exhibitionId: number): Promise<TaskRow[]> {
  const rows = await tx
    .select(rowColumns)
    .from(tasks)
    .innerJoin(members, eq(members.id, tasks.memberId))
    .where(
      and(
        eq(tasks.exhibitionId, exhibitionId),
        or(
          and(eq(tasks.memberId, memberId), ne(tasks.status, S.closed)),
          and(eq(tasks.designerId, memberId), inArray(tasks.status, DESIGNER_DEAL_STATES)),
        ),
      ),
    )
    .orderBy(asc(tasks.deadline), asc(tasks.id));
  return rows.map(toRow);
}

/** The linked exhibition's title (decision 053), '' when it is gone. */
export async function exhibitionTitle(tx: Tx, id: number) {
  const [r] = await tx.select({ title: listings.title }).from(listings).where(eq(listings.id, id));
  return r?.title ?? '';
}

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
  prov: string;
  city: string;
  sort: TaskHallSort;
  style?: string;
  layer?: number;
  minSizes?: number;
  maxSizes?: number;
  minCost?: number;
  offset: number;
  limit: number;
}

/** The hall's orders (decision 050), each read from its partial index up to the page (`tasks_hall_*_idx`). */
const hallKeys: Record<TaskHallSort, readonly OrderKey[]> = {
  latest: [[tasks.id, 'desc']],
  fee: [
    [tasks.cost, 'desc'],
    [tasks.id, 'desc'],
  ],
  deadline: [
    [tasks.deadline, 'asc'],
    [tasks.id, 'asc'],
  ],
};

/**
 * The hall: approved open tasks matching the keyword (through the partial GIN index, decision 008) and
 * the filters (the place through `tasks_hall_place_idx`), in the order asked; `total` counted up to the
 * search module's cap.
 */
export async function listHall(tx: Tx, q: HallQuery) {
  const filters: SQL[] = [];
  if (q.prov) filters.push(eq(tasks.prov, q.prov));
  if (q.city) filters.push(eq(tasks.city, q.city));
  if (q.style) filters.push(eq(tasks.style, q.style));
  if (q.layer) filters.push(eq(tasks.layer, q.layer));
  if (q.minSizes !== undefined) filters.push(gte(tasks.sizes, q.minSizes));
  if (q.maxSizes !== undefined) filters.push(lte(tasks.sizes, q.maxSizes));
  if (q.minCost !== undefined) filters.push(gte(tasks.cost, q.minCost));
  const order = orderSql(hallKeys[q.sort]);
  const rowsOf = (picked: SQL) =>
    tx
      .select(rowColumns)
      .from(tasks)
      .innerJoin(members, eq(members.id, tasks.memberId))
      .where(picked)
      .orderBy(...order);
  if (q.keyword) {
    // a keyword: a bounded walk of the order's index, or its matches sorted (decision 069)
    const { rows, total } = await taskSearch.ordered(tx, q.keyword, {
      filters,
      keys: hallKeys[q.sort],
      limit: q.limit,
      offset: q.offset,
      read: (ids) => rowsOf(inArray(tasks.id, ids)),
    });
    return { rows: rows.map(toRow), total };
  }
  // the page's ids first, then their rows: the filters' matches are sorted as ids, not as whole rows
  // joined to their members
  const ids = tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(...taskSearch.conditions(null), ...filters))
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  const [rows, { total }] = await Promise.all([
    rowsOf(inArray(tasks.id, ids)),
    taskSearch.count(tx, null, { filters: [filters] }),
  ]);
  return { rows: rows.map(toRow), total };
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

// the client's draft of the form (decision 045)

export type TaskDraftRow = typeof taskDrafts.$inferSelect;

/** Replaces the member's draft with what the form holds now. */
export async function saveTaskDraft(tx: Tx, memberId: number, fields: Record<string, unknown>) {
  const [r] = await tx
    .insert(taskDrafts)
    .values({ memberId, fields })
    .onConflictDoUpdate({ target: taskDrafts.memberId, set: { fields, updatedAt: sql`now()` } })
    .returning();
  return r!;
}

export async function findTaskDraft(tx: Tx, memberId: number) {
  const [r] = await tx.select().from(taskDrafts).where(eq(taskDrafts.memberId, memberId));
  return r;
}

export async function deleteTaskDraft(tx: Tx, memberId: number) {
  await tx.delete(taskDrafts).where(eq(taskDrafts.memberId, memberId));
}
