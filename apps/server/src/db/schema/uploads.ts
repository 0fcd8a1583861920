import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { memberRef } from './members.ts';

/**
 * Uploaded files (docs/domains/uploads.md). `id` is random and unguessable: it appears in public URLs.
 * The bytes live in the file storage under `storage_key` (and `thumb_key` for an image's thumbnail).
 */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    memberId: memberRef(),
    purpose: text('purpose').notNull(),
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key'),
    /** The client's file name, cleaned; metadata only, never part of a path. */
    name: text('name').notNull(),
    width: integer('width'),
    height: integer('height'),
    private: boolean('private').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_member_idx').on(t.memberId, t.createdAt)],
);
