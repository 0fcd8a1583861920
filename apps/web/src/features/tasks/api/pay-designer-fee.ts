import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { walletInfoKey } from '../../wallet/api/wallet-info.ts';
import { useTaskMutation } from './task-mutation.ts';

/** `Taskcenter/payDesignerFee`: the client pays the fee into escrow with the pay password (the wallet changes). */
export function payDesignerFee(body: CallBody<'Taskcenter/payDesignerFee'>) {
  return callApi('Taskcenter/payDesignerFee', body);
}

export function usePayDesignerFee() {
  return useTaskMutation(payDesignerFee, [walletInfoKey]);
}
