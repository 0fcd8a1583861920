import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { spacesKey } from './spaces-keys.ts';

export type SpaceDetail = CallData<'Common/hycdInfo'>;

export const spaceInfoKey = (id: number | undefined) => [...spacesKey, 'info', id] as const;

/** `Common/hycdInfo`: approved spaces for everyone, every state for the publisher and operators. */
export function useSpaceInfo(id: number | undefined) {
  return useQuery({
    queryKey: spaceInfoKey(id),
    queryFn: ({ signal }) => callApi('Common/hycdInfo', { id: id ?? 0 }, { signal }),
    enabled: id !== undefined,
    staleTime: 0,
    // a space that is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
