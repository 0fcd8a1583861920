import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { messageListsKey, unreadKey } from './unread-count.ts';

export type EditMsgBody = CallBody<'Tipcenter/editMsg'>;

/** Mark some messages (`ids`) or all of them (`all: true`) read or unread. */
export function editMsg(body: EditMsgBody) {
  return callApi('Tipcenter/editMsg', body);
}

export function useEditMsg() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editMsg,
    onSuccess: (data) => {
      client.setQueryData(unreadKey, data.unread);
      return client.invalidateQueries({ queryKey: messageListsKey });
    },
  });
}
