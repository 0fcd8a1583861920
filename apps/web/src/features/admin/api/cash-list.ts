import type { CashState } from '@hz/contract/common/states';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type AdminCashList = CallData<'Admin/cashList'>;
export type AdminCashItem = AdminCashList['listItem'][number];

export const CASH_PAGE_SIZE = 20;

export const cashListKey = (checked: CashState, page: number) =>
  [...adminKey, 'cashList', { checked, page }] as const;

/** One page of withdrawal requests in one state (`CashState`), accounts in full. */
export function useAdminCashList(checked: CashState, page: number) {
  return useQuery({
    queryKey: cashListKey(checked, page),
    queryFn: ({ signal }) =>
      callApi('Admin/cashList', { checked, page, pageSize: CASH_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
