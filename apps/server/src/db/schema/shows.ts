import { bigint, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { listings } from './listings.ts';
import { members } from './members.ts';

/**
 * The shows a member added to 我的展会 by hand (我要参展, issue 31; decision 055): an approved exhibition.
 * The plans their deals make are not stored: a task or a project naming the show is read as it is.
 */
export const showPlans = pgTable(
  'show_plans',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    exhibitionId: bigint('exhibition_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.exhibitionId] })],
);

/**
 * A member's calendar feed (issue 31 point 2): its URL is signed with the member's id and `version`;
 * resetting the link raises the version, so every older URL stops working. No row: version 1.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
});
