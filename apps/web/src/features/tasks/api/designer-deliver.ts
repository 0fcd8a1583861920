import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useTaskMutation } from './task-mutation.ts';

/** `Taskcenter/designerDeliver`: the designer hands over files and notes. */
export function deliverTask(body: CallBody<'Taskcenter/designerDeliver'>) {
  return callApi('Taskcenter/designerDeliver', body);
}

export function useDeliverTask() {
  return useTaskMutation(deliverTask);
}
