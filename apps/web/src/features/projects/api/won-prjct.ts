import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useProjectMutation } from './project-mutation.ts';

/** `Projectcenter/wonPrjct`: the client awards one quotation; the other factories are told (with the reason). */
export function wonPrjct(body: CallBody<'Projectcenter/wonPrjct'>) {
  return callApi('Projectcenter/wonPrjct', body);
}

export function useWonPrjct() {
  return useProjectMutation(wonPrjct);
}
