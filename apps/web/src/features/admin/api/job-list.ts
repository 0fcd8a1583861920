import type { JobState } from '@hz/contract/common/states';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type JobList = CallData<'Admin/jobList'>;
export type JobItem = JobList['listItem'][number];

export const JOB_PAGE_SIZE = 20;

export const jobListKey = (state: JobState, page: number) =>
  [...adminKey, 'jobList', { state, page }] as const;

/**
 * One page of background jobs in one state, with the count of every state (the tabs); refreshed every
 * 10 s while shown, since the workers move jobs between the states by themselves.
 */
export function useJobList(state: JobState, page: number) {
  return useQuery({
    queryKey: jobListKey(state, page),
    queryFn: ({ signal }) => callApi('Admin/jobList', { state, page, pageSize: JOB_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: 10_000,
  });
}
