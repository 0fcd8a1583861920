import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { reviewsKey } from './reviews-keys.ts';

export type CmtList = CallData<'Taskcenter/businesCmtList'>;
export type CmtListQuery = CallBody<'Taskcenter/businesCmtList'>;
export const CMT_PAGE_SIZE = 10;

export const cmtListKey = (q: CmtListQuery) => [...reviewsKey, 'Taskcenter/businesCmtList', q] as const;

/** `Taskcenter/businesCmtList`: the member's reviews, given (any state) or received (published). */
export function fetchCmtList(q: CmtListQuery, signal?: AbortSignal) {
  return callApi('Taskcenter/businesCmtList', q, { signal });
}

export function cmtListOptions(q: CmtListQuery) {
  return queryOptions({ queryKey: cmtListKey(q), queryFn: ({ signal }) => fetchCmtList(q, signal) });
}

export function useCmtList(q: CmtListQuery) {
  return useQuery({ ...cmtListOptions(q), placeholderData: keepPreviousData, meta: { silent: true } });
}
