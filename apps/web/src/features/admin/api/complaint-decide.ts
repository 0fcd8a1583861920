import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { complaintsKey } from '../../complaints/api/complaints-keys.ts';
import { adminKey } from './admin-keys.ts';

/** Decides a complaint: release, refund or split; the money moves with the decision. */
export function complaintDecide(body: CallBody<'Admin/complaintDecide'>) {
  return callApi('Admin/complaintDecide', body);
}

export function useComplaintDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: complaintDecide,
    meta: { silent: true },
    // the queue, its count, the audit log and the complaint itself change
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKey });
      await queryClient.invalidateQueries({ queryKey: complaintsKey });
    },
  });
}
