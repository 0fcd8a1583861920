import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { projectsKey } from './project-info.ts';

export type ProjectDrafts = CallData<'Projectcenter/prjctDraftList'>;

/** `Projectcenter/prjctDraftList`: the member's unfinished wizard drafts, latest first. */
export function fetchDrafts(signal?: AbortSignal) {
  return callApi('Projectcenter/prjctDraftList', {}, { signal });
}

export function useDrafts(enabled = true) {
  return useQuery({
    queryKey: [...projectsKey, 'drafts'],
    queryFn: ({ signal }) => fetchDrafts(signal),
    enabled,
    staleTime: 0,
    meta: { silent: true },
  });
}
