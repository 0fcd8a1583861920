import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchLoginCheck, loginCheckKey, useLoginCheck } from '../features/auth/api/login-check.ts';
import { subscribeUnread } from '../features/messages/api/unread-count.ts';

/**
 * Keeps the message centre's live unread stream open while the member is logged in, and closes it
 * when `loginCheck` says they are not (logout, or a session that ended elsewhere).
 */
export function useUnreadStream(): void {
  const client = useQueryClient();
  const check = useLoginCheck();
  const loggedIn = check.data?.loginState === true;

  useEffect(() => {
    if (!loggedIn) return;
    return subscribeUnread(client, {
      // asked directly rather than through the cache, so that a server that is down raises no toasts
      isLoggedIn: () => fetchLoginCheck().then((d) => d.loginState),
      onLoggedOut: () => {
        client.setQueryData(loginCheckKey, { loginState: false });
        void client.invalidateQueries({ queryKey: loginCheckKey });
      },
    });
  }, [loggedIn, client]);
}
