import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { peopleKey } from './people-keys.ts';

/** `Company/profileEdit`: open the factory profile or submit a new version for review. */
export function editFactoryProfile(body: CallBody<'Company/profileEdit'>) {
  return callApi('Company/profileEdit', body);
}

export function useEditFactoryProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editFactoryProfile,
    meta: { silent: true },
    // the owner's lists, the item's page and (for an approved one) search and top lists change
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKey }),
  });
}
