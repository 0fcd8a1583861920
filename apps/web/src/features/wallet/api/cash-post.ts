import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { walletKey } from './wallet-keys.ts';

/** Asks to withdraw: the amount moves from the available balance into withdrawals in flight. */
export function postCash(body: CallBody<'Applycash/postNew'>) {
  return callApi('Applycash/postNew', body);
}

export function usePostCash() {
  // balances, bills and the withdrawal history all change; a refused try may lock paying
  return useCallMutation(postCash, [walletKey]);
}
