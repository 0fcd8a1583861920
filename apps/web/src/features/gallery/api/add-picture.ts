import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { myContentKey } from '../../../lib/my-content.ts';
import { galleryKey } from './gallery-keys.ts';

export type AddPicture = CallBody<'Gallery/addPicture'>;

/** `Gallery/addPicture`: a booth photo of a started, approved exhibition; it waits for review. */
export function addPicture(body: AddPicture) {
  return callApi('Gallery/addPicture', body);
}

export function useAddPicture() {
  // the member's own list changes (the public gallery only after review)
  return useCallMutation(addPicture, [galleryKey, myContentKey]);
}
