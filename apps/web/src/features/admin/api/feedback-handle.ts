import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { adminKey } from './admin-keys.ts';

/** Marks a piece of feedback handled with a note; audit-logged, and a member sender is messaged. */
export function handleFeedback(body: CallBody<'Admin/feedbackHandle'>) {
  return callApi('Admin/feedbackHandle', body);
}

export function useHandleFeedback() {
  // the feedback moves between the tabs, the pending counts drop and the audit log gains an entry
  return useCallMutation(handleFeedback, [adminKey]);
}
