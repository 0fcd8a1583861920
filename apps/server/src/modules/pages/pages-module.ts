import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ContestState, ModelState, ProjectState, ReviewState, TaskState } from '@hz/contract/common/states';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { contests } from '../../db/schema/contests.ts';
import { listings } from '../../db/schema/listings.ts';
import { members } from '../../db/schema/members.ts';
import { models } from '../../db/schema/models.ts';
import { profiles, works } from '../../db/schema/people.ts';
import { projects } from '../../db/schema/projects.ts';
import { spaces } from '../../db/schema/spaces.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';

/**
 * The public pages rendered on the server (decision 041): the home page, the lists and details of
 * exhibitions, conferences, convention spaces, designers, factories (with their works and cases) and 3D
 * models, the deal halls and a task's or project's page (issue 34), and the search results (`noindex`, not in the sitemap), from the web app's server-side bundle
 * (`apps/web/dist-ssr/entry-server.js`, built beside `dist` by `npm run build -w apps/web`). The render
 * asks the API through `app.inject` without cookies (as a visitor, from the visitor's address, so the call
 * limits count it as theirs), except a member's own pages (decision 066), whose calls carry the request's
 * cookies and are sent `private, no-store`; a render that fails or takes longer than `RENDER_TIMEOUT_MS` is
 * logged and the visitor gets the plain SPA shell. Also `/sitemap.xml` and `/robots.txt`.
 */

/** What the server-side bundle exports (apps/web/src/entry-server.tsx). */
interface ServerRenderer {
  serverRenderedPages: Record<string, unknown>;
  /** The pages rendered for a member with their session (decision 066); absent in an older bundle. */
  memberRenderedPages?: Record<string, unknown>;
  setTransport(send: (path: string, init: RequestInit) => Promise<Response>): void;
  warmUp(): Promise<void>;
  pageModules?(url: string): string[];
  render(
    template: string,
    input: { url: string; origin: string; signal: AbortSignal; userAgent?: string; member?: boolean },
  ): Promise<{ status: number; html: string }>;
}

export const RENDER_TIMEOUT_MS = 5_000;
/** Items per kind in the sitemap at most (a sitemap holds 50,000 URLs), newest first. */
export const SITEMAP_CAP = 15_000;
const SITEMAP_CACHE_MS = 60_000;

export interface PagesDeps {
  db: Db;
  /** The built web app (holding index.html); its server-side bundle is `../dist-ssr/entry-server.js`. */
  webDist: string;
  publicUrl: string | undefined;
  /** The port this server listens on: the sitemap's addresses without PUBLIC_URL (`http://localhost:PORT`). */
  port: number;
}

export interface Pages {
  /** Sends the server-rendered page for `req`, or answers false (the caller sends the SPA shell). */
  send(req: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * Brotli's quality for a rendered document: 5 packs a page about as tightly as gzip's best for a few
 * milliseconds (11, the static assets' setting, costs tens of ms per page); gzip at its default level.
 */
export const DOCUMENT_BROTLI_QUALITY = 5;

/**
 * The encoding to send a document in, by the request's Accept-Encoding: brotli, else gzip, else none
 * (also when the header is absent: a client that names nothing gets the plain bytes).
 */
export function documentEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const weight = params.find((p) => p.startsWith('q='));
    q.set(name, weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

async function encode(html: string, encoding: 'br' | 'gzip' | undefined): Promise<string | Buffer> {
  if (encoding === 'br') {
    const raw = Buffer.from(html);
    return brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: DOCUMENT_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
  }
  if (encoding === 'gzip') return gzip(html);
  return html;
}

/**
 * Never the request's Host header (issue 29): one request's Host must not end up in what a crawler or a
 * cache keeps. With PUBLIC_URL the site's address; without it (development) a page's head links are
 * relative (`canonical`, `og:url`, `og:image`, JSON-LD), and the sitemap and robots.txt, which need whole
 * addresses, name this server's own (`http://localhost:PORT`).
 */
const headOrigin = (deps: PagesDeps) => deps.publicUrl ?? '';
const siteOrigin = (deps: PagesDeps) => deps.publicUrl ?? `http://localhost:${deps.port}`;

/** How long after listening the server-rendering bundle is loaded when no page asked for it first. */
const RENDERER_DELAY_MS = 2000;

async function loadRenderer(webDist: string): Promise<ServerRenderer | undefined> {
  const entry = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerRenderer;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * `<link>`s for the style sheets and code of a page's screen chunks (and their static imports) that the
 * built index.html does not already name: the HTML is styled from its first paint.
 */
function assetLinks(manifest: Record<string, ManifestChunk>, modules: string[], template: string): string {
  const seen = new Set<string>();
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const m of modules) visit(m);
  const fresh = (file: string) => !template.includes(`/${file}"`);
  return [
    ...[...css].filter(fresh).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...[...js].filter(fresh).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The approved public items, newest first, `SITEMAP_CAP` per kind at most. */
async function publicItems(db: Db) {
  const approved = ReviewState.approved;
  const listed = (kind: 'huizhan' | 'huiyi') =>
    db
      .select({ id: listings.id, updatedAt: listings.updatedAt })
      .from(listings)
      .where(and(eq(listings.kind, kind), eq(listings.checked, approved)))
      .orderBy(desc(listings.id))
      .limit(SITEMAP_CAP);
  // a profile is public from its first approval (an edit under review keeps the published version)
  const people = (kind: 'designer' | 'factory') =>
    db
      .select({ cardno: members.cardno, updatedAt: profiles.updatedAt })
      .from(profiles)
      .innerJoin(members, eq(members.id, profiles.memberId))
      .where(and(eq(profiles.kind, kind), isNotNull(profiles.publishedAt)))
      .orderBy(desc(profiles.id))
      .limit(SITEMAP_CAP);
  // a work or case is public while approved and its owner's profile of that kind is public
  const made = (kind: 'work' | 'case') =>
    db
      .select({ id: works.id, updatedAt: works.updatedAt })
      .from(works)
      .innerJoin(
        profiles,
        and(
          eq(profiles.memberId, works.memberId),
          eq(profiles.kind, kind === 'work' ? 'designer' : 'factory'),
          isNotNull(profiles.publishedAt),
        ),
      )
      .where(and(eq(works.kind, kind), eq(works.checked, approved)))
      .orderBy(desc(works.id))
      .limit(SITEMAP_CAP);
  const [
    exhibitions,
    conferences,
    places,
    designers,
    factories,
    designs,
    cases,
    shapes,
    tasksOpen,
    projectsOpen,
    contestsOpen,
  ] = await Promise.all([
    listed('huizhan'),
    listed('huiyi'),
    db
      .select({ id: spaces.id, updatedAt: spaces.updatedAt })
      .from(spaces)
      .where(eq(spaces.checked, approved))
      .orderBy(desc(spaces.id))
      .limit(SITEMAP_CAP),
    people('designer'),
    people('factory'),
    made('work'),
    made('case'),
    // the model search's condition (isPublicModel): processed, approved, not withdrawn
    db
      .select({ id: models.id, updatedAt: models.updatedAt })
      .from(models)
      .where(and(eq(models.checked, approved), eq(models.state, ModelState.ready), isNull(models.deletedAt)))
      .orderBy(desc(models.id))
      .limit(SITEMAP_CAP),
    // the halls' rows (their partial indexes' condition): approved and open; a service order is never public
    db
      .select({ id: tasks.id, updatedAt: tasks.updatedAt })
      .from(tasks)
      .where(and(eq(tasks.checked, approved), eq(tasks.status, TaskState.open), isNull(tasks.serviceId)))
      .orderBy(desc(tasks.id))
      .limit(SITEMAP_CAP),
    db
      .select({ id: projects.id, updatedAt: projects.updatedAt })
      .from(projects)
      .where(and(eq(projects.checked, approved), eq(projects.status, ProjectState.open)))
      .orderBy(desc(projects.id))
      .limit(SITEMAP_CAP),
    // a contest while it takes entries (issue 30): afterwards its page is `noindex`
    db
      .select({ id: contests.id, updatedAt: contests.updatedAt })
      .from(contests)
      .where(and(eq(contests.checked, approved), eq(contests.status, ContestState.open)))
      .orderBy(desc(contests.id))
      .limit(SITEMAP_CAP),
  ]);
  return {
    exhibitions,
    conferences,
    places,
    designers,
    factories,
    designs,
    cases,
    shapes,
    tasks: tasksOpen,
    projects: projectsOpen,
    contests: contestsOpen,
  };
}

export async function registerPages(app: FastifyInstance, deps: PagesDeps): Promise<Pages> {
  const template = fs.readFileSync(path.join(deps.webDist, 'index.html'), 'utf8');
  const manifestFile = path.join(deps.webDist, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  // the visitor a render is for: its calls come from their address, and a member's with their cookies
  // (decision 066: the API's own session checks decide what each call answers them)
  const visitor = new AsyncLocalStorage<{ ip: string; cookie?: string }>();
  const prepareRenderer = async (renderer: ServerRenderer | undefined) => {
    renderer?.setTransport(async (url, init) => {
      const cookie = visitor.getStore()?.cookie;
      const res = await app.inject({
        method: init.method === 'POST' ? 'POST' : 'GET',
        url,
        headers: {
          accept: 'application/json',
          ...(init.method === 'POST' ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
        payload: typeof init.body === 'string' ? init.body : undefined,
        remoteAddress: visitor.getStore()?.ip ?? '127.0.0.1',
      });
      return new Response(res.body, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
      });
    });
    // the screens' modules loaded before the first render rather than beside it: loaded by that render
    // (or competing with it for the CPU), a cold first page could pass RENDER_TIMEOUT_MS on a busy machine
    // and be sent as the SPA shell (pages.integration saw it once under load)
    await renderer?.warmUp().catch((err: unknown) => app.log.error({ err }, 'server render: warm-up failed'));
    return renderer;
  };
  // The server-rendering bundle is loaded shortly after the server listens (or by the first page asked for,
  // which waits for it), not before: loading it is a large part of a start's CPU, and /api/health and the
  // API answer without it (issue 34 point 5).
  let loading: Promise<ServerRenderer | undefined> | undefined;
  const rendererReady = () => {
    // a bundle that fails to load is logged, and pages are sent as the SPA shell
    loading ??= loadRenderer(deps.webDist).then(prepareRenderer, (err: unknown) => {
      app.log.error({ err }, 'server render: loading failed');
      return undefined;
    });
    return loading;
  };
  app.addHook('onListen', async () => {
    // a moment after listening: its compilation holds the event loop, and the first answers (the health
    // check, the first API calls) would wait behind it
    setTimeout(() => void rendererReady(), RENDERER_DELAY_MS).unref();
  });

  // the items are kept for a while, not the document
  let items: { at: number; rows: Awaited<ReturnType<typeof publicItems>> } | undefined;
  app.get('/sitemap.xml', async (_req, reply) => {
    if (!items || Date.now() - items.at > SITEMAP_CACHE_MS)
      items = { at: Date.now(), rows: await publicItems(deps.db) };
    const { exhibitions, conferences, places, designers, factories, designs, cases, shapes } = items.rows;
    const deals = items.rows;
    const base = siteOrigin(deps);
    const url = (loc: string, lastmod?: Date) =>
      `<url><loc>${xml(`${base}${loc}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
    const urls = [
      url('/mainPage'),
      url('/exhibition'),
      url('/actvity'),
      url('/conventionSpace'),
      url('/designer'),
      url('/supplier'),
      url('/model/modelCenter'),
      url('/taskHall'),
      url('/projectHall'),
      url('/priceGuide'),
      ...exhibitions.map((r) => url(`/exhibition?id=${r.id}`, r.updatedAt)),
      ...conferences.map((r) => url(`/actvity?id=${r.id}`, r.updatedAt)),
      ...places.map((r) => url(`/conventionSpace/spaceInfo?id=${r.id}`, r.updatedAt)),
      ...designers.map((r) => url(`/designerWork?cardno=${encodeURIComponent(r.cardno)}`, r.updatedAt)),
      ...factories.map((r) => url(`/supplierWork?cardno=${encodeURIComponent(r.cardno)}`, r.updatedAt)),
      ...designs.map((r) => url(`/designItem?id=${r.id}`, r.updatedAt)),
      ...cases.map((r) => url(`/supplierWork?case=${r.id}`, r.updatedAt)),
      ...shapes.map((r) => url(`/model/modelDetail?id=${r.id}`, r.updatedAt)),
      ...deals.tasks.map((r) => url(`/publishDetail?id=${r.id}`, r.updatedAt)),
      ...deals.projects.map((r) => url(`/workDetail?id=${r.id}`, r.updatedAt)),
      ...deals.contests.map((r) => url(`/contestDetail?id=${r.id}`, r.updatedAt)),
    ];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(body);
  });

  app.get('/robots.txt', async (_req, reply) => {
    const base = siteOrigin(deps);
    // the member and operator screens are behind a login: nothing there for a crawler
    const closed = ['/api/', '/login', '/personCenter', '/admin', '/message', '/collection', '/publish'];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `User-agent: *\n${closed.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${base}/sitemap.xml\n`,
      );
  });

  return {
    async send(req, reply) {
      if (req.method !== 'GET') return false;
      const renderer = await rendererReady();
      if (!renderer) return false;
      const pathname = req.url.split('?')[0] ?? '';
      // a member (a session cookie) gets their own render of the pages rendered for members, with their
      // cookies (decision 066), and the SPA shell elsewhere: a visitor's page hydrated by a member
      // mismatched on their own items (an exhibition under review; decision 041)
      const member = Boolean(req.cookies[SESSION_COOKIE]);
      const pages = member ? renderer.memberRenderedPages : renderer.serverRenderedPages;
      if (!pages || !Object.hasOwn(pages, pathname)) return false;
      const base = headOrigin(deps);
      // the render needs a whole URL to route; only its path and query are read from it
      const url = `${base || 'http://localhost'}${req.url}`;
      const links = assetLinks(manifest, renderer.pageModules?.(url) ?? [], template);
      const page = links ? template.replace('</head>', () => `  ${links}\n  </head>`) : template;
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const started = Date.now();
      try {
        const store = member ? { ip: req.ip, cookie: req.headers.cookie } : { ip: req.ip };
        const out = await visitor.run(store, () =>
          Promise.race([
            renderer.render(page, {
              url,
              origin: base,
              signal: controller.signal,
              userAgent: req.headers['user-agent'],
              member,
            }),
            new Promise<never>((_, reject) => {
              timer = setTimeout(() => {
                controller.abort();
                reject(new Error(`the render took longer than ${RENDER_TIMEOUT_MS} ms`));
              }, RENDER_TIMEOUT_MS);
            }),
          ]),
        );
        const rendered = Date.now();
        // compressed here (the static files are compressed at build time): ~150 KB of HTML is ~25 KB
        const encoding = documentEncoding(req.headers['accept-encoding']);
        const body = await encode(out.html, encoding);
        reply
          .code(out.status)
          .type('text/html; charset=utf-8')
          // a member's page is theirs alone: never kept by a cache on the way, nor by the browser
          .header('cache-control', member ? 'private, no-store' : 'no-cache')
          // a phone gets the phone layout (apps/web/src/lib/use-media-query.ts); a member their own page
          .header('vary', member ? 'User-Agent, Accept-Encoding, Cookie' : 'User-Agent, Accept-Encoding')
          .header('server-timing', `render;dur=${rendered - started}, compress;dur=${Date.now() - rendered}`);
        if (encoding) reply.header('content-encoding', encoding);
        await reply.send(body);
        return true;
      } catch (err) {
        // an expired session on a member page: the SPA shell, whose gate goes to the login as before
        if (err instanceof Error && err.name === 'NotLoggedIn') return false;
        req.log.error({ err, url: req.url }, 'server render failed: sending the SPA shell');
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
