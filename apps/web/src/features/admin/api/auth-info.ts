import type { AuthKind } from '@hz/contract/verification';
import { skipToken, useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type AuthInfo = CallData<'Admin/authInfo'>;
export type PersonAuthDetail = Extract<AuthInfo, { kind: 'person' }>;
export type BusinessAuthDetail = Extract<AuthInfo, { kind: 'business' }>;

export const authInfoKey = (kind: AuthKind, id: number) => [...adminKey, 'authInfo', kind, id] as const;

/** One request in full: a person's full ID number, or a business's every field; all images. */
export function useAuthInfo(kind: AuthKind, id: number | undefined) {
  return useQuery({
    queryKey: authInfoKey(kind, id ?? 0),
    queryFn: id ? ({ signal }) => callApi('Admin/authInfo', { kind, id }, { signal }) : skipToken,
    staleTime: 0,
  });
}
