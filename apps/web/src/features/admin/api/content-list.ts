import type { ContentKind } from '@hz/contract/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type ContentList = CallData<'Admin/contentList'>;
export type ContentItem = ContentList['listItem'][number];
export type ContentChecked = 0 | 1 | 2;

export const CONTENT_PAGE_SIZE = 20;

export const contentListKey = (kind: ContentKind, checked: ContentChecked, page: number) =>
  [...adminKey, 'contentList', kind, { checked, page }] as const;

/** One page of the moderation queue of one kind and state (0 pending, 1 approved, 2 rejected). */
export function useContentList(kind: ContentKind, checked: ContentChecked, page: number) {
  return useQuery({
    queryKey: contentListKey(kind, checked, page),
    queryFn: ({ signal }) =>
      callApi('Admin/contentList', { kind, checked, page, pageSize: CONTENT_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
