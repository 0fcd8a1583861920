import { bigint, bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { members } from './members.ts';

/**
 * Attempts to publish contact details before a deal (issue 29, docs/domains/contact-masking.md): one row
 * per save whose texts held any, with what was found as written (`found`: `[{field, kind, text}]`), for
 * the operators. The texts themselves are stored masked by their own modules.
 */
export const contactAttempts = pgTable(
  'contact_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** `maskedItemKinds` of the contract. */
    kind: text('kind').notNull(),
    /** The item's id as text (a file's id is text). */
    itemId: text('item_id').notNull(),
    title: text('title').notNull().default(''),
    /** The item's page for an operator, '' when it has none. */
    link: text('link').notNull().default(''),
    found: jsonb('found').$type<Array<{ field: string; kind: string; text: string }>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_attempts_member_idx').on(t.memberId, t.id),
    index('contact_attempts_created_idx').on(t.createdAt),
  ],
);
