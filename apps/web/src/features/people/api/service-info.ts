import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

export type ServiceDetail = CallData<'Service/serviceInfo'>;
export type ServiceDetailQuery = CallBody<'Service/serviceInfo'>;

export const serviceInfoKey = (q: ServiceDetailQuery) => [...peopleKey, 'Service/serviceInfo', q] as const;

/** `Service/serviceInfo`: a service (public once approved; the owner and operators see every state). */
export function fetchServiceInfo(q: ServiceDetailQuery, signal?: AbortSignal) {
  return callApi('Service/serviceInfo', q, { signal });
}

/** The one query of `Service/serviceInfo`, whoever asks; callers add their own freshness, `select` and `enabled`. */
export function serviceInfoOptions(q: ServiceDetailQuery) {
  return queryOptions({ queryKey: serviceInfoKey(q), queryFn: ({ signal }) => fetchServiceInfo(q, signal) });
}

export function useServiceInfo(q: ServiceDetailQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...serviceInfoOptions(q),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
    // what is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
