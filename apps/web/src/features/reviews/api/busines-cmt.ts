import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { reviewsKey } from './reviews-keys.ts';

/** `Taskcenter/businesCmt`: a party of a completed task reviews the other side (once). */
export function writeCmt(body: CallBody<'Taskcenter/businesCmt'>) {
  return callApi('Taskcenter/businesCmt', body);
}

export function useWriteCmt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeCmt,
    meta: { silent: true },
    // the task's review state, the lists, and (when it published both) the designer's page
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
