import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

export type MyWorks = CallData<'Designer/myWorks'>;
export type MyWorksQuery = CallBody<'Designer/myWorks'>;

export const myWorksKey = (q: MyWorksQuery) => [...peopleKey, 'Designer/myWorks', q] as const;

/** `Designer/myWorks`: the member's works, every state. */
export function fetchMyWorks(q: MyWorksQuery, signal?: AbortSignal) {
  return callApi('Designer/myWorks', q, { signal });
}

/** The one query of `Designer/myWorks`, whoever asks; callers add their own freshness, `select` and `enabled`. */
export function myWorksOptions(q: MyWorksQuery) {
  return queryOptions({ queryKey: myWorksKey(q), queryFn: ({ signal }) => fetchMyWorks(q, signal) });
}

export function useMyWorks(q: MyWorksQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...myWorksOptions(q),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
    // what is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
