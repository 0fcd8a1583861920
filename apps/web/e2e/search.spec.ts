import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultWebDist } from '../../server/src/app.ts';
import { png } from '../../server/test/uploads.ts';
import {
  checkPhone,
  DEMO,
  hasChromium,
  openPage,
  expectNoOverflow,
  withSiteAndBrowser,
  shot,
} from './support.ts';

// the file's content, published on each site it runs on (a retry's fresh one too)
const ctx = withSiteAndBrowser({ ready: () => seedContent() });

/** `YYYY-MM-DD` of today + `days` in China time. */
const day = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A two-character keyword nothing else on the site uses. */
const KEYWORD = '麒麟';
const EXPOS = 13; // upcoming, approved: more than one page of /search/more (12)
const CONF = `${KEYWORD}数字经济高峰论坛`;
const SPACE = `${KEYWORD}湖国际会议中心`;
const PHOTO = `${KEYWORD}科技展台实拍`;
const ONGOING = `${KEYWORD}智能制造博览会（进行中）`;
const PENDING = `${KEYWORD}待审核展览会`;

/** POSTs a call over HTTP (the context keeps the session cookie) and returns its `data`. */
async function call<T = unknown>(req: APIRequestContext, name: string, data: unknown): Promise<T> {
  const body = (await (await req.post(`/api/${name}`, { data })).json()) as {
    success: boolean;
    errMsg: string;
    data?: T;
  };
  if (!body.success) throw new Error(`${name}: ${body.errMsg}`);
  return body.data as T;
}

async function image(req: APIRequestContext, color: number) {
  const res = await req.post('/api/Upload/file', {
    multipart: {
      purpose: 'listing',
      file: { name: 'booth.png', mimeType: 'image/png', buffer: await png(80 + color, 50) },
    },
  });
  const body = (await res.json()) as { success: boolean; errMsg: string; data?: { id: string } };
  if (!body.success) throw new Error(`Upload/file: ${body.errMsg}`);
  return (body.data as { id: string }).id;
}

/** A logged-in API client of the running site. */
async function member(mobile: string) {
  const context = await ctx.browser.newContext({ baseURL: ctx.site.url });
  await call(context.request, 'User/login', { mobile, password: DEMO.password });
  return context;
}

const listing = (title: string, sdate: string, edate: string, cover: string) => ({
  title,
  industry: '机械工业',
  organiser: '浙江省智能制造协会',
  venue: '杭州国际博览中心',
  hall: '1-3号馆',
  prov: '浙江省',
  city: '杭州市',
  addr: '萧山区奔竞大道353号',
  sdate,
  edate,
  areas: 20000,
  exhibitors: 300,
  visitors: 50000,
  conts: `<p>${title}汇聚工业机器人、数控机床与智能工厂解决方案。</p>`,
  cover,
  pics: [],
  plans: [],
  contact: '周经理',
  phone: '0571-86001234',
});

/** Exhibitions, a conference, a space and a booth photo, published by the demo client and approved. */
async function seedContent() {
  const clientContext = await member(DEMO.client);
  const opContext = await member(DEMO.operator);
  const client = clientContext.request;
  const approve = (kind: string, id: number) =>
    call(opContext.request, 'Admin/contentReview', { kind, id, pass: true, reason: '' });

  for (let i = 1; i <= EXPOS; i++) {
    const title = `${KEYWORD}第${i}届智能装备展览会`;
    const cover = await image(client, i);
    const l = await call<{ id: number }>(
      client,
      'Article/huizhanPub',
      listing(title, day(1 + i), day(3 + i), cover),
    );
    await approve('huizhan', l.id);
  }
  const ongoing = await call<{ id: number }>(
    client,
    'Article/huizhanPub',
    listing(ONGOING, day(-1), day(5), await image(client, 20)),
  );
  await approve('huizhan', ongoing.id);
  // published but never approved: found by nobody
  await call(client, 'Article/huizhanPub', listing(PENDING, day(2), day(4), await image(client, 21)));

  const conf = await call<{ id: number }>(
    client,
    'Article/huiyiPub',
    listing(CONF, day(1), day(1), await image(client, 22)),
  );
  await approve('huiyi', conf.id);

  const space = await call<{ id: number }>(client, 'Article/hycdPub', {
    title: SPACE,
    venueType: '会议中心',
    prov: '浙江省',
    city: '杭州市',
    addr: '西湖区湖滨路88号',
    areas: 1800,
    capTheatre: 800,
    capBanquet: 400,
    priceMin: 6000,
    priceMax: 18000,
    facilities: ['投影', 'LED屏'],
    conts: '<p>湖畔会议中心，主会场可容纳800人，配套同传与宴会厅。</p>',
    cover: await image(client, 23),
    pics: [],
    contact: '沈经理',
    phone: '0571-87001234',
  });
  await approve('hycd', space.id);

  const photo = await call<{ id: number }>(client, 'Gallery/addPicture', {
    listingId: ongoing.id,
    image: await image(client, 24),
    title: PHOTO,
    areas: 54,
    style: '科技感',
    openSides: 2,
  });
  await approve('photo', photo.id);
  await clientContext.close();
  await opContext.close();
}

/** The files src/bundle-budget.test.ts counts: the entry and /mainPage's chunk with their static imports. */
function budgetFiles(): Set<string> {
  type Chunk = { file: string; imports?: string[] };
  const manifest = JSON.parse(
    fs.readFileSync(path.join(defaultWebDist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  const out = new Set<string>();
  const visit = (key: string) => {
    const c = manifest[key] as Chunk;
    if (out.has(`/${c.file}`)) return;
    out.add(`/${c.file}`);
    for (const dep of c.imports ?? []) visit(dep);
  };
  visit('index.html');
  visit('src/features/site/pages/main-page.tsx');
  // what puts a server-rendered page's code in once it has loaded (apps/web/public, not in the manifest)
  out.add('/hz-boot.js');
  return out;
}

/**
 * Titles of the first approved listings of a kind that have not ended (running ones first, then the
 * soonest upcoming), as the call returns them (plain text).
 */
async function current(kind: 'huizhan' | 'huiyi', pageSize: number) {
  const visitor = await ctx.browser.newContext({ baseURL: ctx.site.url });
  const data = await call<{ listItem: { title: string }[] }>(
    visitor.request,
    kind === 'huizhan' ? 'Common/searchHuizhan' : 'Common/searchHuiyi',
    { status: 'current', sort: 'sdate', pageSize },
  );
  await visitor.close();
  const decode: Record<string, string> = {
    '&lt;': '<',
    '&gt;': '>',
    '&quot;': '"',
    '&#39;': "'",
    '&amp;': '&',
  };
  return data.listItem.map((l) => l.title.replace(/&(lt|gt|quot|#39|amp);/g, (m) => decode[m] ?? m));
}

const header = (page: Page) => page.locator('header.site-header');
const headerBox = (page: Page) => header(page).getByRole('combobox', { name: '搜索', exact: true });
const recentPanel = (page: Page) => header(page).getByRole('region', { name: '最近搜索' });
/** A tab of /search/search by its label and count (`count` is a pattern: '14', '\\d+'). */
const tab = (page: Page, label: string, count: string) =>
  page.getByRole('tab', { name: new RegExp(`^${label}\\s*${count}$`) });

describe.skipIf(!hasChromium)('search screens and the home page', () => {
  it('the home page shows each section from its own call, light and without errors', async () => {
    const { page, problems } = await openPage(ctx.browser, ctx.site);
    const scripts = new Set<string>();
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.origin === ctx.site.url && u.pathname.endsWith('.js')) scripts.add(u.pathname);
    });
    await page.goto('/mainPage');
    const section = (name: string) => page.getByRole('region', { name });
    const titles = (name: string) => section(name).locator('.content-card__title').allTextContents();
    await expect.poll(() => section('近期展会').locator('.content-card').count()).toBe(8);
    // the first 8 exhibitions that have not ended, in the order of the call (whatever else the demo data
    // holds): the running one first, then the soonest upcoming
    const soonest = await current('huizhan', 8);
    expect(soonest).toHaveLength(8);
    expect(await titles('近期展会')).toEqual(soonest);
    expect(soonest[0]).toBe(ONGOING);
    const confs = await current('huiyi', 4);
    expect(confs.length).toBeGreaterThan(0);
    await expect.poll(() => titles('会议活动')).toEqual(confs);
    await section('会议场地').getByText(SPACE).waitFor();
    await section('展台照片').getByText(PHOTO).waitFor();
    await section('展台照片').getByText(ONGOING).waitFor();
    expect(await page.getByText(PENDING).count()).toBe(0);
    expect(
      await section('近期展会').getByRole('link', { name: '查看更多近期展会' }).getAttribute('href'),
    ).toBe('/exhibition');

    // what the browser fetched for this first load is what the bundle budget test counts
    let total = 0;
    for (const p of scripts)
      total += gzipSync(fs.readFileSync(path.join(defaultWebDist, p)), { level: 9 }).length;
    console.log(`[e2e] /mainPage first load fetched ${scripts.size} JS files, ${total} bytes gzipped`);
    expect(total).toBeLessThanOrEqual(300 * 1024);
    expect([...scripts].filter((s) => !budgetFiles().has(s))).toEqual([]);

    await checkPhone(page, 'search-home', () => section('展台照片').getByText(PHOTO).waitFor());
    expect(problems).toEqual([]);
  });

  it('a failing section says so and the rest of the home page stays', async () => {
    const { page, problems } = await openPage(ctx.browser, ctx.site);
    await page.route('**/api/Common/searchHycd', (r) =>
      r.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, errCode: 'unavailable', errMsg: '服务繁忙', showType: 0 }),
      }),
    );
    // the server renders /mainPage with its sections' answers (decision 041): the browser asks for them
    // itself when it comes to the home page from another screen
    await page.goto('/about');
    await page.getByRole('navigation').getByRole('link', { name: '首页' }).click();
    await page.waitForURL('**/mainPage');
    await page.getByText('会议场地加载失败，请稍后再试。').waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: '近期展会' }).locator('.content-card').count())
      .toBe(8);
    await page.getByRole('region', { name: '展台照片' }).getByText(PHOTO).waitFor();
    await page.unroute('**/api/Common/searchHycd');
    await page.getByRole('region', { name: '会议场地' }).getByRole('button', { name: '重试' }).click();
    await page.getByRole('region', { name: '会议场地' }).getByText(SPACE).waitFor();
    // only the deliberate 503s were reported
    expect(problems.filter((p) => !p.includes('503'))).toEqual([]);
  });

  it('a visitor searches from the header: tabs with counts, highlighted results, 查看更多 pages one kind', async () => {
    const { page, problems } = await openPage(ctx.browser, ctx.site);
    await page.goto('/mainPage');
    await headerBox(page).click();
    expect(await recentPanel(page).count()).toBe(0); // nothing searched yet
    await headerBox(page).fill(KEYWORD);
    await headerBox(page).press('Enter');
    await page.waitForURL(
      (u) => u.pathname === '/search/search' && u.searchParams.get('keyword') === KEYWORD,
    );
    await page.getByRole('heading', { name: `“${KEYWORD}”的搜索结果` }).waitFor();

    // every kind at once, each with its count; the pending exhibition is not counted
    await tab(page, '展会', String(EXPOS + 1)).waitFor();
    await tab(page, '会议', '1').waitFor();
    await tab(page, '会议场地', '1').waitFor();
    const panel = page.getByRole('tabpanel');
    const cards = panel.getByRole('list', { name: '展会搜索结果' }).locator('.content-card');
    await expect.poll(() => cards.count()).toBe(6);
    expect(await cards.first().locator('mark').first().textContent()).toBe(KEYWORD);
    expect(await page.getByText(PENDING).count()).toBe(0);
    await checkPhone(page, 'search-results', () => cards.first().waitFor());

    await tab(page, '会议场地', '1').click();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'hycd');
    const space = page.getByRole('tabpanel').locator('.content-card', { hasText: SPACE });
    await space.waitFor();
    expect(await space.locator('mark').first().textContent()).toBe(KEYWORD);
    expect(await space.getByRole('link').getAttribute('href')).toMatch(
      /^\/conventionSpace\/spaceInfo\?id=\d+$/,
    );
    await tab(page, '会议', '1').click();
    await page.getByRole('tabpanel').getByRole('heading', { name: CONF }).waitFor();
    // a shared link opens the same tab
    await page.reload();
    await page.getByRole('tabpanel').getByRole('heading', { name: CONF }).waitFor();

    await tab(page, '展会', String(EXPOS + 1)).click();
    await page.getByRole('tabpanel').getByRole('link', { name: '查看更多展会' }).click();
    await page.waitForURL(
      (u) =>
        u.pathname === '/search/more' &&
        u.searchParams.get('kind') === 'huizhan' &&
        u.searchParams.get('keyword') === KEYWORD,
    );
    const more = page.getByRole('list', { name: '展会搜索结果' }).locator('.content-card');
    await expect.poll(() => more.count()).toBe(12);
    await page.getByText(`共找到 ${EXPOS + 1} 个展会`).waitFor();
    expect(await more.first().locator('mark').first().textContent()).toBe(KEYWORD);
    await checkPhone(page, 'search-more', () => more.first().waitFor());
    await page.locator('.search-pager .ant-pagination-item-2').click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await expect.poll(() => more.count()).toBe(EXPOS + 1 - 12);
    await checkPhone(page, 'search-more-page2', () => more.first().waitFor());
    await page.getByRole('link', { name: '全部搜索结果' }).click();
    await page.waitForURL((u) => u.pathname === '/search/search' && u.searchParams.get('tab') === 'huizhan');

    // a keyword that finds nothing: suggestions instead of tabs
    await page.goto(`/search/search?keyword=${encodeURIComponent('无此内容的关键词')}`);
    await page.getByText('没有找到与“无此内容的关键词”相关的内容').waitFor();
    await page.getByRole('region', { name: '热门搜索' }).getByRole('link', { name: '上海' }).waitFor();
    await checkPhone(page, 'search-empty', () => page.getByText('没有找到与').waitFor());
    expect(problems).toEqual([]);
  });

  it('recent searches: newest first, each once, shown on focus, cleared with 清空; the phone box', async () => {
    const { page, problems } = await openPage(ctx.browser, ctx.site);
    await page.goto('/mainPage');
    for (const k of [KEYWORD, '智能装备', KEYWORD]) {
      await headerBox(page).fill(k);
      await headerBox(page).press('Enter');
      await page.waitForURL((u) => u.searchParams.get('keyword') === k);
      await page.getByRole('heading', { name: `“${k}”的搜索结果` }).waitFor();
      // the header box now shows the page's keyword (it is rebuilt for each keyword)
      await expect.poll(() => headerBox(page).inputValue()).toBe(k);
    }
    await page.locator('h1').first().click();
    expect(await recentPanel(page).count()).toBe(0);
    await headerBox(page).focus();
    await recentPanel(page).waitFor();
    expect(await recentPanel(page).getByRole('link').allTextContents()).toEqual([KEYWORD, '智能装备']);
    await shot(page, 'search-recent-1280.png', { animations: 'disabled' });
    await recentPanel(page).getByRole('link', { name: '智能装备' }).click();
    await page.waitForURL((u) => u.searchParams.get('keyword') === '智能装备');
    await expect.poll(() => headerBox(page).inputValue()).toBe('智能装备');
    await headerBox(page).focus();
    await expect
      .poll(() => recentPanel(page).getByRole('link').allTextContents())
      .toEqual(['智能装备', KEYWORD]);
    await recentPanel(page).getByRole('button', { name: '清空' }).click();
    await recentPanel(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('hz:recent-searches'))).toBeNull();

    // on a phone the box is behind a search icon and opens across the header
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/mainPage');
    // the server rendered the wide layout for this desktop User-Agent (decision 041): the narrow
    // window's layout comes once the page has hydrated
    await expect.poll(() => headerBox(page).count()).toBe(0);
    await header(page).getByRole('button', { name: '打开搜索' }).click();
    await headerBox(page).waitFor();
    await expect.poll(() => headerBox(page).evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await headerBox(page).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(200);
    await expectNoOverflow(page, 'search');
    await headerBox(page).fill(KEYWORD);
    await shot(page, 'search-phone-box-375.png', { animations: 'disabled' });
    await headerBox(page).press('Enter');
    await page.waitForURL(
      (u) => u.pathname === '/search/search' && u.searchParams.get('keyword') === KEYWORD,
    );
    await tab(page, '展会', String(EXPOS + 1)).waitFor();
    expect(await headerBox(page).count()).toBe(0); // the overlay closed
    await header(page).getByRole('button', { name: '打开搜索' }).click();
    await recentPanel(page).getByRole('link', { name: KEYWORD }).waitFor();
    await shot(page, 'search-phone-recent-375.png', { animations: 'disabled' });
    await expectNoOverflow(page, 'search');
    expect(problems).toEqual([]);
  });
});
