import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { BizError } from '../lib/api-client.ts';
import { reportError } from '../lib/error-handler.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the screen shows this call's errors itself; the global handler stays quiet. */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** Only failures that may pass on their own (network, timeout, 5xx) are tried again, once. */
function shouldRetry(failureCount: number, err: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(err instanceof BizError)) return true;
  return err.errCode === 'network' || err.errCode === 'timeout' || err.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (err, query) => {
        if (!query.meta?.silent) reportError(err);
      },
    }),
    mutationCache: new MutationCache({
      onError: (err, _vars, _ctx, mutation) => {
        if (!mutation.meta?.silent) reportError(err);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
