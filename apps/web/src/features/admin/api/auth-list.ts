import type { ReviewState } from '@hz/contract/common/states';
import type { AuthKind } from '@hz/contract/verification';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type AuthList = CallData<'Admin/authList'>;
export type AuthListItem = AuthList['listItem'][number];

export const AUTH_PAGE_SIZE = 20;

export const authListKey = (kind: AuthKind, checked: ReviewState, page: number) =>
  [...adminKey, 'authList', kind, { checked, page }] as const;

/** One page of person or business verification requests in one state (`ReviewState`). */
export function useAuthList(kind: AuthKind, checked: ReviewState, page: number) {
  return useQuery({
    queryKey: authListKey(kind, checked, page),
    queryFn: ({ signal }) =>
      callApi('Admin/authList', { kind, checked, page, pageSize: AUTH_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
