import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { walletInfoKey } from './wallet-info.ts';

/** Sets or resets the 6-digit pay password with an SMS code sent to the member's own mobile. */
export function setPayment(body: CallBody<'Member/setPayment'>) {
  return callApi('Member/setPayment', body);
}

export function useSetPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPayment,
    // the form shows field errors itself and reports the rest
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletInfoKey }),
  });
}
