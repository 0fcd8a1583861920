import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { walletKey } from './wallet-keys.ts';

export type CashList = CallData<'Applycash/list'>;
export type CashItem = CashList['listItem'][number];

export const CASH_PAGE_SIZE = 10;

export const cashListKey = (page: number) => [...walletKey, 'cashList', { page }] as const;

export function fetchCashList(page: number, signal?: AbortSignal): Promise<CashList> {
  return callApi('Applycash/list', { page, pageSize: CASH_PAGE_SIZE }, { signal });
}

/** One page of the member's withdrawals, newest first (accounts masked). */
export function useCashList(page: number) {
  return useQuery({
    queryKey: cashListKey(page),
    queryFn: ({ signal }) => fetchCashList(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
