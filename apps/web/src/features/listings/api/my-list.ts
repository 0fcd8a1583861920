import type { ContentKind } from '@hz/contract/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { listingsKey } from './listings-keys.ts';

export type MyList = CallData<'Article/myList'>;
export type MyListItem = MyList['listItem'][number];

export const MY_LIST_PAGE_SIZE = 10;

export const myListKey = (kind: ContentKind, page: number) =>
  [...listingsKey, 'myList', kind, { page }] as const;

/** The member's own listings of one kind, every state, with the rejection reason. */
export function useMyList(kind: ContentKind, page: number) {
  return useQuery({
    queryKey: myListKey(kind, page),
    queryFn: ({ signal }) =>
      callApi('Article/myList', { kind, page, pageSize: MY_LIST_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
