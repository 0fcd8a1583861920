import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { tasksKey } from './tasks-keys.ts';

export type MyTasks = CallData<'Taskcenter/businesTaskList'>;

export const myTasksKey = (body: CallBody<'Taskcenter/businesTaskList'> | undefined) =>
  [...tasksKey, 'mine', body] as const;

/** `Taskcenter/businesTaskList`: the client's own tasks, by state. */
export function fetchMyTasks(body: CallBody<'Taskcenter/businesTaskList'>, signal?: AbortSignal) {
  return callApi('Taskcenter/businesTaskList', body, { signal });
}

export function useMyTasks(body: CallBody<'Taskcenter/businesTaskList'> | undefined) {
  return useQuery({
    queryKey: myTasksKey(body),
    queryFn: ({ signal }) => fetchMyTasks(body!, signal),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });
}
