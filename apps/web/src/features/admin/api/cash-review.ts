import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

/** Marks a withdrawal paid (with the transfer reference) or rejects it (coins return); the member is told. */
export function cashReview(body: CallBody<'Admin/cashReview'>) {
  return callApi('Admin/cashReview', body);
}

export function useCashReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cashReview,
    meta: { silent: true },
    // the queues and the audit log change
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
