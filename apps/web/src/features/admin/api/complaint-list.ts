import type { ComplaintState } from '@hz/contract/common/states';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type AdminComplaintList = CallData<'Admin/complaintList'>;
export type AdminComplaintItem = AdminComplaintList['listItem'][number];

export const COMPLAINT_PAGE_SIZE = 20;

export const complaintListKey = (status: ComplaintState, page: number) =>
  [...adminKey, 'complaintList', { status, page }] as const;

/** One page of complaints in one state (open ones oldest first). */
export function useAdminComplaintList(status: ComplaintState, page: number) {
  return useQuery({
    queryKey: complaintListKey(status, page),
    queryFn: ({ signal }) =>
      callApi('Admin/complaintList', { status, page, pageSize: COMPLAINT_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
