import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { spacesKey } from './spaces-keys.ts';

export type SpaceSearch = CallData<'Common/searchHycd'>;
export type SpaceSearchItem = SpaceSearch['listItem'][number];
export type SpaceSearchQuery = CallBody<'Common/searchHycd'>;

export const SPACE_PAGE_SIZE = 12;

export const spaceSearchKey = (q: SpaceSearchQuery) => [...spacesKey, 'search', q] as const;

/** `Common/searchHycd`: one page of approved spaces matching the filters. */
export function useSpaceSearch(q: SpaceSearchQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: spaceSearchKey(q),
    queryFn: ({ signal }) => callApi('Common/searchHycd', q, { signal }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}
