import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { complaintsKey } from './complaints-keys.ts';

export type ComplaintDetail = CallData<'Complain/complainInfo'>;

export const complainInfoKey = (id: number | undefined) => [...complaintsKey, 'info', id] as const;

/** `Complain/complainInfo`: both sides' statements and files, the deliveries and the timeline. */
export function complainInfoOptions(id: number | undefined) {
  return queryOptions({
    queryKey: complainInfoKey(id),
    queryFn: ({ signal }) => callApi('Complain/complainInfo', { id: id ?? 0 }, { signal }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** One complaint, for its sides and the operators (the console's drawer uses it too). */
export const useComplainInfo = (id: number | undefined) => useQuery(complainInfoOptions(id));
