import { ReviewState, TaskState } from '@hz/contract/common/states';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { tasksKey } from './tasks-keys.ts';

export const invitableTasksKey = [...tasksKey, 'invitable'] as const;

/**
 * The member's own tasks a designer can be invited to: `Taskcenter/businesTaskList` of state `open`,
 * approved ones only (the first 50).
 */
export async function fetchInvitableTasks(signal?: AbortSignal) {
  const r = await callApi(
    'Taskcenter/businesTaskList',
    { status: TaskState.open, page: 1, pageSize: 50 },
    { signal },
  );
  return r.listItem.filter((t) => t.checked === ReviewState.approved);
}

export function useInvitableTasks(enabled: boolean) {
  return useQuery({
    queryKey: invitableTasksKey,
    queryFn: ({ signal }) => fetchInvitableTasks(signal),
    enabled,
  });
}
