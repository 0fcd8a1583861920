import type { ListingKind } from '@hz/contract/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { listingsKey } from './listings-keys.ts';

export type ExhibitionDetail = CallData<'Common/huizhanInfo'>;
export type ConferenceDetail = CallData<'Common/huiyiInfo'>;
/** Either kind's detail; `kind` tells which fields it has. */
export type ListingDetail = ExhibitionDetail | ConferenceDetail;

export const listingInfoKey = (kind: ListingKind, id: number | undefined) =>
  [...listingsKey, 'info', kind, id] as const;

/** `Common/huizhanInfo` or `Common/huiyiInfo`: approved ones for everyone, every state for the publisher. */
export function fetchListingInfo(
  kind: ListingKind,
  id: number,
  signal?: AbortSignal,
): Promise<ListingDetail> {
  return kind === 'huizhan'
    ? callApi('Common/huizhanInfo', { id }, { signal })
    : callApi('Common/huiyiInfo', { id }, { signal });
}

/**
 * The one query of a listing's detail, whoever asks (its page, the publish form, the operator's review
 * drawer, the booth gallery's exhibition chip): one cache entry per listing. Nothing is asked without an id.
 */
export function listingInfoOptions(kind: ListingKind, id: number | undefined) {
  return queryOptions({
    queryKey: listingInfoKey(kind, id),
    queryFn: ({ signal }) => fetchListingInfo(kind, id ?? 0, signal),
    enabled: id !== undefined,
  });
}

export function useListingInfo(kind: ListingKind, id: number | undefined) {
  return useQuery({
    ...listingInfoOptions(kind, id),
    staleTime: 0,
    // a listing that is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
