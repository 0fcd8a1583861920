import { reviewStateValues } from '@hz/contract/common/states';
import type { ProfileKind, WorkKind } from '@hz/contract/people';
import type { ServiceType } from '@hz/contract/services';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, reviewColumns, serialId, textArray, tsvector, updatedAt } from './columns.ts';
import { listings } from './listings.ts';
import { memberRef, members } from './members.ts';

/** The fields of a profile version as submitted (`profiles.submitted`): the edit body, file ids. */
export interface ProfileVersion {
  /** The designer's name, or the factory's verified business name when it was submitted. */
  name: string;
  logo: string;
  prov: string;
  city: string;
  descr: string;
  specialities: string[];
  styles: string[];
  cities: string[];
  priceMin: number;
  priceMax: number;
  /** Designer. */
  years: number;
  /** Factory. */
  plantArea: number;
  teamSize: number;
  capacity: number;
  equipment: string[];
  certs: string[];
}

/**
 * Designer and factory profiles (issue 12, docs/domains/people.md): one row per member and kind. The
 * columns hold the PUBLISHED version (what the public pages, search and top lists read); `submitted`
 * holds the last submitted version, which `checked` reviews. On approval the content module's
 * `onDecided` copies `submitted` into the columns, so an edit under review never hides the version
 * approved before. A profile is public from its first approval (`published_at`). `search_text` is the
 * published version's vector with the titles of approved works or cases (decision 008); `reputation`
 * (tenths of a point, 0–1000) and `items` (approved works or cases) are written by the people module.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: serialId(),
    memberId: memberRef(),
    kind: text('kind').$type<ProfileKind>().notNull(),
    name: text('name').notNull().default(''),
    /** File id (`files.id`). */
    logo: text('logo').notNull().default(''),
    prov: text('prov').notNull().default(''),
    city: text('city').notNull().default(''),
    descr: text('descr').notNull().default(''),
    specialities: textArray('specialities'),
    styles: textArray('styles'),
    /** City names served, or `{全国}`. */
    cities: textArray('cities'),
    /** Yuan per m² (whole); both 0 = 面议. */
    priceMin: integer('price_min').notNull().default(0),
    priceMax: integer('price_max').notNull().default(0),
    years: integer('years').notNull().default(0),
    plantArea: integer('plant_area').notNull().default(0),
    teamSize: integer('team_size').notNull().default(0),
    capacity: integer('capacity').notNull().default(0),
    equipment: textArray('equipment'),
    /** Qualification certificates: file ids (public only in the published version). */
    certs: textArray('certs'),
    /** The last submitted version (`checked` is its review). */
    submitted: jsonb('submitted').$type<ProfileVersion>().notNull(),
    /** First approval; null while the profile has never been public. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...reviewColumns(),
    /** Approved works (designer) or cases (factory). */
    items: integer('items').notNull().default(0),
    /** Tenths of a reputation point (0–1000), recomputed by the `people.reputation*` jobs. */
    reputation: integer('reputation').notNull().default(0),
    /** NULL until the first approval. */
    searchText: tsvector('search_text'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('profiles_member_kind_key').on(t.memberId, t.kind),
    index('profiles_queue_idx').on(t.kind, t.checked, t.updatedAt),
    // top lists and the reputation order; the newest order
    index('profiles_top_idx')
      .on(t.kind, t.reputation.desc().nullsFirst(), t.publishedAt.desc().nullsFirst())
      .where(sql`published_at IS NOT NULL`),
    index('profiles_newest_idx')
      .on(t.kind, t.publishedAt.desc().nullsFirst())
      .where(sql`published_at IS NOT NULL`),
    // keyword search covers public profiles of one kind: a partial GIN index per kind, as listings; and
    // the filters of the lists (city served `cities && ARRAY[city, '全国']`, speciality, style) one
    // multicolumn GIN index per kind, which the planner combines with the keyword's (docs/performance.md)
    ...(['designer', 'factory'] as const).flatMap((k) => [
      index(`profiles_search_${k}_idx`)
        .using('gin', t.searchText)
        .with({ fastupdate: false })
        .where(sql.raw(`kind = '${k}' AND published_at IS NOT NULL`)),
      index(`profiles_filters_${k}_idx`)
        .using('gin', t.cities, t.specialities, t.styles)
        .where(sql.raw(`kind = '${k}' AND published_at IS NOT NULL`)),
    ]),
    check('profiles_kind_check', sql`${t.kind} IN ('designer', 'factory')`),
    check('profiles_checked_check', oneOf(t.checked, reviewStateValues)),
    check('profiles_price_check', sql`${t.priceMax} = 0 OR ${t.priceMax} >= ${t.priceMin}`),
    check('profiles_reputation_check', sql`${t.reputation} BETWEEN 0 AND 1000`),
  ],
);

/**
 * A designer's works and a factory's build cases (issue 12): moderated content (kinds `work`, `case`),
 * public while approved and their owner's profile is public. `published_at` is the first approval (the
 * "recent activity" of reputation; an approved edit does not move it). Deleted rows are removed.
 */
export const works = pgTable(
  'works',
  {
    id: serialId(),
    memberId: memberRef(),
    kind: text('kind').$type<WorkKind>().notNull(),
    title: text('title').notNull(),
    /** File ids (`files.id`, purpose `listing`). */
    cover: text('cover').notNull(),
    pics: jsonb('pics').$type<string[]>().notNull().default([]),
    /** The exhibition (`listings`, kind `huizhan`), or null. */
    listingId: bigint('listing_id', { mode: 'number' }).references(() => listings.id, {
      onDelete: 'set null',
    }),
    /** Booth area in m². */
    areas: integer('areas').notNull(),
    /** Open sides 1–4 (the seed's `opens`). */
    opens: smallint('opens').notNull(),
    style: text('style').notNull(),
    /** Sanitised HTML, contacts masked. */
    conts: text('conts').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * Views of its public page (issue 27): one per visitor (member, or IP address) and work in a window of
     * `WORK_VIEW_WINDOW_MS`, never the owner's; de-duplicated in the shared limiter's store, not a table
     * per view (docs/decisions/049-work-views-likes-follows.md).
     */
    views: integer('views').notNull().default(0),
    /** Rows of `work_likes` for it: kept by the trigger of migration 0040 in the like's transaction. */
    likes: integer('likes').notNull().default(0),
    ...reviewColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('works_public_idx').on(t.memberId, t.kind, t.checked, t.publishedAt.desc().nullsFirst()),
    index('works_member_idx').on(t.memberId, t.kind, t.updatedAt),
    index('works_queue_idx').on(t.kind, t.checked, t.updatedAt),
    index('works_listing_idx').on(t.listingId),
    check('works_kind_check', sql`${t.kind} IN ('work', 'case')`),
    check('works_checked_check', oneOf(t.checked, reviewStateValues)),
    check('works_opens_check', sql`${t.opens} BETWEEN 1 AND 4`),
    check('works_counts_check', sql`${t.views} >= 0 AND ${t.likes} >= 0`),
  ],
);

/**
 * 点赞 (issue 27): one row per member and work or case they like. `works.likes` counts them, kept by a
 * trigger (migration 0040) in the transaction that adds or removes a row, cascades included.
 */
export const workLikes = pgTable(
  'work_likes',
  {
    workId: bigint('work_id', { mode: 'number' })
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workId, t.memberId] }), index('work_likes_member_idx').on(t.memberId)],
);

/**
 * Fixed-price services (issue 12, kind `service`): design (a designer's) or build (a factory's). Price in
 * fen; `negotiable` (面议) with price 0.
 */
export const services = pgTable(
  'services',
  {
    id: serialId(),
    memberId: memberRef(),
    type: text('type').$type<ServiceType>().notNull(),
    title: text('title').notNull(),
    areaMin: integer('area_min').notNull(),
    areaMax: integer('area_max').notNull(),
    /** Fen. */
    price: bigint('price', { mode: 'number' }).notNull(),
    negotiable: boolean('negotiable').notNull(),
    days: integer('days').notNull(),
    includes: text('includes').notNull(),
    excludes: text('excludes').notNull(),
    cover: text('cover').notNull(),
    pics: jsonb('pics').$type<string[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...reviewColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('services_public_idx').on(t.memberId, t.checked, t.publishedAt.desc().nullsFirst()),
    index('services_member_idx').on(t.memberId, t.updatedAt),
    index('services_queue_idx').on(t.checked, t.updatedAt),
    check('services_type_check', sql`${t.type} IN ('design', 'build')`),
    check('services_checked_check', oneOf(t.checked, reviewStateValues)),
    check('services_area_check', sql`${t.areaMin} >= 1 AND ${t.areaMax} >= ${t.areaMin}`),
    check(
      'services_price_check',
      sql`(${t.negotiable} AND ${t.price} = 0) OR (NOT ${t.negotiable} AND ${t.price} > 0)`,
    ),
  ],
);

/**
 * What a member's reputation is computed from (issue 12, point 5; docs/domains/people.md "Reputation"),
 * one row per member and profile kind, in one place: the people module gathers today's inputs (verified,
 * approved works or cases, favourites by verified members, completeness of the published profile, the
 * last first-approval of a work or case); completed tasks and projects, ratings, on-time delivery and
 * upheld complaints are written here by those modules when they land (0 until then). The score itself is
 * `profiles.reputation`.
 */
export const reputationInputs = pgTable(
  'reputation_inputs',
  {
    memberId: memberRef(),
    kind: text('kind').$type<ProfileKind>().notNull(),
    verified: boolean('verified').notNull().default(false),
    approvedItems: integer('approved_items').notNull().default(0),
    favorites: integer('favorites').notNull().default(0),
    /** 0–100: share of the published profile's fields that are filled in. */
    completeness: smallint('completeness').notNull().default(0),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** Tasks (designer) or projects (factory) completed: written by those modules later. */
    completed: integer('completed').notNull().default(0),
    /** Ratings 1–5 received: their sum and count. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Deliveries on time and late. */
    onTime: integer('on_time').notNull().default(0),
    late: integer('late').notNull().default(0),
    /** Complaints decided against the member. */
    complaintsUpheld: integer('complaints_upheld').notNull().default(0),
    /**
     * Design contests (issue 30, designers): places won (chosen by the client, handed over, paid) and
     * finalist places without a win, in contests whose winners were decided; gathered like the works.
     */
    contestWins: integer('contest_wins').notNull().default(0),
    contestFinals: integer('contest_finals').notNull().default(0),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind] }),
    check('reputation_inputs_kind_check', sql`${t.kind} IN ('designer', 'factory')`),
  ],
);
