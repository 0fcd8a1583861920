import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

export type MyServices = CallData<'Service/myList'>;
export type MyServicesQuery = CallBody<'Service/myList'>;

export const myServicesKey = (q: MyServicesQuery) => [...peopleKey, 'Service/myList', q] as const;

/** `Service/myList`: the member's services, every state. */
export function fetchMyServices(q: MyServicesQuery, signal?: AbortSignal) {
  return callApi('Service/myList', q, { signal });
}

/** The one query of `Service/myList`, whoever asks; callers add their own freshness, `select` and `enabled`. */
export function myServicesOptions(q: MyServicesQuery) {
  return queryOptions({ queryKey: myServicesKey(q), queryFn: ({ signal }) => fetchMyServices(q, signal) });
}

export function useMyServices(q: MyServicesQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...myServicesOptions(q),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
    // what is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
