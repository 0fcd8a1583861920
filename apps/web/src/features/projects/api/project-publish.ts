import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useProjectMutation } from './project-mutation.ts';

/** `Projectcenter/businesPrjctPub`: publish a project (it waits for review); `draft` is deleted with it. */
export function publishProject(body: CallBody<'Projectcenter/businesPrjctPub'>) {
  return callApi('Projectcenter/businesPrjctPub', body);
}

export function usePublishProject() {
  return useProjectMutation(publishProject);
}
