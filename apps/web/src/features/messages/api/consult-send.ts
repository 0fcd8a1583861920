import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { consultListsKey, consultThreadKey } from './consult-keys.ts';
import type { ConsultThreadData } from './consult-messages.ts';

/** `Consult/send`: a message (text and/or the sender's files) into a thread. */
export function sendConsult(body: CallBody<'Consult/send'>) {
  return callApi('Consult/send', body);
}

export function useSendConsult(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendConsult,
    meta: { silent: true },
    // the sent message joins the thread at once; the list's latest line and order change with it
    onSuccess: (sent) => {
      client.setQueryData<ConsultThreadData>(consultThreadKey(id), (old) =>
        old && !old.listItem.some((m) => m.id === sent.id)
          ? { ...old, listItem: [...old.listItem, sent] }
          : old,
      );
      void client.invalidateQueries({ queryKey: consultThreadKey(id) });
      void client.invalidateQueries({ queryKey: consultListsKey });
    },
  });
}
