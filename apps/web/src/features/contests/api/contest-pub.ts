import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { walletInfoKey } from '../../wallet/api/wallet-info.ts';
import { useContestMutation } from './contest-mutation.ts';

/** `Contest/contestPub`: the brief and the prize, held with the pay password; waits for review. */
export function publishContest(body: CallBody<'Contest/contestPub'>) {
  return callApi('Contest/contestPub', body);
}

export function usePublishContest() {
  return useContestMutation(publishContest, [walletInfoKey]);
}
