import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useContestMutation } from './contest-mutation.ts';

/** `Contest/entrySubmit`: a verified designer sends an entry before the deadline. */
export function submitEntry(body: CallBody<'Contest/entrySubmit'>) {
  return callApi('Contest/entrySubmit', body);
}

export function useSubmitEntry() {
  return useContestMutation(submitEntry);
}
