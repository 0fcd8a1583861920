import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { walletInfoKey } from '../../wallet/api/wallet-info.ts';
import { useContestMutation } from './contest-mutation.ts';

/** `Contest/contestAccept`: the client accepts; each place's share minus the fee is paid (the wallet changes). */
export function acceptContest(body: CallBody<'Contest/contestAccept'>) {
  return callApi('Contest/contestAccept', body);
}

export function useAcceptContest() {
  return useContestMutation(acceptContest, [walletInfoKey]);
}
