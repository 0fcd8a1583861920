import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { walletInfoKey } from '../../wallet/api/wallet-info.ts';
import { useContestMutation } from './contest-mutation.ts';

/** `Contest/contestClose`: closed with the prize refunded in full (the wallet changes). */
export function closeContest(body: CallBody<'Contest/contestClose'>) {
  return callApi('Contest/contestClose', body);
}

export function useCloseContest() {
  return useContestMutation(closeContest, [walletInfoKey]);
}
