import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

export type FactoryCases = CallData<'Company/listOpenCase'>;
export type FactoryCasesQuery = CallBody<'Company/listOpenCase'>;

export const factoryCasesKey = (q: FactoryCasesQuery) => [...peopleKey, 'Company/listOpenCase', q] as const;

/** `Company/listOpenCase`: one page of a factory's approved cases. */
export function fetchFactoryCases(q: FactoryCasesQuery, signal?: AbortSignal) {
  return callApi('Company/listOpenCase', q, { signal });
}

/** The one query of `Company/listOpenCase`, whoever asks; callers add their own freshness, `select` and `enabled`. */
export function factoryCasesOptions(q: FactoryCasesQuery) {
  return queryOptions({
    queryKey: factoryCasesKey(q),
    queryFn: ({ signal }) => fetchFactoryCases(q, signal),
  });
}

export function useFactoryCases(q: FactoryCasesQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...factoryCasesOptions(q),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
    // what is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
