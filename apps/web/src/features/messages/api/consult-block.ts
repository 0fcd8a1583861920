import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { consultListsKey, consultThreadKey } from './consult-keys.ts';

/** `Consult/block`: stop (or allow again) the other side's messages in a thread. */
export function blockConsult(body: CallBody<'Consult/block'>) {
  return callApi('Consult/block', body);
}

export function useBlockConsult(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: blockConsult,
    // the thread's box opens or closes, and the list shows the mark
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: consultThreadKey(id) });
      void client.invalidateQueries({ queryKey: consultListsKey });
    },
  });
}
