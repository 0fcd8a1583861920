import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

export type FactorySearch = CallData<'Common/searchFactory'>;
export type FactorySearchQuery = CallBody<'Common/searchFactory'>;

export const factorySearchKey = (q: FactorySearchQuery) => [...peopleKey, 'Common/searchFactory', q] as const;

/** `Common/searchFactory`: one page of public factories matching the filters. */
export function fetchFactorySearch(q: FactorySearchQuery, signal?: AbortSignal) {
  return callApi('Common/searchFactory', q, { signal });
}

/** The one query of `Common/searchFactory`, whoever asks; callers add their own freshness, `select` and `enabled`. */
export function factorySearchOptions(q: FactorySearchQuery) {
  return queryOptions({
    queryKey: factorySearchKey(q),
    queryFn: ({ signal }) => fetchFactorySearch(q, signal),
  });
}

export function useFactorySearch(q: FactorySearchQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...factorySearchOptions(q),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
    // what is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
