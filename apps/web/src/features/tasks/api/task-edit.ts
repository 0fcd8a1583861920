import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useTaskMutation } from './task-mutation.ts';

/** `Taskcenter/businesTaskEdit`: edit one's task before a designer confirms (back to review). */
export function editTask(body: CallBody<'Taskcenter/businesTaskEdit'>) {
  return callApi('Taskcenter/businesTaskEdit', body);
}

export function useEditTask() {
  return useTaskMutation(editTask);
}
