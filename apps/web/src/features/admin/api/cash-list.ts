import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type AdminCashList = CallData<'Admin/cashList'>;
export type AdminCashItem = AdminCashList['listItem'][number];
export type CashChecked = 0 | 1 | 2;

export const CASH_PAGE_SIZE = 20;

export const cashListKey = (checked: CashChecked, page: number) =>
  [...adminKey, 'cashList', { checked, page }] as const;

/** One page of withdrawal requests in one state (0 waiting, 1 paid, 2 rejected), accounts in full. */
export function useAdminCashList(checked: CashChecked, page: number) {
  return useQuery({
    queryKey: cashListKey(checked, page),
    queryFn: ({ signal }) =>
      callApi('Admin/cashList', { checked, page, pageSize: CASH_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
