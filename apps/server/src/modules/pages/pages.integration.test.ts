import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ReviewState } from '@hz/contract/common/states';
import { contactMask } from '@hz/contract/masking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { defaultWebDist } from '../../app.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { documentEncoding } from './pages-module.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/seed.ts';
import { seedDemoContent } from '../../seed/seed-content.ts';
import { seedDemoModels } from '../../seed/seed-models.ts';
import { seedDemoPeople } from '../../seed/seed-people.ts';
import { seedDemoProjects } from '../../seed/seed-projects.ts';
import { seedDemoPrices } from '../../seed/seed-prices.ts';
import { seedDemoTasks } from '../../seed/seed-tasks.ts';

/*
 * The server-rendered public pages (decision 041), read as a crawler reads them: the HTML alone, no
 * JavaScript. Needs the built web app with its server-side bundle (`npm run build -w apps/web`; npm test
 * builds it first).
 */

/** The site's configured address (PUBLIC_URL). */
const SITE = 'http://hz.example';
let t: TestApp;
let dataDir = '';
interface Row {
  id: number;
  title: string;
  sdate: string;
  edate: string;
  phone: string;
}
let exhibition: Row;
let conference: Row;
let space: { id: number; title: string; addr: string; phone: string };
let hidden: Row;
/** A public designer and factory (their member number, name and mobile), and one hidden of each. */
interface Person {
  cardno: string;
  name: string;
  mobile: string;
}
let designer: Person;
let factory: Person;
let hiddenDesigner: Person;
let work: { id: number; title: string };
let kase: { id: number; title: string };
let hiddenWork: { id: number; title: string };
let model: { id: number; title: string };
let hiddenModel: { id: number; title: string };
/** The deals (issue 34): open ones, a closed one, one taken up, one back under review, each kind. */
interface Deal {
  id: number;
  title: string;
}
let openTask: Deal;
let closedTask: Deal;
let takenTask: Deal;
let hiddenTask: Deal;
let openProject: Deal;
let closedProject: Deal;
let hiddenProject: Deal;

beforeAll(async () => {
  if (!fs.existsSync(path.join(defaultWebDist, '..', 'dist-ssr', 'entry-server.js'))) {
    throw new Error('apps/web/dist-ssr is missing: run `npm run build -w apps/web` first (npm test does)');
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-pages-test-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, PUBLIC_URL: SITE }, webDist: defaultWebDist });
  await seedDemo(t.database.db);
  await seedDemoContent(t.database.db, t.config);
  await seedDemoPeople(t.database.db, t.config);
  await seedDemoModels(t.database.db, t.config);
  await seedDemoTasks(t.database.db);
  await seedDemoProjects(t.database.db);
  await seedDemoPrices(t.database.db);
  const listing = async (kind: string) =>
    (
      await t.database.query<Row>(
        `SELECT id::int AS id, title, sdate::text AS sdate, edate::text AS edate, phone FROM listings
         WHERE kind = $1 AND checked = $2 ORDER BY id LIMIT 1`,
        [kind, ReviewState.approved],
      )
    )[0]!;
  exhibition = await listing('huizhan');
  conference = await listing('huiyi');
  space = (
    await t.database.query<typeof space>(
      'SELECT id::int AS id, title, addr, phone FROM spaces WHERE checked = $1 ORDER BY id LIMIT 1',
      [ReviewState.approved],
    )
  )[0]!;
  // another exhibition, taken back into review: not public
  hidden = (
    await t.database.query<Row>(
      `UPDATE listings SET checked = $1 WHERE id = (SELECT max(id) FROM listings WHERE kind = 'huizhan')
       RETURNING id::int AS id, title, sdate::text AS sdate, edate::text AS edate, phone`,
      [ReviewState.pending],
    )
  )[0]!;
  const person = async (kind: string, order: 'ASC' | 'DESC') =>
    (
      await t.database.query<Person>(
        `SELECT m.cardno, p.name, m.mobile FROM profiles p JOIN members m ON m.id = p.member_id
         WHERE p.kind = $1 AND p.published_at IS NOT NULL ORDER BY p.id ${order} LIMIT 1`,
        [kind],
      )
    )[0]!;
  designer = await person('designer', 'ASC');
  factory = await person('factory', 'ASC');
  hiddenDesigner = await person('designer', 'DESC');
  expect(hiddenDesigner.cardno).not.toBe(designer.cardno);
  const made = async (kind: string, cardno: string, order: 'ASC' | 'DESC' = 'ASC') =>
    (
      await t.database.query<{ id: number; title: string }>(
        `SELECT w.id::int AS id, w.title FROM works w JOIN members m ON m.id = w.member_id
         WHERE w.kind = $1 AND w.checked = $2 AND m.cardno = $3 ORDER BY w.id ${order} LIMIT 1`,
        [kind, ReviewState.approved, cardno],
      )
    )[0]!;
  work = await made('work', designer.cardno);
  kase = await made('case', factory.cardno);
  // a work taken back into review, and a designer whose profile was never approved: not public
  hiddenWork = await made('work', designer.cardno, 'DESC');
  expect(hiddenWork.id).not.toBe(work.id);
  await t.database.query('UPDATE works SET checked = $1 WHERE id = $2', [ReviewState.pending, hiddenWork.id]);
  await t.database.query(
    `UPDATE profiles SET published_at = NULL, checked = $1
     WHERE kind = 'designer' AND member_id = (SELECT id FROM members WHERE cardno = $2)`,
    [ReviewState.pending, hiddenDesigner.cardno],
  );
  const shapes = await t.database.query<{ id: number; title: string }>(
    'SELECT id::int AS id, title FROM models WHERE checked = $1 AND deleted_at IS NULL ORDER BY id LIMIT 2',
    [ReviewState.approved],
  );
  model = shapes[0]!;
  hiddenModel = shapes[1]!;
  await t.database.query('UPDATE models SET checked = $1 WHERE id = $2', [
    ReviewState.rejected,
    hiddenModel.id,
  ]);
  // the demo deals, oldest first: the first stays open; the others are closed, taken up or back in review
  const deals = async (table: 'tasks' | 'projects') =>
    t.database.query<Deal>(
      `SELECT id::int AS id, title FROM ${table} WHERE checked = $1 AND status = 'open' ORDER BY id`,
      [ReviewState.approved],
    );
  const tasks = await deals('tasks');
  expect(tasks.length).toBe(4);
  [openTask, closedTask, takenTask, hiddenTask] = tasks as [Deal, Deal, Deal, Deal];
  await t.database.query(`UPDATE tasks SET status = 'closed' WHERE id = $1`, [closedTask.id]);
  // taken up by a designer at the fee offered (from confirmed on a task has a designer and a fee)
  await t.database.query(
    `UPDATE tasks SET status = 'ongoing', fee = cost,
       designer_id = (SELECT member_id FROM profiles WHERE kind = 'designer' ORDER BY id LIMIT 1)
     WHERE id = $1`,
    [takenTask.id],
  );
  await t.database.query('UPDATE tasks SET checked = $1 WHERE id = $2', [ReviewState.pending, hiddenTask.id]);
  const projects = await deals('projects');
  expect(projects.length).toBe(3);
  [openProject, closedProject, hiddenProject] = projects as [Deal, Deal, Deal];
  await t.database.query(`UPDATE projects SET status = 'closed' WHERE id = $1`, [closedProject.id]);
  await t.database.query('UPDATE projects SET checked = $1 WHERE id = $2', [
    ReviewState.rejected,
    hiddenProject.id,
  ]);
  // the first page loads the server-rendering bundle and warms its screens up (6–12 s, twice that on a
  // busy machine): here, within this hook's limit, rather than inside the first test's 30 s
  expect((await page('/mainPage')).status).toBe(200);
}, 300_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The page at `url` as a visitor from `ip` (each address has its own budget of searches a minute). */
const page = async (url: string, ip = '127.0.0.1') => {
  const r = await t.app.inject({ url, headers: { accept: 'text/html' }, remoteAddress: ip });
  const html = r.body;
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    status: r.statusCode,
    type: String(r.headers['content-type']),
    html,
    /** The visible text of the rendered app: tags out, whitespace folded. */
    text: root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    ogTitle: /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1],
    jsonLd: ld === undefined ? undefined : (JSON.parse(ld) as Record<string, unknown>),
  };
};

describe('server-rendered public pages', () => {
  it('an exhibition: its name, dates and venue in the HTML, with its head and Event data', async () => {
    const p = await page(`/exhibition?id=${exhibition.id}`);
    expect(p.status).toBe(200);
    expect(p.type).toMatch(/text\/html/);
    expect(p.title).toBe(`${exhibition.title} - 展会 - 会展通`);
    expect(p.ogTitle).toBe(p.title);
    expect(p.canonical).toMatch(new RegExp(`^https?://[^/]+/exhibition\\?id=${exhibition.id}$`));
    expect(p.description?.length).toBeGreaterThan(10);
    expect(p.text).toContain(exhibition.title);
    expect(p.text).toContain(exhibition.sdate);
    expect(p.text).toContain(exhibition.edate);
    expect(p.text).toContain('基本信息');
    expect(p.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: exhibition.title,
      startDate: exhibition.sdate,
      endDate: exhibition.edate,
      location: { '@type': 'Place' },
      url: p.canonical,
    });
    // rendered as a visitor: the contact phone is for members only
    expect(p.html).not.toContain(exhibition.phone);
    expect(p.text).toContain('登录后查看联系方式');
    // the answers it was rendered from, for the browser's hydration
    expect(p.html).toContain('<script type="application/json" id="hz-ssr">');
  });

  it('a conference and a convention space, with Event and Place data', async () => {
    const c = await page(`/actvity?id=${conference.id}`);
    expect(c.status).toBe(200);
    expect(c.title).toBe(`${conference.title} - 会议 - 会展通`);
    expect(c.text).toContain(conference.title);
    expect(c.text).toContain(conference.sdate);
    expect(c.jsonLd).toMatchObject({ '@type': 'Event', name: conference.title, startDate: conference.sdate });
    expect(c.canonical).toMatch(new RegExp(`/actvity\\?id=${conference.id}$`));

    const s = await page(`/conventionSpace/spaceInfo?id=${space.id}`);
    expect(s.status).toBe(200);
    expect(s.title).toBe(`${space.title} - 会议场地 - 会展通`);
    expect(s.text).toContain(space.title);
    expect(s.text).toContain(space.addr);
    expect(s.jsonLd).toMatchObject({
      '@type': 'Place',
      name: space.title,
      address: { streetAddress: space.addr },
    });
    expect(s.canonical).toMatch(new RegExp(`/conventionSpace/spaceInfo\\?id=${space.id}$`));
    expect(s.html).not.toContain(space.phone);
  });

  it('the home page and the lists: their titles, canonical URLs and items', async () => {
    const home = await page('/mainPage');
    expect(home.status).toBe(200);
    expect(home.title).toBe('会展通 - 会展设计搭建服务平台');
    expect(home.canonical).toMatch(/\/mainPage$/);
    expect(home.text).toContain('近期展会');
    expect(home.text).toContain(conference.title);

    const titles = async (sql: string) =>
      (await t.database.query<{ title: string }>(sql, [ReviewState.approved])).map((r) => r.title);
    const lists = [
      ['/exhibition', '展会 - 会展通', "SELECT title FROM listings WHERE kind = 'huizhan' AND checked = $1"],
      ['/actvity', '会议活动 - 会展通', "SELECT title FROM listings WHERE kind = 'huiyi' AND checked = $1"],
      ['/conventionSpace', '会议场地 - 会展通', 'SELECT title FROM spaces WHERE checked = $1'],
    ] as const;
    for (const [url, title, sql] of lists) {
      const p = await page(url);
      expect(p.status, url).toBe(200);
      expect(p.title, url).toBe(title);
      expect(p.canonical, url).toMatch(new RegExp(`${url}$`));
      // the first page of the public items (12 of them, or all when fewer)
      const shown = (await titles(sql)).filter((item) => p.text.includes(item));
      expect(shown.length, url).toBeGreaterThanOrEqual(Math.min(12, (await titles(sql)).length));
      expect(p.jsonLd, url).toBeUndefined();
    }
    // what is not public is in no list
    expect((await page('/exhibition')).html).not.toContain(hidden.title);
  });

  it('an item that is not public, or missing, is the not-found page with 404 and none of its content', async () => {
    const p = await page(`/exhibition?id=${hidden.id}`);
    expect(p.status).toBe(404);
    expect(p.type).toMatch(/text\/html/);
    expect(p.text).toContain('展会不存在或尚未公开');
    expect(p.html).not.toContain(hidden.title);
    expect(p.html).toContain('<meta name="robots" content="noindex" />');
    expect(p.jsonLd).toBeUndefined();

    const gone = await page('/conventionSpace/spaceInfo?id=987654');
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('场地不存在或尚未公开');
    const conf = await page('/actvity?id=987654');
    expect(conf.status).toBe(404);
    expect(conf.text).toContain('会议不存在或尚未公开');
  });

  it('the HTML is sent compressed by Accept-Encoding (brotli, else gzip) and decodes to the same page', async () => {
    const url = `/exhibition?id=${exhibition.id}`;
    const get = (acceptEncoding: string) =>
      t.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': acceptEncoding } });
    // the answers' fetch times differ from one render to the next; the rest of the page does not
    const same = (html: string) => html.replace(/"(\w+)At":\d+/g, '"$1At":0');
    const plain = await get('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(exhibition.title);

    // what Chromium sends
    const br = await get('gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/user-agent/i);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/text\/html/);
    const decoded = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(same(decoded)).toBe(same(plain.body));
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gz = await get('gzip;q=1.0, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(same(gunzipSync(gz.rawPayload).toString('utf8'))).toBe(same(plain.body));

    // a not-found page too
    const missing = await t.app.inject({
      url: '/exhibition?id=987654',
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
    expect(brotliDecompressSync(missing.rawPayload).toString('utf8')).toContain('展会不存在或尚未公开');
  });

  it('chooses the encoding by Accept-Encoding and its weights', () => {
    expect(documentEncoding(undefined)).toBeUndefined();
    expect(documentEncoding('')).toBeUndefined();
    expect(documentEncoding('identity')).toBeUndefined();
    expect(documentEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(documentEncoding('gzip, deflate')).toBe('gzip');
    expect(documentEncoding('BR;q=0.5, gzip')).toBe('br');
    expect(documentEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(documentEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(documentEncoding('*')).toBe('br');
    expect(documentEncoding('*;q=0, gzip')).toBe('gzip');
  });

  it("antd's rules of the page inline, antd.css not fetched with the page; the SPA shell keeps it blocking", async () => {
    const p = await page('/mainPage');
    const head = p.html.slice(0, p.html.indexOf('</head>'));
    // inert in a template at its place in the cascade: main.tsx puts it in once the page has loaded
    // in the build's parts of antd.css (vite.config.ts), each a link, in their order
    const antd = /<template id="antd-css">(?:<link rel="stylesheet"[^>]*>)+<\/template>/.exec(head)?.[0];
    const parts = [...(antd ?? '').matchAll(/href="\/assets\/antd-[\w-]+-(\d+)\.css"/g)].map((m) =>
      Number(m[1]),
    );
    expect(parts.length).toBeGreaterThan(1);
    expect(parts).toEqual(parts.map((_, i) => i + 1));
    expect(head.match(/<link rel="stylesheet"[^>]*antd-/g)).toHaveLength(parts.length);
    expect(antd).not.toContain('data-parts');
    // the rules of the components on the page, before every style sheet (ours come after antd's)
    const firstSheet = head.indexOf('<template id="antd-css">');
    const rules = head.slice(0, firstSheet);
    expect(rules).toMatch(/\.ant-btn\{/);
    expect(rules).toMatch(/\.ant-input\{/);
    // also those of antd's markup that the shell's stand-ins render (components/antd-markup.ts): the
    // header's and the hero's search (a compact group), the bell's badge
    expect(rules).toMatch(/\.ant-input-search/);
    expect(rules).toMatch(/\.ant-space-compact/);
    expect(rules).toMatch(/\.ant-badge\{/);
    // only those: no date picker or pagination on the home page (a list page has both)
    expect(rules).not.toMatch(/\)\.ant-picker/);
    expect(rules).not.toMatch(/\)\.ant-pagination/);
    expect((await page('/exhibition')).html).toMatch(/\)\.ant-picker\{/);
    // the design tokens after antd.css, which declares antd's defaults on the same selectors
    expect(head.lastIndexOf('--ant-color-primary:')).toBeGreaterThan(head.indexOf(antd!));
    expect(head.slice(head.lastIndexOf('--ant-color-primary:'))).toMatch(/^--ant-color-primary:#0f766e/i);

    // the SPA shell (and a member's page) keeps antd.css blocking
    const shell = (await t.app.inject({ url: '/login' })).body;
    const shellAntd = /<link rel="stylesheet"[^>]*id="antd-css"[^>]*>/.exec(shell)?.[0];
    expect(shellAntd).toBeDefined();
    expect(shellAntd).not.toContain('media=');
    expect(shell).not.toContain('<template id="antd-css">');
    const member = await t.app.inject({ url: '/mainPage', cookies: { [SESSION_COOKIE]: 'x' } });
    expect(member.body).not.toContain('id="hz-ssr"');
    expect(member.body).not.toContain('<template id="antd-css">');
  });

  it("the first card's picture is preloaded at the top of the head, before the styles and the code", async () => {
    const { html } = await page('/exhibition');
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(head);
    expect(preload?.[0]).toMatch(
      /imageSrcSet="\/files\/f[\w-]+\/thumb 320w, [^"]*w640 640w, [^"]*w1280 1280w"/,
    );
    expect(preload?.[0]).toContain('fetchPriority="high"');
    // ahead of the inline antd rules, every style sheet and every modulepreload
    expect(preload!.index).toBeLessThan(head.search(/<style|<link rel="(?:stylesheet|modulepreload)"/));
    // and not left at the start of the root, where React wrote it
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).not.toMatch(/^<div id="root"><link/);
  });

  it("the page's code comes after its content: inert in a template, put in by /hz-boot.js on load", async () => {
    const { html } = await page('/exhibition');
    const head = html.slice(0, html.indexOf('</head>'));
    const code = /<template id="hz-code">(.*?)<\/template>/.exec(head)?.[1] ?? '';
    // the entry script and the page's modulepreloads (the entry's and the screen's), nowhere else
    expect(code).toMatch(/^<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(code.match(/<link rel="modulepreload"/g)?.length).toBeGreaterThan(5);
    expect(code).toMatch(/href="\/assets\/exhibition-page-[\w-]+\.js"/);
    const outside = head.replace(/<template id="hz-code">.*?<\/template>/, '');
    expect(outside).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(head).toContain('<script src="/hz-boot.js" defer></script>');
    const boot = await t.app.inject({ url: '/hz-boot.js' });
    expect(boot.statusCode).toBe(200);
    expect(boot.body).toContain("getElementById('hz-code')");
    // the SPA shell keeps its code as built: there is nothing to paint before it has run
    const shell = await t.app.inject({ url: '/login' });
    expect(shell.body).toMatch(/<script type="module" crossorigin src=/);
    expect(shell.body).not.toContain('hz-code');
  });

  it('other routes keep the SPA shell', async () => {
    const r = await t.app.inject({ url: '/login' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<div id="root"></div>');
    expect(r.body).not.toContain('id="hz-ssr"');
  });

  it('sitemap.xml lists the list pages and the public items only; robots.txt points to it', async () => {
    const r = await t.app.inject({ url: '/sitemap.xml' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...r.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      (m) => new URL(m[1]!.replace(/&amp;/g, '&')),
    );
    const where = locs.map((u) => `${u.pathname}${u.search}`);
    expect(where).toEqual(
      expect.arrayContaining(['/mainPage', '/exhibition', '/actvity', '/conventionSpace']),
    );
    expect(where).toContain(`/exhibition?id=${exhibition.id}`);
    expect(where).toContain(`/actvity?id=${conference.id}`);
    expect(where).toContain(`/conventionSpace/spaceInfo?id=${space.id}`);
    expect(where).not.toContain(`/exhibition?id=${hidden.id}`);
    const [row] = await t.database.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM listings WHERE checked = $1) + (SELECT count(*) FROM spaces WHERE checked = $1)
         + (SELECT count(*) FROM profiles WHERE published_at IS NOT NULL)
         + (SELECT count(*) FROM works w JOIN profiles p ON p.member_id = w.member_id
              AND p.kind = CASE w.kind WHEN 'work' THEN 'designer' ELSE 'factory' END
            WHERE w.checked = $1 AND p.published_at IS NOT NULL)
         + (SELECT count(*) FROM models WHERE checked = $1 AND state = 'ready' AND deleted_at IS NULL)
         + (SELECT count(*) FROM tasks WHERE checked = $1 AND status = 'open' AND service_id IS NULL)
         + (SELECT count(*) FROM projects WHERE checked = $1 AND status = 'open') AS n`,
      [ReviewState.approved],
    );
    // the nine list pages, the price guide and every public item
    expect(locs.length).toBe(Number(row?.n) + 10);
    expect(where).toEqual(expect.arrayContaining(['/designer', '/supplier', '/model/modelCenter']));
    expect(where).toContain(`/designerWork?cardno=${designer.cardno}`);
    expect(where).toContain(`/supplierWork?cardno=${factory.cardno}`);
    expect(where).toContain(`/designItem?id=${work.id}`);
    expect(where).toContain(`/supplierWork?case=${kase.id}`);
    expect(where).toContain(`/model/modelDetail?id=${model.id}`);
    expect(where).not.toContain(`/designerWork?cardno=${hiddenDesigner.cardno}`);
    expect(where).not.toContain(`/designItem?id=${hiddenWork.id}`);
    expect(where).not.toContain(`/model/modelDetail?id=${hiddenModel.id}`);
    // the halls and the open deals only (issue 34): not a closed, taken or private one
    expect(where).toEqual(expect.arrayContaining(['/taskHall', '/projectHall', '/priceGuide']));
    expect(where).toContain(`/publishDetail?id=${openTask.id}`);
    expect(where).toContain(`/workDetail?id=${openProject.id}`);
    for (const d of [closedTask, takenTask, hiddenTask])
      expect(where).not.toContain(`/publishDetail?id=${d.id}`);
    for (const d of [closedProject, hiddenProject]) expect(where).not.toContain(`/workDetail?id=${d.id}`);
    // the site's own search results are not for a search engine (noindex): not listed either
    expect(where.filter((w) => w.startsWith('/search'))).toEqual([]);
    // the configured address, never the request's Host
    const forged = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(forged.body).toContain(`<loc>${SITE}/mainPage</loc>`);
    expect(forged.body).not.toContain('evil.example');

    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toMatch(/^User-agent: \*/);
    expect(robots.body).toContain('Disallow: /personCenter');
    expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it("a page's head names the configured address, whatever the request's Host", async () => {
    const r = await t.app.inject({
      url: `/exhibition?id=${exhibition.id}`,
      headers: { accept: 'text/html', host: 'evil.example' },
    });
    expect(r.body).toContain(`<link rel="canonical" href="${SITE}/exhibition?id=${exhibition.id}" />`);
    expect(r.body).toContain(`<meta property="og:url" content="${SITE}/exhibition?id=${exhibition.id}" />`);
    expect(r.body).not.toContain('evil.example');
  });
});

/** What a visitor's call answers (no cookie): the pages show no more than this. */
async function visitorCall<T>(call: string, body: unknown): Promise<T> {
  const r = await agent(t.app).post<T>(`/api/${call}`, body);
  expect(r.body.success, call).toBe(true);
  return r.body.data!;
}

describe('server-rendered people and model pages', () => {
  it('a designer: name, works and reviews in the HTML, Person data, no contact details', async () => {
    const api = await visitorCall<{ u_name: string; listItem: { title: string }[] }>('Designer/allWorks', {
      cardno: designer.cardno,
      page: 1,
      pageSize: 12,
    });
    const p = await page(`/designerWork?cardno=${designer.cardno}`);
    expect(p.status).toBe(200);
    expect(p.title).toBe(`${api.u_name} - 展台设计师 - 会展通`);
    expect(p.ogTitle).toBe(p.title);
    expect(p.canonical).toMatch(new RegExp(`^https?://[^/]+/designerWork\\?cardno=${designer.cardno}$`));
    expect(p.description?.length).toBeGreaterThan(10);
    expect(p.text).toContain(api.u_name);
    expect(p.text).toContain('设计作品');
    expect(p.text).toContain('客户评价');
    expect(api.listItem.length).toBeGreaterThan(0);
    for (const w of api.listItem) expect(p.text).toContain(w.title);
    expect(p.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: api.u_name,
      jobTitle: '展台设计师',
      url: p.canonical,
    });
    // the visitor's answer has no contact details: neither has the page
    expect(JSON.stringify(api)).not.toContain(designer.mobile);
    expect(p.html).not.toContain(designer.mobile);
  });

  it('a factory and a build case: Organization and CreativeWork data', async () => {
    const api = await visitorCall<{ company: string }>('Company/cmpyOpenInfo', { cardno: factory.cardno });
    const f = await page(`/supplierWork?cardno=${factory.cardno}`);
    expect(f.status).toBe(200);
    expect(f.title).toBe(`${api.company} - 搭建工厂 - 会展通`);
    expect(f.text).toContain(api.company);
    expect(f.text).toContain('搭建案例');
    expect(f.text).toContain(kase.title);
    expect(f.jsonLd).toMatchObject({ '@type': 'Organization', name: api.company, url: f.canonical });
    expect(f.canonical).toMatch(new RegExp(`/supplierWork\\?cardno=${factory.cardno}$`));
    expect(f.html).not.toContain(factory.mobile);

    const c = await page(`/supplierWork?case=${kase.id}`);
    expect(c.status).toBe(200);
    expect(c.title).toBe(`${kase.title} - 搭建案例 - 会展通`);
    expect(c.text).toContain(kase.title);
    expect(c.text).toContain('现场照片');
    expect(c.jsonLd).toMatchObject({
      '@type': 'CreativeWork',
      name: kase.title,
      creator: { '@type': 'Organization', name: api.company },
      url: c.canonical,
    });
    expect(c.canonical).toMatch(new RegExp(`/supplierWork\\?case=${kase.id}$`));
  });

  it('a design work: its title, pictures and designer, CreativeWork data', async () => {
    const api = await visitorCall<{ title: string; owner: { name: string } }>('Designer/showWorks', {
      id: work.id,
    });
    const p = await page(`/designItem?id=${work.id}`);
    expect(p.status).toBe(200);
    expect(p.title).toBe(`${work.title} - 设计作品 - 会展通`);
    expect(p.text).toContain(work.title);
    expect(p.text).toContain('效果图');
    expect(p.text).toContain(api.owner.name);
    expect(p.jsonLd).toMatchObject({
      '@type': 'CreativeWork',
      name: work.title,
      creator: { '@type': 'Person', name: api.owner.name },
      url: p.canonical,
    });
    expect(p.canonical).toMatch(new RegExp(`/designItem\\?id=${work.id}$`));
    expect(p.html).not.toContain(designer.mobile);
  });

  it('a 3D model: its facts and poster image in the HTML (no viewer), Product data', async () => {
    const p = await page(`/model/modelDetail?id=${model.id}`);
    expect(p.status).toBe(200);
    expect(p.title).toBe(`${model.title} - 3D模型 - 会展通`);
    expect(p.text).toContain(model.title);
    expect(p.text).toContain('授权方式');
    expect(p.text).toContain('模型信息');
    // the poster, not the 3D viewer: that is the browser's (three.js is never loaded on the server)
    expect(p.html).toContain('data-testid="model-poster"');
    expect(p.html).toMatch(/<img class="model-viewer__poster" src="[^"]+"/);
    expect(p.html).not.toContain('<canvas');
    expect(p.jsonLd).toMatchObject({
      '@type': 'Product',
      name: model.title,
      offers: { '@type': 'Offer', priceCurrency: 'CNY' },
      url: p.canonical,
    });
    expect(p.canonical).toMatch(new RegExp(`/model/modelDetail\\?id=${model.id}$`));
  });

  it('the designer, factory and model lists, with filters from the URL', async () => {
    const d = await page('/designer');
    expect(d.status).toBe(200);
    expect(d.title).toBe('展台设计师 - 会展通');
    expect(d.canonical).toMatch(/\/designer$/);
    const designers = await visitorCall<{ listItem: { name: string }[] }>('Common/searchDesigner', {
      page: 1,
      pageSize: 12,
    });
    expect(designers.listItem.length).toBeGreaterThan(0);
    for (const it of designers.listItem) expect(d.text).toContain(it.name);
    expect(d.html).not.toContain(hiddenDesigner.mobile);

    const f = await page('/supplier');
    expect(f.status).toBe(200);
    expect(f.title).toBe('搭建工厂 - 会展通');
    const factories = await visitorCall<{ listItem: { company: string }[] }>('Common/searchFactory', {
      page: 1,
      pageSize: 12,
    });
    for (const it of factories.listItem) expect(f.text).toContain(it.company);

    const m = await page('/model/modelCenter');
    expect(m.status).toBe(200);
    expect(m.title).toBe('3D模型库 - 会展通');
    expect(m.text).toContain(model.title);
    expect(m.html).not.toContain(hiddenModel.title);
    // a filter in the URL is rendered: a keyword that matches one model lists that one only
    const one = await page(`/model/modelCenter?keyword=${encodeURIComponent(model.title)}`);
    expect(one.status).toBe(200);
    expect(one.text).toContain(model.title);
    expect(one.canonical).toMatch(/\/model\/modelCenter$/);
    for (const u of ['/designer', '/supplier', '/model/modelCenter'])
      expect((await page(u)).jsonLd, u).toBeUndefined();
  });

  it('a hidden or missing designer, work, case or model is the not-found page with 404', async () => {
    const cases = [
      [`/designerWork?cardno=${hiddenDesigner.cardno}`, '设计师不存在或尚未公开', hiddenDesigner.name],
      [`/designItem?id=${hiddenWork.id}`, '设计作品不存在或尚未公开', hiddenWork.title],
      [`/model/modelDetail?id=${hiddenModel.id}`, '模型不存在或未公开', hiddenModel.title],
      ['/supplierWork?case=987654', '搭建案例不存在或尚未公开', ''],
      ['/supplierWork?cardno=00000000', '工厂不存在或尚未公开', ''],
      ['/designItem?id=987654', '设计作品不存在或尚未公开', ''],
    ] as const;
    for (const [url, says, secret] of cases) {
      const p = await page(url);
      expect(p.status, url).toBe(404);
      expect(p.type, url).toMatch(/text\/html/);
      expect(p.text, url).toContain(says);
      if (secret) expect(p.html, url).not.toContain(secret);
      expect(p.html, url).toContain('<meta name="robots" content="noindex" />');
      expect(p.jsonLd, url).toBeUndefined();
    }
  });

  it('the server-side bundle does not load three.js for any page: the viewer is a browser-only chunk', () => {
    const dir = path.join(defaultWebDist, '..', 'dist-ssr');
    // the static imports reachable from the entry and the pages' screens (what a render loads)
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = fs.readFileSync(file, 'utf8');
      for (const m of code.matchAll(/^import\s[^;]*?from\s*"(\.{1,2}\/[^"]+)"/gm))
        visit(path.resolve(path.dirname(file), m[1]!));
    };
    visit(path.join(dir, 'entry-server.js'));
    const assets = fs.readdirSync(path.join(dir, 'assets'));
    const screens = assets.filter((f) => /^(model-detail-page|model-center-page)-/.test(f));
    expect(screens.length).toBe(2);
    for (const f of screens) visit(path.join(dir, 'assets', f));
    const three = [...seen].filter((f) => fs.readFileSync(f, 'utf8').includes('WebGLRenderer'));
    expect(three).toEqual([]);
    // and the viewer is there, only behind the lazy import
    expect(
      assets.some((f) => fs.readFileSync(path.join(dir, 'assets', f), 'utf8').includes('WebGLRenderer')),
    ).toBe(true);
  });
});

/** The text of HTML as one string: tags out (a highlighted title is split into `<mark>` and `<span>`s). */
const flat = (html: string) => html.replace(/<[^>]+>/g, '');

describe('contact details on the server-rendered pages (issue 29)', () => {
  const pieces = ['1234😀5678', '𝟏𝟑𝟖', 'boothpro88', 'abc艾特'];
  // an address of its own: the renders' searches count per visitor
  const IP = '10.29.0.1';
  const expectMasked = (html: string, url: string) => {
    for (const p of pieces) expect(html, `${url} shows ${p}`).not.toContain(p);
    expect(html, url).toContain(contactMask);
  };

  it('a work and a 3D model written with contacts (as stored before masking) show them masked: head, body, data', async () => {
    const [w] = await t.database.query<{ id: number }>(
      `SELECT w.id::int AS id FROM works w JOIN profiles p ON p.member_id = w.member_id AND p.kind = 'designer'
       WHERE w.kind = 'work' AND w.checked = $1 AND p.published_at IS NOT NULL AND w.id <> ALL($2::bigint[])
       ORDER BY w.id LIMIT 1`,
      [ReviewState.approved, [work.id, hiddenWork.id]],
    );
    await t.database.query('UPDATE works SET title = $1, conts = $2 WHERE id = $3', [
      '作品𝟏𝟑𝟖𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖',
      '<p>新能源展台，电话 138😀1234😀5678，✌️信：boothpro88，邮箱 abc艾特qq点com。</p>',
      w!.id,
    ]);
    const p = await page(`/designItem?id=${w!.id}`, IP);
    expect(p.status).toBe(200);
    expect(p.title).toBe(`作品${contactMask} - 设计作品 - 会展通`);
    expectMasked(p.html, '/designItem');

    const [m] = await t.database.query<{ id: number }>(
      `SELECT id::int AS id FROM models WHERE checked = $1 AND state = 'ready' AND deleted_at IS NULL
       AND id <> ALL($2::bigint[]) ORDER BY id LIMIT 1`,
      [ReviewState.approved, [model.id, hiddenModel.id]],
    );
    await t.database.query('UPDATE models SET title = $1, description = $2 WHERE id = $3', [
      '展台模型𝟏𝟑𝟖𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖',
      '定制请联系 138😀1234😀5678 或 abc艾特qq点com，✌️信：boothpro88',
      m!.id,
    ]);
    const mp = await page(`/model/modelDetail?id=${m!.id}`, IP);
    expect(mp.status).toBe(200);
    expectMasked(mp.html, '/model/modelDetail');
    expect(mp.jsonLd).toMatchObject({ name: `展台模型${contactMask}` });
    // the lists that show them
    expectMasked((await page('/model/modelCenter', IP)).html, '/model/modelCenter');
  });
});

describe('the server-rendered search page', () => {
  /** A keyword the demo data has exhibitions for. */
  const KEYWORD = '上海';
  let ips = 0;
  /** Each page from its own address: the searches of a render count against the visitor's budget. */
  const searchPage = (url: string) => page(url, `198.51.100.${++ips}`);

  it('a keyword: its results in the HTML, the keyword in the title, noindex, the canonical URL without the tab', async () => {
    const found = await visitorCall<{ total: number; totalCapped: boolean; listItem: { title: string }[] }>(
      'Common/searchHuizhan',
      { keyword: KEYWORD, page: 1, pageSize: 6 },
    );
    expect(found.listItem.length).toBeGreaterThan(0);
    const p = await searchPage(`/search/search?keyword=${encodeURIComponent(KEYWORD)}&tab=huizhan`);
    expect(p.status).toBe(200);
    expect(p.type).toMatch(/text\/html/);
    expect(p.title).toBe(`“${KEYWORD}”的搜索结果 - 会展通`);
    expect(p.ogTitle).toBe(p.title);
    expect(p.html).toContain('<meta name="robots" content="noindex" />');
    expect(p.canonical).toMatch(
      new RegExp(`^https?://[^/]+/search/search\\?keyword=${encodeURIComponent(KEYWORD)}$`),
    );
    const count = `${found.total}${found.totalCapped ? '+' : ''}`;
    expect(p.description).toContain(`展会 ${count} 个`);
    expect(p.jsonLd).toBeUndefined();
    // the page's heading, its tabs with their counts, and the exhibitions found (titles highlighted)
    const root = flat(p.html.slice(p.html.indexOf('<div id="root">'), p.html.indexOf('id="hz-ssr"')));
    expect(root).toContain(`“${KEYWORD}”的搜索结果`);
    expect(p.text).toContain(`展会 ${count}`);
    expect(root).toContain(`共找到 ${count} 个展会`);
    for (const it of found.listItem) expect(root).toContain(flat(it.title));
    // the answers for the browser's hydration, and the screen's code and style sheet linked in the head
    expect(p.html).toContain('<script type="application/json" id="hz-ssr">');
    const head = p.html.slice(0, p.html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="modulepreload"[^>]*href="\/assets\/search-page-[\w-]+\.js">/);
    const sheets = [...head.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/g)].map((m) =>
      fs.readFileSync(path.join(defaultWebDist, m[1]!), 'utf8'),
    );
    expect(sheets.some((css) => css.includes('.search-tab__count'))).toBe(true);
    // the first result's picture preloaded at the top of the head, as on the list pages
    const preload = /<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*>/.exec(head);
    expect(preload).not.toBeNull();
    expect(preload!.index).toBeLessThan(head.search(/<style|<link rel="(?:stylesheet|modulepreload)"/));
  });

  it('no keyword: the page the browser shows for it, not an error', async () => {
    for (const url of ['/search/search', '/search/search?keyword=%20%20']) {
      const p = await searchPage(url);
      expect(p.status, url).toBe(200);
      expect(p.title, url).toBe('搜索 - 会展通');
      expect(p.text, url).toContain('输入关键词开始搜索');
      expect(p.text, url).toContain('热门搜索');
      // the recent searches are this browser's: never in the server's HTML
      expect(p.text, url).not.toContain('最近搜索');
      expect(p.html, url).toContain('<meta name="robots" content="noindex" />');
      expect(p.canonical, url).toMatch(/^https?:\/\/[^/]+\/search\/search$/);
      expect(p.html, url).toContain('id="hz-ssr"');
    }
  });

  it('a keyword that finds nothing: the suggestions, and a keyword that is markup stays text', async () => {
    const keyword = '</title><b>无此关键词';
    const p = await searchPage(`/search/search?keyword=${encodeURIComponent(keyword)}`);
    expect(p.status).toBe(200);
    expect(p.title).toBe('“&lt;/title&gt;&lt;b&gt;无此关键词”的搜索结果 - 会展通');
    expect(p.html).not.toContain('<b>无此关键词');
    expect(flat(p.html.slice(p.html.indexOf('<div id="root">')))).toContain(
      '没有找到与“&lt;/title&gt;&lt;b&gt;无此关键词”相关的内容',
    );
    expect(p.text).toContain('热门搜索');
    expect(p.description).toContain('没有找到');
    expect(p.html).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('server-rendered deal halls and deal pages (issue 34)', () => {
  const NOINDEX = '<meta name="robots" content="noindex" />';
  // each page from an address of its own: the file's other renders spent 127.0.0.1's search budget. (Before
  // the describes that build another app: the server-side bundle is loaded once per process, and the
  // last app built sends its renders' calls to itself.)
  let visitors = 0;
  const view = (url: string) => page(url, `192.0.2.${++visitors}`);
  /** 共找到 N 个任务 (React separates the text parts with comments, which `text` turns into spaces). */
  const found = (n: number, noun: string) => new RegExp(`共找到 ${n} 个\\s*${noun}`);
  /** The `ItemList` of a hall's head: each card's name and address, in order. */
  const listed = (ld: Record<string, unknown> | undefined) =>
    ((ld?.itemListElement ?? []) as { position: number; name: string; url: string }[]).map((e) => ({
      position: e.position,
      name: e.name,
      url: e.url,
    }));

  it("the price guide (issue 32): the market's median in its head, a Dataset, the figures as tables, no chart code", async () => {
    const p = await view('/priceGuide');
    expect(p.status).toBe(200);
    expect(p.title).toBe('展台搭建多少钱一平米？展台搭建价格参考 - 会展通');
    expect(p.canonical).toBe(`${SITE}/priceGuide`);
    expect(p.description).toMatch(
      /^展台搭建多少钱一平米：根据216个已成交的搭建项目，每平米中位数¥[\d,]+\/㎡/,
    );
    expect(p.html).not.toContain(NOINDEX);
    expect(p.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Dataset',
      url: `${SITE}/priceGuide`,
    });
    expect((p.jsonLd!.variableMeasured as unknown[]).length).toBeGreaterThan(10);
    expect(p.text).toContain('上海 · 特装');
    expect(p.text).toContain('统计方法');
    // the charts' code is the browser's, after the page: not preloaded, not in the HTML
    expect(p.html).not.toContain('price-charts');
  });

  it('the task hall: its head, the open tasks as cards and an ItemList, nothing closed or private', async () => {
    const p = await view('/taskHall');
    expect(p.status).toBe(200);
    expect(p.title).toBe('设计任务大厅 - 会展通');
    expect(p.ogTitle).toBe(p.title);
    expect(p.canonical).toBe(`${SITE}/taskHall`);
    expect(p.description).toContain('展台设计');
    expect(p.html).not.toContain(NOINDEX);
    expect(p.text).toMatch(found(1, '任务'));
    expect(p.text).toContain(openTask.title);
    for (const d of [closedTask, takenTask, hiddenTask]) expect(p.html).not.toContain(d.title);
    expect(p.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 1,
    });
    expect(listed(p.jsonLd)).toEqual([
      { position: 1, name: openTask.title, url: `${SITE}/publishDetail?id=${openTask.id}` },
    ]);
    expect(p.html).toContain('<script type="application/json" id="hz-ssr">');
  });

  it('the halls honour the filters, order and page of the URL; the canonical URL is the bare hall', async () => {
    // three open tasks again, with their fees (the demo's: 8800, 3500, 18000 yuan)
    await t.database.query(`UPDATE tasks SET status = 'open' WHERE id = ANY($1)`, [
      [closedTask.id, takenTask.id],
    ]);

    try {
      const fees = await t.database.query<Deal & { city: string }>(
        `SELECT id::int AS id, title, city FROM tasks WHERE checked = $1 AND status = 'open' ORDER BY cost DESC`,
        [ReviewState.approved],
      );
      expect(fees.length).toBe(3);
      const byFee = await view('/taskHall?sort=fee');
      expect(byFee.canonical).toBe(`${SITE}/taskHall`);
      expect(listed(byFee.jsonLd).map((e) => e.name)).toEqual(fees.map((f) => f.title));
      // the order of the cards in the HTML is the order asked for
      const at = fees.map((f) => byFee.text.indexOf(f.title));
      expect(at.every((x) => x >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      // the order select shows the URL's order
      expect(byFee.html).toMatch(/title="设计费最高">设计费最高<input[^>]*aria-label="排序"/);
      // a city: only its tasks; the city picker shows it
      const shanghai = fees.filter((f) => f.city === '上海市');
      const inCity = await view(`/taskHall?prov=${encodeURIComponent('上海市')}`);
      expect(inCity.text).toMatch(found(shanghai.length, '任务'));
      for (const f of fees) {
        if (f.city === '上海市') expect(inCity.text).toContain(f.title);
        else expect(inCity.text).not.toContain(f.title);
      }
      // a page past the last: none, and the ItemList is left out
      const past = await view('/taskHall?page=2');
      expect(past.status).toBe(200);
      expect(past.jsonLd).toBeUndefined();
      for (const f of fees) expect(past.text).not.toContain(f.title);
      // the keyword is in the search box as the server rendered it
      const kw = await view(`/taskHall?keyword=${encodeURIComponent('文博会')}`);
      expect(kw.text).toMatch(found(1, '任务'));
      expect(kw.html).toMatch(
        /aria-label="关键词"[^>]*value="文博会"|value="文博会"[^>]*aria-label="关键词"/,
      );
    } finally {
      await t.database.query(`UPDATE tasks SET status = 'closed' WHERE id = $1`, [closedTask.id]);
      await t.database.query(`UPDATE tasks SET status = 'ongoing' WHERE id = $1`, [takenTask.id]);
    }
  });

  it('the project hall: its head, cards and ItemList, with a budget filter from the URL', async () => {
    const p = await view('/projectHall');
    expect(p.status).toBe(200);
    expect(p.title).toBe('搭建项目大厅 - 会展通');
    expect(p.canonical).toBe(`${SITE}/projectHall`);
    expect(p.description).toContain('搭建');
    expect(p.text).toMatch(found(1, '项目'));
    expect(p.text).toContain(openProject.title);
    for (const d of [closedProject, hiddenProject]) expect(p.html).not.toContain(d.title);
    expect(listed(p.jsonLd)).toEqual([
      { position: 1, name: openProject.title, url: `${SITE}/workDetail?id=${openProject.id}` },
    ]);
    const [coins] = await t.database.query<{ coins: number }>(
      'SELECT coins::int AS coins FROM projects WHERE id = $1',
      [openProject.id],
    );
    // a budget band that leaves the open project out (its budget in fen)
    const band = coins!.coins / 100 < 50_000 ? '500000-0' : '0-50000';
    const none = await view(`/projectHall?budget=${band}`);
    expect(none.status).toBe(200);
    expect(none.canonical).toBe(`${SITE}/projectHall`);
    expect(none.text).toContain('没有符合条件的项目');
    expect(none.text).not.toContain(openProject.title);
    expect(none.jsonLd).toBeUndefined();
  });

  it("an open task's page: its facts in the HTML, a Demand in its head, as a visitor sees it", async () => {
    const api = await visitorCall<{
      title: string;
      cost: number;
      deadline: string;
      role: string;
      conts: string;
    }>('Taskcenter/businesTaskInfo', { id: openTask.id });
    expect(api.role).toBe('visitor');
    const p = await view(`/publishDetail?id=${openTask.id}`);
    expect(p.status).toBe(200);
    expect(p.title).toBe(`${openTask.title} - 设计任务 - 会展通`);
    expect(p.ogTitle).toBe(p.title);
    expect(p.canonical).toBe(`${SITE}/publishDetail?id=${openTask.id}`);
    expect(p.description!.length).toBeGreaterThan(10);
    expect(p.html).not.toContain(NOINDEX);
    expect(p.text).toContain(openTask.title);
    expect(p.text).toContain('需求信息');
    expect(p.text).toContain(api.deadline);
    expect(p.text).toContain('登录后报名');
    expect(p.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Demand',
      name: openTask.title,
      itemOffered: { '@type': 'Service', serviceType: '展台设计' },
      priceSpecification: { price: String(api.cost), priceCurrency: 'CNY' },
      availabilityEnds: api.deadline,
      url: p.canonical,
    });
    expect(p.html).toContain('<script type="application/json" id="hz-ssr">');
  });

  it("an open project's page: its facts, a Demand for building; the client's phone is not in it", async () => {
    const api = await visitorCall<{ mobile: string; bgdate: string; coins: number }>(
      'Projectcenter/businesPrjctInfo',
      { id: openProject.id },
    );
    const [owner] = await t.database.query<{ mobile: string }>(
      'SELECT m.mobile FROM projects p JOIN members m ON m.id = p.member_id WHERE p.id = $1',
      [openProject.id],
    );
    const p = await view(`/workDetail?id=${openProject.id}`);
    expect(p.status).toBe(200);
    expect(p.title).toBe(`${openProject.title} - 搭建项目 - 会展通`);
    expect(p.canonical).toBe(`${SITE}/workDetail?id=${openProject.id}`);
    expect(p.html).not.toContain(NOINDEX);
    expect(p.text).toContain(openProject.title);
    expect(p.text).toContain('项目信息');
    expect(p.text).toContain(api.bgdate);
    expect(p.jsonLd).toMatchObject({
      '@type': 'Demand',
      name: openProject.title,
      itemOffered: { serviceType: '展台搭建' },
      priceSpecification: { price: String(api.coins), priceCurrency: 'CNY' },
    });
    // rendered as a visitor: what the call answers a visitor, nothing more
    expect(api.mobile).toBe('');
    expect(p.html).not.toContain(owner!.mobile);
  });

  it('a closed deal is a 404 with noindex that still says what became of it; a taken one is noindex', async () => {
    const task = await view(`/publishDetail?id=${closedTask.id}`);
    expect(task.status).toBe(404);
    expect(task.html).toContain(NOINDEX);
    expect(task.jsonLd).toBeUndefined();
    expect(task.title).toBe(`${closedTask.title} - 设计任务 - 会展通`);
    expect(task.text).toContain('已关闭');
    const project = await view(`/workDetail?id=${closedProject.id}`);
    expect(project.status).toBe(404);
    expect(project.html).toContain(NOINDEX);
    expect(project.text).toContain('已关闭');
    // taken up (设计中): still shown as a visitor sees it, but not for a search engine
    const taken = await view(`/publishDetail?id=${takenTask.id}`);
    expect(taken.status).toBe(200);
    expect(taken.html).toContain(NOINDEX);
    expect(taken.jsonLd).toBeUndefined();
    expect(taken.text).toContain('设计中');
    expect(taken.text).not.toContain('登录后报名');
  });

  it('a private or missing deal is the not-found page with 404, noindex and none of its content', async () => {
    for (const [url, name, title] of [
      [`/publishDetail?id=${hiddenTask.id}`, '设计任务', hiddenTask.title],
      [`/workDetail?id=${hiddenProject.id}`, '搭建项目', hiddenProject.title],
      ['/publishDetail?id=987654', '设计任务', ''],
      ['/workDetail?id=987654', '搭建项目', ''],
    ] as const) {
      const p = await view(url);
      expect(p.status, url).toBe(404);
      expect(p.html, url).toContain(NOINDEX);
      expect(p.title, url).toBe(`${name}不存在或尚未公开 - 会展通`);
      expect(p.text, url).toContain(`${name}不存在或尚未公开`);
      if (title) expect(p.html, url).not.toContain(title);
      expect(p.jsonLd, url).toBeUndefined();
    }
  });

  it("as the catalogue's pages: inline antd rules, the screen's code after the content, the configured address, compressed", async () => {
    const screens = [
      ['/taskHall', 'task-hall-page'],
      ['/projectHall', 'project-hall-page'],
      [`/publishDetail?id=${openTask.id}`, 'publish-detail-page'],
      [`/workDetail?id=${openProject.id}`, 'work-detail-page'],
    ] as const;
    for (const [url, screen] of screens) {
      const r = await t.app.inject({
        url,
        headers: { accept: 'text/html', host: 'evil.example', 'accept-encoding': 'gzip' },
        remoteAddress: `192.0.2.${++visitors}`,
      });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-encoding'], url).toBe('gzip');
      const html = gunzipSync(r.rawPayload).toString('utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      // the components' rules inline before antd.css's inert links; the tokens after them
      expect(head, url).toMatch(/<template id="antd-css">(<link rel="stylesheet"[^>]*>)+<\/template>/);
      const inline = head.slice(0, head.indexOf('<template id="antd-css">'));
      expect(inline, url).toMatch(/\.ant-btn/);
      // only the rules that can match the page's markup: a dropdown is never in it (app/ssr/prune-styles.ts)
      expect(inline, url).not.toMatch(/\.ant-select-dropdown/);
      // the entry and the screen's module inert in hz-code, put in by /hz-boot.js on load
      const code = /<template id="hz-code">(.*?)<\/template>/.exec(head)?.[1] ?? '';
      expect(code, url).toMatch(new RegExp(`href="/assets/${screen}-[\\w-]+\\.js"`));
      expect(head.replace(/<template id="hz-code">.*?<\/template>/, ''), url).not.toMatch(
        /<script type="module"|rel="modulepreload"/,
      );
      // the site's configured address, never the request's Host
      const canonical = `${SITE}${url.replace(/\?(sort|prov)=.*$/, '')}`;
      expect(head, url).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(head, url).toContain(`<meta property="og:url" content="${canonical}" />`);
      expect(head, url).toContain(
        `<meta property="og:type" content="${url.includes('?id=') ? 'article' : 'website'}" />`,
      );
      expect(html, url).not.toContain('evil.example');
    }
  });

  it('a session cookie gets the SPA shell of a hall, and of a deal or the person centre when not valid', async () => {
    for (const url of [
      '/taskHall',
      `/workDetail?id=${openProject.id}`,
      '/personCenter/trade',
      '/personCenter/tradeList',
      '/personCenter/securitySetting',
    ]) {
      const r = await t.app.inject({ url, headers: { accept: 'text/html', cookie: `${SESSION_COOKIE}=x` } });
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).not.toContain('id="hz-ssr"');
    }
    // no cookie: the person centre is the SPA shell (whose gate goes to the login)
    const visitor = await t.app.inject({ url: '/personCenter/trade', headers: { accept: 'text/html' } });
    expect(visitor.body).not.toContain('id="hz-ssr"');
    expect(visitor.headers['cache-control']).toBe('no-cache');
  });

  it('a logged-in member gets their own page rendered with their session, never cached (decision 066)', async () => {
    const client = agent(t.app);
    const login = await client.post('/api/User/login', { mobile: '13800000001', password: DEMO_PASSWORD });
    expect(login.body.errCode).toBe('success');
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const page = (url: string, c = cookie) =>
      t.app.inject({ url, headers: { accept: 'text/html', cookie: c } });
    const wallet = await client.post<{ coins: number; cardno: string }>('/api/Member/walletInfo', {});
    const trade = await page('/personCenter/trade');
    expect(trade.statusCode).toBe(200);
    expect(trade.headers['cache-control']).toBe('private, no-store');
    expect(String(trade.headers.vary)).toContain('Cookie');
    expect(trade.body).toContain('"member":true');
    expect(trade.body).toContain('<title>我的钱包 - 会展通</title>');
    expect(trade.body).toContain('<meta name="robots" content="noindex" />');
    expect(trade.body).toContain(`data-testid="invite-code">${wallet.body.data!.cardno}<`);
    // another member's session: their own wallet, never the first one's
    const other = agent(t.app);
    await other.post('/api/User/login', { mobile: '13800000005', password: DEMO_PASSWORD });
    const otherCookie = [...other.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const theirs = await page('/personCenter/trade', otherCookie);
    expect(theirs.body).toContain('"member":true');
    expect(theirs.body).not.toContain(`data-testid="invite-code">${wallet.body.data!.cardno}<`);
    // 账单明细 with the URL's filter: rendered for them, the list's answer in the page's data
    const bills = await page('/personCenter/tradeList?type=topup');
    expect(bills.statusCode).toBe(200);
    expect(bills.headers['cache-control']).toBe('private, no-store');
    expect(String(bills.headers.vary)).toContain('Cookie');
    expect(bills.body).toContain('"member":true');
    expect(bills.body).toContain('<title>账单明细 - 会展通</title>');
    expect(bills.body).toContain('<meta name="robots" content="noindex" />');
    expect(bills.body).toContain(
      '"queryKey":["wallet","bills",{"page":1,"pageSize":20,"type":"topup","sdate":"","edate":""}]',
    );
    expect(bills.body).toContain('没有符合条件的账单');
    // 安全设置: the masked mobile and the states, empty password fields; nothing secret to render
    const security = await page('/personCenter/securitySetting');
    expect(security.statusCode).toBe(200);
    expect(security.headers['cache-control']).toBe('private, no-store');
    expect(security.body).toContain('"member":true');
    expect(security.body).toContain('<title>安全设置 - 会展通</title>');
    expect(security.body).toContain('<meta name="robots" content="noindex" />');
    expect(security.body).toContain('138****0001');
    expect(security.body).toMatch(/<input[^>]*type="password"/);
    expect(security.body).not.toMatch(/<input[^>]*type="password"[^>]*value="[^"]/);
    // the client's own project: rendered for the client, private, not indexed
    const own = await page(`/workDetail?id=${openProject.id}`);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.body).toContain('"member":true');
    expect(own.body).toContain('<meta name="robots" content="noindex" />');
    expect(own.body).not.toContain('application/ld+json');
    // logged out: the session ends, and the same cookie gets the SPA shell again
    await client.post('/api/logout', {});
    const after = await page('/personCenter/trade');
    expect(after.body).not.toContain('id="hz-ssr"');
  });

  it("the person centre's other pages as their member: their data in the HTML, private; no valid session, the shell (decision 066)", async () => {
    const cookieOf = async (mobile: string) => {
      const a = agent(t.app);
      const login = await a.post('/api/User/login', { mobile, password: DEMO_PASSWORD });
      expect(login.body.errCode).toBe('success');
      return [...a.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    };
    const client = await cookieOf('13800000001');
    const designer = await cookieOf('13800000002');
    const factory = await cookieOf('13800000003');
    // each page as a demo member who has its data: its title, something only its answers say, and the
    // query the browser would have asked first in the page's data (so that it asks nothing on arriving)
    const pages: { url: string; cookie: string; title: string; shows: (string | RegExp)[]; key: string }[] = [
      {
        url: '/personCenter/basicSetting',
        cookie: client,
        title: '基本资料',
        shows: ['138****0001', '企业客户'],
        key: '["member","userInfo"]',
      },
      {
        url: '/personCenter/myPublish',
        cookie: client,
        title: '我的发布',
        shows: ['class="my-listings__item"'],
        key: '["myContent","huizhan",{"page":1,"pageSize":10}]',
      },
      {
        url: '/personCenter/designerProfile',
        cookie: designer,
        title: '设计师资料',
        shows: ['资料已审核通过，正在公开展示', /<textarea[^>]*>[^<]{20,}<\/textarea>/],
        key: '["people","Designer/profileInfo",{}]',
      },
      {
        url: '/personCenter/factoryProfile',
        cookie: factory,
        title: '工厂资料',
        shows: ['资料已审核通过，正在公开展示', /<textarea[^>]*>[^<]{20,}<\/textarea>/],
        key: '["people","Company/profileInfo",{}]',
      },
      {
        url: '/personCenter/serviceList',
        cookie: designer,
        title: '我的服务',
        shows: ['设计服务 · '],
        key: '["people","Service/myList",{"page":1,"pageSize":10}]',
      },
      // the publishing forms, with the member's profiles in the HTML (which kinds of service they may offer)
      {
        url: '/personCenter/newService',
        cookie: designer,
        title: '发布服务',
        shows: ['服务名称', '设计服务'],
        key: '["people","Designer/profileInfo",{}]',
      },
      {
        url: '/personCenter/newService',
        cookie: client,
        title: '发布服务',
        shows: ['发布服务前，请先开通设计师资料或工厂资料'],
        key: '["people","Company/profileInfo",{}]',
      },
      {
        url: '/personCenter/newWordService',
        cookie: designer,
        title: '发布作品',
        shows: ['所属展会（选填）', '展台风格'],
        key: '["people","Designer/profileInfo",{}]',
      },
      {
        url: '/personCenter/evaluateList',
        cookie: client,
        title: '我的评价',
        shows: ['我给出的评价'],
        key: '["reviews","Taskcenter/businesCmtList",{"tab":"given","page":1,"pageSize":10}]',
      },
      // a review's pages for a deal or a review that is not there (the demo data has no finished deal;
      // tasks.spec opens both with one): the not-found answer rendered, not asked again
      {
        url: '/personCenter/evaluateEdit?id=999999',
        cookie: client,
        title: '发表评价',
        shows: ['找不到可评价的任务'],
        key: '["reviews","Taskcenter/businesCmtTask",999999]',
      },
      {
        url: '/personCenter/evaluateChange?id=999999',
        cookie: client,
        title: '修改评价',
        shows: ['评价不存在'],
        key: '["reviews","Taskcenter/businesCmtItem",999999]',
      },
      {
        url: '/personCenter/businessList',
        cookie: client,
        title: '我的任务',
        shows: ['下一步：'],
        key: '["tasks","mine",{"page":1,"pageSize":10}]',
      },
      {
        url: '/personCenter/workShopList',
        cookie: client,
        title: '我的项目',
        shows: ['下一步：'],
        key: '["projects","mine",{"page":1,"pageSize":10}]',
      },
      {
        url: '/personCenter/myContests',
        cookie: client,
        title: '我的比稿',
        shows: ['您还没有发布悬赏比稿'],
        key: '["contests","mine",{"role":"client","page":1,"pageSize":10}]',
      },
      {
        url: '/personCenter/noticeSetting',
        cookie: client,
        title: '通知设置',
        shows: ['设计任务进展'],
        key: '["notices","settings"]',
      },
      {
        url: '/personCenter/subscriptions',
        cookie: client,
        title: '我的订阅',
        shows: ['还没有订阅'],
        key: '["subscriptions","list"]',
      },
      {
        url: '/personCenter/invoice',
        cookie: client,
        title: '发票',
        shows: ['data-testid="invoice-left-topup"', '还没有发票申请'],
        key: '["invoices","quota"]',
      },
      {
        url: '/personCenter/shows',
        cookie: client,
        title: '我的展会',
        shows: [/共 \d+ 个展会/],
        key: '["shows","calendar"]',
      },
      // one show's plan (the demo client's project names 中国进出口商品交易会), and a show that is not theirs
      {
        url: `/personCenter/showPlan?show=${encodeURIComponent('中国进出口商品交易会')}`,
        cookie: client,
        title: '参展计划',
        shows: [/展期 (<!-- -->)?\d{4}-\d{2}-\d{2} 至 /, '展会开幕', '下一步：', '下载日历（.ics）'],
        key: '["shows","plan",{"exhibition":0,"showname":"中国进出口商品交易会"}]',
      },
      {
        url: '/personCenter/showPlan?exhibition=999999',
        cookie: client,
        title: '参展计划',
        shows: ['没有找到这个展会的参展计划'],
        key: '["shows","plan",{"exhibition":999999,"showname":""}]',
      },
      {
        url: '/personCenter/company',
        cookie: client,
        title: '公司与员工',
        shows: ['上海华展国际贸易有限公司', '角色说明'],
        key: '["staff","company"]',
      },
      {
        url: '/personCenter/charging',
        cookie: client,
        title: '充值',
        shows: ['当前可用余额', '去支付宝付款'],
        key: '["wallet","info"]',
      },
      {
        url: '/personCenter/caseOut',
        cookie: client,
        title: '提现',
        shows: ['今日还可提现'],
        key: '["wallet","cashList",{"page":1}]',
      },
      {
        url: '/personCenter/security_person',
        cookie: client,
        title: '实名认证',
        shows: ['您还没有实名认证'],
        key: '["member","personAuthInfo"]',
      },
      {
        url: '/personCenter/security_business',
        cookie: client,
        title: '企业认证',
        shows: ['您已完成企业认证'],
        key: '["member","businesAuthInfo"]',
      },
    ];
    for (const p of pages) {
      const r = await t.app.inject({ url: p.url, headers: { accept: 'text/html', cookie: p.cookie } });
      expect(r.statusCode, p.url).toBe(200);
      expect(r.headers['cache-control'], p.url).toBe('private, no-store');
      expect(String(r.headers.vary), p.url).toContain('Cookie');
      expect(r.body, p.url).toContain('"member":true');
      expect(r.body, p.url).toContain(`<title>${p.title} - 会展通</title>`);
      expect(r.body, p.url).toContain('<meta name="robots" content="noindex" />');
      expect(r.body, p.url).toContain(`"queryKey":${p.key}`);
      // the screen with its data, not its loading state
      const screen = r.body.slice(r.body.indexOf('person-center__content'), r.body.indexOf('id="hz-ssr"'));
      expect(screen, p.url).not.toContain('ant-skeleton');
      expect(screen, p.url).not.toContain('page-spinner');
      for (const text of p.shows) expect(screen, `${p.url}: ${text}`).toMatch(text);
    }
    // 我的展会's calendar feed: its address needs the site's origin, which the browser adds after hydrating
    const shows = await t.app.inject({
      url: '/personCenter/shows',
      headers: { accept: 'text/html', cookie: client },
    });
    expect(shows.body).toMatch(/<input[^>]*aria-label="日历订阅链接"[^>]*value=""/);
    // 基本资料 on a phone: the account card in one column from the start (it moved when hydrating)
    const phone = await t.app.inject({
      url: '/personCenter/basicSetting',
      headers: {
        accept: 'text/html',
        cookie: client,
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      },
    });
    const rows = [...phone.body.matchAll(/<tr class="ant-descriptions-row">(.*?)<\/tr>/g)].map(
      (m) => (m[1]?.match(/ant-descriptions-item-label/g) ?? []).length,
    );
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((n) => n === 1)).toBe(true);
    // another member's page is their own: the designer's profile is not in the factory's, nor the client's
    // company in the designer's
    const designerOwn = await t.app.inject({
      url: '/personCenter/designerProfile',
      headers: { accept: 'text/html', cookie: factory },
    });
    expect(designerOwn.body).toContain('"member":true');
    expect(designerOwn.body).not.toContain('资料已审核通过，正在公开展示');
    const company = await t.app.inject({
      url: '/personCenter/company',
      headers: { accept: 'text/html', cookie: designer },
    });
    expect(company.body).toContain('"member":true');
    expect(company.body).not.toContain('上海华展国际贸易有限公司');
    // a forged or no cookie: the SPA shell, whose gate goes to the login
    for (const p of pages)
      for (const cookie of [`${SESSION_COOKIE}=forged`, undefined]) {
        const r = await t.app.inject({
          url: p.url,
          headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
        });
        expect(r.statusCode, p.url).toBe(200);
        expect(r.body, p.url).not.toContain('id="hz-ssr"');
      }
  });

  it('the message centre as its member: their notices and counts in the HTML, private; others see their own (decision 066)', async () => {
    const cookieOf = (a: ReturnType<typeof agent>) => [...a.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const page = (url: string, cookie?: string) =>
      t.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    const designer = agent(t.app);
    const login = await designer.post<{ cardno: string }>('/api/User/login', {
      mobile: '13800000002',
      password: DEMO_PASSWORD,
    });
    expect(login.body.errCode).toBe('success');
    // the client asks the designer a question: the designer is told in the message centre
    const client = agent(t.app);
    await client.post('/api/User/login', { mobile: '13800000001', password: DEMO_PASSWORD });
    const question = '请问服务端渲染的消息中心能看到这条咨询吗？';
    const asked = await client.post('/api/Consult/open', {
      cardno: login.body.data!.cardno,
      kind: 'designer',
      conts: question,
    });
    expect(asked.body.errCode).toBe('success');
    const list = await designer.post<{ total: number; unread: number; listItem: { title: string }[] }>(
      '/api/Tipcenter/getList',
      { page: 1, pageSize: 20 },
    );
    const { total, unread } = list.body.data!;
    expect(unread).toBeGreaterThan(0);

    const mine = await page('/message', cookieOf(designer));
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(String(mine.headers.vary)).toContain('Cookie');
    expect(mine.body).toContain('"member":true');
    expect(mine.body).toContain('<title>消息中心 - 会展通</title>');
    expect(mine.body).toContain('<meta name="robots" content="noindex" />');
    // the list's first page and the counts are in the HTML (and in its data: no call after hydrating)
    const root = mine.body.slice(mine.body.indexOf('<div id="root">'), mine.body.indexOf('id="hz-ssr"'));
    expect(root).toContain('data-testid="message-row"');
    expect(root).toContain(question);
    expect(root).toContain(`通知（${unread}）`);
    expect(root).toContain(`全部（${total}）`);
    expect(root).toContain(`未读（${unread}）`);
    expect(mine.body).toContain('"queryKey":["messages","list",{"tab":"all","page":1,"pageSize":20}]');
    // the unread tab from the URL
    const unreadTab = await page('/message?tab=unread', cookieOf(designer));
    expect(unreadTab.body).toContain(
      '"queryKey":["messages","list",{"tab":"unread","page":1,"pageSize":20}]',
    );
    expect(unreadTab.body).toMatch(/aria-selected="true"[^>]*>未读（\d+）</);

    // another member's session: their own message centre, never the designer's notices
    const other = agent(t.app);
    await other.post('/api/User/login', { mobile: '13800000005', password: DEMO_PASSWORD });
    const theirs = await page('/message', cookieOf(other));
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['cache-control']).toBe('private, no-store');
    expect(theirs.body).toContain('"member":true');
    expect(theirs.body).not.toContain(question);

    // a forged or no cookie: the SPA shell (whose gate goes to the login)
    for (const cookie of [`${SESSION_COOKIE}=forged`, undefined]) {
      const shell = await page('/message', cookie);
      expect(shell.statusCode).toBe(200);
      expect(shell.body).not.toContain('id="hz-ssr"');
      expect(shell.body).not.toContain(question);
    }
  });
});

describe('the search page and the per-IP search limit', () => {
  let limited: TestApp;
  const LIMIT = 6;
  beforeAll(async () => {
    limited = await createTestApp({
      env: { DATA_DIR: dataDir, SEARCH_LIMIT_PER_MINUTE: String(LIMIT) },
      webDist: defaultWebDist,
    });
  }, 120_000);
  afterAll(async () => {
    await limited?.close();
  });
  const get = (ip: string) =>
    limited.app.inject({
      url: '/search/search?keyword=展',
      headers: { accept: 'text/html' },
      remoteAddress: ip,
    });

  it("the render's searches are the visitor's: over the limit, the SPA shell (never a 500), other visitors unaffected", async () => {
    // one render asks each kind once: six searches, the whole budget of 203.0.113.1
    const first = await get('203.0.113.1');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('id="hz-ssr"');
    const call = (ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/Common/searchHuizhan',
        payload: { keyword: '展', page: 1, pageSize: 6 },
        remoteAddress: ip,
      });
    expect((await call('203.0.113.1')).statusCode).toBe(429);
    // over the limit: the SPA shell, whose screen then shows the calls' own refusal
    const again = await get('203.0.113.1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toMatch(/text\/html/);
    expect(again.body).toContain('<div id="root"></div>');
    expect(again.body).not.toContain('id="hz-ssr"');
    // the server's own address was not charged: another visitor is rendered
    const other = await get('203.0.113.2');
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('id="hz-ssr"');
    expect((await call('127.0.0.1')).statusCode).toBe(200);
  });
});

// last in the file: the server-side bundle has one transport (its `/api` calls), the newest app's
describe('without PUBLIC_URL (development)', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ env: { DATA_DIR: dataDir }, webDist: defaultWebDist });
  }, 60_000);
  afterAll(() => bare?.close());

  it("no Host header in the head: relative canonical and og:url; the sitemap names this server's port", async () => {
    const r = await bare.app.inject({
      url: '/mainPage',
      headers: { accept: 'text/html', host: 'evil.example' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<link rel="canonical" href="/mainPage" />');
    expect(r.body).toContain('<meta property="og:url" content="/mainPage" />');
    expect(r.body).not.toContain('evil.example');
    // the deal halls too (issue 34)
    const hall = await bare.app.inject({
      url: '/taskHall?sort=fee',
      headers: { accept: 'text/html', host: 'evil.example' },
    });
    expect(hall.body).toContain('id="hz-ssr"');
    expect(hall.body).toContain('<link rel="canonical" href="/taskHall" />');
    expect(hall.body).not.toContain('evil.example');
    const sitemap = await bare.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(sitemap.body).toContain(`<loc>http://localhost:${bare.config.port}/mainPage</loc>`);
    expect(sitemap.body).toContain(`<loc>http://localhost:${bare.config.port}/taskHall</loc>`);
    expect(sitemap.body).not.toContain('evil.example');
    const robots = await bare.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.body).toContain(`Sitemap: http://localhost:${bare.config.port}/sitemap.xml`);
  });
});
