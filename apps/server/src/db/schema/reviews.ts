import { type CmtState, CmtState as S, cmtStateValues } from '@hz/contract/common/states';
import { type ReviewKind, type ReviewRole, reviewKinds, reviewRoles } from '@hz/contract/reviews';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, serialId, updatedAt } from './columns.ts';
import { memberRef } from './members.ts';

/**
 * Reviews after a completed deal (issue 13 point 7; docs/domains/reviews.md, decision 024): one row per
 * author and deal (`kind`, `subject_id`), written once by either side, hidden (`pending`) until both are
 * in or the window (`closes_at`, completion + 14 days) ends, then `published` with `published_at` and
 * never changed again. `scores` holds the criteria of the author's role (1–5 each); `rating` is their mean
 * in tenths (45 = 4.5). `title` and `link` keep what was reviewed as it was named then.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serialId(),
    kind: text('kind').$type<ReviewKind>().notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    authorId: memberRef('author_id'),
    targetId: memberRef('target_id'),
    role: text('role').$type<ReviewRole>().notNull(),
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    rating: smallint('rating').notNull(),
    conts: text('conts').notNull(),
    title: text('title').notNull(),
    link: text('link').notNull(),
    state: text('state').$type<CmtState>().notNull().default(S.pending),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_author_uq').on(t.kind, t.subjectId, t.authorId),
    index('reviews_target_idx').on(t.targetId, t.kind, t.publishedAt),
    index('reviews_author_idx').on(t.authorId, t.createdAt),
    check('reviews_state_check', oneOf(t.state, cmtStateValues)),
    check('reviews_kind_check', oneOf(t.kind, reviewKinds)),
    check('reviews_role_check', oneOf(t.role, reviewRoles)),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 10 AND 50`),
    check('reviews_parties_check', sql`${t.authorId} <> ${t.targetId}`),
    check('reviews_published_check', sql`(${t.state} = 'published') = (${t.publishedAt} IS NOT NULL)`),
  ],
);
