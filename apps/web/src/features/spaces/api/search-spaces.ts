import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { spacesKey } from './spaces-keys.ts';

export type SpaceSearch = CallData<'Common/searchHycd'>;
export type SpaceSearchItem = SpaceSearch['listItem'][number];
export type SpaceSearchQuery = CallBody<'Common/searchHycd'>;

export const SPACE_PAGE_SIZE = 12;

export const spaceSearchKey = (q: SpaceSearchQuery) => [...spacesKey, 'search', q] as const;

/** `Common/searchHycd`: one page of approved spaces matching the filters. */
export function fetchSpaceSearch(q: SpaceSearchQuery, signal?: AbortSignal) {
  return callApi('Common/searchHycd', q, { signal });
}

/**
 * The one query of a space search, whoever asks (the channel page, the cross-kind search, the home page,
 * the listing form's venue picker): one cache, which a publish or an operator's decision invalidates
 * (`spacesKey`). Callers add their own freshness, `select`, `enabled` and `meta`.
 */
export function spaceSearchOptions(q: SpaceSearchQuery) {
  return queryOptions({
    queryKey: spaceSearchKey(q),
    queryFn: ({ signal }) => fetchSpaceSearch(q, signal),
  });
}

export function useSpaceSearch(q: SpaceSearchQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...spaceSearchOptions(q),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}
