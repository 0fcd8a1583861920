import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi, isBizError } from '../../../lib/api-client.ts';

export type ProjectDraft = CallData<'Projectcenter/prjctDraftInfo'>;

/**
 * Not under `projectsKey`: publishing deletes the draft, and the invalidation that follows a publish must
 * not ask the server again for the draft the screen still shows (the wizard drops it after leaving).
 */
export const draftInfoKey = (id: number | undefined) => ['projectDraft', id] as const;

/** `Projectcenter/prjctDraftInfo`: one of the member's wizard drafts (on any device). */
export function fetchDraft(id: number, signal?: AbortSignal) {
  return callApi('Projectcenter/prjctDraftInfo', { id }, { signal });
}

export function useDraft(id: number | undefined) {
  return useQuery({
    queryKey: draftInfoKey(id),
    queryFn: ({ signal }) => fetchDraft(id ?? 0, signal),
    enabled: id !== undefined,
    staleTime: 60_000,
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
