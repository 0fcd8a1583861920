import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

export type OpenServices = CallData<'Service/openList'>;
export type OpenServicesQuery = CallBody<'Service/openList'>;

export const openServicesKey = (q: OpenServicesQuery) => [...peopleKey, 'Service/openList', q] as const;

/** `Service/openList`: one page of a member's approved services. */
export function fetchOpenServices(q: OpenServicesQuery, signal?: AbortSignal) {
  return callApi('Service/openList', q, { signal });
}

/** The one query of `Service/openList`, whoever asks; callers add their own freshness, `select` and `enabled`. */
export function openServicesOptions(q: OpenServicesQuery) {
  return queryOptions({
    queryKey: openServicesKey(q),
    queryFn: ({ signal }) => fetchOpenServices(q, signal),
  });
}

export function useOpenServices(q: OpenServicesQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...openServicesOptions(q),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
    // what is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
