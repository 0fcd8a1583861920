import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { contestsKey } from './contest-info.ts';

export type ContestEntry = CallData<'Contest/entryList'>['listItem'][number];

/** `Contest/entryList`: the entries the viewer may see (blind mode on the server), and how many are hidden. */
export function fetchEntries(id: number, signal?: AbortSignal) {
  return callApi('Contest/entryList', { id }, { signal });
}

export function useEntries(id: number) {
  return useQuery({
    queryKey: [...contestsKey, 'entries', id],
    queryFn: ({ signal }) => fetchEntries(id, signal),
    staleTime: 0,
    meta: { silent: true },
  });
}
