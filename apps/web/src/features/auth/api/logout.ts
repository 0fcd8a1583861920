import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { post } from '../../../lib/api-client.ts';
import { forgetMemberData, loginCheckKey, refreshLoginState } from './login-check.ts';

/** A POST under the server's Origin check: no link on another site can log the member out (decision 014). */
export function logout(): Promise<null> {
  return post<null>('/api/logout');
}

/** Logs out and lands on the home page (leaving first, so a member page's gate does not bounce to /login). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // commit the home page synchronously before the login state changes: with the default transition,
      // the member page's gate could render once more as logged out and send the visitor to /login
      await navigate(paths.mainPage.path, { replace: true, flushSync: true });
      queryClient.setQueryData(loginCheckKey, { loginState: false });
      forgetMemberData(queryClient);
      await refreshLoginState(queryClient);
    },
  });
}
