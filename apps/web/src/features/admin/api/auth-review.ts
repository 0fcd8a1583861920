import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

/** Approves or rejects (with a reason) a verification request; the member gets a message. */
export function authReview(body: CallBody<'Admin/authReview'>) {
  return callApi('Admin/authReview', body);
}

export function useAuthReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authReview,
    meta: { silent: true },
    // the queues, the detail, the member and the audit log all change
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
