import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';

export type BusinesAuthInfo = CallData<'Member/businesAuthInfo'>;

export const businesAuthInfoKey = ['member', 'businesAuthInfo'] as const;

/** The member's own business verification: state, every submitted field (account masked), images, reason. */
export function useBusinesAuthInfo() {
  return useQuery({
    queryKey: businesAuthInfoKey,
    queryFn: ({ signal }) => callApi('Member/businesAuthInfo', {}, { signal }),
    staleTime: 0,
  });
}
