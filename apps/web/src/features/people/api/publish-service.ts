import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { peopleKey } from './people-keys.ts';

/** `Service/servicePub`: publish a service, or with `id` edit one's own (back to review). */
export function publishService(body: CallBody<'Service/servicePub'>) {
  return callApi('Service/servicePub', body);
}

export function usePublishService() {
  // the owner's lists, the item's page and (for an approved one) search and top lists change
  return useCallMutation(publishService, [peopleKey]);
}
