import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { tasksKey } from './tasks-keys.ts';

export type TaskHall = CallData<'Taskcenter/designerTaskHall'>;

export const taskHallKey = (body: CallBody<'Taskcenter/designerTaskHall'> | undefined) =>
  [...tasksKey, 'hall', body] as const;

/** `Taskcenter/designerTaskHall`: approved open tasks, newest first, filtered (public). */
export function fetchTaskHall(body: CallBody<'Taskcenter/designerTaskHall'>, signal?: AbortSignal) {
  return callApi('Taskcenter/designerTaskHall', body, { signal });
}

export function useTaskHall(body: CallBody<'Taskcenter/designerTaskHall'> | undefined) {
  return useQuery({
    queryKey: taskHallKey(body),
    queryFn: ({ signal }) => fetchTaskHall(body!, signal),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });
}
