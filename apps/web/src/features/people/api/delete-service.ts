import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { peopleKey } from './people-keys.ts';

/** `Service/serviceDel`: delete one's own service for good. */
export function deleteService(body: CallBody<'Service/serviceDel'>) {
  return callApi('Service/serviceDel', body);
}

export function useDeleteService() {
  // the owner's lists, the item's page and (for an approved one) search and top lists change
  return useCallMutation(deleteService, [peopleKey]);
}
