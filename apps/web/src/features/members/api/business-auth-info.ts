import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';

export type BusinessAuthInfo = CallData<'Member/businesAuthInfo'>;

export const businessAuthInfoKey = ['member', 'businesAuthInfo'] as const;

/** The member's own business verification: state, every submitted field (account masked), images, reason. */
export function useBusinessAuthInfo() {
  return useQuery({
    queryKey: businessAuthInfoKey,
    queryFn: ({ signal }) => callApi('Member/businesAuthInfo', {}, { signal }),
    staleTime: 0,
  });
}
