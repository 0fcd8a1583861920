import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { useCallMutation } from '../../../lib/call-mutation.ts';

/** 发票 (issue 33 point 4): what can be invoiced, the requests, asking for one. */
export const invoicesKey = ['invoices'] as const;
export type InvoiceQuota = CallData<'Invoice/quota'>;
export type InvoiceList = CallData<'Invoice/list'>;
export type InvoiceItem = InvoiceList['listItem'][number];
export const INVOICE_PAGE_SIZE = 10;

export function useInvoiceQuota() {
  return useQuery({
    queryKey: [...invoicesKey, 'quota'],
    queryFn: ({ signal }) => callApi('Invoice/quota', {}, { signal }),
    staleTime: 0,
  });
}

export function useInvoiceList(page: number) {
  return useQuery({
    queryKey: [...invoicesKey, 'list', { page }],
    queryFn: ({ signal }) => callApi('Invoice/list', { page, pageSize: INVOICE_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const requestInvoice = (body: CallBody<'Invoice/request'>) => callApi('Invoice/request', body);
export const useRequestInvoice = () => useCallMutation(requestInvoice, [invoicesKey]);
