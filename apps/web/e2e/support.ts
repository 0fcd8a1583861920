import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';
import { buildApp, defaultWebDist } from '../../server/src/app.ts';
import { type Database, openPglite } from '../../server/src/db/client.ts';
import { seedDemo } from '../../server/src/seed/seed.ts';
import { seedDemoContent } from '../../server/src/seed/seed-content.ts';
import { seedDemoPeople } from '../../server/src/seed/seed-people.ts';
import { seedDemoTasks } from '../../server/src/seed/seed-tasks.ts';
import { loadConfig } from '../../server/src/env.ts';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = fs.existsSync(CHROMIUM);
if (!hasChromium) {
  console.warn(
    `[e2e] SKIPPED: ${CHROMIUM} not found. Install it with: apt-get install -y chromium fonts-noto-cjk`,
  );
}

export interface Site {
  url: string;
  app: FastifyInstance;
  /** The site's database, for a test that prepares rows the screens cannot make (background jobs). */
  database: Database;
  close(): Promise<void>;
}

/** Demo data `npm start` adds beyond the demo members: listings, people, tasks (each needs the ones before). */
export type DemoSeed = 'content' | 'people' | 'tasks';

export interface SiteOptions {
  /** Environment beyond the test defaults. */
  env?: Record<string, string>;
  /** Demo data to add, as `npm start` seeds it. */
  seed?: DemoSeed[];
  /** Rows the screens cannot make (money, a pay password), written before the server starts. */
  prepare?: (database: Database, config: ReturnType<typeof loadConfig>) => Promise<void>;
  /** Runs on the built app before it listens (e.g. to define a background job for the test). */
  setup?: (app: FastifyInstance) => void;
}

/** A step of the demo data a site starts with, in the order `npm start` adds them. */
type SeedStep = 'members' | DemoSeed;

/** The steps `seed` asks for: the demo members always, then what each asked-for seed needs before it. */
function seedSteps(seed: Set<DemoSeed>): SeedStep[] {
  const steps: SeedStep[] = ['members'];
  if (seed.has('content') || seed.has('people')) steps.push('content');
  if (seed.has('people') || seed.has('tasks')) steps.push('people');
  if (seed.has('tasks')) steps.push('tasks');
  return steps;
}

async function runSeedStep(step: SeedStep, database: Database, config: ReturnType<typeof loadConfig>) {
  if (step === 'members') await seedDemo(database.db);
  else if (step === 'content') await seedDemoContent(database.db, config);
  else if (step === 'people') await seedDemoPeople(database.db, config);
  else await seedDemoTasks(database.db);
}

const siteConfig = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // every page of a test file comes from 127.0.0.1: a per-IP search limit far above what a file asks
    SEARCH_LIMIT_PER_MINUTE: '10000',
    ...env,
  });

/**
 * The data folder (embedded database `pgdata`, uploads `files`) of a site that has just run `steps`,
 * made once per run (global-setup.ts) and China date (the seeds' dates are days from today), and copied
 * for each site: a fresh embedded database's initdb and migrations, and the content seed's pictures,
 * cost every site tens of seconds (docs/testing.md). Each template is made from its shorter one's copy
 * and put in place by a rename, so that two files asking at once both get a whole one. Null outside a
 * vitest run of this config (no template folder): the site then seeds itself as before.
 */
async function siteTemplate(steps: SeedStep[]): Promise<string | null> {
  const root = inject('e2eTemplates');
  if (!root) return null;
  const dir = path.join(root, `${day(0)}-${steps.join('+')}`);
  if (fs.existsSync(dir)) return dir;
  const shorter = steps.length > 1 ? await siteTemplate(steps.slice(0, -1)) : null;
  const work = fs.mkdtempSync(path.join(root, 'making-'));
  if (shorter) fs.cpSync(shorter, work, { recursive: true });
  const database = await openPglite({ dataDir: work });
  try {
    await runSeedStep(steps.at(-1)!, database, siteConfig(work));
  } finally {
    await database.close();
  }
  try {
    fs.renameSync(work, dir);
  } catch (err) {
    // another file made it first: use theirs
    if (!fs.existsSync(dir)) throw err;
    fs.rmSync(work, { recursive: true, force: true });
  }
  return dir;
}

/** The real server (built web app, API, fresh embedded database with the demo members) on a free port. */
export async function startSite(opts: SiteOptions = {}): Promise<Site> {
  if (!fs.existsSync(path.join(defaultWebDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm test does)');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-e2e-'));
  const config = siteConfig(dataDir, opts.env);
  const steps = seedSteps(new Set(opts.seed));
  // uploads in an object store are not in a data folder: such a site seeds itself
  const template = config.s3 ? null : await siteTemplate(steps);
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  const database = await openPglite({ dataDir });
  if (!template) for (const step of steps) await runSeedStep(step, database, config);
  await opts.prepare?.(database, config);
  const app = await buildApp({ config, database, webDist: defaultWebDist, logger: false });
  opts.setup?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A site and a browser for one test file: started before its tests, closed after them. `ready` runs each
 * time a site has started (the first, and a retry's fresh one): what the file's tests expect to find there
 * beyond `seed` and `prepare`, made through the site itself (published and approved content).
 */
export function withSiteAndBrowser(opts: SiteOptions & { ready?: (site: Site) => Promise<void> } = {}): {
  site: Site;
  browser: Browser;
} {
  const ctx = {} as { site: Site; browser: Browser };
  beforeAll(async () => {
    if (!hasChromium) return;
    ctx.site = await startSite(opts);
    ctx.browser = await launch();
    await opts.ready?.(ctx.site);
  }, 180_000);
  // a retry (CI) starts on a fresh site: a journey's first attempt has left its data behind, and a page
  // that expects the state before it would fail the retry for that alone
  beforeEach(async ({ task }) => {
    if (!hasChromium || !task.result?.retryCount) return;
    await ctx.site.close();
    ctx.site = await startSite(opts);
    await opts.ready?.(ctx.site);
  }, 180_000);
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.site?.close();
  });
  return ctx;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A page that records every console error, page error and failed request of the site, so that a test
 * can assert there were none. `allow` lists expected failures (e.g. a deliberate 401).
 */
export async function openPage(
  browser: Browser,
  site: Site,
  opts: { width?: number; height?: number; context?: BrowserContext } = {},
) {
  const context =
    opts.context ??
    (await browser.newContext({
      baseURL: site.url,
      viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
      locale: 'zh-CN',
    }));
  const page = await context.newPage();
  waitForHydration(page);
  const problems: string[] = [];
  watchForFailure(page, site);
  page.on('console', (m) => {
    // the resource's address, which a 'Failed to load resource' message does not name
    const at = m.location().url.replace(site.url, '');
    if (m.type() === 'error' || m.type() === 'warning')
      problems.push(`console.${m.type()}: ${m.text()}${at && !m.text().includes(at) ? ` at ${at}` : ''}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => {
    // an aborted request is a navigation that moved on, not a failure
    if (r.url().startsWith(site.url) && r.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`requestfailed: ${r.url()} ${r.failure()?.errorText}`);
  });
  return { page, context, problems };
}

/**
 * A server-rendered page (decision 041) hydrates after its `load` event, when `/hz-boot.js` has put its
 * code in: `goto` and `reload` (waiting for `load`, as by default) also wait until the app runs
 * (`<html data-hydrated>`, main.tsx), so that a test's first click is not lost on the server's HTML.
 */
function waitForHydration(page: Page) {
  const hydrated = () =>
    page.waitForFunction(
      () => !document.getElementById('hz-ssr') || document.documentElement.dataset.hydrated === 'true',
      undefined,
      { timeout: 20_000 },
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  Object.assign(page, {
    goto: async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      if ((args[1]?.waitUntil ?? 'load') === 'load') await hydrated();
      return response;
    },
    reload: async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      if ((args[0]?.waitUntil ?? 'load') === 'load') await hydrated();
      return response;
    },
  });
}

/** Pages still open in the running test, with the site's last answers, described when the test fails. */
const openPages = new Map<Page, string[]>();

function watchForFailure(page: Page, site: Site) {
  const answers: string[] = [];
  openPages.set(page, answers);
  page.on('close', () => openPages.delete(page));
  page.on('response', (r) => {
    const url = r.url();
    if (!url.startsWith(`${site.url}/api/`)) return;
    answers.push(`${r.status()} ${r.request().method()} ${url.slice(site.url.length)}`);
    if (answers.length > 12) answers.shift();
  });
}

/**
 * What a failed browser test's pages showed, printed into the test's output (CI keeps nothing else):
 * the address, the visible form errors, toasts, alerts and dialogs, the last answers of the API, and a
 * screenshot in `shotsDir`. A click whose result never came shows here as the message that came instead.
 */
async function describeOpenPages(testName: string) {
  let n = 0;
  for (const [page, answers] of openPages) {
    n += 1;
    if (page.isClosed()) continue;
    const seen = await page
      .evaluate(() => {
        const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || el.tagName === 'BODY';
        const texts = (selector: string) =>
          [...document.querySelectorAll(selector)]
            .filter(visible)
            .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 160))
            .filter(Boolean);
        return {
          title: document.title,
          formErrors: texts('.ant-form-item-explain-error'),
          toasts: texts('.ant-message-notice, .ant-notification-notice'),
          alerts: texts('[role=alert]'),
          dialogs: texts('[role=dialog] .ant-modal-title, [role=dialog] .ant-drawer-title'),
          spinners: texts('.page-spinner, .ant-spin-spinning'),
        };
      })
      .catch((e: Error) => ({ error: e.message }));
    const picture = path.join(
      shotsDir,
      `failed-${testName.replace(/[^\w\u4e00-\u9fff]+/g, '-').slice(0, 60)}-${n}.png`,
    );
    await page.screenshot({ path: picture, fullPage: true }).catch(() => undefined);
    console.log(
      `[e2e] failed "${testName}", page ${n}: ${page.url()}\n  shows: ${JSON.stringify(seen)}\n  last API answers: ${answers.join(' · ')}\n  screenshot: ${picture}`,
    );
  }
}

beforeEach((ctx) => {
  openPages.clear();
  ctx.onTestFailed(() => describeOpenPages(ctx.task.name));
});

/** True when the page is wider than the viewport (something overflows horizontally). */
export async function overflows(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/**
 * Fails when the page stays wider than the viewport. Polled: right after a resize the layout switches
 * (a media query's listener re-renders the header and menus) a frame or two later, and what a person
 * sees is the settled page, not the frame in between.
 */
export async function expectNoOverflow(page: Page, name: string) {
  await expect
    .poll(() => overflows(page), { message: `${name} overflows at 375 px`, timeout: 3_000 })
    .toBe(false);
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The page's serious and critical accessibility violations (axe-core, WCAG 2.x A/AA and best practice),
 * one line each: `rule (impact): what — where` with up to three of its elements. axe is put into the page
 * through the debugging protocol (the site's Content-Security-Policy refuses inline scripts) once per
 * document; `include` limits the check to the elements of those selectors (an open dialog, a popup),
 * `exclude` names selectors outside the check (a third party's widget).
 */
export async function axeViolations(
  page: Page,
  opts: { include?: string[]; exclude?: string[] } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ include, exclude }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context =
        include.length || exclude.length
          ? {
              ...(include.length ? { include: include.map((s) => [s]) } : {}),
              ...(exclude.length ? { exclude: exclude.map((s) => [s]) } : {}),
            }
          : document;
      const { violations } = await axe.run(context as Parameters<typeof axe.run>[0], {
        resultTypes: ['violations'],
      });
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.length,
          targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
          // the first element's reason, e.g. its colours and their ratio
          why: (v.nodes[0]?.failureSummary ?? '').split('\n')[1]?.trim() ?? '',
        }));
    },
    { include: opts.include ?? [], exclude: opts.exclude ?? [] },
  );
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes} element(s): ${v.targets.join(' ; ')} (${v.why})`,
  );
}

/**
 * Fails on any serious or critical axe violation in the page's present state (an open dialog, a form
 * showing its errors, a detail page with its data), named `where` in the message. What the route walk
 * (routes.spec.ts) cannot reach, checked where a journey already shows it. With `E2E_AXE_TIMES` set, the
 * time of each run is printed: wall time and the page's main-thread time (`[axe] where: 0.42 s wall, …`).
 */
export async function expectNoAxeViolations(
  page: Page,
  where: string,
  opts: { include?: string[]; exclude?: string[] } = {},
) {
  if (!process.env.E2E_AXE_TIMES) {
    expect(await axeViolations(page, opts), `axe: ${where}`).toEqual([]);
    return;
  }
  // the wall time, and the page's main-thread time (TaskDuration), which a loaded machine inflates less
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const busy = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  const started = performance.now();
  const before = await busy();
  const found = await axeViolations(page, opts);
  const task = (await busy()) - before;
  console.log(
    `[axe] ${where}: ${((performance.now() - started) / 1000).toFixed(2)} s wall, ${task.toFixed(2)} s main thread`,
  );
  await cdp.detach();
  expect(found, `axe: ${where}`).toEqual([]);
}

/**
 * The fields marked invalid (`aria-invalid="true"`) whose `aria-describedby` names no element with text:
 * a screen reader would not read their error. axe reports such a reference only as "needs review"
 * (aria-valid-attr-value, incomplete), which `axeViolations` does not count. Returns their ids.
 */
export const unannouncedErrors = (page: Page): Promise<string[]> =>
  page
    .locator('[aria-invalid="true"]')
    .evaluateAll((fields) =>
      fields
        .filter(
          (f) =>
            !(f.getAttribute('aria-describedby') ?? '')
              .split(/\s+/)
              .some((id) => id && document.getElementById(id)?.textContent?.trim()),
        )
        .map((f) => f.id || f.outerHTML.slice(0, 80)),
    );

/** The dev SMS code the page shows after 获取验证码 (the dev provider returns it to the page). */
export async function readDevCode(page: Page): Promise<string> {
  const hint = page.getByText(/开发环境验证码/);
  await hint.waitFor();
  const text = (await hint.textContent()) ?? '';
  const code = /(\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no dev code in "${text}"`);
  return code;
}

let mobiles = 0;
export const uniqueMobile = () => {
  mobiles += 1;
  return `137${String(process.pid % 10_000).padStart(4, '0')}${String(mobiles).padStart(4, '0')}`;
};

export const shotsDir = path.join(os.tmpdir(), 'hz-e2e-shots');
fs.mkdirSync(shotsDir, { recursive: true });

/**
 * Whether `shot` takes its picture: on a developer's machine, yes (a person opens them, DEVELOPERS.md's
 * "look at what you build"); in CI, no, unless `E2E_SHOTS=1` (nobody opens them there, and the ~350
 * full-page pictures of a run cost a minute or more of the two cores). A failed test's pages are
 * photographed either way (`describeOpenPages`).
 */
const takeShots = !process.env.CI || process.env.E2E_SHOTS === '1';

/** A picture of the page (or one element) for a person to look at, `shotsDir/<file>`; see `takeShots`. */
export async function shot(
  target: Page | Locator,
  file: string,
  opts: { fullPage?: boolean; animations?: 'disabled' } = {},
) {
  if (takeShots) await target.screenshot({ path: path.join(shotsDir, file), ...opts });
}

/** Demo members of `startSite()` (apps/server/src/seed/seed.ts) and their password. */
export const DEMO = {
  operator: '13800000000',
  client: '13800000001',
  designer: '13800000002',
  factory: '13800000003',
  password: 'Huizhan@2026',
} as const;

/** Fills and submits the login form on the current page. */
export async function submitLogin(page: Page, mobile: string, password: string = DEMO.password) {
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.locator('form button[type=submit]').click();
}

/**
 * Waits for the home page after a login or registration, loaded and not only navigated to (its lazy
 * chunk in place): a click in the header while the screen is still suspended was seen to miss under load.
 */
export async function landOnHome(page: Page) {
  await page.waitForURL('**/mainPage');
  await page.locator('.home-hero').waitFor({ timeout: 30_000 });
}

/**
 * Opens the header's user menu, whether its code has arrived or a stand-in button still records the
 * click: the hand-over loses no click (user-menu.spec.ts presses it at every moment of the hand-over).
 */
export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^用户菜单/ }).click();
  await page.locator('.ant-dropdown-menu').waitFor();
}

/** Logs in by password and waits for the landing page (`landOnHome`). */
export async function logIn(page: Page, mobile: string, password: string = DEMO.password) {
  await page.goto('/login');
  await submitLogin(page, mobile, password);
  await landOnHome(page);
}

/** The header bell's accessible name, e.g. 消息中心，1条未读. */
export const bellName = (page: Page) =>
  page.locator('header a.header-icon').first().getAttribute('aria-label', { timeout: 5_000 });

/** Screenshots at 1280 and 375 px; at 375 px nothing is wider than the screen. Back to 1280 afterwards. */
export async function checkPhone(page: Page, name: string, ready: () => Promise<unknown>) {
  await shot(page, `${name}-1280.png`, { fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 375, height: 740 });
  await ready();
  await expectNoOverflow(page, name);
  await shot(page, `${name}-375.png`, { fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Puts a small generated PNG into the file input inside the element with `testId`. */
export async function uploadPng(page: Page, testId: string, name: string, background: string) {
  const buffer = await sharp({ create: { width: 60, height: 40, channels: 3, background } })
    .png()
    .toBuffer();
  await page
    .getByTestId(testId)
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'image/png', buffer });
}

/** Types `typed` (上海) into the city picker named `label` and takes the first city offered with Enter. */
export async function typeCity(page: Page, label: string, typed: string) {
  const city = page.getByRole('combobox', { name: label });
  await city.click();
  await city.fill(typed);
  await page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item').first().waitFor();
  await page.keyboard.press('Enter');
  await page.locator('.ant-cascader-dropdown:visible').waitFor({ state: 'hidden' });
}

/** Picks province → city → district in the region cascader of the form item labelled `label`. */
export async function pickRegion(page: Page, label: string, path: [string, string, string]) {
  await page.getByLabel(label, { exact: true }).click();
  const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
  for (const [i, name] of path.entries()) {
    await menus
      .nth(i)
      .getByRole('menuitemcheckbox', { name, exact: true })
      .or(menus.nth(i).locator('.ant-cascader-menu-item', { hasText: new RegExp(`^${name}$`) }))
      .first()
      .click();
  }
  await page.locator('.ant-cascader-dropdown:visible').waitFor({ state: 'hidden' });
}

/** A call through a page's request context (its session); throws with the message when refused. */
export async function call<T>(request: APIRequestContext, name: string, data: unknown = {}): Promise<T> {
  const res = await request.post(`/api/${name}`, { data });
  const body = (await res.json()) as { success: boolean; errMsg: string; data: T };
  if (!body.success) throw new Error(`${name}: ${body.errMsg}`);
  return body.data;
}

/** China's calendar date `days` from today, as the forms and calls write dates (YYYY-MM-DD). */
export const day = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Uploads a small generated PNG for `purpose` through the API; returns the file id. */
export async function uploadImage(request: APIRequestContext, purpose: string, background = '#88aacc') {
  const buffer = await sharp({ create: { width: 60, height: 40, channels: 3, background } })
    .png()
    .toBuffer();
  const res = await request.post('/api/Upload/file', {
    multipart: { purpose, file: { name: 'file.png', mimeType: 'image/png', buffer } },
  });
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** The member verifies as a person (王明) through the calls and the operator approves: publishing needs it. */
export async function verifyPerson(member: APIRequestContext, operator: APIRequestContext) {
  await call(member, 'Member/personAuth', {
    name: '王明',
    idcard: '11010519491231002X',
    cardfrt: await uploadImage(member, 'idcard', '#88aacc'),
    cardrvs: await uploadImage(member, 'idcard', '#cc9988'),
  });
  const queue = await call<{ listItem: Array<{ id: number }> }>(operator, 'Admin/authList', {
    kind: 'person',
  });
  await call(operator, 'Admin/authReview', { kind: 'person', id: queue.listItem[0]!.id, pass: true });
}

/**
 * The pictures `selector` matches, as decision 042 wants a stored one: `srcset` with the three WebP
 * widths and a `sizes`, `width`/`height` attributes of the shape it is shown in (`box`: the CSS box has
 * the attributes' ratio, so the space kept before the picture arrives is the one it fills), and how it
 * is fetched (`loading`, `fetchpriority`).
 */
export async function pictureFacts(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) =>
    (els as HTMLImageElement[]).map((i) => {
      const r = i.getBoundingClientRect();
      const w = Number(i.getAttribute('width'));
      const h = Number(i.getAttribute('height'));
      return {
        srcset:
          /^\/files\/f[\w-]{24}\/thumb 320w, \/files\/f[\w-]{24}\/w640 640w, \/files\/f[\w-]{24}\/w1280 1280w$/.test(
            i.srcset,
          ) && i.sizes !== '',
        size: `${i.getAttribute('width')}x${i.getAttribute('height')}`,
        box: w > 0 && h > 0 && r.height > 0 && Math.abs(r.width / r.height - w / h) < 0.02,
        loading: i.loading,
        priority: i.getAttribute('fetchpriority'),
      };
    }),
  );
}
