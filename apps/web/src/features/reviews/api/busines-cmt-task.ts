import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { reviewsKey } from './reviews-keys.ts';

export type CmtTask = CallData<'Taskcenter/businesCmtTask'>;

export const cmtTaskKey = (id: number) => [...reviewsKey, 'Taskcenter/businesCmtTask', id] as const;

/** `Taskcenter/businesCmtTask`: one task as its party sees it for reviewing (criteria, mine, theirs). */
export function fetchCmtTask(id: number, signal?: AbortSignal) {
  return callApi('Taskcenter/businesCmtTask', { id }, { signal });
}

export function cmtTaskOptions(id: number) {
  return queryOptions({ queryKey: cmtTaskKey(id), queryFn: ({ signal }) => fetchCmtTask(id, signal) });
}

export function useCmtTask(id: number) {
  return useQuery({
    ...cmtTaskOptions(id),
    enabled: id > 0,
    // a task that is not the member's is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && ['not_found', 'forbidden'].includes(err.errCode)) && n < 2,
    meta: { silent: true },
  });
}
