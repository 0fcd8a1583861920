import type { UserInfo } from '@hz/contract/members';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const userInfoKey = ['member', 'userInfo'] as const;

export function fetchUserInfo(): Promise<UserInfo> {
  return callApi('Member/userInfo', {});
}

export function useUserInfo(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: userInfoKey, queryFn: fetchUserInfo, enabled: options.enabled ?? true });
}
