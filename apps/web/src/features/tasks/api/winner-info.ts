import { useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';
import { tasksKey } from './tasks-keys.ts';

export type Winner = CallData<'Taskcenter/winnerInfo'>;

export const winnerKey = (body: CallBody<'Taskcenter/winnerInfo'> | undefined) =>
  [...tasksKey, 'winner', body] as const;

/** `Taskcenter/winnerInfo`: the other side's contacts, from the designer's confirmation on. */
export function fetchWinner(body: CallBody<'Taskcenter/winnerInfo'>, signal?: AbortSignal) {
  return callApi('Taskcenter/winnerInfo', body, { signal });
}

export function useWinner(body: CallBody<'Taskcenter/winnerInfo'> | undefined) {
  return useQuery({
    queryKey: winnerKey(body),
    queryFn: ({ signal }) => fetchWinner(body!, signal),
    enabled: body !== undefined,
    staleTime: 0,
    meta: { silent: true },
  });
}
