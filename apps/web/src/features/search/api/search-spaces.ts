import { type CallData, callApi } from '../../../lib/api-client.ts';

export type SpaceHits = CallData<'Common/searchHycd'>;
export type SpaceHit = SpaceHits['listItem'][number];

/** `Common/searchHycd` by keyword, ranked by relevance: approved convention spaces only. */
export function searchSpaces(q: { keyword: string; page: number; pageSize: number }, signal?: AbortSignal) {
  return callApi('Common/searchHycd', q, { signal });
}
