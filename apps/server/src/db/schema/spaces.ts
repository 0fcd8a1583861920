import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, reviewColumns, serialId, tsvector, updatedAt } from './columns.ts';
import { ReviewState, reviewStateValues } from '@hz/contract/common/states';
import { memberRef } from './members.ts';

/**
 * Convention spaces (`hycd`, DESIGN §5 Listings): a venue's room or hall for meetings and events, with
 * capacity per layout and a daily price range. Moderated like listings (`checked` 0/1/2).
 */
export const spaces = pgTable(
  'spaces',
  {
    id: serialId(),
    memberId: memberRef(),
    title: text('title').notNull(),
    /** Contract `spaceTypes`: 酒店, 会展中心, … */
    venueType: text('venue_type').notNull(),
    prov: text('prov').notNull(),
    city: text('city').notNull(),
    addr: text('addr').notNull(),
    /** Floor area in m². */
    areas: integer('areas').notNull(),
    /** Seats per layout: theatre, classroom, banquet, U-shape (0 = not offered). */
    capTheatre: integer('cap_theatre').notNull().default(0),
    capClassroom: integer('cap_classroom').notNull().default(0),
    capBanquet: integer('cap_banquet').notNull().default(0),
    capUshape: integer('cap_ushape').notNull().default(0),
    /** The largest of the four, for the capacity filter. */
    capMax: integer('cap_max').notNull().default(0),
    /** Price per day in yuan (whole yuan); 0/0 = on request. */
    priceMin: integer('price_min').notNull().default(0),
    priceMax: integer('price_max').notNull().default(0),
    /** Contract `spaceFacilities`. */
    facilities: jsonb('facilities').$type<string[]>().notNull().default([]),
    /** Sanitised HTML. */
    conts: text('conts').notNull(),
    /** File ids (`files.id`, purpose `listing`). */
    cover: text('cover').notNull(),
    pics: jsonb('pics').$type<string[]>().notNull().default([]),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    ...reviewColumns(),
    searchText: tsvector('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('spaces_public_idx').on(t.checked, t.city, t.createdAt),
    index('spaces_member_idx').on(t.memberId, t.updatedAt),
    index('spaces_queue_idx').on(t.checked, t.updatedAt),
    index('spaces_search_idx')
      .using('gin', t.searchText)
      .with({ fastupdate: false })
      .where(sql.raw(`checked = ${ReviewState.approved}`)),
    check('spaces_checked_check', oneOf(t.checked, reviewStateValues)),
    check('spaces_price_check', sql`${t.priceMax} >= ${t.priceMin}`),
  ],
);
