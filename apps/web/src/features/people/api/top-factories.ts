import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

export type TopFactories = CallData<'Business/topFactory'>;
export type TopFactoriesQuery = CallBody<'Business/topFactory'>;

export const topFactoriesKey = (q: TopFactoriesQuery) => [...peopleKey, 'Business/topFactory', q] as const;

/** `Business/topFactory`: public factories by reputation. */
export function fetchTopFactories(q: TopFactoriesQuery, signal?: AbortSignal) {
  return callApi('Business/topFactory', q, { signal });
}

/** The one query of `Business/topFactory`, whoever asks; callers add their own freshness, `select` and `enabled`. */
export function topFactoriesOptions(q: TopFactoriesQuery) {
  return queryOptions({
    queryKey: topFactoriesKey(q),
    queryFn: ({ signal }) => fetchTopFactories(q, signal),
  });
}

export function useTopFactories(q: TopFactoriesQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...topFactoriesOptions(q),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
    // what is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
