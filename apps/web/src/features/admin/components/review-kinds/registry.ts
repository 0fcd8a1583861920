import { type ContentKind, contentKinds } from '@hz/contract/content';
import { listingReview } from './listing-review.tsx';
import { photoReview } from './photo-review.tsx';
import type { ReviewedKind } from './reviewed-kind.ts';
import { spaceReview } from './space-review.tsx';
import { taskReview } from './task-review.tsx';

type AnyReviewed = ReviewedKind<{ id: number; checked: number; reason: string; title: string }>;

/**
 * Every kind the console reviews, one registration each, keyed by the contract's `ContentKind`. The
 * people kinds of issue 12 (`designer`, `factory`, `work`, `case`, `service`) are moderated by the server
 * already and join here with their screens; until then the console leaves them out (their tabs appear
 * with their registrations). When every kind is registered, type this `Record<ContentKind, AnyReviewed>`
 * again, so that a kind added to the contract without a registration fails the typecheck.
 */
export const reviewedKinds = {
  huizhan: listingReview('huizhan') as unknown as AnyReviewed,
  huiyi: listingReview('huiyi') as unknown as AnyReviewed,
  hycd: spaceReview as unknown as AnyReviewed,
  photo: photoReview as unknown as AnyReviewed,
  task: taskReview as unknown as AnyReviewed,
} satisfies Partial<Record<ContentKind, AnyReviewed>>;

/** A kind the console reviews. */
export type ReviewedKindName = keyof typeof reviewedKinds;

/** The console's kinds in the contract's (tab) order. */
export const reviewedKindNames = contentKinds.filter((k): k is ReviewedKindName => k in reviewedKinds);
