import type { ListingKind } from '@hz/contract/listings';
import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { listingsKey } from './listings-keys.ts';

export type ListingDetail = CallData<'Common/huizhanInfo'>;

export const listingInfoKey = (kind: ListingKind, id: number | undefined) =>
  [...listingsKey, 'info', kind, id] as const;

/** `Common/huizhanInfo` or `Common/huiyiInfo`: approved ones for everyone, every state for the publisher. */
export function fetchListingInfo(kind: ListingKind, id: number, signal?: AbortSignal) {
  return callApi(kind === 'huizhan' ? 'Common/huizhanInfo' : 'Common/huiyiInfo', { id }, { signal });
}

export function useListingInfo(kind: ListingKind, id: number | undefined) {
  return useQuery({
    queryKey: listingInfoKey(kind, id),
    queryFn: ({ signal }) => fetchListingInfo(kind, id ?? 0, signal),
    enabled: id !== undefined,
    staleTime: 0,
    // a listing that is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
