import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { peopleKey } from './people-keys.ts';

/** `Company/caseDel`: delete one's own build case for good. */
export function deleteCase(body: CallBody<'Company/caseDel'>) {
  return callApi('Company/caseDel', body);
}

export function useDeleteCase() {
  // the owner's lists, the item's page and (for an approved one) search and top lists change
  return useCallMutation(deleteCase, [peopleKey]);
}
