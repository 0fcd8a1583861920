import { ReviewState, reviewStateLabels, reviewStateValues } from '@hz/contract/common/states';

/*
 * Its own file, apart from content-format.ts: the contract's state module brings zod (its schemas), which
 * the home page's first load does without (it only needs `dateSpan`).
 */

/** Tag colours of the review states of moderated content; the words are the contract's. */
const reviewStateColors: Readonly<Record<ReviewState, string>> = {
  [ReviewState.pending]: 'orange',
  [ReviewState.approved]: 'green',
  [ReviewState.rejected]: 'red',
};

/** Whether a wire `checked` is one of the review states. */
export const isReviewState = (v: number): v is ReviewState =>
  (reviewStateValues as readonly number[]).includes(v);

/** The tag of a `checked` value (`ReviewState`); an unknown one reads as pending. */
export function reviewState(checked: number): { text: string; color: string } {
  const s = isReviewState(checked) ? checked : ReviewState.pending;
  return { text: reviewStateLabels[s], color: reviewStateColors[s] };
}
