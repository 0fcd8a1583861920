import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, reviewColumns, serialId, tsvector, updatedAt } from './columns.ts';
import { ReviewState, reviewStateValues } from '@hz/contract/common/states';
import { listings } from './listings.ts';
import { memberRef } from './members.ts';
import { works } from './people.ts';

/**
 * Booth gallery (`Gallery/getPictures`, /exhibitionBooth): a photo of a built booth at an exhibition,
 * added by a member who took part; moderated (`checked` 0/1/2). `search_text` is built by the app
 * (decision 008, modules/gallery/gallery-search.ts): the photo's title weighted A, its exhibition's B.
 */
export const boothPhotos = pgTable(
  'booth_photos',
  {
    id: serialId(),
    memberId: memberRef(),
    /** The exhibition (`listings.id`, kind `huizhan`). */
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** File id (`files.id`, purpose `listing`). */
    image: text('image').notNull(),
    title: text('title').notNull(),
    /** Booth area in m². */
    areas: integer('areas').notNull(),
    /** Contract `boothStyles`. */
    style: text('style').notNull(),
    /** Open sides 1–4 (一面开 … 四面开/岛型). */
    openSides: smallint('open_sides').notNull(),
    /** The work or build case the photo shows (issue 12), or null; cleared when that is deleted. */
    workId: bigint('work_id', { mode: 'number' }).references(() => works.id, { onDelete: 'set null' }),
    ...reviewColumns(),
    /**
     * NULL only for photos stored before migration 0015 until the server computes theirs at start-up
     * (modules/search/search-module.ts): the tokens are the app's, not SQL's.
     */
    searchText: tsvector('search_text'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('booth_photos_public_idx').on(t.checked, t.createdAt),
    index('booth_photos_listing_idx').on(t.listingId, t.checked, t.createdAt),
    index('booth_photos_member_idx').on(t.memberId, t.updatedAt),
    index('booth_photos_queue_idx').on(t.checked, t.updatedAt),
    index('booth_photos_work_idx').on(t.workId),
    // keyword search covers approved photos (the gallery's kind `photo` of the search module); fastupdate
    // off as for listings and spaces: new rows go straight into the index (docs/performance.md)
    index('booth_photos_search_idx')
      .using('gin', t.searchText)
      .with({ fastupdate: false })
      .where(sql.raw(`checked = ${ReviewState.approved}`)),
    check('booth_photos_checked_check', oneOf(t.checked, reviewStateValues)),
    check('booth_photos_sides_check', sql`${t.openSides} BETWEEN 1 AND 4`),
  ],
);
