import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallData, callApi, isBizError } from '../../../lib/api-client.ts';
import { tasksKey } from './tasks-keys.ts';

export type TaskTalk = CallData<'Taskcenter/taskTalkList'>;
export type TalkMessage = TaskTalk['listItem'][number];

export const taskTalkKey = (id: number) => [...tasksKey, 'talk', id] as const;

/** `Taskcenter/taskTalkList`: the latest messages of a task's conversation (the two parties, from confirmed on). */
export function fetchTaskTalk(id: number, signal?: AbortSignal) {
  return callApi('Taskcenter/taskTalkList', { id }, { signal });
}

export function taskTalkOptions(id: number) {
  return queryOptions({ queryKey: taskTalkKey(id), queryFn: ({ signal }) => fetchTaskTalk(id, signal) });
}

/**
 * The conversation, kept fresh by the message stream's `talk` events (task-conversation.tsx listens)
 * and, should the stream be down, by a slow poll while the page is visible.
 */
export function useTaskTalk(id: number) {
  return useQuery({
    ...taskTalkOptions(id),
    refetchInterval: 60_000,
    // not yet open (before the designer confirms) or not ours: an answer, not a failure to retry
    retry: (n, err) =>
      !(isBizError(err) && ['state_conflict', 'forbidden', 'not_found'].includes(err.errCode)) && n < 2,
    meta: { silent: true },
  });
}
