import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useTaskMutation } from './task-mutation.ts';

/** `Taskcenter/businesTaskRevise`: the client asks for changes (uses one included round). */
export function reviseTask(body: CallBody<'Taskcenter/businesTaskRevise'>) {
  return callApi('Taskcenter/businesTaskRevise', body);
}

export function useReviseTask() {
  return useTaskMutation(reviseTask);
}
