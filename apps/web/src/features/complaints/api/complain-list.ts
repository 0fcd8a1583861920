import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { complaintsKey } from './complaints-keys.ts';

export type ComplaintList = CallData<'Complain/complainList'>;
export type ComplaintListItem = ComplaintList['listItem'][number];

export const complainListKey = [...complaintsKey, 'mine'] as const;

/** `Complain/complainList`: the member's complaints, both sides, newest first (one page of 100). */
export function useComplainList(enabled = true) {
  return useQuery({
    queryKey: complainListKey,
    queryFn: ({ signal }) => callApi('Complain/complainList', { page: 1, pageSize: 100 }, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** The latest complaint about one deal (a task), from the member's list. */
export const complaintOf = (list: ComplaintList | undefined, kind: ComplaintListItem['kind'], id: number) =>
  list?.listItem.find((c) => c.kind === kind && c.objectId === id);
