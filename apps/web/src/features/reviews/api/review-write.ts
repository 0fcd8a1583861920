import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import type { CmtKind } from './review-deal.ts';
import { reviewsKey } from './reviews-keys.ts';

/**
 * `Taskcenter/businesCmt` (`Projectcenter/businesCmt` for a project, `Contest/businesCmt` for a contest's
 * awarded entry): a party reviews the other side (once).
 */
export function writeCmt(body: CallBody<'Taskcenter/businesCmt'>, kind: CmtKind = 'task') {
  if (kind === 'project') return callApi('Projectcenter/businesCmt', body);
  if (kind === 'contest') return callApi('Contest/businesCmt', body);
  return callApi('Taskcenter/businesCmt', body);
}

export function useWriteCmt(kind: CmtKind = 'task') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<'Taskcenter/businesCmt'>) => writeCmt(body, kind),
    meta: { silent: true },
    // the task's review state, the lists, and (when it published both) the designer's page
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
