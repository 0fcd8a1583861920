import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

/** Puts a failed (dead) background job back in the queue, due now; audit-logged. */
export function jobRetry(body: CallBody<'Admin/jobRetry'>) {
  return callApi('Admin/jobRetry', body);
}

export function useJobRetry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: jobRetry,
    meta: { silent: true },
    // the job moves between the tabs (and their counts), and the audit log gains an entry
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
