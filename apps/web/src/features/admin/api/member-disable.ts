import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

/** Disables (the member's sessions end at once) or enables a member; the member gets a message. */
export function memberDisable(body: CallBody<'Admin/memberDisable'>) {
  return callApi('Admin/memberDisable', body);
}

export function useMemberDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: memberDisable,
    // the form shows field errors itself and reports the rest
    meta: { silent: true },
    // the list, the detail and the audit log all change
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
