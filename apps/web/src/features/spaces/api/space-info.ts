import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { spacesKey } from './spaces-keys.ts';

export type SpaceDetail = CallData<'Common/hycdInfo'>;

export const spaceInfoKey = (id: number | undefined) => [...spacesKey, 'info', id] as const;

/** `Common/hycdInfo`: approved spaces for everyone, every state for the publisher and operators. */
export function fetchSpaceInfo(id: number, signal?: AbortSignal) {
  return callApi('Common/hycdInfo', { id }, { signal });
}

/**
 * The one query of a space's detail, whoever asks (its page, the publish form, the operator's review
 * drawer): one cache entry per space. Nothing is asked without an id.
 */
export function spaceInfoOptions(id: number | undefined) {
  return queryOptions({
    queryKey: spaceInfoKey(id),
    queryFn: ({ signal }) => fetchSpaceInfo(id ?? 0, signal),
    enabled: id !== undefined,
  });
}

export function useSpaceInfo(id: number | undefined) {
  return useQuery({
    ...spaceInfoOptions(id),
    staleTime: 0,
    // a space that is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
