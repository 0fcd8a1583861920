import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type SpaceReviewDetail = CallData<'Common/hycdInfo'>;

export const spaceInfoKey = (id: number | undefined) => [...adminKey, 'spaceInfo', id] as const;

/** The full convention space through the public detail call, which shows operators every state. */
export function useSpaceInfo(id: number | undefined) {
  return useQuery({
    queryKey: spaceInfoKey(id),
    queryFn: ({ signal }) => callApi('Common/hycdInfo', { id: id ?? 0 }, { signal }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}
