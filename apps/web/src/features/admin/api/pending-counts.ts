import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export type PendingCounts = CallData<'Admin/pendingCounts'>;

export const pendingCountsKey = [...adminKey, 'pendingCounts'] as const;

/**
 * What waits in each queue, for the console's menu and tabs. Under `adminKey`, so every decision (which
 * invalidates the console's cache) refreshes it; asked again each minute for what members send meanwhile.
 */
export function usePendingCounts() {
  return useQuery({
    queryKey: pendingCountsKey,
    queryFn: ({ signal }) => callApi('Admin/pendingCounts', {}, { signal }),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
