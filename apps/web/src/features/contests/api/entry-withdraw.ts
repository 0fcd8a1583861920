import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useContestMutation } from './contest-mutation.ts';

/** `Contest/entryWithdraw`: the author takes an entry back before the deadline. */
export function withdrawEntry(body: CallBody<'Contest/entryWithdraw'>) {
  return callApi('Contest/entryWithdraw', body);
}

export function useWithdrawEntry() {
  return useContestMutation(withdrawEntry);
}
