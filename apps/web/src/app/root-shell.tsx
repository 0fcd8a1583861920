import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { findRoute } from '../config/paths.ts';
import { ErrorBridge } from './error-bridge.tsx';
import { SERVER_DATA_ID } from './server-data.ts';
import { useUnreadStream } from './unread-stream.ts';

const SITE = '会展设计搭建服务平台';

/**
 * Above every route: the error bridge, the document title, scroll restoration and the live unread
 * count of the message centre (one stream for the whole app, open while logged in).
 */
export function RootShell() {
  const location = useLocation();
  useUnreadStream();
  const first = useRef(true);
  useEffect(() => {
    // a page rendered on the server came with its own title (an item's name, the keyword searched):
    // kept until the first navigation
    const serverTitled = first.current && document.getElementById(SERVER_DATA_ID) !== null;
    first.current = false;
    if (serverTitled) return;
    const route = findRoute(location.pathname);
    if (!route) document.title = `页面不存在 - 会展通`;
    else if (route.path === '/mainPage') document.title = `会展通 - ${SITE}`;
    else document.title = `${route.title} - 会展通`;
    // every navigation, also one that changes only the query (an item's page and its list share a path)
  }, [location]);
  return (
    <>
      <ErrorBridge />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
