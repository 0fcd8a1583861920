import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

/** `Designer/workDel`: delete one's own work for good. */
export function deleteWork(body: CallBody<'Designer/workDel'>) {
  return callApi('Designer/workDel', body);
}

export function useDeleteWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWork,
    meta: { silent: true },
    // the owner's lists, the item's page and (for an approved one) search and top lists change
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKey }),
  });
}
