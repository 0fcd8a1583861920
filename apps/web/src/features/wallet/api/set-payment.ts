import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { userInfoKey } from '../../members/api/user-info.ts';
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
    // the wallet (提现 waits for it), then the member's 已设置 state (安全设置; the modal's title follows it,
    // so it is asked only as the modal closes)
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: walletInfoKey });
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
  });
}
