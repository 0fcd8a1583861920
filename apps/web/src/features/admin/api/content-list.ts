import type { ReviewState } from '@hz/contract/common/states';
import type { ContentKind } from '@hz/contract/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type ContentList = CallData<'Admin/contentList'>;
export type ContentItem = ContentList['listItem'][number];

export const CONTENT_PAGE_SIZE = 20;

export const contentListKey = (kind: ContentKind, checked: ReviewState, page: number) =>
  [...adminKey, 'contentList', kind, { checked, page }] as const;

/** One page of the moderation queue of one kind and state (`ReviewState`). */
export function useContentList(kind: ContentKind, checked: ReviewState, page: number) {
  return useQuery({
    queryKey: contentListKey(kind, checked, page),
    queryFn: ({ signal }) =>
      callApi('Admin/contentList', { kind, checked, page, pageSize: CONTENT_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
