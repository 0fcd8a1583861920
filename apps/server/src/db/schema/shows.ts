import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { listings } from './listings.ts';
import { members } from './members.ts';
import { models } from './models.ts';

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

/**
 * The 3D models a member uses for one of their shows (issue 31, decision 064): a model of the library,
 * attached from the model's page (用于我的展会) or the show plan (添加3D模型). A show is an exhibition
 * (`exhibition_id`, `showname` '') or a free-text show name (`exhibition_id` null); once per model and show.
 */
export const showModels = pgTable(
  'show_models',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    exhibitionId: bigint('exhibition_id', { mode: 'number' }).references(() => listings.id),
    showname: text('showname').notNull().default(''),
    modelId: bigint('model_id', { mode: 'number' })
      .notNull()
      .references(() => models.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('show_models_key').on(t.memberId, sql`coalesce(${t.exhibitionId}, 0)`, t.showname, t.modelId),
    index('show_models_model_idx').on(t.modelId),
  ],
);
