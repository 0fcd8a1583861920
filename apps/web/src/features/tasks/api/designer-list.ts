import { useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { tasksKey } from './tasks-keys.ts';

export type Applicants = CallData<'Taskcenter/designerList'>;

export const applicantsKey = (body: CallBody<'Taskcenter/designerList'> | undefined) =>
  [...tasksKey, 'applicants', body] as const;

/** `Taskcenter/designerList`: a task's applicants, for its client. */
export function fetchApplicants(body: CallBody<'Taskcenter/designerList'>, signal?: AbortSignal) {
  return callApi('Taskcenter/designerList', body, { signal });
}

export function useApplicants(body: CallBody<'Taskcenter/designerList'> | undefined) {
  return useQuery({
    queryKey: applicantsKey(body),
    queryFn: ({ signal }) => fetchApplicants(body!, signal),
    enabled: body !== undefined,
    staleTime: 0,
    meta: { silent: true },
  });
}
