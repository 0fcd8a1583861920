import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { replyTimeKey } from './consult-keys.ts';

/** `Consult/replyTime`: a public profile's 响应时间 (the median first reply over 30 days, from 3 threads). */
export function fetchReplyTime(cardno: string, kind: 'designer' | 'factory', signal?: AbortSignal) {
  return callApi('Consult/replyTime', { cardno, kind }, { signal });
}

export function useReplyTime(cardno: string, kind: 'designer' | 'factory') {
  return useQuery({
    queryKey: replyTimeKey(cardno, kind),
    queryFn: ({ signal }) => fetchReplyTime(cardno, kind, signal),
    staleTime: 5 * 60_000,
    // a line of the page, not the page: its failure is not announced
    meta: { silent: true },
  });
}
