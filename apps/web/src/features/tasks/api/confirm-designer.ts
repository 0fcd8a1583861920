import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useTaskMutation } from './task-mutation.ts';

/** `Taskcenter/confirmDesigner`: the selected designer confirms or declines. */
export function confirmDesigner(body: CallBody<'Taskcenter/confirmDesigner'>) {
  return callApi('Taskcenter/confirmDesigner', body);
}

export function useConfirmDesigner() {
  return useTaskMutation(confirmDesigner);
}
