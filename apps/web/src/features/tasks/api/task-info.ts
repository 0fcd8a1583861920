import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
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

export function useTaskInfo(id: number | undefined) {
  return useQuery({
    ...taskInfoOptions(id),
    staleTime: 0,
    // a task that is not (or no longer) visible is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && ['not_found', 'not_logged_in'].includes(err.errCode)) && n < 2,
    meta: { silent: true },
  });
}
