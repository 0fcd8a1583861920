import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { peopleKey } from './people-keys.ts';

/** `Designer/workDel`: delete one's own work for good. */
export function deleteWork(body: CallBody<'Designer/workDel'>) {
  return callApi('Designer/workDel', body);
}

export function useDeleteWork() {
  // the owner's lists, the item's page and (for an approved one) search and top lists change
  return useCallMutation(deleteWork, [peopleKey]);
}
