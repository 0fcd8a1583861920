import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useContestMutation } from './contest-mutation.ts';

/** `Contest/entryEdit`: the author changes an entry before the deadline (a finalist during the revision). */
export function editEntry(body: CallBody<'Contest/entryEdit'>) {
  return callApi('Contest/entryEdit', body);
}

export function useEditEntry() {
  return useContestMutation(editEntry);
}
