import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { walletInfoKey } from '../../wallet/api/wallet-info.ts';
import { useTaskMutation } from './task-mutation.ts';

/** `Taskcenter/taskCancel`: propose cancelling, or agree to the other side's proposal (the escrow is refunded). */
export function cancelTask(body: CallBody<'Taskcenter/taskCancel'>) {
  return callApi('Taskcenter/taskCancel', body);
}

export function useCancelTask() {
  return useTaskMutation(cancelTask, [walletInfoKey]);
}
