import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { reviewsKey } from './reviews-keys.ts';

export type CmtItem = CallData<'Taskcenter/businesCmtItem'>;

export const cmtItemKey = (id: number) => [...reviewsKey, 'Taskcenter/businesCmtItem', id] as const;

/** `Taskcenter/businesCmtItem`: one review (its author's at any time; the other side's once published). */
export function fetchCmtItem(id: number, signal?: AbortSignal) {
  return callApi('Taskcenter/businesCmtItem', { id }, { signal });
}

export function cmtItemOptions(id: number) {
  return queryOptions({ queryKey: cmtItemKey(id), queryFn: ({ signal }) => fetchCmtItem(id, signal) });
}

export function useCmtItem(id: number) {
  return useQuery({
    ...cmtItemOptions(id),
    enabled: id > 0,
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
