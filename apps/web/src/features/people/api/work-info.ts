import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

export type WorkDetail = CallData<'Designer/showWorks'>;
export type WorkDetailQuery = CallBody<'Designer/showWorks'>;

export const workInfoKey = (q: WorkDetailQuery) => [...peopleKey, 'Designer/showWorks', q] as const;

/** `Designer/showWorks`: a work (public once approved; the owner and operators see every state). */
export function fetchWorkInfo(q: WorkDetailQuery, signal?: AbortSignal) {
  return callApi('Designer/showWorks', q, { signal });
}

/** The one query of `Designer/showWorks`, whoever asks; callers add their own freshness, `select` and `enabled`. */
export function workInfoOptions(q: WorkDetailQuery) {
  return queryOptions({ queryKey: workInfoKey(q), queryFn: ({ signal }) => fetchWorkInfo(q, signal) });
}

export function useWorkInfo(q: WorkDetailQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...workInfoOptions(q),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
    // what is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
