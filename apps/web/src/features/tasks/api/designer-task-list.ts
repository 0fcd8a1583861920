import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { tasksKey } from './tasks-keys.ts';

export type MyApplies = CallData<'Taskcenter/designerTaskList'>;

export const myAppliesKey = (body: CallBody<'Taskcenter/designerTaskList'> | undefined) =>
  [...tasksKey, 'applies', body] as const;

/** `Taskcenter/designerTaskList`: the designer's own applications with their tasks. */
export function fetchMyApplies(body: CallBody<'Taskcenter/designerTaskList'>, signal?: AbortSignal) {
  return callApi('Taskcenter/designerTaskList', body, { signal });
}

export function useMyApplies(body: CallBody<'Taskcenter/designerTaskList'> | undefined) {
  return useQuery({
    queryKey: myAppliesKey(body),
    queryFn: ({ signal }) => fetchMyApplies(body!, signal),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });
}
