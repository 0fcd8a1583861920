import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useProjectMutation } from './project-mutation.ts';

/** `Projectcenter/closePrjct`: close one's own project before a quotation is chosen. */
export function closeProject(body: CallBody<'Projectcenter/closePrjct'>) {
  return callApi('Projectcenter/closePrjct', body);
}

export function useCloseProject() {
  return useProjectMutation(closeProject);
}
