import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useContestMutation } from './contest-mutation.ts';

/** `Contest/entryShow`: whether the entry may be public once the results are out. */
export function showEntry(body: CallBody<'Contest/entryShow'>) {
  return callApi('Contest/entryShow', body);
}

export function useShowEntry() {
  return useContestMutation(showEntry);
}
