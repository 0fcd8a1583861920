import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { members } from './members.ts';
import { projects } from './projects.ts';
import { files } from './uploads.ts';

/** An item of a project's 报馆 checklist: a default one (`render` … `insurance`) or the client's own (`c1`, …). */
export interface PermitItemRow {
  key: string;
  title: string;
  party: 'client' | 'factory';
}

/** A crew member for the 施工证 passes: name and ID number (GB 11643). The two parties only. */
export interface CrewRow {
  name: string;
  idno: string;
}

/**
 * A build project's 报馆 package (issue 31 point 3; docs/domains/projects.md § 报馆材料): the checklist as
 * the client adjusted it and the crew list. No row: the default checklist and no crew yet.
 */
export const projectPermits = pgTable('project_permits', {
  projectId: bigint('project_id', { mode: 'number' })
    .primaryKey()
    .references(() => projects.id),
  items: jsonb('items').$type<PermitItemRow[]>().notNull(),
  crew: jsonb('crew').$type<CrewRow[]>().notNull().default(sql`'[]'::jsonb`),
  updatedAt: updatedAt(),
});

/** A file of the package: which item, uploaded by which side (its uploader removes it). */
export const projectPermitFiles = pgTable(
  'project_permit_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id),
    item: text('item').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    side: text('side').$type<'client' | 'factory'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_permit_files_project_idx').on(t.projectId, t.id),
    check('project_permit_files_side_check', sql`${t.side} IN ('client', 'factory')`),
  ],
);
