import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { tasksKey } from './tasks-keys.ts';

/** `Taskcenter/inviteDesigner`: invite a designer (by card number) to one's own approved open task. */
export function inviteDesigner(body: CallBody<'Taskcenter/inviteDesigner'>) {
  return callApi('Taskcenter/inviteDesigner', body);
}

export function useInviteDesigner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteDesigner,
    meta: { silent: true },
    // the task's applicants list (its invitations) and timeline change
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
  });
}
