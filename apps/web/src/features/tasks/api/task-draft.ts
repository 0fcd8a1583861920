import type { TaskDraftData } from '@hz/contract/tasks';
import { useQuery } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { tasksKey } from './tasks-keys.ts';

/** Under `tasksKey`: publishing a task (which deletes the draft on the server) asks it again. */
export const taskDraftKey = [...tasksKey, 'draft'] as const;

export type TaskDraft = TaskDraftData;
/** What a save sends: the form's fields, files by id. */
export type TaskDraftFields = CallBody<'Taskcenter/taskDraftSave'>['fields'];

/** `Taskcenter/taskDraftInfo`: the publishing form as the member left it (decision 045). */
export function useTaskDraft() {
  return useQuery({
    queryKey: taskDraftKey,
    queryFn: () => callApi('Taskcenter/taskDraftInfo', {}),
    staleTime: 0,
    gcTime: 0,
  });
}

/** `Taskcenter/taskDraftSave`: the form as it is now (a failed autosave is retried by the next change). */
export function saveTaskDraft(fields: TaskDraftFields) {
  return callApi('Taskcenter/taskDraftSave', { fields });
}

/** `Taskcenter/taskDraftDelete`: start over. */
export function deleteTaskDraft() {
  return callApi('Taskcenter/taskDraftDelete', {});
}
