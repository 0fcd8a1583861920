/**
 * The server-side render of the public pages (decision 041), built by `vite build --ssr` into
 * `apps/web/dist-ssr/entry-server.js` and loaded by the API server (apps/server/src/modules/pages). The
 * same routes, providers and screens as the browser's (main.tsx), rendered as a visitor: the calls go to
 * the server's own handlers through `transport`, without cookies, so nothing private can reach the HTML.
 */
import {
  type DefaultError,
  dehydrate,
  QueryClient,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
// antd's own style cache (a dependency of antd): the server renders with antd's style runtime on, so the
// cache collects the design tokens (as CSS variables) and the rules of exactly the components the page
// shows; they are sent inline in the head, and antd.css (every component's rules, which the browser's
// zero-runtime mode relies on) is loaded without blocking the first paint
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import hash from '@emotion/hash';
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AntdScope } from './app/antd-scope.tsx';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { SERVER_DATA_ID, type ServerData, scriptJson } from './app/server-data.ts';
import { pruneStyles } from './app/ssr/prune-styles.ts';
import { headHtml, memberHead, memberRenderedPages, pageHead, serverRenderedPages } from './app/ssr/head.ts';
import { PERSON_CENTRE_LAYOUT, PERSON_CENTRE_SCREENS } from './app/ssr/person-centre-screens.ts';
import { fetchLoginCheck, loginCheckKey } from './features/auth/api/login-check.ts';
import { theme } from './app/theme.ts';
import { isBizError, setApiTransport } from './lib/api-client.ts';
import { isMobileUserAgent, ServerMobileHint } from './lib/use-media-query.ts';

export { memberRenderedPages, serverRenderedPages };

/**
 * The source modules of a page's screen, as the client build's manifest (`dist/.vite/manifest.json`)
 * names them: the server links their style sheets and preloads their code in the page's head, so that
 * the HTML is styled at its first paint and hydrates without waiting for one chunk after another.
 */
export function pageModules(url: string): string[] {
  const screens = screenModules(new URL(url));
  // antd's ConfigProvider, which wraps every screen but the home page's (app/router.tsx, decision 070); the
  // build puts it in the chunk of antd's controls (vite.config.ts), so the manifest names it only if a
  // build gives it a chunk of its own again (a module it does not name adds no link)
  return screens.length === 0 || screens.includes(HOME_SCREEN) ? screens : [...screens, ANTD_SCOPE];
}

const HOME_SCREEN = 'src/features/site/pages/main-page.tsx';
const ANTD_SCOPE = 'src/app/antd-scope.tsx';

function screenModules(u: URL): string[] {
  const personCentre = PERSON_CENTRE_SCREENS[u.pathname];
  if (personCentre) return [PERSON_CENTRE_LAYOUT, personCentre];
  const detail = u.searchParams.has('id');
  const listing = (page: string) => [
    `src/features/listings/pages/${page}`,
    `src/features/listings/components/${detail ? 'listing-detail' : 'listing-list'}.tsx`,
  ];
  switch (u.pathname) {
    case '/mainPage':
      return [HOME_SCREEN];
    case '/exhibition':
      return listing('exhibition-page.tsx');
    case '/actvity':
      return listing('actvity-page.tsx');
    case '/conventionSpace':
      return ['src/features/spaces/pages/convention-space-page.tsx'];
    case '/conventionSpace/spaceInfo':
      return ['src/features/spaces/pages/space-info-page.tsx'];
    case '/designer':
      return ['src/features/people/pages/designer-page.tsx'];
    case '/supplier':
      return ['src/features/people/pages/supplier-page.tsx'];
    case '/designerWork':
      return ['src/features/people/pages/designer-work-page.tsx'];
    case '/supplierWork':
      return ['src/features/people/pages/supplier-work-page.tsx'];
    case '/designItem':
      return ['src/features/people/pages/design-item-page.tsx'];
    case '/model/modelCenter':
      return ['src/features/models/pages/model-center-page.tsx'];
    // the 3D viewer (three.js) is its own chunk, loaded by the browser only: not preloaded
    case '/model/modelDetail':
      return ['src/features/models/pages/model-detail-page.tsx'];
    case '/search/search':
      return ['src/features/search/pages/search-page.tsx'];
    // the deal halls and a deal's public page (issue 34); the contests' tab of /taskHall (issue 30) is
    // another screen, chosen by `?tab=` (app/task-hall-screen.tsx)
    case '/taskHall':
      return [
        'src/app/task-hall-screen.tsx',
        u.searchParams.get('tab') === 'contest'
          ? 'src/features/contests/pages/contest-hall-page.tsx'
          : 'src/features/tasks/pages/task-hall-page.tsx',
      ];
    case '/projectHall':
      return ['src/features/projects/pages/project-hall-page.tsx'];
    case '/publishDetail':
      return ['src/features/tasks/pages/publish-detail-page.tsx'];
    case '/workDetail':
      return ['src/features/projects/pages/work-detail-page.tsx'];
    case '/contestDetail':
      return ['src/features/contests/pages/contest-detail-page.tsx'];
    // the price references (issue 32); their charts (ECharts) are loaded by the browser after the page
    case '/priceGuide':
      return ['src/features/price-guide/pages/price-guide-page.tsx'];
    // a member's own screens, rendered with their session (decision 066)
    case '/message':
      return ['src/features/messages/pages/message-page.tsx'];
    default:
      return [];
  }
}

export { warmUp } from './app/ssr/warm-up.ts';

/** Answers about the visitor themselves: never asked on the server (the browser asks after hydrating). */
const PRIVATE_KEYS = new Set(['loginCheck']);
/** Renders per page at most: each asks what the previous one's screens wanted. */
const MAX_PASSES = 4;

type Options = QueryObserverOptions<unknown, DefaultError, unknown, unknown, QueryKey>;

/**
 * The queries the rendered screens asked for and would run (`useQuery` does not fetch on the server),
 * with their options, so that the next pass can have their answers: every observer passes its options
 * through `defaultQueryOptions`.
 */
function watchWanted(client: QueryClient, member: boolean): Map<string, Options> {
  const wanted = new Map<string, Options>();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Options) => {
    const d = defaults(options);
    const key = d.queryKey as readonly unknown[] | undefined;
    if (
      key &&
      d.queryHash &&
      d.queryFn &&
      d.enabled !== false &&
      typeof d.enabled !== 'function' &&
      (member || !PRIVATE_KEYS.has(String(key[0])))
    )
      wanted.set(d.queryHash, d as Options);
    return d;
  }) as QueryClient['defaultQueryOptions'];
  return wanted;
}

export interface RenderInput {
  /** The page's absolute URL (only its path and query are read). */
  url: string;
  /** The site's public origin, for canonical URLs; '' without PUBLIC_URL (relative links, never the Host). */
  origin: string;
  signal: AbortSignal;
  /** The visitor's User-Agent: a phone's gets the phone layout (`useIsMobile`). */
  userAgent?: string;
  /**
   * Rendered for the member whose session the request carries (decision 066): the server's transport
   * sends their cookie with the calls, so every answer is what the API gives them, by its own checks.
   */
  member?: boolean;
}

/** A member page asked for without a valid session: the caller sends the SPA shell (which goes to login). */
export class NotLoggedIn extends Error {
  constructor() {
    super('not logged in: the SPA shell');
    this.name = 'NotLoggedIn';
  }
}

export interface RenderOutput {
  status: 200 | 404;
  /** The built index.html with the page's head, body and data. */
  html: string;
}

/** Sends the app's `/api` calls to the server's own handlers (a visitor's request: no cookies). */
export function setTransport(send: (path: string, init: RequestInit) => Promise<Response>): void {
  setApiTransport(send);
}

/**
 * antd's generated styles (rules, tokens), kept from one render to the next: with one theme a component's
 * rules never change, and generating them is most of what the style runtime costs a render. Each render
 * still has its own cache, holding what that render used, from which its page's styles are extracted.
 */
const generated = new Map<string, [number, unknown]>();
/** More entries than antd has components × variants would mean keys that vary: start again rather than grow. */
const GENERATED_MAX = 5_000;

function pageStyleCache(): ReturnType<typeof createCache> {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) =>
    update(key, (prev) => {
      const next = valueFn(prev ?? generated.get(key) ?? null);
      if (next) {
        if (generated.size >= GENERATED_MAX) generated.clear();
        generated.set(key, [0, next[1]]);
      }
      return next;
    });
  return cache;
}

/**
 * antd's ConfigProvider at the root with the style runtime on: the rules of the components a page shows
 * are generated to be sent inline, the shell's stand-ins' included (the browser's root provides nothing of
 * antd, app/antd-root.tsx; decision 070). The scopes of the screens below inherit the style runtime.
 */
function ServerAntdRoot({ children }: { children: ReactNode }) {
  return <AntdScope styleRuntime>{children}</AntdScope>;
}

async function renderOnce(
  url: URL,
  client: QueryClient,
  signal: AbortSignal,
  mobile: boolean,
): Promise<{ html: string; styles: PageStyles }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) throw new Error(`the route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const cache = pageStyleCache();
  const { prelude } = await prerender(
    <StrictMode>
      <StyleProvider cache={cache}>
        <ServerMobileHint value={mobile}>
          <AppProviders client={client} antdRoot={ServerAntdRoot}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </ServerMobileHint>
      </StyleProvider>
    </StrictMode>,
    // one piece: a boundary above the chunk size would otherwise come after the rest, moved by an inline
    // script (which the content security policy refuses)
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (e) => void errors.push(e) },
  );
  const html = await new Response(prelude).text();
  // an error inside a Suspense boundary leaves it to the browser; a page that would hydrate with a
  // mismatch is not sent: the caller falls back to the SPA shell
  if (errors.length > 0) throw errors[0];
  return {
    html,
    styles: {
      components: extractStyle(cache, { types: ['style'] }),
      tokens: withBrowsersTokenId(extractStyle(cache, { types: ['token', 'cssVar'] })),
    },
  };
}

const CSS_VAR_KEY = typeof theme.cssVar === 'object' ? theme.cssVar.key : undefined;
if (!CSS_VAR_KEY)
  throw new Error('app/theme.ts names no cssVar key: the server and the browser would differ');
const ROOT_TOKEN_STYLE = new RegExp(
  `(<style[^>]*\\bdata-token-hash="${CSS_VAR_KEY}"[^>]*\\bdata-css-hash=")[^"]+("[^>]*>\\.${CSS_VAR_KEY}\\{)`,
);

/**
 * The design tokens' own style (`.css-var-hz{--ant-…}`, 12 KB) under the id the browser looks it up by.
 * cssinjs names it by the token's key when it extracts it here, but by `hash('css-var-' + key)` when the
 * browser, hydrating, checks whether it is in the page (@ant-design/cssinjs 2.1, useCacheToken: `extract`
 * and its effect): not finding it, the browser put the same variables in again, a style recalculation of
 * the whole page while hydrating. The components' variables have the same id on both sides already.
 */
function withBrowsersTokenId(tokens: string): string {
  if (!ROOT_TOKEN_STYLE.test(tokens))
    throw new Error('entry-server: the extracted tokens have no root token style');
  return tokens.replace(
    ROOT_TOKEN_STYLE,
    (_, head: string, tail: string) => `${head}${hash(`css-var-${CSS_VAR_KEY}`)}${tail}`,
  );
}

/** The link to antd's whole style sheet in the built index.html (apps/web/vite.config.ts, `antdStylesheet`). */
const ANTD_CSS_LINK = /<link rel="stylesheet"[^>]*\bid="antd-css"[^>]*>/;

/** The design tokens' style sheet of the built index.html, for the SPA shell (decision 070). */
const ANTD_VARS_STYLE = /<style id="antd-vars">[^<]*<\/style>/;
/** Its block of the theme's own tokens (`.css-var-hz{…}`), which a rendered page carries from its render. */
const ROOT_VARS = /\.css-var-hz\{[^}]*\}/;

/**
 * The links to antd's style sheet in the parts the build made of it (the link's `data-parts`), which
 * main.tsx puts in one task each; the whole sheet's link where the build made none.
 */
function antdParts(link: string): string {
  const parts = /\bdata-parts="([^"]+)"/.exec(link)?.[1]?.split(' ') ?? [];
  const whole = link.replace(' id="antd-css"', '').replace(/ data-parts="[^"]*"/, '');
  return parts.length === 0
    ? whole
    : parts.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
}

/** antd's styles of one page: its components' rules, and the design tokens as CSS variables. */
interface PageStyles {
  components: string;
  tokens: string;
}

/**
 * The page's antd component rules inline, before every style sheet (ours come after antd's in the
 * cascade), and antd.css not fetched with the page: its links (the build's parts of it) are kept inert in a
 * `<template>` at its place in the cascade, which main.tsx puts in once the page has loaded (the document, its styles, pictures and
 * code: antd.css's 74 KB then no longer share a slow connection with them). What the page shows at its
 * first paint is styled by the inline rules; what the browser adds later (menus, dialogs) by antd.css.
 * The tokens go last in the head, as before: antd.css declares antd's default tokens on `.css-var-…`
 * selectors of its own (not ours since the key is named, app/theme.ts), and ours win should they meet.
 */
function withStyles(template: string, { components, tokens }: PageStyles): string {
  const antd = ANTD_CSS_LINK.exec(template)?.[0];
  // the SPA shell's copy of the tokens (vite.config.ts, `antdVarsStyle`): the page carries the theme's
  // own, but keeps the stand-ins' component variables (`.css-var-hz.ant-btn{…}`): the render's copy of
  // those belongs to antd's style cache, which the browser's cache may take out while hydrating (seen on
  // 我的比稿), and a stand-in (LiteButton) never registers with it to put it back: a page whose only
  // primary button was a stand-in lost its white text (decision 070, amendment of 2026-12-07)
  const shell = template.replace(ANTD_VARS_STYLE, (style) => style.replace(ROOT_VARS, ''));
  const html = antd
    ? shell.replace(antd, () => `<template id="antd-css">${antdParts(antd)}</template>`)
    : shell;
  // before antd.css's place (its template), else before the first style sheet
  const first = html.search(/<template id="antd-css">|<link rel="stylesheet"/);
  const at = first >= 0 ? first : html.indexOf('</head>');
  return `${html.slice(0, at)}${components}\n    ${html.slice(at)}`.replace(
    '</head>',
    () => `${tokens}\n  </head>`,
  );
}

/** The page's module script and modulepreloads in the built index.html (and those the server adds). */
const PAGE_CODE = /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

/**
 * The page's code after its content: the server's HTML and its styles are the whole first paint, and the
 * code only hydrates it. Fetched with the page, even at low priority, the ~25–60 module files (220–320 KiB
 * gzipped) shared a slow connection with the document, the style sheets and the pictures, and Lighthouse
 * counts every request that arrived before the largest paint as delaying it. They are sent inert in a
 * `<template id="hz-code">`, and `/hz-boot.js` (apps/web/public) puts them in on the window's `load` event.
 */
function codeAfterLoad(template: string): string {
  const code = template.match(PAGE_CODE)?.map((tag) => tag.trim()) ?? [];
  if (code.length === 0) return template;
  return template
    .replace(PAGE_CODE, '')
    .replace(
      '</head>',
      () =>
        `  <template id="hz-code">${code.join('')}</template>\n    <script src="/hz-boot.js" defer></script>\n  </head>`,
    );
}

/** The preloads React writes at the start of the rendered root for pictures with `fetchPriority="high"`. */
const IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;

/**
 * The page's first large picture (its largest paint) is preloaded by React at the start of the root, that
 * is after the whole head: the page's inline antd rules (up to ~290 KB) and ~90 modulepreloads, which the
 * browser reads first. Moved to the top of the head, its request leaves with the document's first ones.
 */
function imagePreloads(body: string): { rest: string; preloads: string } {
  const found = IMAGE_PRELOADS.exec(body)?.[0] ?? '';
  return { rest: body.slice(found.length), preloads: found };
}

/**
 * Renders one public page into `template` (the built index.html), or throws (the caller sends the SPA
 * shell instead). The status is 404 when the page's item is missing or not public.
 */
export async function render(template: string, input: RenderInput): Promise<RenderOutput> {
  const url = new URL(input.url);
  const client = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 60_000, retry: false } },
  });
  const member = input.member === true;
  const wanted = watchWanted(client, member);
  const mobile = isMobileUserAgent(input.userAgent);
  if (member) {
    // the session first: an expired one gets the SPA shell (and the login page), as before
    const check = await client.fetchQuery({ queryKey: loginCheckKey, queryFn: fetchLoginCheck });
    if (check.loginState !== true) throw new NotLoggedIn();
  }
  let body = '';
  let styles: PageStyles = { components: '', tokens: '' };
  for (let pass = 1; ; pass++) {
    ({ html: body, styles } = await renderOnce(url, client, input.signal, mobile));
    const toAsk = [...wanted.values()].filter((o) => {
      const state = client.getQueryState(o.queryKey);
      return !state || state.status === 'pending';
    });
    // a boundary that waited for a lazy screen is sent after the rest with an inline script to move it
    // (which the content security policy refuses): rendered again now that the screen is loaded
    const waited = body.includes('<!--$?-->');
    if (toAsk.length === 0 && !waited) break;
    if (pass === MAX_PASSES) throw new Error(`still asking after ${MAX_PASSES} renders`);
    await Promise.all(toAsk.map((o) => client.prefetchQuery({ ...o, retry: false })));
    for (const o of toAsk) {
      const state = client.getQueryState(o.queryKey);
      // the item is not public: its page says so (a screen asks again on mount otherwise, showing its
      // skeleton); the browser asks again once it knows a member is logged in (app/server-data.ts)
      if (state?.status === 'error' && isBizError(state.error) && state.error.errCode === 'not_found')
        client.setQueryDefaults(o.queryKey, { retryOnMount: false });
    }
  }
  // a call that failed (other than the item not being public) is not rendered as a failure for good
  const failed = client
    .getQueryCache()
    .findAll({ type: 'all' })
    .find(
      (q) =>
        q.state.status === 'error' && !(isBizError(q.state.error) && q.state.error.errCode === 'not_found'),
    );
  if (failed)
    throw new Error(`the call ${JSON.stringify(failed.queryKey)} failed: ${String(failed.state.error)}`);
  const head = member ? memberHead(url, client, input.origin) : pageHead(url, client, input.origin);
  const data: ServerData = {
    queries: dehydrate(client, {
      shouldDehydrateQuery: (q) =>
        q.state.status === 'success' ||
        (q.state.status === 'error' && isBizError(q.state.error) && q.state.error.errCode === 'not_found'),
      shouldRedactErrors: () => false,
    }),
    mobile,
    ...(member ? { member: true } : {}),
  };
  const { rest, preloads } = imagePreloads(body);
  body = rest;
  const html = withStyles(codeAfterLoad(template), {
    ...styles,
    components: pruneStyles(styles.components, body),
  })
    .replace(/<meta name="viewport"[^>]*>/, (viewport) =>
      preloads ? `${viewport}\n    ${preloads}` : viewport,
    )
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, () => headHtml(head))
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${body}</div>\n    <script type="application/json" id="${SERVER_DATA_ID}">${scriptJson(data)}</script>`,
    );
  return { status: head.status, html };
}
