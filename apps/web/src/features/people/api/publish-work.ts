import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

/** `Designer/workPub`: publish a work, or with `id` edit one's own (back to review). */
export function publishWork(body: CallBody<'Designer/workPub'>) {
  return callApi('Designer/workPub', body);
}

export function usePublishWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishWork,
    meta: { silent: true },
    // the owner's lists, the item's page and (for an approved one) search and top lists change
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKey }),
  });
}
