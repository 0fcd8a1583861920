import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useProjectMutation } from './project-mutation.ts';

/** `Projectcenter/closePrjct`: the client closes an open project; quoting factories are told. */
export function closePrjct(body: CallBody<'Projectcenter/closePrjct'>) {
  return callApi('Projectcenter/closePrjct', body);
}

export function useClosePrjct() {
  return useProjectMutation(closePrjct);
}
