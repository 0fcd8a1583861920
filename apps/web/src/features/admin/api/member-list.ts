import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type AdminMemberList = CallData<'Admin/memberList'>;
export type AdminMemberItem = AdminMemberList['listItem'][number];

export const MEMBER_PAGE_SIZE = 20;

export interface MemberListParams {
  keyword: string;
  page: number;
}

export const memberListKey = (p: MemberListParams) =>
  [...adminKey, 'memberList', { keyword: p.keyword, page: p.page }] as const;

export function fetchMemberList(p: MemberListParams, signal?: AbortSignal): Promise<AdminMemberList> {
  return callApi(
    'Admin/memberList',
    { page: p.page, pageSize: MEMBER_PAGE_SIZE, ...(p.keyword ? { keyword: p.keyword } : {}) },
    { signal },
  );
}

/** One page of members, optionally narrowed by part of a mobile, name, nickname or cardno. */
export function useMemberList(p: MemberListParams) {
  return useQuery({
    queryKey: memberListKey(p),
    queryFn: ({ signal }) => fetchMemberList(p, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
