import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { peopleKey } from './people-keys.ts';

/** `Designer/workPub`: publish a work, or with `id` edit one's own (back to review). */
export function publishWork(body: CallBody<'Designer/workPub'>) {
  return callApi('Designer/workPub', body);
}

export function usePublishWork() {
  // the owner's lists, the item's page and (for an approved one) search and top lists change
  return useCallMutation(publishWork, [peopleKey]);
}
