import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

export type DesignerSearch = CallData<'Common/searchDesigner'>;
export type DesignerSearchQuery = CallBody<'Common/searchDesigner'>;

export const designerSearchKey = (q: DesignerSearchQuery) =>
  [...peopleKey, 'Common/searchDesigner', q] as const;

/** `Common/searchDesigner`: one page of public designers matching the filters. */
export function fetchDesignerSearch(q: DesignerSearchQuery, signal?: AbortSignal) {
  return callApi('Common/searchDesigner', q, { signal });
}

/** The one query of `Common/searchDesigner`, whoever asks; callers add their own freshness, `select` and `enabled`. */
export function designerSearchOptions(q: DesignerSearchQuery) {
  return queryOptions({
    queryKey: designerSearchKey(q),
    queryFn: ({ signal }) => fetchDesignerSearch(q, signal),
  });
}

export function useDesignerSearch(q: DesignerSearchQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...designerSearchOptions(q),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
    // what is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
