import { type ContentKind, contentKinds } from '@hz/contract/content';
import { contestReview } from './contest-review.tsx';
import { listingReview } from './listing-review.tsx';
import { modelReview } from './model-review.tsx';
import { caseReview, designerReview, factoryReview, serviceReview, workReview } from './people-review.tsx';
import { photoReview } from './photo-review.tsx';
import { projectReview } from './project-review.tsx';
import type { ReviewedKind } from './reviewed-kind.ts';
import { spaceReview } from './space-review.tsx';
import { taskReview } from './task-review.tsx';

type AnyReviewed = ReviewedKind<{ id: number; checked: number; reason: string; title: string }>;

/**
 * Every kind the console reviews, one registration each, keyed by the contract's `ContentKind`: a kind
 * added to the contract without a registration fails the typecheck.
 */
export const reviewedKinds = {
  huizhan: listingReview('huizhan') as unknown as AnyReviewed,
  huiyi: listingReview('huiyi') as unknown as AnyReviewed,
  hycd: spaceReview as unknown as AnyReviewed,
  photo: photoReview as unknown as AnyReviewed,
  task: taskReview as unknown as AnyReviewed,
  designer: designerReview as unknown as AnyReviewed,
  factory: factoryReview as unknown as AnyReviewed,
  work: workReview as unknown as AnyReviewed,
  case: caseReview as unknown as AnyReviewed,
  service: serviceReview as unknown as AnyReviewed,
  model: modelReview as unknown as AnyReviewed,
  project: projectReview as unknown as AnyReviewed,
  contest: contestReview as unknown as AnyReviewed,
} satisfies Record<ContentKind, AnyReviewed>;

/** A kind the console reviews. */
export type ReviewedKindName = keyof typeof reviewedKinds;

/** The console's kinds in the contract's (tab) order. */
export const reviewedKindNames = contentKinds.filter((k): k is ReviewedKindName => k in reviewedKinds);
