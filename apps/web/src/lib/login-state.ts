import type { LoginCheckData } from '@hz/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { get } from './api-client.ts';

/**
 * Whether someone is logged in (undefined while unknown), for shared components and features that only
 * need a yes or no. It reads the same cache entry as the auth feature's `useLoginCheck`
 * (features/auth/api/login-check.ts, key `['loginCheck']`), which they may not import.
 */
export function useLoggedIn(): boolean | undefined {
  const q = useQuery({
    queryKey: ['loginCheck'],
    queryFn: () => get<LoginCheckData>('/api/loginCheck'),
    staleTime: 30_000,
  });
  return q.data?.loginState;
}
