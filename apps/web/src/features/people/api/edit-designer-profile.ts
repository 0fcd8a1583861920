import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

/** `Designer/profileEdit`: open the designer profile or submit a new version for review. */
export function editDesignerProfile(body: CallBody<'Designer/profileEdit'>) {
  return callApi('Designer/profileEdit', body);
}

export function useEditDesignerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editDesignerProfile,
    meta: { silent: true },
    // the owner's lists, the item's page and (for an approved one) search and top lists change
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKey }),
  });
}
