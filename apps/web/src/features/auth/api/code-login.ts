import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { forgetMemberData, refreshLoginState } from './login-check.ts';

/** 短信验证码登录: a `login` code instead of the password. */
export function codeLogin(body: CallBody<'User/codeLogin'>) {
  return callApi('User/codeLogin', body);
}

export function useCodeLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: codeLogin,
    meta: { silent: true },
    // another member may have been logged in here: nothing of theirs stays cached
    onSuccess: async () => {
      forgetMemberData(queryClient);
      await refreshLoginState(queryClient);
    },
  });
}
