import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { projectsKey } from './project-info.ts';
import { draftInfoKey, type ProjectDraft } from './project-draft-info.ts';

/** `Projectcenter/prjctDraftSave`: one wizard step as it is left (`id` 0 starts a draft). */
export function saveDraft(body: CallBody<'Projectcenter/prjctDraftSave'>) {
  return callApi('Projectcenter/prjctDraftSave', body);
}

/** Saves a step; the answer is the draft as it now stands, which the next step reads without asking again. */
export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDraft,
    meta: { silent: true },
    onSuccess: (d: ProjectDraft) => {
      queryClient.setQueryData(draftInfoKey(d.id), d);
      return queryClient.invalidateQueries({ queryKey: [...projectsKey, 'drafts'] });
    },
  });
}
