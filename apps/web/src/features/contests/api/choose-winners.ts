import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useContestMutation } from './contest-mutation.ts';

/** `Contest/chooseWinners`: the client chooses the winners, first place first. */
export function chooseWinners(body: CallBody<'Contest/chooseWinners'>) {
  return callApi('Contest/chooseWinners', body);
}

export function useChooseWinners() {
  return useContestMutation(chooseWinners);
}
