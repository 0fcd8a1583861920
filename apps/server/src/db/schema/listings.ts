import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, reviewColumns, serialId, tsvector, updatedAt } from './columns.ts';
import { ReviewState, reviewStateValues } from '@hz/contract/common/states';
import {
  type AgendaItem,
  conferenceTypes,
  type RegistrationWay,
  registrationWays,
} from '@hz/contract/listings';
import { memberRef } from './members.ts';
import { spaces } from './spaces.ts';

/**
 * Exhibitions (`huizhan`) and conferences (`huiyi`): one table with a `kind`, because both carry the same
 * fields and are moderated, searched and listed the same way (one GIN index, one queue). Convention
 * spaces (`hycd`) have their own shape (capacity per layout, prices) and get their own table.
 * `checked`: 0 pending review, 1 approved (public), 2 rejected with `reason`. `search_text` is built by
 * the app from Han-character pairs and words (decision 008), title weighted A and the rest B.
 * Each kind has a few fields of its own (an exhibition's move-in and teardown dates, area, exhibitors,
 * visitors and floor plans; a conference's type, attendees, agenda and registration), held at their
 * empty values on the other kind's rows by a CHECK (migration 0018).
 */
export const listings = pgTable(
  'listings',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    memberId: memberRef(),
    title: text('title').notNull(),
    industry: text('industry').notNull(),
    organiser: text('organiser').notNull(),
    /** 承办单位, or ''. */
    undertaker: text('undertaker').notNull().default(''),
    venue: text('venue').notNull(),
    hall: text('hall').notNull().default(''),
    prov: text('prov').notNull(),
    city: text('city').notNull(),
    addr: text('addr').notNull(),
    sdate: date('sdate', { mode: 'string' }).notNull(),
    edate: date('edate', { mode: 'string' }).notNull(),
    indate: date('indate', { mode: 'string' }),
    outdate: date('outdate', { mode: 'string' }),
    areas: integer('areas').notNull().default(0),
    exhibitors: integer('exhibitors').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    /** Sanitised HTML. */
    conts: text('conts').notNull(),
    /** File ids (`files.id`, purpose `listing`). */
    cover: text('cover').notNull(),
    pics: jsonb('pics').$type<string[]>().notNull().default([]),
    plans: jsonb('plans').$type<string[]>().notNull().default([]),
    /** Conferences: 会议类型 (contract `conferenceTypes`) or ''. */
    confType: text('conf_type').notNull().default(''),
    /** Conferences: expected attendees (0 = not given). */
    attendees: integer('attendees').notNull().default(0),
    /** Conferences: the agenda, in the publisher's order. */
    agenda: jsonb('agenda').$type<AgendaItem[]>().notNull().default([]),
    /** Conferences: how to register (contract `registrationWays`), and the link with `online`. */
    regWays: jsonb('reg_ways').$type<RegistrationWay[]>().notNull().default([]),
    regUrl: text('reg_url').notNull().default(''),
    regNote: text('reg_note').notNull().default(''),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    /** The venue when it is listed as a convention space (`spaces.id`); shown as a link. */
    spaceId: bigint('space_id', { mode: 'number' }).references(() => spaces.id, { onDelete: 'set null' }),
    ...reviewColumns(),
    searchText: tsvector('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('listings_public_idx').on(t.kind, t.checked, t.sdate),
    // `status: ongoing|past` and date ranges bound the end date: without this the planner walks sdate
    index('listings_edate_idx').on(t.kind, t.checked, t.edate),
    // a space's page lists the approved events held there that have not ended
    index('listings_space_idx')
      .on(t.spaceId, t.edate)
      .where(sql.raw(`checked = ${ReviewState.approved} AND space_id IS NOT NULL`)),
    index('listings_city_idx').on(t.kind, t.checked, t.city, t.sdate),
    index('listings_member_idx').on(t.memberId, t.kind, t.updatedAt),
    index('listings_queue_idx').on(t.kind, t.checked, t.updatedAt),
    // search covers approved listings of one kind: a partial GIN index per kind, whose predicate stands for
    // the query's kind and `checked` conditions (else the planner ANDs the GIN bitmap with a btree scan of
    // every approved listing of the kind); a new kind (contract `listingKinds`) gets its own
    // fastupdate off: new rows go straight into the index, not into a pending list that every search
    // reads (at 10k rows the pending list made the planner skip the index; docs/performance.md)
    ...(['huizhan', 'huiyi'] as const).map((k) =>
      index(`listings_search_${k}_idx`)
        .using('gin', t.searchText)
        .with({ fastupdate: false })
        .where(sql.raw(`kind = '${k}' AND checked = ${ReviewState.approved}`)),
    ),
    // `status: ongoing` and date ranges are an overlap test on the span, which no btree answers; not
    // partial, so that the planner can AND it with the partial GIN index (searchListings)
    index('listings_span_idx').using('gist', sql`daterange(${t.sdate}, ${t.edate}, '[]')`),
    check('listings_kind_check', sql`${t.kind} IN ('huizhan', 'huiyi')`),
    check('listings_checked_check', oneOf(t.checked, reviewStateValues)),
    check('listings_dates_check', sql`${t.edate} >= ${t.sdate}`),
    // each kind's own fields stay empty on the other kind's rows
    check(
      'listings_exhibition_fields_check',
      sql`${t.kind} = 'huizhan' OR (${t.indate} IS NULL AND ${t.outdate} IS NULL AND ${t.areas} = 0 AND ${t.exhibitors} = 0 AND ${t.visitors} = 0 AND ${t.plans} = '[]'::jsonb)`,
    ),
    check(
      'listings_conference_fields_check',
      sql`${t.kind} = 'huiyi' OR (${t.confType} = '' AND ${t.attendees} = 0 AND ${t.agenda} = '[]'::jsonb AND ${t.regWays} = '[]'::jsonb AND ${t.regUrl} = '' AND ${t.regNote} = '')`,
    ),
    check('listings_conf_type_check', oneOf(t.confType, ['', ...conferenceTypes])),
    // registration ways from the contract's list, and a link exactly when one of them is online
    check(
      'listings_reg_check',
      sql`${t.regWays} <@ ${sql.raw(`'${JSON.stringify(registrationWays)}'::jsonb`)} AND (${t.regWays} ? 'online') = (${t.regUrl} <> '')`,
    ),
  ],
);
