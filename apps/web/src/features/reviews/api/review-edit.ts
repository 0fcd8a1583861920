import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { reviewsKey } from './reviews-keys.ts';

/** `Taskcenter/businesCmtEdit`: the author changes a review that is not published yet. */
export function editCmt(body: CallBody<'Taskcenter/businesCmtEdit'>) {
  return callApi('Taskcenter/businesCmtEdit', body);
}

export function useEditCmt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCmt,
    meta: { silent: true },
    // the review itself, the lists and the task's review state
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
