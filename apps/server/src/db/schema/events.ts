import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { members } from './members.ts';

/**
 * The outbox (decision 043): one row per event a change of state raises (`task.paid`,
 * `project.awarded`, …), written in the transaction of the change. Side effects (the notices to the
 * parties, later SMS and WeChat) are delivered after commit from these rows, by `modules/events`.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `<kind>.<what>`: the catalogue entry that says who is told what. */
    name: text('name').notNull(),
    /** The object the event is about (`task`, `project`) and its id. */
    objectKind: text('object_kind').notNull(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
    /** The member whose action raised it; null for the system (a timer). */
    actorId: bigint('actor_id', { mode: 'number' }).references(() => members.id),
    /** What the notices need, captured when the event happened. */
    data: jsonb('data').notNull().default({}),
    createdAt: createdAt(),
    /** When every notice of the event was delivered; null until then. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('events_object_idx').on(t.objectKind, t.objectId, t.id),
    index('events_undelivered_idx').on(t.id).where(sql`delivered_at IS NULL`),
  ],
);

/**
 * One row per event, recipient and channel that was delivered: the guard that makes a retried or
 * concurrent delivery tell nobody twice (the row and the message commit together).
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** `inapp` (the message centre); SMS and WeChat come with the notifications issue. */
    channel: text('channel').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.memberId, t.channel] })],
);
