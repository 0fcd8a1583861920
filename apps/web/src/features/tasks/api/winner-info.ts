import { useQuery } from '@tanstack/react-query';
import { type CallBody, type CallData, callApi } from '../../../lib/api-client.ts';

export type Winner = CallData<'Taskcenter/winnerInfo'>;

/**
 * Outside `tasksKey` on purpose: the contacts do not change with the task's actions, and refetching them
 * with the rest after an action that ends the task (a refused order, a cancellation) would ask for them
 * once more from a task that no longer reveals them — a 403 before the page learns the new state.
 */
export const winnerKey = (body: CallBody<'Taskcenter/winnerInfo'> | undefined) =>
  ['taskWinner', body] as const;

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
