// first, so that every other style sheet (layouts, components, features) comes after it in the cascade:
// antd's pre-generated component styles (its zero-runtime mode, set in app/theme.ts; decision 031), then
// ours. The production build links it from index.html as a file of its own (id="antd-css", vite.config.ts)
import 'antd/dist/antd.css';
import './app/global.css';
import { type ComponentType, type ReactElement, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routeDiscovery } from './app/route-discovery.ts';
import { routes } from './app/router.tsx';
import { hydrateServerData, readServerData } from './app/server-data.ts';
import { whenPartsHydrated } from './lib/hydration-gate.ts';
import { loadLazyDeps } from './lib/lazy-deps.ts';
import type { Preloadable } from './lib/preloadable.ts';
import { ServerMobileHint } from './lib/use-media-query.ts';

// a server-rendered page carries its antd rules inline and antd.css's links inert in a <template> at its
// place in the cascade (entry-server.tsx, decision 041): put in once the page has loaded, for what the
// browser adds later (menus, dialogs, drawers)
const antdCss = document.getElementById('antd-css');
if (antdCss instanceof HTMLTemplateElement) {
  const parts = [...antdCss.content.querySelectorAll('link')].map((l) => l.getAttribute('href') ?? '');
  let last: Element = antdCss;
  const link = (rel: 'preload' | 'stylesheet', href: string) =>
    Object.assign(document.createElement('link'), {
      rel,
      href,
      crossOrigin: '',
      ...(rel === 'preload' && { as: 'style' }),
    });
  const putIn = (href: string) => {
    const sheet = link('stylesheet', href);
    last.after(sheet);
    last = sheet;
    return sheet;
  };
  // put in one per task in their order, each once the previous has loaded: each part's parse and the
  // page's styles computed again are a task of their own, none long (the build's parts, vite.config.ts);
  // each part's fetch starts one step ahead
  const next = () => {
    const href = parts.shift();
    if (href === undefined) return antdCss.remove();
    if (parts[0]) document.head.append(link('preload', parts[0]));
    const sheet = putIn(href);
    sheet.addEventListener('load', () => setTimeout(next, 0), { once: true });
    sheet.addEventListener('error', () => setTimeout(next, 0), { once: true });
  };
  // a tap or key before they are all in: the rest at once, for the menu or dialog it may open
  const rest = () => {
    for (const href of parts.splice(0)) putIn(href);
  };
  window.addEventListener('pointerdown', rest, { once: true, capture: true });
  window.addEventListener('keydown', rest, { once: true, capture: true });
  const start = () => {
    if (parts[0]) document.head.append(link('preload', parts[0]));
    next();
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');

/**
 * Marks the page as running (`<html data-hydrated>`): the browser tests wait for it on a server-rendered
 * page. The parts that hydrate after the page (components/later-part.tsx) hold it until they have.
 */
function MarkHydrated({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => {
    whenPartsHydrated(() => {
      document.documentElement.dataset.hydrated = 'true';
      onHydrated?.();
    });
  }, [onHydrated]);
  return null;
}

/**
 * Loads the screens the page renders (and what they render lazily for this URL) before hydrating, so that
 * React hydrates them with the rest in one pass instead of committing the page around a screen still
 * waiting for its lazy module, whose HTML then lost the clicks it got (lib/preloadable.ts). The modules
 * are there already (the server preloads them, /hz-boot.js puts them in): this waits for promises only.
 */
async function preloadScreens(routes: RouteObject[], url: URL): Promise<void> {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  await Promise.all(
    matches.map((m) => {
      const screen = (m.route.element as ReactElement | undefined)?.type as Partial<
        Preloadable<ComponentType>
      >;
      // a module that fails to load is the screen's error boundary's to show, as without the preload
      return typeof screen?.preload === 'function' ? screen.preload(url).catch(() => undefined) : undefined;
    }),
  );
}

/**
 * The next task: a server-rendered page is already on the screen, and its start (this module's evaluation,
 * the router, the server's answers, hydration) is cut into tasks of their own so that none is long enough
 * to block a tap (Lighthouse's total blocking time counts every task over 50 ms past the first paint).
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function start(mount: HTMLElement): Promise<void> {
  // a public page rendered on the server (decision 041) carries the answers it was rendered from
  const serverData = readServerData(document);
  if (serverData) await nextTask();
  // the route table's branch of this page, and each other branch on its first visit (route-discovery.ts)
  const discovery = routeDiscovery(routes, window.location.pathname);
  const screens = serverData ? preloadScreens(discovery.routes, new URL(window.location.href)) : undefined;
  const router = createBrowserRouter(discovery.routes, {
    patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
  });
  const client = createQueryClient();
  // a member's page: its answers are not asked again by the screens mounting while it hydrates
  let serverAnswersSettled: (() => void) | undefined;
  const app = (
    <StrictMode>
      <MarkHydrated onHydrated={() => serverAnswersSettled?.()} />
      {/* hydrated with the layout the server rendered (a phone's, by its User-Agent) */}
      <ServerMobileHint value={serverData?.mobile === true}>
        <AppProviders client={client}>
          <RouterProvider router={router} />
        </AppProviders>
      </ServerMobileHint>
    </StrictMode>
  );
  if (!serverData) {
    // the SPA shell's first screen is a lazy chunk the server did not preload: its list at once
    loadLazyDeps();
    createRoot(mount).render(app);
    return;
  }
  await nextTask();
  serverAnswersSettled = hydrateServerData(client, serverData);
  await screens;
  // hydrated as a transition: React works in slices of a few milliseconds and lets the browser answer
  // input in between, instead of one long task for the whole page (Lighthouse's total blocking time)
  startTransition(() => {
    hydrateRoot(mount, app, {
      // a hydration mismatch React recovered from: logged as an error so that it is seen (and fails the
      // browser tests, which fail on any console error), with where in the tree it was
      onRecoverableError: (error, info) =>
        console.error('hydration: recovered from', error, info.componentStack ?? ''),
    });
  });
  // the lazy chunks' preload lists, for the navigations to come (lib/lazy-deps.ts), once this page's
  // screens are in (the server preloaded their code)
  loadLazyDeps();
}

void start(root);
