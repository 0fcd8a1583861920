import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { personAuthInfoKey } from './person-auth-info.ts';
import { userInfoKey } from './user-info.ts';

/** Submits (or resubmits) person verification: name, ID number and the two uploaded image ids. */
export function personAuth(body: CallBody<'Member/personAuth'>) {
  return callApi('Member/personAuth', body);
}

export function usePersonAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: personAuth,
    // the form shows field errors itself and reports the rest
    meta: { silent: true },
    onSuccess: (data) => {
      queryClient.setQueryData(personAuthInfoKey, data);
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
  });
}
