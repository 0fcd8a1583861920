import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { serialId } from './columns.ts';
import { members } from './members.ts';

/**
 * Every state change of a stateful object, in order (`lib/state-machine.ts` writes one row per
 * transition, in the transaction of the change): the history its parties see (a task's `orbits`) and
 * what a dispute is judged on. Insert-only: a trigger (migration 0014) refuses UPDATE and DELETE.
 */
export const timeline = pgTable(
  'timeline',
  {
    id: serialId(),
    /** The object's kind: `cash`, `personauth`, `businsauth`, a content kind (`huizhan`, …). */
    objectKind: text('object_kind').notNull(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    /** The role that acted (`operator`, `owner`, `client`, `designer`, `system`, …). */
    actor: text('actor').notNull(),
    /** The member who acted; null for the system (a timer). */
    actorId: bigint('actor_id', { mode: 'number' }).references(() => members.id),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    note: text('note').notNull().default(''),
    /**
     * A company's staff member acting for the company (`actor_id` is then the company's account): the
     * person, and how the row names them, 张三（报价） (issue 33, decision 056). Null otherwise.
     */
    actedBy: bigint('acted_by', { mode: 'number' }).references(() => members.id),
    actedAs: text('acted_as'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('timeline_object_idx').on(t.objectKind, t.objectId, t.id)],
);
