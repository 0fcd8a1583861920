import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { patchWorkDetail } from './like-work.ts';

/**
 * `Designer/viewWork` (a work) and `Company/viewCase` (a case): the page was opened in a browser (the
 * server's render does not count). The server counts a visitor once in 30 minutes and never the owner.
 */
export function viewWork({ kind, ...body }: CallBody<'Designer/viewWork'> & { kind: 'work' | 'case' }) {
  return callApi(kind === 'work' ? 'Designer/viewWork' : 'Company/viewCase', body);
}

export function useViewWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: viewWork,
    // a count that could not be recorded is nobody's business: nothing is shown
    meta: { silent: true },
    onSuccess: (d, v) => patchWorkDetail(queryClient, v.kind, v.id, d),
  });
}
