import {
  type ApplyState,
  applyStateValues,
  ReviewState,
  reviewStateValues,
  TaskState,
  taskStateValues,
} from '@hz/contract/common/states';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  jsonb,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, reviewColumns, tsvector, updatedAt } from './columns.ts';
import { members } from './members.ts';

const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/**
 * Design tasks (issue 13; docs/domains/tasks.md; decision 021). `status` moves only through
 * `taskMachine` (modules/tasks/tasks-machine.ts) by guarded updates that also bump `rev`; a timer job
 * carries the `rev` it was set for and does nothing once the task has moved on. `due_at` is when the
 * current timer ends (shown to both sides); `paused_ms` keeps a paused timer's remaining time while the
 * task is `disputed` (complaints, a later pass). Money is integer fen: `cost` the fee offered, `fee` the
 * fee agreed with the selected designer (what is held and released).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orders: text('orders').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    title: text('title').notNull(),
    sizes: integer('sizes').notNull(),
    opens: smallint('opens').notNull(),
    layer: smallint('layer').notNull(),
    style: text('style').notNull(),
    sdate: date('sdate', { mode: 'string' }).notNull(),
    edate: date('edate', { mode: 'string' }).notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    /** Where the booth is built (decision 050): names of the division tree, '' when not said. */
    prov: text('prov').notNull().default(''),
    city: text('city').notNull().default(''),
    /** The show (an exhibition of the listings, decision 053), null when the task names none. */
    exhibitionId: bigint('exhibition_id', { mode: 'number' }),
    tips: text('tips').notNull().default(''),
    cost: bigint('cost', { mode: 'number' }).notNull(),
    conts: text('conts').notNull(),
    attach: textArray('attach'),
    types: textArray('types'),
    rounds: smallint('rounds').notNull(),
    roundsUsed: smallint('rounds_used').notNull().default(0),
    status: text('status').$type<TaskState>().notNull(),
    /** Bumped by every transition: a timer set for an older `rev` is void. */
    rev: integer('rev').notNull().default(0),
    /** The selected (then confirmed) designer and their application. */
    designerId: bigint('designer_id', { mode: 'number' }).references(() => members.id),
    applyId: bigint('apply_id', { mode: 'number' }),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }),
    pausedMs: bigint('paused_ms', { mode: 'number' }),
    /** Who proposed cancelling by agreement (`client`/`designer`), '' when nobody. */
    cancelBy: text('cancel_by').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Applications received. */
    applied: integer('applied').notNull().default(0),
    /**
     * The design service this task was ordered from (decision 025), or null for a task of the hall. No
     * foreign key: a designer may delete a service; the order keeps its terms.
     */
    serviceId: bigint('service_id', { mode: 'number' }),
    ...reviewColumns(),
    /** The search vector (decision 008; modules/tasks/tasks-search.ts), written on publish and edit. */
    searchText: tsvector('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tasks_orders_key').on(t.orders),
    index('tasks_member_idx').on(t.memberId, t.id.desc()),
    index('tasks_designer_idx').on(t.designerId, t.id.desc()),
    index('tasks_queue_idx').on(t.checked, t.updatedAt),
    // the hall: approved open tasks, newest first
    index('tasks_hall_idx')
      .on(t.id.desc())
      .where(sql.raw(`checked = ${ReviewState.approved} AND status = '${TaskState.open}'`)),
    // the hall's other orders (decision 050): the highest fee, the soonest design deadline
    index('tasks_hall_cost_idx')
      .on(t.cost.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql.raw(`checked = ${ReviewState.approved} AND status = '${TaskState.open}'`)),
    index('tasks_hall_deadline_idx')
      .on(t.deadline, t.id)
      .where(sql.raw(`checked = ${ReviewState.approved} AND status = '${TaskState.open}'`)),
    // the hall in one province (and city), newest first
    index('tasks_hall_place_idx')
      .on(t.prov, t.city, t.id.desc().nullsFirst())
      .where(sql.raw(`checked = ${ReviewState.approved} AND status = '${TaskState.open}'`)),
    // the hall in one style, newest first: its page and its count stop at what they need (issue 34,
    // search at size: a style's count read ~8 rows per match through tasks_hall_idx)
    index('tasks_hall_style_idx')
      .on(t.style, t.id.desc().nullsFirst())
      .where(sql.raw(`checked = ${ReviewState.approved} AND status = '${TaskState.open}'`)),
    // the hall's keyword: a partial GIN index over exactly the rows the hall shows (tasks-search.ts)
    index('tasks_search_idx')
      .using('gin', t.searchText)
      .with({ fastupdate: false })
      .where(sql.raw(`checked = ${ReviewState.approved} AND status = '${TaskState.open}'`)),
    check('tasks_status_check', oneOf(t.status, taskStateValues)),
    check('tasks_checked_check', oneOf(t.checked, reviewStateValues)),
    check('tasks_money_check', sql`${t.cost} > 0 AND ${t.fee} >= 0`),
    check('tasks_opens_check', sql`${t.opens} BETWEEN 1 AND 4 AND ${t.layer} IN (1, 2)`),
    check('tasks_rounds_check', sql`${t.roundsUsed} >= 0 AND ${t.roundsUsed} <= ${t.rounds}`),
    check('tasks_cancel_by_check', sql`${t.cancelBy} IN ('', 'client', 'designer')`),
    check('tasks_dates_check', sql`${t.edate} >= ${t.sdate} AND ${t.deadline} <= ${t.sdate}`),
    // from confirmed on, a designer and a fee are fixed
    check(
      'tasks_designer_check',
      sql`${t.status} IN ('open', 'closed') OR (${t.designerId} IS NOT NULL AND ${t.fee} > 0)`,
    ),
  ],
);

/** A designer's proposal for a task: one per task and designer. */
export const taskApplies = pgTable(
  'task_applies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    conts: text('conts').notNull(),
    attach: textArray('attach'),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    ddate: date('ddate', { mode: 'string' }).notNull(),
    /**
     * Relevant works the designer named (`works.id`, their own, approved when applying; decision 029). No
     * foreign key: a deleted work drops out of the answer, the proposal stays.
     */
    works: bigint('works', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    status: text('status').$type<ApplyState>().notNull().default('applied'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('task_applies_task_member_key').on(t.taskId, t.memberId),
    index('task_applies_member_idx').on(t.memberId, t.id.desc()),
    check('task_applies_status_check', oneOf(t.status, applyStateValues)),
    check('task_applies_fee_check', sql`${t.fee} > 0`),
    check('task_applies_works_check', sql`cardinality(${t.works}) <= 6`),
  ],
);

/** A delivery of the selected designer (the first, and one after each change request). */
export const taskDeliveries = pgTable(
  'task_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    n: integer('n').notNull(),
    conts: text('conts').notNull(),
    attach: textArray('attach'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('task_deliveries_task_n_key').on(t.taskId, t.n)],
);

/** A file of a conversation message, as it was when sent (the name shown beside the link). */
export interface TalkFile {
  id: string;
  name: string;
  kind: string;
}

/**
 * A task's conversation between the client and the confirmed designer (decision 025): append-only, read
 * by both from `confirmed` on, written until the task is completed or closed.
 */
export const taskTalks = pgTable(
  'task_talks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** `client` or `designer`: the writer's side when they wrote. */
    who: text('who').notNull(),
    conts: text('conts').notNull(),
    attach: jsonb('attach').$type<TalkFile[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('task_talks_task_idx').on(t.taskId, t.id),
    check('task_talks_who_check', sql`${t.who} IN ('client', 'designer')`),
  ],
);

/** A designer a client invited to an open task (decision 025): once per task and designer. */
export const taskInvites = pgTable(
  'task_invites',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id),
    designerId: bigint('designer_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('task_invites_task_designer_key').on(t.taskId, t.designerId),
    index('task_invites_designer_idx').on(t.designerId, t.id.desc()),
  ],
);

/**
 * The task form as a client left it (issue 27, decision 045): one per member, kept across the detour to
 * verification and deleted when a task is published. The fields as checked one by one.
 */
export const taskDrafts = pgTable('task_drafts', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: updatedAt(),
});
