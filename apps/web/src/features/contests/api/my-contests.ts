import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { contestsKey } from './contest-info.ts';

export type ContestListItem = CallData<'Contest/myContests'>['listItem'][number];

/** `Contest/myContests`: the contests the member published (`client`) or entered (`entrant`). */
export function fetchMyContests(body: CallBody<'Contest/myContests'>, signal?: AbortSignal) {
  return callApi('Contest/myContests', body, { signal });
}

export function useMyContests(body: CallBody<'Contest/myContests'>) {
  return useQuery({
    queryKey: [...contestsKey, 'mine', body],
    queryFn: ({ signal }) => fetchMyContests(body, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
