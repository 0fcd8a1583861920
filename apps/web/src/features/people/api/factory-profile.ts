import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

export type FactoryProfile = CallData<'Company/profileInfo'>;
export type FactoryProfileQuery = CallBody<'Company/profileInfo'>;

export const factoryProfileKey = (q: FactoryProfileQuery) =>
  [...peopleKey, 'Company/profileInfo', q] as const;

/** `Company/profileInfo`: the member's own factory profile and business verification (operators: any member's). */
export function fetchFactoryProfile(q: FactoryProfileQuery, signal?: AbortSignal) {
  return callApi('Company/profileInfo', q, { signal });
}

/** The one query of `Company/profileInfo`, whoever asks; callers add their own freshness, `select` and `enabled`. */
export function factoryProfileOptions(q: FactoryProfileQuery) {
  return queryOptions({
    queryKey: factoryProfileKey(q),
    queryFn: ({ signal }) => fetchFactoryProfile(q, signal),
  });
}

export function useFactoryProfile(q: FactoryProfileQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...factoryProfileOptions(q),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
    // what is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
