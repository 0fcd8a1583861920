import type { LoginCheckData } from '@hz/contract/auth';
import { type Query, type QueryClient, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api-client.ts';

export const loginCheckKey = ['loginCheck'] as const;

export function fetchLoginCheck(): Promise<LoginCheckData> {
  return get<LoginCheckData>('/api/loginCheck');
}

/** The only source of the login state on the client (nothing is kept in localStorage). */
export function useLoginCheck() {
  return useQuery({
    queryKey: loginCheckKey,
    queryFn: fetchLoginCheck,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

/**
 * Asks the server again and waits for the answer, so a gate that reads the cache right after a
 * login or logout never sees the previous state.
 */
export async function refreshLoginState(queryClient: QueryClient): Promise<LoginCheckData | undefined> {
  try {
    return await queryClient.fetchQuery({ queryKey: loginCheckKey, queryFn: fetchLoginCheck, staleTime: 0 });
  } catch {
    return undefined;
  }
}

const memberSpecific = (q: Query) => q.queryKey[0] !== loginCheckKey[0];

/** After the member changes (login, logout): drop every cached member-specific answer. */
export function forgetMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: memberSpecific });
}

/**
 * Resolves once no member-specific call is on its way (whatever each one's outcome): before the session
 * ends, so that none of them reaches the server after it and comes back as a 401.
 */
export async function memberCallsLanded(queryClient: QueryClient): Promise<void> {
  const inFlight = queryClient
    .getQueryCache()
    .findAll({ predicate: memberSpecific, fetchStatus: 'fetching' });
  await Promise.allSettled(inFlight.map((q) => q.promise));
}
