import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { reviewsKey } from './reviews-keys.ts';

/** `Taskcenter/businesCmt` (`Projectcenter/businesCmt` for a project): a party reviews the other side (once). */
export function writeCmt(body: CallBody<'Taskcenter/businesCmt'>, kind: 'task' | 'project' = 'task') {
  return kind === 'project'
    ? callApi('Projectcenter/businesCmt', body)
    : callApi('Taskcenter/businesCmt', body);
}

export function useWriteCmt(kind: 'task' | 'project' = 'task') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'Taskcenter/businesCmt'>) => writeCmt(body, kind),
    meta: { silent: true },
    // the task's review state, the lists, and (when it published both) the designer's page
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
