import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useTaskMutation } from './task-mutation.ts';

/** `Taskcenter/selectDesigner`: the client selects one application. */
export function selectDesigner(body: CallBody<'Taskcenter/selectDesigner'>) {
  return callApi('Taskcenter/selectDesigner', body);
}

export function useSelectDesigner() {
  return useTaskMutation(selectDesigner);
}
