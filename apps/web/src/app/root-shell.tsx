import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { findRoute } from '../config/paths.ts';
import { ErrorBridge } from './error-bridge.tsx';
import { useUnreadStream } from './unread-stream.ts';

const SITE = '会展设计搭建服务平台';

/**
 * Above every route: the error bridge, the document title, scroll restoration and the live unread
 * count of the message centre (one stream for the whole app, open while logged in).
 */
export function RootShell() {
  const { pathname } = useLocation();
  useUnreadStream();
  useEffect(() => {
    const route = findRoute(pathname);
    if (!route) document.title = `页面不存在 - 会展通`;
    else if (route.path === '/mainPage') document.title = `会展通 - ${SITE}`;
    else document.title = `${route.title} - 会展通`;
  }, [pathname]);
  return (
    <>
      <ErrorBridge />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
