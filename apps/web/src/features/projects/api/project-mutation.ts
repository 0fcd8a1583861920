import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsKey } from './project-info.ts';

/**
 * A project action's mutation: the screen shows its own errors (`meta.silent`), and afterwards every cached
 * answer about projects (the detail, the lists, the drafts) is asked again, with `also`.
 */
export function useProjectMutation<Body, Data>(fn: (body: Body) => Promise<Data>, also: QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { silent: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectsKey }),
        ...also.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  });
}
