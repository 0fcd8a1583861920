import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksKey } from './tasks-keys.ts';

/**
 * A task action's mutation: the screen shows its own errors (`meta.silent`), and afterwards every cached
 * answer about tasks (the detail, the lists, the hall) is asked again, with `also` (e.g. the wallet).
 */
export function useTaskMutation<Body, Data>(fn: (body: Body) => Promise<Data>, also: QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { silent: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tasksKey }),
        ...also.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  });
}
