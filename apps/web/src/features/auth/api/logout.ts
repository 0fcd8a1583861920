import { useMutation, useQueryClient } from '@tanstack/react-query';
import { get } from '../../../lib/api-client.ts';
import { forgetMemberData, loginCheckKey, refreshLoginState } from './login-check.ts';

export function logout(): Promise<null> {
  return get<null>('/api/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      queryClient.setQueryData(loginCheckKey, { loginState: false });
      forgetMemberData(queryClient);
      await refreshLoginState(queryClient);
    },
  });
}
