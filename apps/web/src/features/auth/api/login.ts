import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallBody, callApi } from '../../../lib/api-client.ts';
import { forgetMemberData, refreshLoginState } from './login-check.ts';

/** `usertype` the seed's client sends with every login (a fixed constant; not used to authenticate). */
export const LOGIN_USERTYPE = 1;

export function login(body: CallBody<'User/login'>) {
  return callApi('User/login', body);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { silent: true },
    onSuccess: async () => {
      forgetMemberData(queryClient);
      await refreshLoginState(queryClient);
    },
  });
}
