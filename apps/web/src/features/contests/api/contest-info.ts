import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallData, callApi, isBizError } from '../../../lib/api-client.ts';

export type ContestDetail = CallData<'Contest/contestInfo'>;

export const contestsKey = ['contests'] as const;
export const contestInfoKey = (id: number | undefined) => [...contestsKey, 'info', id] as const;

/** `Contest/contestInfo`: approved contests for everyone, every state for the client and operators. */
export function fetchContestInfo(id: number, signal?: AbortSignal) {
  return callApi('Contest/contestInfo', { id }, { signal });
}

/** The one query of a contest's detail (its page, the operator's review drawer). */
export function contestInfoOptions(id: number | undefined) {
  return queryOptions({
    queryKey: contestInfoKey(id),
    queryFn: ({ signal }) => fetchContestInfo(id ?? 0, signal),
    enabled: id !== undefined,
  });
}

/** The contest's page: asked again each visit; a contest not visible is an answer, not a failure to retry. */
export function useContestInfo(id: number | undefined) {
  return useQuery({
    ...contestInfoOptions(id),
    staleTime: 0,
    retry: (n, err) => !(isBizError(err) && ['not_found', 'not_logged_in'].includes(err.errCode)) && n < 2,
    meta: { silent: true },
  });
}
