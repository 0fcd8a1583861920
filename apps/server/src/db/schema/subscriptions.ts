import type { SubscriptionDelivery, SubscriptionKind } from '@hz/contract/subscriptions';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId, updatedAt } from './columns.ts';
import { members } from './members.ts';

/**
 * Subscriptions (issue 28 point 5, decision 052): what a member asks to be told of. A bound that is not
 * set is null ('' for text). Areas are square centimetres (as the projects' `length_cm * width_cm`),
 * money integer fen: `min_fen`/`max_fen` bound a project's budget or a task's fee.
 * Matching is one SQL statement per approved item (`subscriptions-repository.ts`, `matchProject`), on
 * `subscriptions_match_idx` (the kind and the place) and `subscriptions_show_idx` (a show).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serialId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<SubscriptionKind>().notNull(),
    delivery: text('delivery').$type<SubscriptionDelivery>().notNull(),
    paused: boolean('paused').notNull().default(false),
    prov: text('prov').notNull().default(''),
    city: text('city').notNull().default(''),
    kw: text('kw').notNull().default(''),
    minAreaCm2: bigint('min_area_cm2', { mode: 'number' }),
    maxAreaCm2: bigint('max_area_cm2', { mode: 'number' }),
    minFen: bigint('min_fen', { mode: 'number' }),
    maxFen: bigint('max_fen', { mode: 'number' }),
    layer: smallint('layer'),
    opens: smallint('opens'),
    style: text('style').notNull().default(''),
    exhibitionId: bigint('exhibition_id', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_member_idx').on(t.memberId, t.id),
    // matching: the active subscriptions of a kind in a province ('' = anywhere) and city
    index('subscriptions_match_idx').on(t.kind, t.prov, t.city).where(sql`NOT paused`),
    index('subscriptions_show_idx').on(t.exhibitionId).where(sql`kind = 'show' AND NOT paused`),
    check('subscriptions_kind_check', sql`${t.kind} IN ('project', 'task', 'show')`),
    check('subscriptions_delivery_check', sql`${t.delivery} IN ('instant', 'digest')`),
    check(
      'subscriptions_range_check',
      sql`(${t.minAreaCm2} IS NULL OR ${t.maxAreaCm2} IS NULL OR ${t.minAreaCm2} <= ${t.maxAreaCm2}) AND (${t.minFen} IS NULL OR ${t.maxFen} IS NULL OR ${t.minFen} <= ${t.maxFen})`,
    ),
    check('subscriptions_show_check', sql`(${t.kind} = 'show') = (${t.exhibitionId} IS NOT NULL)`),
  ],
);

/**
 * One row per member × item told of (a member whose several subscriptions fit one item is told once): the
 * idempotency of matching (`ON CONFLICT DO NOTHING`), the instant notices still to write (`notified_at`
 * null) and the day's digest.
 */
export const subscriptionMatches = pgTable(
  'subscription_matches',
  {
    id: serialId(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    itemKind: text('item_kind').$type<'project' | 'task'>().notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    delivery: text('delivery').$type<SubscriptionDelivery>().notNull(),
    title: text('title').notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscription_matches_item_key').on(t.memberId, t.itemKind, t.itemId),
    index('subscription_matches_sub_idx').on(t.subscriptionId),
    // the instant notices of an item still to write; a member's digest still to send
    index('subscription_matches_instant_idx')
      .on(t.itemKind, t.itemId, t.id)
      .where(sql`notified_at IS NULL AND delivery = 'instant'`),
    index('subscription_matches_digest_idx')
      .on(t.memberId, t.id)
      .where(sql`notified_at IS NULL AND delivery = 'digest'`),
  ],
);
