import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { forgetMemberData, refreshLoginState } from './login-check.ts';

/** Creates the member and logs in. */
export function regist(body: CallBody<'User/regist'>) {
  return callApi('User/regist', body);
}

export function useRegist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regist,
    meta: { silent: true },
    onSuccess: async () => {
      forgetMemberData(queryClient);
      await refreshLoginState(queryClient);
    },
  });
}
