import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { consultListsKey } from './consult-keys.ts';

export type OpenConsultBody = CallBody<'Consult/open'>;

/** `Consult/open`: ask a designer or a factory a first question (the pair's thread, new or not). */
export function openConsult(body: OpenConsultBody) {
  return callApi('Consult/open', body);
}

export function useOpenConsult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openConsult,
    meta: { silent: true },
    // a thread joined or moved to the top of the member's list
    onSuccess: () => client.invalidateQueries({ queryKey: consultListsKey }),
  });
}
