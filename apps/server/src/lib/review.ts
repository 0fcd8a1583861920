import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ReviewState } from '@hz/contract/common/states';
import { defineMachine } from './state-machine.ts';

const { pending, approved, rejected } = ReviewState;

/**
 * The review lifecycle of whatever an operator approves before it counts: published content and
 * verification requests (`checked`). The owner submits (again: an edit of an approved or rejected one
 * goes back to review); an operator decides a pending one, once.
 */
export const reviewMachine = defineMachine(
  'review',
  [
    { from: [pending, approved, rejected], action: 'submit', actor: 'owner', to: pending },
    { from: [pending], action: 'approve', actor: 'operator', to: approved },
    { from: [pending], action: 'reject', actor: 'operator', to: rejected },
  ] as const,
  { conflict: '该内容已审核，请刷新后查看' },
);

export type ReviewAction = 'submit' | 'approve' | 'reject';

/**
 * `column = 1` (approved) with the state as a literal, not a parameter: the planner then sees the
 * predicate of the partial indexes over approved rows (`… WHERE checked = 1`) in the query.
 */
export const isApproved = (column: AnyPgColumn) => sql`${column} = ${sql.raw(String(ReviewState.approved))}`;
