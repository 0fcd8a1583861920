import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { useTaskMutation } from './task-mutation.ts';

/** `Taskcenter/businesTaskPub`: publish a task (it waits for review). */
export function publishTask(body: CallBody<'Taskcenter/businesTaskPub'>) {
  return callApi('Taskcenter/businesTaskPub', body);
}

export function usePublishTask() {
  return useTaskMutation(publishTask);
}
