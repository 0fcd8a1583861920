import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { peopleKey } from './people-keys.ts';

/** `Designer/profileEdit`: open the designer profile or submit a new version for review. */
export function editDesignerProfile(body: CallBody<'Designer/profileEdit'>) {
  return callApi('Designer/profileEdit', body);
}

export function useEditDesignerProfile() {
  // the owner's lists, the item's page and (for an approved one) search and top lists change
  return useCallMutation(editDesignerProfile, [peopleKey]);
}
