import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useContestMutation } from './contest-mutation.ts';

/** `Contest/contestExtend`: no entry came; the entry period once more. */
export function extendContest(body: CallBody<'Contest/contestExtend'>) {
  return callApi('Contest/contestExtend', body);
}

export function useExtendContest() {
  return useContestMutation(extendContest);
}
