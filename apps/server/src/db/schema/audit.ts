import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.ts';
import { memberRef } from './members.ts';

/**
 * Every operator action: who, what, on what, before and after. Rows are only ever inserted; a trigger
 * (migration 0003) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    actorId: memberRef('actor_id'),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetKind, t.targetId, t.id)],
);
