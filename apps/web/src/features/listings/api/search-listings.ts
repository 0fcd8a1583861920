import type { ListingKind } from '@hz/contract/listings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { listingsKey } from './listings-keys.ts';

export type ListingSearch = CallData<'Common/searchHuizhan'>;
export type ListingSearchItem = ListingSearch['listItem'][number];
export type ListingSearchQuery = CallBody<'Common/searchHuizhan'>;

export const SEARCH_PAGE_SIZE = 12;

export const listingSearchKey = (kind: ListingKind, q: ListingSearchQuery) =>
  [...listingsKey, 'search', kind, q] as const;

/** `Common/searchHuizhan` or `Common/searchHuiyi`: approved listings only. */
export function fetchListingSearch(kind: ListingKind, q: ListingSearchQuery, signal?: AbortSignal) {
  return callApi(kind === 'huizhan' ? 'Common/searchHuizhan' : 'Common/searchHuiyi', q, { signal });
}

/**
 * The one query of a listing search, whoever asks (the channel pages, the cross-kind search, the home
 * page, the booth gallery's exhibition picker): one cache, which a publish or an operator's decision
 * invalidates (`listingsKey`). Callers add their own freshness, `select` and `meta`.
 */
export function listingSearchOptions(kind: ListingKind, q: ListingSearchQuery) {
  return queryOptions({
    queryKey: listingSearchKey(kind, q),
    queryFn: ({ signal }) => fetchListingSearch(kind, q, signal),
  });
}

/** One page of public exhibitions or conferences matching the filters. */
export function useListingSearch(kind: ListingKind, q: ListingSearchQuery) {
  return useQuery({ ...listingSearchOptions(kind, q), placeholderData: keepPreviousData });
}
