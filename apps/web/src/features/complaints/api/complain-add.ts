import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { complaintsKey } from './complaints-keys.ts';

/** `Complain/complainAdd`: either side of a paid task opens a complaint (the task is then 投诉处理中). */
export function complainAdd(body: CallBody<'Complain/complainAdd'>) {
  return callApi('Complain/complainAdd', body);
}

/** `invalidate`: the deal's own queries (its state changed to disputed), named by the caller. */
export function useComplainAdd(invalidate: readonly unknown[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: complainAdd,
    meta: { silent: true },
    // the member's complaints and the deal's state change
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: complaintsKey });
      if (invalidate.length) await queryClient.invalidateQueries({ queryKey: invalidate });
    },
  });
}
