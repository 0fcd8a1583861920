import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useContestMutation } from './contest-mutation.ts';

/** `Contest/entryEliminate`: the client takes an entry out of the running. */
export function eliminateEntry(body: CallBody<'Contest/entryEliminate'>) {
  return callApi('Contest/entryEliminate', body);
}

export function useEliminateEntry() {
  return useContestMutation(eliminateEntry);
}
