import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { adminKey } from './admin-keys.ts';

/** Marks a withdrawal paid (with the transfer reference) or rejects it (coins return); the member is told. */
export function cashReview(body: CallBody<'Admin/cashReview'>) {
  return callApi('Admin/cashReview', body);
}

export function useCashReview() {
  // the queues and the audit log change
  return useCallMutation(cashReview, [adminKey]);
}
