import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { spacesKey } from './spaces-keys.ts';

export type MySpaces = CallData<'Article/myList'>;
export type MySpaceItem = MySpaces['listItem'][number];

export const MY_SPACES_PAGE_SIZE = 10;

export const mySpacesKey = (page: number) => [...spacesKey, 'mine', { page }] as const;

/** `Article/myList` of kind `hycd`: the member's own spaces, every state, with the rejection reason. */
export function useMySpaces(page: number) {
  return useQuery({
    queryKey: mySpacesKey(page),
    queryFn: ({ signal }) =>
      callApi('Article/myList', { kind: 'hycd', page, pageSize: MY_SPACES_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
