import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { messageListsKey, unreadKey } from './unread-count.ts';

/** Delete messages for good. */
export function delMsg(body: { ids: number[] }) {
  return callApi('Tipcenter/delMsg', body);
}

export function useDelMsg() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: delMsg,
    onSuccess: (data) => {
      client.setQueryData(unreadKey, data.unread);
      return client.invalidateQueries({ queryKey: messageListsKey });
    },
  });
}
