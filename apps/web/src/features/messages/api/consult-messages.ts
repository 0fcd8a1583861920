import { useQuery } from '@tanstack/react-query';
import { type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { consultThreadKey } from './consult-keys.ts';

export type ConsultThreadData = CallData<'Consult/messages'>;
export type ConsultMessageItem = ConsultThreadData['listItem'][number];

/** `Consult/messages`: a thread's latest messages for one of its parties (reading marks it read). */
export function fetchConsultThread(id: number, signal?: AbortSignal) {
  return callApi('Consult/messages', { id }, { signal });
}

/** Kept fresh by the stream's `consult` events (consult-thread.tsx listens) and a slow poll. */
export function useConsultThread(id: number) {
  return useQuery({
    queryKey: consultThreadKey(id),
    queryFn: ({ signal }) => fetchConsultThread(id, signal),
    refetchInterval: 60_000,
    // not ours (or gone): an answer, not a failure to retry
    retry: (n, err) => !(isBizError(err) && err.errCode === 'not_found') && n < 2,
    meta: { silent: true },
  });
}
