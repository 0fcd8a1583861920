import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

export type TopDesigners = CallData<'Business/topDesigner'>;
export type TopDesignersQuery = CallBody<'Business/topDesigner'>;

export const topDesignersKey = (q: TopDesignersQuery) => [...peopleKey, 'Business/topDesigner', q] as const;

/** `Business/topDesigner`: public designers by reputation. */
export function fetchTopDesigners(q: TopDesignersQuery, signal?: AbortSignal) {
  return callApi('Business/topDesigner', q, { signal });
}

/** The one query of `Business/topDesigner`, whoever asks; callers add their own freshness, `select` and `enabled`. */
export function topDesignersOptions(q: TopDesignersQuery) {
  return queryOptions({
    queryKey: topDesignersKey(q),
    queryFn: ({ signal }) => fetchTopDesigners(q, signal),
  });
}

export function useTopDesigners(q: TopDesignersQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...topDesignersOptions(q),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
    // what is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
