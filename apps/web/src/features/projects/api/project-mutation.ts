import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsKey } from './busines-prjct-info.ts';

/**
 * A project action's mutation: the screen shows its own errors (`meta.silent`), and afterwards every
 * cached answer about projects (the detail, the comparison, the hall, the lists) is asked again.
 */
export function useProjectMutation<Body, Data>(fn: (body: Body) => Promise<Data>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
