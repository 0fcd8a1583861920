import { skipToken, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type AuthInfo = CallData<'Admin/authInfo'>;

export const authInfoKey = (id: number) => [...adminKey, 'authInfo', 'person', id] as const;

/** One request in full: the full ID number and both images. */
export function useAuthInfo(id: number | undefined) {
  return useQuery({
    queryKey: authInfoKey(id ?? 0),
    queryFn: id ? ({ signal }) => callApi('Admin/authInfo', { kind: 'person', id }, { signal }) : skipToken,
    staleTime: 0,
  });
}
