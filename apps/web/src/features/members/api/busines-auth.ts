import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { businesAuthInfoKey } from './busines-auth-info.ts';
import { userInfoKey } from './user-info.ts';

/** Submits (or resubmits) business verification: the business, its contact, invoice and mailing details. */
export function businesAuth(body: CallBody<'Member/businesAuth'>) {
  return callApi('Member/businesAuth', body);
}

export function useBusinesAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: businesAuth,
    // the form shows field errors itself and reports the rest
    meta: { silent: true },
    onSuccess: (data) => {
      queryClient.setQueryData(businesAuthInfoKey, data);
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
  });
}
