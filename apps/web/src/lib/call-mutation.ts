import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * The mutation of one call's file (`features/<domain>/api/<call>.ts`): the screen shows the call's errors
 * itself (`meta.silent`), and once it has settled, the cached answers under each of `invalidates` (the
 * ones the call changes, named in that file with the reason) are asked again.
 */
export function useCallMutation<Body, Data>(
  fn: (body: Body) => Promise<Data>,
  invalidates: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { silent: true },
    onSettled: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
