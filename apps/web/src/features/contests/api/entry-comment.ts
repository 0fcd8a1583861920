import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useContestMutation } from './contest-mutation.ts';

/** `Contest/entryComment`: the client's private comment to the entry's author. */
export function commentEntry(body: CallBody<'Contest/entryComment'>) {
  return callApi('Contest/entryComment', body);
}

export function useCommentEntry() {
  return useContestMutation(commentEntry);
}
