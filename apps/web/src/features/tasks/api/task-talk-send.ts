import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { type TaskTalk, taskTalkKey } from './task-talk-list.ts';

/** `Taskcenter/taskTalkSend`: a message (text and/or the sender's uploaded files) to the other side. */
export function sendTaskTalk(body: CallBody<'Taskcenter/taskTalkSend'>) {
  return callApi('Taskcenter/taskTalkSend', body);
}

export function useSendTaskTalk(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTaskTalk,
    meta: { silent: true },
    // the sent message joins the list at once; the refetch then brings anything the other side wrote
    onSuccess: (sent) => {
      queryClient.setQueryData<TaskTalk>(taskTalkKey(id), (old) =>
        old && !old.listItem.some((m) => m.id === sent.id)
          ? { ...old, listItem: [...old.listItem, sent] }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: taskTalkKey(id) });
    },
  });
}
