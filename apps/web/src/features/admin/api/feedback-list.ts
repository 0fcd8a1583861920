import type { FeedbackState } from '@hz/contract/common/states';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type FeedbackList = CallData<'Admin/feedbackList'>;
export type FeedbackItem = FeedbackList['listItem'][number];

export const FEEDBACK_PAGE_SIZE = 20;

export const feedbackListKey = (state: FeedbackState, page: number) =>
  [...adminKey, 'feedbackList', { state, page }] as const;

/** One page of feedback in one state: pending oldest first, handled newest first. */
export function useFeedbackList(state: FeedbackState, page: number) {
  return useQuery({
    queryKey: feedbackListKey(state, page),
    queryFn: ({ signal }) =>
      callApi('Admin/feedbackList', { state, page, pageSize: FEEDBACK_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
