import { FeedbackState, feedbackStateValues } from '@hz/contract/common/states';
import { feedbackKinds } from '@hz/contract/contact';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, serialId, updatedAt } from './columns.ts';
import { members } from './members.ts';

/**
 * Feedback sent from 联系我们 (`Common/feedbackAdd`, decision 015): by a visitor or a member, handled by
 * an operator with a note (`Admin/feedbackHandle`). `ip` is kept for the hourly limit per client.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    /** The mobile or email the sender gave for the reply. */
    contact: text('contact').notNull(),
    /** The sender when logged in; null for a visitor (and when the member is deleted). */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    ip: text('ip').notNull(),
    state: text('state').$type<FeedbackState>().notNull().default(FeedbackState.pending),
    note: text('note').notNull().default(''),
    handledBy: bigint('handled_by', { mode: 'number' }).references(() => members.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // the console's tabs: pending in arrival order, handled newest first
    index('feedback_queue_idx').on(t.state, t.id),
    // the hourly limits
    index('feedback_ip_idx').on(t.ip, t.createdAt),
    index('feedback_member_idx').on(t.memberId, t.createdAt),
    check('feedback_kind_check', oneOf(t.kind, feedbackKinds)),
    check('feedback_state_check', oneOf(t.state, feedbackStateValues)),
    // handled exactly when someone handled it, at a time, with a note
    check(
      'feedback_handled_check',
      sql`(${oneOf(t.state, [FeedbackState.handled])}) = (${t.handledBy} IS NOT NULL AND ${t.handledAt} IS NOT NULL AND ${t.note} <> '')`,
    ),
  ],
);
