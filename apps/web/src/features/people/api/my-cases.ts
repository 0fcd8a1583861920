import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

export type MyCases = CallData<'Company/myCases'>;
export type MyCasesQuery = CallBody<'Company/myCases'>;

export const myCasesKey = (q: MyCasesQuery) => [...peopleKey, 'Company/myCases', q] as const;

/** `Company/myCases`: the member's build cases, every state. */
export function fetchMyCases(q: MyCasesQuery, signal?: AbortSignal) {
  return callApi('Company/myCases', q, { signal });
}

/** The one query of `Company/myCases`, whoever asks; callers add their own freshness, `select` and `enabled`. */
export function myCasesOptions(q: MyCasesQuery) {
  return queryOptions({ queryKey: myCasesKey(q), queryFn: ({ signal }) => fetchMyCases(q, signal) });
}

export function useMyCases(q: MyCasesQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...myCasesOptions(q),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
    // what is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
