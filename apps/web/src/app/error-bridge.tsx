import { useQueryClient } from '@tanstack/react-query';
// antd's `App.useApp` alone: `App` from antd's index would bring the holders' code (app/lazy-app.tsx)
import useApp from 'antd/es/app/useApp';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { loginHref } from '../config/paths.ts';
import { loginCheckKey } from '../features/auth/api/login-check.ts';
import { bindErrorHandler } from '../lib/error-handler.ts';

/** Gives the global error handler antd's themed toasts, navigation and the session reset. */
export function ErrorBridge() {
  const { message, notification } = useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      bindErrorHandler({
        message,
        notification,
        navigate: (to) => navigate(to),
        onNotLoggedIn: () => {
          queryClient.setQueryData(loginCheckKey, { loginState: false });
          void queryClient.invalidateQueries({ queryKey: loginCheckKey });
          const { pathname, search } = window.location;
          if (!pathname.startsWith('/login')) navigate(loginHref(pathname + search), { replace: true });
        },
      }),
    [message, notification, navigate, queryClient],
  );
  return null;
}
