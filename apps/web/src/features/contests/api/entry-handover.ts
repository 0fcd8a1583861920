import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useContestMutation } from './contest-mutation.ts';

/** `Contest/entryHandover`: a winner hands over the final files. */
export function handOver(body: CallBody<'Contest/entryHandover'>) {
  return callApi('Contest/entryHandover', body);
}

export function useHandOver() {
  return useContestMutation(handOver);
}
