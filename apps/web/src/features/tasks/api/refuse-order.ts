import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useTaskMutation } from './task-mutation.ts';

/** `Taskcenter/refuseOrder`: the designer refuses an order of their design service before it is paid. */
export function refuseOrder(body: CallBody<'Taskcenter/refuseOrder'>) {
  return callApi('Taskcenter/refuseOrder', body);
}

export function useRefuseOrder() {
  return useTaskMutation(refuseOrder);
}
