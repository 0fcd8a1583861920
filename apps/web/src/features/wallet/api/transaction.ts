import type { BillType } from '@hz/contract/wallet';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { walletKey } from './wallet-keys.ts';

export type BillList = CallData<'Bills/transaction'>;
export type BillItem = BillList['listItem'][number];

export const BILL_PAGE_SIZE = 20;

export interface BillListParams {
  page: number;
  pageSize?: number;
  type?: BillType;
  /** China dates `YYYY-MM-DD`, inclusive. */
  sdate?: string;
  edate?: string;
}

export const billListKey = (p: BillListParams) =>
  [
    ...walletKey,
    'bills',
    {
      page: p.page,
      pageSize: p.pageSize ?? BILL_PAGE_SIZE,
      type: p.type ?? '',
      sdate: p.sdate ?? '',
      edate: p.edate ?? '',
    },
  ] as const;

export function fetchBillList(p: BillListParams, signal?: AbortSignal): Promise<BillList> {
  return callApi(
    'Bills/transaction',
    {
      page: p.page,
      pageSize: p.pageSize ?? BILL_PAGE_SIZE,
      ...(p.type ? { type: p.type } : {}),
      ...(p.sdate ? { sdate: p.sdate } : {}),
      ...(p.edate ? { edate: p.edate } : {}),
    },
    { signal },
  );
}

/** One page of the member's ledger lines, newest first, optionally of one type and between two dates. */
export function useBillList(p: BillListParams) {
  return useQuery({
    queryKey: billListKey(p),
    queryFn: ({ signal }) => fetchBillList(p, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
