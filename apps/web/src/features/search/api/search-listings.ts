import type { ListingKind } from '@hz/contract/listings';
import { type CallData, callApi } from '../../../lib/api-client.ts';

export type ListingHits = CallData<'Common/searchHuizhan'>;
export type ListingHit = ListingHits['listItem'][number];

/** `Common/searchHuizhan` or `Common/searchHuiyi` by keyword, ranked by relevance: approved listings only. */
export function searchListings(
  kind: ListingKind,
  q: { keyword: string; page: number; pageSize: number },
  signal?: AbortSignal,
) {
  return callApi(kind === 'huizhan' ? 'Common/searchHuizhan' : 'Common/searchHuiyi', q, { signal });
}
