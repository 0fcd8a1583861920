import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { consultThreadKey } from './consult-keys.ts';

/** `Consult/report`: report a thread to the operators, with a reason. */
export function reportConsult(body: CallBody<'Consult/report'>) {
  return callApi('Consult/report', body);
}

export function useReportConsult(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reportConsult,
    meta: { silent: true },
    // the thread says it was reported
    onSuccess: () => client.invalidateQueries({ queryKey: consultThreadKey(id) }),
  });
}
