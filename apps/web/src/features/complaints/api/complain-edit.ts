import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { complaintsKey } from './complaints-keys.ts';

/** `Complain/complainEdit`: a side adds a statement with files, within 3 days of the complaint. */
export function complainEdit(body: CallBody<'Complain/complainEdit'>) {
  return callApi('Complain/complainEdit', body);
}

export function useComplainEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: complainEdit,
    meta: { silent: true },
    // the complaint's statements change
    onSettled: () => queryClient.invalidateQueries({ queryKey: complaintsKey }),
  });
}
