import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { adminKey } from './admin-keys.ts';

/** Approves or rejects (with a reason) a verification request; the member gets a message. */
export function authReview(body: CallBody<'Admin/authReview'>) {
  return callApi('Admin/authReview', body);
}

export function useAuthReview() {
  // the queues, the detail, the member and the audit log all change
  return useCallMutation(authReview, [adminKey]);
}
