import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useTaskMutation } from './task-mutation.ts';

/** `Taskcenter/designerApply`: a designer applies with a proposal (text, files, fee, delivery date). */
export function applyTask(body: CallBody<'Taskcenter/designerApply'>) {
  return callApi('Taskcenter/designerApply', body);
}

export function useApplyTask() {
  return useTaskMutation(applyTask);
}
