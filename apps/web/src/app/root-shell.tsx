import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { findRoute } from '../config/paths.ts';
import { ErrorBridge } from './error-bridge.tsx';

const SITE = '会展设计搭建服务平台';

/** Above every route: the error bridge, the document title and scroll restoration. */
export function RootShell() {
  const { pathname } = useLocation();
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
