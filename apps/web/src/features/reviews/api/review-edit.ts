import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { reviewsKey } from './reviews-keys.ts';

/** `Taskcenter/businesCmtEdit`: the author changes a review that is not published yet. */
export function editCmt(body: CallBody<'Taskcenter/businesCmtEdit'>) {
  return callApi('Taskcenter/businesCmtEdit', body);
}

export function useEditCmt() {
  // the review itself, the lists and the task's review state
  return useCallMutation(editCmt, [reviewsKey]);
}
