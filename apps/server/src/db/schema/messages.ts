import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.ts';
import { members } from './members.ts';

/** The member's message centre (Tipcenter). */
export const messages = pgTable(
  'messages',
  {
    id: serialId(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    conts: text('conts').notNull(),
    link: text('link').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_member_idx').on(t.memberId, t.id),
    index('messages_unread_idx').on(t.memberId).where(sql`read_at IS NULL`),
  ],
);
