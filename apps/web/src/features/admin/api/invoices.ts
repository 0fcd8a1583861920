import type { InvoiceState } from '@hz/contract/invoices';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';
import { adminKey } from './admin-keys.ts';

export type AdminInvoiceList = CallData<'Admin/invoiceList'>;
export type AdminInvoiceItem = AdminInvoiceList['listItem'][number];
export const INVOICE_PAGE_SIZE = 20;

/** One page of 发票 requests in one state. */
export function useAdminInvoiceList(state: InvoiceState, page: number) {
  return useQuery({
    queryKey: [...adminKey, 'invoiceList', { state, page }],
    queryFn: ({ signal }) =>
      callApi('Admin/invoiceList', { state, page, pageSize: INVOICE_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const useInvoiceIssue = () =>
  useCallMutation((b: CallBody<'Admin/invoiceIssue'>) => callApi('Admin/invoiceIssue', b), [adminKey]);
export const useInvoiceRefuse = () =>
  useCallMutation((b: CallBody<'Admin/invoiceRefuse'>) => callApi('Admin/invoiceRefuse', b), [adminKey]);
