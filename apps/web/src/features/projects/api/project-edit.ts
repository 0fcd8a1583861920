import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useProjectMutation } from './project-mutation.ts';

/** `Projectcenter/businesPrjctEdit`: edit one's own project while it is open (back to review). */
export function editProject(body: CallBody<'Projectcenter/businesPrjctEdit'>) {
  return callApi('Projectcenter/businesPrjctEdit', body);
}

export function useEditProject() {
  return useProjectMutation(editProject);
}
