import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { walletKey } from './wallet-keys.ts';

/** Asks to withdraw: the amount moves from the available balance into withdrawals in flight. */
export function postCash(body: CallBody<'Applycash/postNew'>) {
  return callApi('Applycash/postNew', body);
}

export function usePostCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCash,
    meta: { silent: true },
    // balances, bills and the withdrawal history all change; a refused try may lock paying
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKey }),
  });
}
