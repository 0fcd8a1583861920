import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { refreshLoginState } from './login-check.ts';

/** Forgot password (`mobile` + `code`) or change while logged in (`oldpwd`); ends the other sessions. */
export function resetPwd(body: CallBody<'User/resetPwd'>) {
  return callApi('User/resetPwd', body);
}

export function useResetPwd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPwd,
    meta: { silent: true },
    onSuccess: async () => {
      await refreshLoginState(queryClient);
    },
  });
}
