import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { followDocumentTitle } from './document-title.ts';
import { ErrorBridge } from './error-bridge.tsx';
import { SERVER_DATA_ID } from './server-data.ts';
import { useUnreadStream } from './unread-stream.ts';

/**
 * Above every route: the error bridge, the document title, scroll restoration and the live unread
 * count of the message centre (one stream for the whole app, open while logged in).
 */
export function RootShell() {
  const location = useLocation();
  const queryClient = useQueryClient();
  useUnreadStream();
  const first = useRef(true);
  useEffect(() => {
    // a page rendered on the server came with its own title (an item's name, the keyword searched):
    // kept until the first navigation
    const serverTitled = first.current && document.getElementById(SERVER_DATA_ID) !== null;
    first.current = false;
    if (serverTitled) return;
    // every navigation, also one that changes only the query (an item's page and its list share a path)
    return followDocumentTitle(
      new URL(`${location.pathname}${location.search}`, window.location.origin),
      queryClient,
    );
  }, [location, queryClient]);
  return (
    <>
      <ErrorBridge />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
