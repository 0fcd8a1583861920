import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

/** `Company/caseDel`: delete one's own build case for good. */
export function deleteCase(body: CallBody<'Company/caseDel'>) {
  return callApi('Company/caseDel', body);
}

export function useDeleteCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCase,
    meta: { silent: true },
    // the owner's lists, the item's page and (for an approved one) search and top lists change
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKey }),
  });
}
