import { bigint, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { members } from './members.ts';

/**
 * Favourites (`Myfavorite/*`): one row per member and favourited item. `kind` is the item's kind
 * (`huizhan`, `huiyi`, `hycd`, the profile kinds `designer`, `factory`, and `model`, whose count is also stored in `models.favorites`); no foreign key as the kinds live in different tables.
 */
export const favorites = pgTable(
  'favorites',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.targetId] }),
    index('favorites_list_idx').on(t.memberId, t.kind, t.createdAt),
    // favourites an item received (a designer's or factory's reputation counts them)
    index('favorites_target_idx').on(t.kind, t.targetId),
  ],
);
