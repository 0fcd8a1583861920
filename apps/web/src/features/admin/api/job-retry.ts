import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { adminKey } from './admin-keys.ts';

/** Puts a failed (dead) background job back in the queue, due now; audit-logged. */
export function jobRetry(body: CallBody<'Admin/jobRetry'>) {
  return callApi('Admin/jobRetry', body);
}

export function useJobRetry() {
  // the job moves between the tabs (and their counts), and the audit log gains an entry
  return useCallMutation(jobRetry, [adminKey]);
}
