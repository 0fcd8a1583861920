import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { reviewsKey } from './reviews-keys.ts';

export type CmtTask = CallData<'Taskcenter/businesCmtTask'>;

/**
 * What is reviewed: a design task, a build project or a contest's awarded entry (the same screens, the
 * module's own calls).
 */
export type CmtKind = 'task' | 'project' | 'contest';

const stateCall = {
  task: 'Taskcenter/businesCmtTask',
  project: 'Projectcenter/businesCmtPrjct',
  contest: 'Contest/businesCmtEntry',
} as const;

export const cmtTaskKey = (id: number, kind: CmtKind = 'task') =>
  [...reviewsKey, stateCall[kind], id] as const;

/** `Taskcenter/businesCmtTask` (or `Projectcenter/businesCmtPrjct`): the deal as its party sees it for reviewing. */
export function fetchCmtTask(id: number, signal?: AbortSignal, kind: CmtKind = 'task') {
  return callApi(stateCall[kind], { id }, { signal });
}

export function cmtTaskOptions(id: number, kind: CmtKind = 'task') {
  return queryOptions({
    queryKey: cmtTaskKey(id, kind),
    queryFn: ({ signal }) => fetchCmtTask(id, signal, kind),
  });
}

export function useCmtTask(id: number, kind: CmtKind = 'task') {
  return useQuery({
    ...cmtTaskOptions(id, kind),
    enabled: id > 0,
    // a task that is not the member's is an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && ['not_found', 'forbidden'].includes(err.errCode)) && n < 2,
    meta: { silent: true },
  });
}
