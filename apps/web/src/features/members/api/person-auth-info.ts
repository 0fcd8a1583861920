import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';

export type PersonAuthInfo = CallData<'Member/personAuthInfo'>;

export const personAuthInfoKey = ['member', 'personAuthInfo'] as const;

export function fetchPersonAuthInfo(signal?: AbortSignal): Promise<PersonAuthInfo> {
  return callApi('Member/personAuthInfo', {}, { signal });
}

/** The member's own person verification: state, submitted name, masked ID number, images, reason. */
export function usePersonAuthInfo() {
  return useQuery({
    queryKey: personAuthInfoKey,
    queryFn: ({ signal }) => fetchPersonAuthInfo(signal),
    staleTime: 0,
  });
}
