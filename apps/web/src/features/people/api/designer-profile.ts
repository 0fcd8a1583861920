import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

export type DesignerProfile = CallData<'Designer/profileInfo'>;
export type DesignerProfileQuery = CallBody<'Designer/profileInfo'>;

export const designerProfileKey = (q: DesignerProfileQuery) =>
  [...peopleKey, 'Designer/profileInfo', q] as const;

/** `Designer/profileInfo`: the member's own designer profile and person verification (operators: any member's). */
export function fetchDesignerProfile(q: DesignerProfileQuery, signal?: AbortSignal) {
  return callApi('Designer/profileInfo', q, { signal });
}

/** The one query of `Designer/profileInfo`, whoever asks; callers add their own freshness, `select` and `enabled`. */
export function designerProfileOptions(q: DesignerProfileQuery) {
  return queryOptions({
    queryKey: designerProfileKey(q),
    queryFn: ({ signal }) => fetchDesignerProfile(q, signal),
  });
}

export function useDesignerProfile(q: DesignerProfileQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...designerProfileOptions(q),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
    // what is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
