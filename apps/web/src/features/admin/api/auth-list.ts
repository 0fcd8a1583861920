import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type AuthList = CallData<'Admin/authList'>;
export type AuthListItem = AuthList['listItem'][number];
export type AuthChecked = 0 | 1 | 2;

export const AUTH_PAGE_SIZE = 20;

export const authListKey = (checked: AuthChecked, page: number) =>
  [...adminKey, 'authList', 'person', { checked, page }] as const;

/** One page of person verification requests in one state (0 pending, 1 approved, 2 rejected). */
export function useAuthList(checked: AuthChecked, page: number) {
  return useQuery({
    queryKey: authListKey(checked, page),
    queryFn: ({ signal }) =>
      callApi('Admin/authList', { kind: 'person', checked, page, pageSize: AUTH_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
