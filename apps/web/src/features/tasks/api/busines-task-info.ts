import { queryOptions } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { tasksKey } from './tasks-keys.ts';

export type TaskDetail = CallData<'Taskcenter/businesTaskInfo'>;

export const taskInfoKey = (id: number | undefined) => [...tasksKey, 'info', id] as const;

/** `Taskcenter/businesTaskInfo`: approved tasks for everyone, every state for the parties and operators. */
export function fetchTaskInfo(id: number, signal?: AbortSignal) {
  return callApi('Taskcenter/businesTaskInfo', { id }, { signal });
}

/** The one query of a task's detail (its page, the edit form, the operator's review drawer). */
export function taskInfoOptions(id: number | undefined) {
  return queryOptions({
    queryKey: taskInfoKey(id),
    queryFn: ({ signal }) => fetchTaskInfo(id ?? 0, signal),
    enabled: id !== undefined,
  });
}
