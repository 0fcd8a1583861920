import type { ListingKind } from '@hz/contract/listings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

/** One page of public exhibitions or conferences matching the filters. */
export function useListingSearch(kind: ListingKind, q: ListingSearchQuery) {
  return useQuery({
    queryKey: listingSearchKey(kind, q),
    queryFn: ({ signal }) => fetchListingSearch(kind, q, signal),
    placeholderData: keepPreviousData,
  });
}
