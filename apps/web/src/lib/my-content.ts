import type { ContentKind } from '@hz/contract/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from './api-client.ts';

export type MyContent = CallData<'Article/myList'>;
export type MyContentItem = MyContent['listItem'][number];

/** Every cached page of the member's own content starts with this key; publishing invalidates it. */
export const myContentKey = ['myContent'] as const;

/**
 * `Article/myList`: the member's own content of one kind (exhibitions, conferences, spaces, booth
 * photos), every state, with the rejection reason; the same row shape for every kind.
 */
export function useMyContent(
  kind: ContentKind,
  page: number,
  pageSize: number,
  opts: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: [...myContentKey, kind, { page, pageSize }] as const,
    queryFn: ({ signal }) => callApi('Article/myList', { kind, page, pageSize }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled: opts.enabled ?? true,
  });
}
