import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

export type FactoryPage = CallData<'Company/cmpyOpenInfo'>;
export type FactoryPageQuery = CallBody<'Company/cmpyOpenInfo'>;

export const factoryPageKey = (q: FactoryPageQuery) => [...peopleKey, 'Company/cmpyOpenInfo', q] as const;

/** `Company/cmpyOpenInfo`: a factory's company page. */
export function fetchFactoryPage(q: FactoryPageQuery, signal?: AbortSignal) {
  return callApi('Company/cmpyOpenInfo', q, { signal });
}

/** The one query of `Company/cmpyOpenInfo`, whoever asks; callers add their own freshness, `select` and `enabled`. */
export function factoryPageOptions(q: FactoryPageQuery) {
  return queryOptions({ queryKey: factoryPageKey(q), queryFn: ({ signal }) => fetchFactoryPage(q, signal) });
}

export function useFactoryPage(q: FactoryPageQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...factoryPageOptions(q),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
    // what is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
