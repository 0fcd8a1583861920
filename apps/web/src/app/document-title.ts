import type { QueryClient } from '@tanstack/react-query';
import { findRoute } from '../config/paths.ts';
import { isRenderedPath } from './ssr/rendered-paths.ts';

const SITE = '会展设计搭建服务平台';

/** The title of a screen as the route table names it (every screen, before its data arrives). */
export function routeTitle(pathname: string): string {
  const route = findRoute(pathname);
  if (!route) return '页面不存在 - 会展通';
  if (route.path === '/mainPage') return `会展通 - ${SITE}`;
  return `${route.title} - 会展通`;
}

/**
 * Keeps `document.title` of a screen the browser reached by a client-side navigation: the route's title at
 * once, then, on a public page the server renders (an exhibition, a designer, a search…), the same title the
 * server would have sent (app/ssr/head.ts, `pageHead`), from the answers in the query cache as they arrive.
 * A not-public item's title ("…不存在或尚未公开") only once nothing is loading, not while its data is on the
 * way. Returns the clean-up, for the next navigation.
 *
 * head.ts (and the query helpers it reads the answers with) is loaded on the first navigation to such a
 * page, not with the first load (a first visit has the server's title already), and not for the other pages
 * (the message centre's first visit requested ~260 files with it).
 */
export function followDocumentTitle(url: URL, client: QueryClient): () => void {
  document.title = routeTitle(url.pathname);
  let stopped = false;
  let unsubscribe = () => {};
  // only a server-rendered page's head is computed: the others do not load head.ts at all
  if (!isRenderedPath(url.pathname)) return () => {};
  void import('./ssr/head.ts').then(({ pageHead }) => {
    if (stopped) return;
    const update = () => {
      const head = pageHead(url, client, url.origin);
      if (head.status === 200 || client.isFetching() === 0) document.title = head.title;
    };
    update();
    // an answer arriving or a call failing changes the head; observers coming and going do not
    unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') update();
    });
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
