import type { UserInfo } from '@hz/contract/members';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const userInfoKey = ['member', 'userInfo'] as const;

export function fetchUserInfo(): Promise<UserInfo> {
  return callApi('Member/userInfo', {});
}

/** `fresh`: asked again on mount, for a screen that acts on the verification state (decision 045). */
export function useUserInfo(options: { enabled?: boolean; fresh?: boolean } = {}) {
  return useQuery({
    queryKey: userInfoKey,
    queryFn: fetchUserInfo,
    enabled: options.enabled ?? true,
    ...(options.fresh && { staleTime: 0 }),
  });
}
