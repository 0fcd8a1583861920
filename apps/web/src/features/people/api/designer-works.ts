import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

export type DesignerWorks = CallData<'Designer/allWorks'>;
export type DesignerWorksQuery = CallBody<'Designer/allWorks'>;

export const designerWorksKey = (q: DesignerWorksQuery) => [...peopleKey, 'Designer/allWorks', q] as const;

/** `Designer/allWorks`: a designer's public page and one page of works. */
export function fetchDesignerWorks(q: DesignerWorksQuery, signal?: AbortSignal) {
  return callApi('Designer/allWorks', q, { signal });
}

/** The one query of `Designer/allWorks`, whoever asks; callers add their own freshness, `select` and `enabled`. */
export function designerWorksOptions(q: DesignerWorksQuery) {
  return queryOptions({
    queryKey: designerWorksKey(q),
    queryFn: ({ signal }) => fetchDesignerWorks(q, signal),
  });
}

export function useDesignerWorks(q: DesignerWorksQuery, opts: { enabled?: boolean } = {}) {
  return useQuery({
    ...designerWorksOptions(q),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
    // what is not (or no longer) public is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
