// first, so that every other style sheet (layouts, components, features) comes after it in the cascade:
// antd's pre-generated component styles (its zero-runtime mode, set in app/theme.ts; decision 031), then
// ours. The production build links it from index.html as a file of its own (id="antd-css", vite.config.ts)
import 'antd/dist/antd.css';
import './app/global.css';
import { type ComponentType, type ReactElement, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
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

// a server-rendered page carries its antd rules inline and antd.css's link inert in a <template> at its
// place in the cascade (entry-server.tsx, decision 041): put in once the page has loaded, for what the
// browser adds later (menus, dialogs, drawers)
const antdCss = document.getElementById('antd-css');
if (antdCss instanceof HTMLTemplateElement) {
  const apply = () => antdCss.replaceWith(antdCss.content);
  if (document.readyState === 'complete') apply();
  else window.addEventListener('load', apply, { once: true });
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');

// the route table's branch of this page, and each other branch on its first visit (route-discovery.ts)
const discovery = routeDiscovery(routes, window.location.pathname);
const router = createBrowserRouter(discovery.routes, {
  patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
});
const client = createQueryClient();
// a public page rendered on the server (decision 041) carries the answers it was rendered from
const serverData = readServerData(document);
if (serverData) hydrateServerData(client, serverData);

/**
 * Marks the page as running (`<html data-hydrated>`): the browser tests wait for it on a server-rendered
 * page. The parts that hydrate after the page (components/later-part.tsx) hold it until they have.
 */
function MarkHydrated() {
  useEffect(() => {
    whenPartsHydrated(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <MarkHydrated />
    {/* hydrated with the layout the server rendered (a phone's, by its User-Agent) */}
    <ServerMobileHint value={serverData?.mobile === true}>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </ServerMobileHint>
  </StrictMode>
);

/**
 * Loads the screens the page renders (and what they render lazily for this URL) before hydrating, so that
 * React hydrates them with the rest in one pass instead of committing the page around a screen still
 * waiting for its lazy module, whose HTML then lost the clicks it got (lib/preloadable.ts). The modules
 * are there already (the server preloads them, /hz-boot.js puts them in): this waits for promises only.
 */
async function preloadScreens(url: URL): Promise<void> {
  const matches = matchRoutes(discovery.routes, url.pathname) ?? [];
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

if (serverData) {
  void preloadScreens(new URL(window.location.href)).then(() => {
    // hydrated as a transition: React works in slices of a few milliseconds and lets the browser answer
    // input in between, instead of one long task for the whole page (Lighthouse's total blocking time)
    startTransition(() => {
      hydrateRoot(root, app, {
        // a hydration mismatch React recovered from: logged as an error so that it is seen (and fails the
        // browser tests, which fail on any console error)
        onRecoverableError: (error) => console.error('hydration: recovered from', error),
      });
    });
    // the lazy chunks' preload lists, for the navigations to come (lib/lazy-deps.ts), once this page's
    // screens are in (the server preloaded their code)
    loadLazyDeps();
  });
} else {
  // the SPA shell's first screen is a lazy chunk the server did not preload: its list at once
  loadLazyDeps();
  createRoot(root).render(app);
}
