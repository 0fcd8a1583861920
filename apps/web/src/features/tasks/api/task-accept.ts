import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { walletInfoKey } from '../../wallet/api/wallet-info.ts';
import { useTaskMutation } from './task-mutation.ts';

/** `Taskcenter/businesTaskAccept`: the client accepts; the fee minus the commission goes to the designer. */
export function acceptTask(body: CallBody<'Taskcenter/businesTaskAccept'>) {
  return callApi('Taskcenter/businesTaskAccept', body);
}

export function useAcceptTask() {
  return useTaskMutation(acceptTask, [walletInfoKey]);
}
