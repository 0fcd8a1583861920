import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { peopleKey } from './people-keys.ts';

/** `Company/profileEdit`: open the factory profile or submit a new version for review. */
export function editFactoryProfile(body: CallBody<'Company/profileEdit'>) {
  return callApi('Company/profileEdit', body);
}

export function useEditFactoryProfile() {
  // the owner's lists, the item's page and (for an approved one) search and top lists change
  return useCallMutation(editFactoryProfile, [peopleKey]);
}
