import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useProjectMutation } from './project-mutation.ts';

/** `Projectcenter/wonPrjct`: the client awards one quotation; the other factories are told (with the reason). */
export function awardProject(body: CallBody<'Projectcenter/wonPrjct'>) {
  return callApi('Projectcenter/wonPrjct', body);
}

export function useAwardProject() {
  return useProjectMutation(awardProject);
}
