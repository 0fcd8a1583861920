import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { businessAuthInfoKey } from './business-auth-info.ts';
import { userInfoKey } from './user-info.ts';

/** Submits (or resubmits) business verification: the business, its contact, invoice and mailing details. */
export function businessAuth(body: CallBody<'Member/businesAuth'>) {
  return callApi('Member/businesAuth', body);
}

export function useBusinessAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: businessAuth,
    // the form shows field errors itself and reports the rest
    meta: { silent: true },
    onSuccess: (data) => {
      queryClient.setQueryData(businessAuthInfoKey, data);
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
  });
}
