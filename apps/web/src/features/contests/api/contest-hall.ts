import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { contestsKey } from './contest-info.ts';

/** `Contest/contestHall`: approved contests open for entries (or selecting), filtered and sorted. */
export function fetchContestHall(body: CallBody<'Contest/contestHall'>, signal?: AbortSignal) {
  return callApi('Contest/contestHall', body, { signal });
}

export function useContestHall(body: CallBody<'Contest/contestHall'> | undefined) {
  return useQuery({
    queryKey: [...contestsKey, 'hall', body],
    queryFn: ({ signal }) => fetchContestHall(body!, signal),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
