import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { post } from '../../../lib/api-client.ts';
import { forgetMemberData, loginCheckKey, memberCallsLanded, refreshLoginState } from './login-check.ts';

/** A POST under the server's Origin check: no link on another site can log the member out (decision 014). */
export function logout(): Promise<null> {
  return post<null>('/api/logout');
}

/**
 * Lands on the home page, then logs out: the session ends only once the member's page is gone and the
 * member's calls it made have landed.
 *
 * The page being left still renders while the router leaves it. When the home page's branch of the route
 * table is not in the router yet (decision 041, "the route table on demand"), React Router first commits a
 * `loading` state at the current location (under `flushSync` here) and only then asks for the branch; a
 * member page whose screen was still behind its Suspense fallback (its code had just arrived) mounts in
 * that render and asks for the member's data. Ending the session first made that call a 401.
 *
 * Should the call fail, the member is on the home page, still logged in, and sees the error.
 *
 * The home page is committed synchronously (`flushSync`; `navigate` resolves after the commit), so the
 * login state changes only once the member page is gone: with the default transition the member page's
 * gate could render once more as logged out and send the visitor to /login.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await navigate(paths.mainPage.path, { replace: true, flushSync: true });
      await memberCallsLanded(queryClient);
      return logout();
    },
    onSuccess: async () => {
      queryClient.setQueryData(loginCheckKey, { loginState: false });
      forgetMemberData(queryClient);
      await refreshLoginState(queryClient);
    },
  });
}
