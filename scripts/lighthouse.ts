/**
 * `npm run lighthouse`: Lighthouse (its default mobile profile: simulated slow 4G, 4× slower CPU) on the
 * public pages and one logged-in page, against a server this script starts on a fresh embedded database
 * with the demo data, using Debian's Chromium. Prints the median of N runs per page (score, FCP, LCP,
 * TBT, CLS, accessibility) and the first-load JavaScript and CSS per route from the build's manifest.
 *
 *   npm run lighthouse                      # builds the web app, then 3 runs of every page
 *   npx tsx scripts/lighthouse.ts --runs=1 --pages=mainPage,exhibition   # on the existing build
 *   npx tsx scripts/lighthouse.ts --sizes [--dist=DIR]   # only the first-load sizes of a build
 *   npx tsx scripts/lighthouse.ts --runs=1 --pages=mainPage --save=/tmp/lh   # also keeps each run's report (JSON)
 *
 * Runs are sequential (Lighthouse wants the machine to itself). docs/performance.md records the figures.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

// ---------------------------------------------------------------- options
function option(name: string): string | undefined {
  const arg = process.argv.slice(2).find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (!arg) return undefined;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : '';
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(option('dist') ?? path.join(root, 'apps/web/dist'));
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DEMO_MEMBER = { mobile: '13800000001', password: 'Huizhan@2026' };
const SEARCH_KEYWORD = '会展';

interface PageDef {
  name: string;
  /** The path to open; one ending in `id=` gets a demo item's id once the server is up. */
  path: string;
  login?: boolean;
  /** The demo member logged in for a `login` page (their mobile), when not the demo client. */
  member?: string;
  /** The route modules (keys of the Vite manifest) this page loads on a first visit, besides the entry. */
  modules: string[];
}

const PAGES: PageDef[] = [
  { name: 'mainPage', path: '/mainPage', modules: ['src/features/site/pages/main-page.tsx'] },
  {
    name: 'exhibition',
    path: '/exhibition',
    modules: [
      'src/features/listings/pages/exhibition-page.tsx',
      'src/features/listings/components/listing-list.tsx',
    ],
  },
  {
    name: 'exhibitionDetail',
    path: '/exhibition?id=',
    modules: [
      'src/features/listings/pages/exhibition-page.tsx',
      'src/features/listings/components/listing-detail.tsx',
    ],
  },
  {
    name: 'conventionSpace',
    path: '/conventionSpace',
    modules: ['src/features/spaces/pages/convention-space-page.tsx'],
  },
  {
    name: 'taskHall',
    path: '/taskHall',
    modules: ['src/app/task-hall-screen.tsx', 'src/features/tasks/pages/task-hall-page.tsx'],
  },
  {
    name: 'priceGuide',
    path: '/priceGuide',
    modules: ['src/features/price-guide/pages/price-guide-page.tsx'],
  },
  {
    name: 'projectHall',
    path: '/projectHall',
    modules: ['src/features/projects/pages/project-hall-page.tsx'],
  },
  {
    name: 'taskDetail',
    path: '/publishDetail?id=',
    modules: ['src/features/tasks/pages/publish-detail-page.tsx'],
  },
  {
    name: 'projectDetail',
    path: '/workDetail?id=',
    modules: ['src/features/projects/pages/work-detail-page.tsx'],
  },
  // the catalogue's two pages that issue 34 lists with the market's
  {
    name: 'modelCenter',
    path: '/model/modelCenter',
    modules: ['src/features/models/pages/model-center-page.tsx'],
  },
  { name: 'designer', path: '/designer', modules: ['src/features/people/pages/designer-page.tsx'] },
  {
    name: 'search',
    path: `/search/search?keyword=${encodeURIComponent(SEARCH_KEYWORD)}`,
    modules: ['src/features/search/pages/search-page.tsx'],
  },
  {
    name: 'trade',
    path: '/personCenter/trade',
    login: true,
    modules: ['src/app/layouts/person-center-layout.tsx', 'src/features/wallet/pages/trade-page.tsx'],
  },
  {
    name: 'tradeList',
    path: '/personCenter/tradeList',
    login: true,
    modules: ['src/app/layouts/person-center-layout.tsx', 'src/features/wallet/pages/trade-list-page.tsx'],
  },
  {
    name: 'securitySetting',
    path: '/personCenter/securitySetting',
    login: true,
    modules: [
      'src/app/layouts/person-center-layout.tsx',
      'src/features/members/pages/security-setting-page.tsx',
    ],
  },
  // the person centre's other pages (issue 34 point 2), each as a demo member who has its data
  {
    name: 'basicSetting',
    path: '/personCenter/basicSetting',
    login: true,
    modules: [
      'src/app/layouts/person-center-layout.tsx',
      'src/features/members/pages/basic-setting-page.tsx',
    ],
  },
  {
    name: 'myPublish',
    path: '/personCenter/myPublish',
    login: true,
    modules: ['src/app/layouts/person-center-layout.tsx', 'src/features/content/pages/my-publish-page.tsx'],
  },
  {
    // as the demo designer, whose page it is
    name: 'designerProfile',
    path: '/personCenter/designerProfile',
    login: true,
    member: '13800000002',
    modules: [
      'src/app/layouts/person-center-layout.tsx',
      'src/features/people/pages/designer-profile-page.tsx',
    ],
  },
  {
    // as the demo factory, whose page it is
    name: 'factoryProfile',
    path: '/personCenter/factoryProfile',
    login: true,
    member: '13800000003',
    modules: [
      'src/app/layouts/person-center-layout.tsx',
      'src/features/people/pages/factory-profile-page.tsx',
    ],
  },
  {
    // as the demo designer, whose page it is
    name: 'serviceList',
    path: '/personCenter/serviceList',
    login: true,
    member: '13800000002',
    modules: ['src/app/layouts/person-center-layout.tsx', 'src/features/people/pages/service-list-page.tsx'],
  },
  {
    name: 'evaluateList',
    path: '/personCenter/evaluateList',
    login: true,
    modules: [
      'src/app/layouts/person-center-layout.tsx',
      'src/features/reviews/pages/evaluate-list-page.tsx',
    ],
  },
  {
    name: 'businessList',
    path: '/personCenter/businessList',
    login: true,
    modules: ['src/app/layouts/person-center-layout.tsx', 'src/features/tasks/pages/business-list-page.tsx'],
  },
  {
    name: 'workShopList',
    path: '/personCenter/workShopList',
    login: true,
    modules: [
      'src/app/layouts/person-center-layout.tsx',
      'src/features/projects/pages/work-shop-list-page.tsx',
    ],
  },
  {
    name: 'myContests',
    path: '/personCenter/myContests',
    login: true,
    modules: ['src/app/layouts/person-center-layout.tsx', 'src/features/contests/pages/my-contests-page.tsx'],
  },
  {
    name: 'noticeSetting',
    path: '/personCenter/noticeSetting',
    login: true,
    modules: [
      'src/app/layouts/person-center-layout.tsx',
      'src/features/notices/pages/notice-setting-page.tsx',
    ],
  },
  {
    name: 'subscriptions',
    path: '/personCenter/subscriptions',
    login: true,
    modules: [
      'src/app/layouts/person-center-layout.tsx',
      'src/features/subscriptions/pages/subscriptions-page.tsx',
    ],
  },
  {
    name: 'invoice',
    path: '/personCenter/invoice',
    login: true,
    modules: ['src/app/layouts/person-center-layout.tsx', 'src/features/invoices/pages/invoice-page.tsx'],
  },
  {
    name: 'shows',
    path: '/personCenter/shows',
    login: true,
    modules: ['src/app/layouts/person-center-layout.tsx', 'src/features/shows/pages/shows-page.tsx'],
  },
  {
    // the demo client's show (its project names 中国进出口商品交易会)
    name: 'showPlan',
    path: `/personCenter/showPlan?show=${encodeURIComponent('中国进出口商品交易会')}`,
    login: true,
    modules: ['src/app/layouts/person-center-layout.tsx', 'src/features/shows/pages/show-plan-page.tsx'],
  },
  {
    name: 'newService',
    path: '/personCenter/newService',
    login: true,
    member: '13800000002',
    modules: ['src/app/layouts/person-center-layout.tsx', 'src/features/people/pages/new-service-page.tsx'],
  },
  {
    name: 'newWork',
    path: '/personCenter/newWordService',
    login: true,
    member: '13800000002',
    modules: ['src/app/layouts/person-center-layout.tsx', 'src/features/people/pages/new-work-page.tsx'],
  },
  {
    name: 'company',
    path: '/personCenter/company',
    login: true,
    modules: ['src/app/layouts/person-center-layout.tsx', 'src/features/staff/pages/company-page.tsx'],
  },
  {
    name: 'charging',
    path: '/personCenter/charging',
    login: true,
    modules: ['src/app/layouts/person-center-layout.tsx', 'src/features/wallet/pages/charging-page.tsx'],
  },
  {
    name: 'caseOut',
    path: '/personCenter/caseOut',
    login: true,
    modules: ['src/app/layouts/person-center-layout.tsx', 'src/features/wallet/pages/case-out-page.tsx'],
  },
  {
    name: 'securityPerson',
    path: '/personCenter/security_person',
    login: true,
    modules: [
      'src/app/layouts/person-center-layout.tsx',
      'src/features/members/pages/security-person-page.tsx',
    ],
  },
  {
    name: 'securityBusiness',
    path: '/personCenter/security_business',
    login: true,
    modules: [
      'src/app/layouts/person-center-layout.tsx',
      'src/features/members/pages/security-business-page.tsx',
    ],
  },
  {
    // the message centre of the demo factory: the demo client's question to it is its unread notice
    // (the demo client has consultations but no notices)
    name: 'messages',
    path: '/message',
    login: true,
    member: '13800000003',
    modules: ['src/features/messages/pages/message-page.tsx'],
  },
  {
    // a deal's page as its party: the demo client's newest project (decision 066)
    name: 'projectAsClient',
    path: '/workDetail?id=',
    login: true,
    modules: ['src/features/projects/pages/work-detail-page.tsx'],
  },
];

/**
 * The other server-rendered public pages (src/entry-server.tsx `pageModules`), for `--sizes` only: their
 * first-load JavaScript is printed with the pages above, but Lighthouse does not run them.
 */
const SIZE_ONLY: Pick<PageDef, 'path' | 'modules'>[] = [
  {
    path: '/actvity',
    modules: [
      'src/features/listings/pages/actvity-page.tsx',
      'src/features/listings/components/listing-list.tsx',
    ],
  },
  {
    path: '/actvity?id=',
    modules: [
      'src/features/listings/pages/actvity-page.tsx',
      'src/features/listings/components/listing-detail.tsx',
    ],
  },
  { path: '/conventionSpace/spaceInfo?id=', modules: ['src/features/spaces/pages/space-info-page.tsx'] },
  { path: '/designer', modules: ['src/features/people/pages/designer-page.tsx'] },
  { path: '/supplier', modules: ['src/features/people/pages/supplier-page.tsx'] },
  { path: '/designerWork?id=', modules: ['src/features/people/pages/designer-work-page.tsx'] },
  { path: '/supplierWork?id=', modules: ['src/features/people/pages/supplier-work-page.tsx'] },
  { path: '/designItem?id=', modules: ['src/features/people/pages/design-item-page.tsx'] },
  { path: '/model/modelCenter', modules: ['src/features/models/pages/model-center-page.tsx'] },
  { path: '/model/modelDetail?id=', modules: ['src/features/models/pages/model-detail-page.tsx'] },
];

const runs = Number(option('runs') ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
const pageNames = (option('pages') ?? PAGES.map((p) => p.name).join(',')).split(',').filter(Boolean);
for (const n of pageNames) {
  if (!PAGES.some((p) => p.name === n)) {
    throw new Error(`unknown page ${n}; pages: ${PAGES.map((p) => p.name).join(', ')}`);
  }
}
const pages = PAGES.filter((p) => pageNames.includes(p.name));
const sizesOnly = option('sizes') !== undefined;
/** A folder to keep each run's full report in (JSON), to read which elements shift or fail an audit. */
const saveDir = option('save');

// ---------------------------------------------------------------- first-load sizes from the manifest
interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, Chunk>;

function firstLoad(manifest: Manifest, modules: string[]) {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  visit(entry);
  // a module that is not a chunk of its own (an older build) is inside its route's chunk
  for (const m of modules) if (manifest[m]) visit(m);
  const gz = (f: string) => gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
  const chunks = [...seen].map((k) => manifest[k] as Chunk);
  const js = chunks.map((c) => c.file).filter((f) => f.endsWith('.js'));
  // and the style sheets index.html links itself (antd.css, a file of its own: apps/web/vite.config.ts)
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  const css = [...new Set([...linked, ...chunks.flatMap((c) => c.css ?? [])])];
  return {
    jsFiles: js.length,
    jsGzip: js.reduce((s, f) => s + gz(f), 0),
    cssGzip: css.reduce((s, f) => s + gz(f), 0),
  };
}

const HOME_SCREEN = 'src/features/site/pages/main-page.tsx';

function printSizes() {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error('apps/web/dist is missing: run `npm run build` first');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const kib = (n: number) => (n / 1024).toFixed(1);
  console.log('\nFirst load per route (production build, each file gzipped level 9):\n');
  console.log('| route | JS files | JS KiB gz | CSS KiB gz |');
  console.log('| --- | ---: | ---: | ---: |');
  const done = new Set<string>();
  for (const p of [...PAGES, ...SIZE_ONLY]) {
    const key = p.modules.join('+');
    if (done.has(key)) continue;
    done.add(key);
    // antd's ConfigProvider wraps every screen but the home page's (decision 070; entry-server.tsx
    // `pageModules` names it likewise): counted when the build gives it a chunk of its own (today it is in
    // the chunk of antd's controls, which the screens import)
    const s = firstLoad(
      manifest,
      p.modules.includes(HOME_SCREEN) ? p.modules : [...p.modules, 'src/app/antd-scope.tsx'],
    );
    console.log(
      `| ${decodeURIComponent(p.path).replace(/=$/, '=…')} | ${s.jsFiles} | ${kib(s.jsGzip)} | ${kib(s.cssGzip)} |`,
    );
  }
}

// ---------------------------------------------------------------- the server
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-lighthouse-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const child = spawn(tsx, ['src/server.ts'], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'error',
      // every page load comes from 127.0.0.1
      SEARCH_LIMIT_PER_MINUTE: '0',
      JOBS_CONCURRENCY: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 600_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        // the demo data is seeded before the server listens
        const res = await fetch(`${url}/api/health`);
        if (res.status < 500) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('the server did not start within 10 minutes');
      await new Promise((r) => setTimeout(r, 500));
    }
  } catch (err) {
    await stopServer(child, dataDir);
    throw err;
  }
  return { url, child, dataDir };
}

async function stopServer(child: ChildProcess, dataDir: string) {
  if (child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

interface Envelope<T> {
  success: boolean;
  errCode: string;
  data: T;
}

async function call<T>(url: string, callPath: string, body: unknown, cookie?: string) {
  const res = await fetch(`${url}${callPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Envelope<T>;
  if (!json.success) throw new Error(`${callPath}: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
  return { data: json.data, setCookie: res.headers.getSetCookie() };
}

// ---------------------------------------------------------------- lighthouse
interface RunResult {
  score: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function runOnce(url: string, cookie?: string): Promise<RunResult> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      undefined,
    );
    if (!result) throw new Error('lighthouse returned nothing');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (saveDir) {
      fs.mkdirSync(saveDir, { recursive: true });
      const slug = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
      fs.writeFileSync(path.join(saveDir, `${slug}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    // a logged-in page that sent the browser to /login measured the login page
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
    }
    const num = (id: string) => {
      const v = lhr.audits[id]?.numericValue;
      if (typeof v !== 'number')
        throw new Error(`${url}: no ${id} (${lhr.audits[id]?.errorMessage ?? 'missing'})`);
      return v;
    };
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

async function main() {
  if (sizesOnly) {
    printSizes();
    return;
  }
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (`npm run lighthouse` does)');
  }
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} not found: apt-get install -y chromium fonts-noto-cjk`);
  const started = new Date();
  const loadBefore = os.loadavg();
  const { url, child, dataDir } = await startServer();
  const rows: string[] = [];
  try {
    const { data: list } = await call<{ listItem: { id: number }[] }>(url, '/api/Common/searchHuizhan', {});
    const firstId = list.listItem[0]?.id;
    if (!firstId) throw new Error('the demo data has no exhibition');
    // the newest open task and project (the halls' first cards)
    const hall = async (callPath: string, what: string) => {
      const { data } = await call<{ listItem: { id: number }[] }>(url, callPath, { page: 1, pageSize: 1 });
      const id = data.listItem[0]?.id;
      if (!id) throw new Error(`the demo data has no open ${what}`);
      return id;
    };
    const ids: Record<string, number> = {
      exhibitionDetail: firstId,
      taskDetail: await hall('/api/Taskcenter/designerTaskHall', 'task'),
      projectDetail: await hall('/api/Projectcenter/factoryPrjctHall', 'project'),
    };
    const login = async (mobile: string) => {
      const { setCookie } = await call(url, '/api/User/login', { ...DEMO_MEMBER, mobile });
      const cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
      if (!cookie) throw new Error('the login set no cookie');
      return cookie;
    };
    const cookies = new Map<string, string>();
    const cookieOf = async (mobile: string) => {
      const known = cookies.get(mobile);
      if (known) return known;
      const made = await login(mobile);
      cookies.set(mobile, made);
      return made;
    };
    const cookie = await cookieOf(DEMO_MEMBER.mobile);
    const { data: mine } = await call<{ listItem: { id: number }[] }>(
      url,
      '/api/Projectcenter/businesPrjctList',
      { page: 1, pageSize: 1 },
      cookie,
    );
    const ownId = mine.listItem[0]?.id;
    if (!ownId) throw new Error('the demo client has no project');
    ids.projectAsClient = ownId;

    for (const p of pages) {
      const id = ids[p.name];
      const shown = id ? `${p.path}${id}` : p.path;
      const target = `${url}${shown}`;
      const results: RunResult[] = [];
      const pageCookie = p.login ? await cookieOf(p.member ?? DEMO_MEMBER.mobile) : undefined;
      for (let i = 0; i < runs; i++) {
        // Lighthouse sometimes fails to record a trace (NO_NAVSTART on a busy machine): that run is made
        // again, once, rather than losing the whole table
        const r = await runOnce(target, pageCookie).catch((err: Error) => {
          console.log(`  ${p.name} run ${i + 1}/${runs}: ${err.message.split('\n')[0]} — running it again`);
          return runOnce(target, pageCookie);
        });
        console.log(
          `  ${p.name} run ${i + 1}/${runs}: ${r.score} (FCP ${(r.fcp / 1000).toFixed(1)} s, LCP ${(r.lcp / 1000).toFixed(1)} s, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)})`,
        );
        results.push(r);
      }
      const m = (k: keyof RunResult) => median(results.map((r) => r[k]));
      rows.push(
        `| ${shown}${p.login ? ' (logged in)' : ''} | ${Math.round(m('score'))} | ${(m('fcp') / 1000).toFixed(1)} s | ${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${Math.round(m('accessibility'))} |`,
      );
    }
  } finally {
    await stopServer(child, dataDir);
  }
  const loadAfter = os.loadavg();
  console.log(
    `\nLighthouse (default mobile profile), median of ${runs} run(s) per page; ${started.toISOString()}; ${os.cpus().length} cores; load average ${loadBefore[0]?.toFixed(2)} before, ${loadAfter[0]?.toFixed(2)} after\n`,
  );
  console.log('| page | performance | FCP | LCP | TBT | CLS | accessibility |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(r);
  printSizes();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
