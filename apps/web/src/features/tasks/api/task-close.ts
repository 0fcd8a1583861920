import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useTaskMutation } from './task-mutation.ts';

/** `Taskcenter/businesTaskClose`: close a task before the fee is paid. */
export function closeTask(body: CallBody<'Taskcenter/businesTaskClose'>) {
  return callApi('Taskcenter/businesTaskClose', body);
}

export function useCloseTask() {
  return useTaskMutation(closeTask);
}
