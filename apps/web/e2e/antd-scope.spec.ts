/**
 * antd's ConfigProvider in the browser (decision 070): the shell has none, each screen but the home page's
 * and each of the shell's lazy parts wraps itself in one (app/antd-scope.tsx). The home page loads none of
 * antd's theme machinery before someone touches it; a screen's buttons and a dialog's (a portal, opened
 * through `App.useApp()`'s deferred modal) still take the theme's brand colour; the SPA shell's stand-ins
 * have the theme's CSS variables from index.html.
 */
import { ReviewState } from '@hz/contract/common/states';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readManifest, scriptFiles, staticClosure } from '../src/build-manifest.ts';
import {
  DEMO,
  expectNoOverflow,
  hasChromium,
  openPage,
  type Site,
  withSiteAndBrowser,
  shot,
} from './support.ts';

/** app/theme.ts `BRAND` (#0f766e). */
const BRAND = 'rgb(15, 118, 110)';

let exhibition = 0;
const ctx = withSiteAndBrowser({
  seed: ['content', 'tasks'],
  ready: async (site: Site) => {
    const [row] = await site.database.query<{ id: number }>(
      "SELECT id::int AS id FROM listings WHERE kind = 'huizhan' AND checked = $1 ORDER BY id LIMIT 1",
      [ReviewState.approved],
    );
    exhibition = row?.id ?? 0;
  },
});

const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

const HOME = 'src/features/site/pages/main-page.tsx';

/**
 * The built files that hold antd's ConfigProvider (app/antd-scope.tsx, in the chunk of antd's controls:
 * vite.config.ts), with their static imports, that the home page's own first load does not import.
 */
function themeFiles(): string[] {
  const manifest = readManifest();
  const scope = Object.entries(manifest)
    .filter(([key, c]) => key === 'src/app/antd-scope.tsx' || c.name === 'antd-controls')
    .map(([key]) => key);
  const home = new Set(staticClosure(manifest, ['index.html', HOME]));
  return scriptFiles(
    manifest,
    staticClosure(manifest, scope).filter((k) => !home.has(k)),
  );
}

describe.skipIf(!hasChromium)("antd's ConfigProvider around the screens, not in the shell", () => {
  it('the home page loads none of it before a touch; its stand-ins have the theme', async () => {
    for (const width of [375, 1280]) {
      const { page, context, problems } = await openPage(ctx.browser, ctx.site, { width });
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(r.url()));
      await page.goto('/mainPage');
      // what the page fetches once it has hydrated (the lazy chunks' preload lists), untouched
      await page.waitForTimeout(1500);
      expect(
        fetched.filter((u) => u.includes('/assets/')).length,
        'the page fetched its code',
      ).toBeGreaterThan(5);
      const theme = themeFiles();
      expect(theme.length).toBeGreaterThan(0);
      expect(fetched.filter((u) => theme.some((f) => u.endsWith(`/${f}`)))).toEqual([]);
      // the home page's search button (a stand-in: antd's classes, the server's CSS variables)
      expect(await background(page, '.home-hero .ant-input-search-btn')).toBe(BRAND);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it("a lazily loaded screen's primary button has the brand colour, on the SPA shell too", async () => {
    const { page, context, problems } = await openPage(ctx.browser, ctx.site, { width: 375 });
    await page.goto('/login');
    // not server-rendered: the shell's CSS variables come from index.html
    expect(await page.locator('style#antd-vars').count()).toBe(1);
    const login = page.locator('form button[type=submit]');
    await login.waitFor();
    expect(((await login.textContent()) ?? '').replace(/\s/g, '')).toBe('登录');
    expect(await background(page, 'form button[type=submit]')).toBe(BRAND);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a dialog opened through App.useApp() (a portal) has the theme and the button settings', async () => {
    expect(exhibition).toBeGreaterThan(0);
    const { page, context, problems } = await openPage(ctx.browser, ctx.site, { width: 375 });
    await page.goto(`/exhibition?id=${exhibition}`);
    // a server-rendered page: the server's own tokens, not index.html's copy; only the stand-ins' component
    // variables are kept from it (decision 070, amendment of 2026-12-07)
    const vars = (await page.locator('style#antd-vars').textContent()) ?? '';
    expect(vars).toContain('.css-var-hz.ant-btn{');
    expect(vars).not.toContain('.css-var-hz{');
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.locator('.ant-modal-confirm-title', { hasText: '登录后即可收藏' }).first().waitFor();
    const ok = dialog.getByRole('button', { name: '去登录' });
    expect(await ok.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(BRAND);
    // 取消 as written, no space between its two characters: the scope's \`button={{ autoInsertSpace: false }}\`
    // reached the dialog too (antd's default writes 取 消)
    expect(await dialog.locator('.ant-btn', { hasText: /^取\s?消$/ }).textContent()).toBe('取消');
    await dialog.getByRole('button', { name: '取消', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the home page, login, the task hall and the trade page at 375 px (screenshots)', async () => {
    const { page, context, problems } = await openPage(ctx.browser, ctx.site, { width: 375 });
    const shoot = async (url: string, name: string, ready: string) => {
      await page.goto(url);
      await page.locator(ready).first().waitFor();
      await expectNoOverflow(page, url);
      await shot(page, `antd-scope-${name}.png`, { fullPage: true });
    };
    await shoot('/mainPage', 'main', '.home-hero');
    await shoot('/login', 'login', 'form button[type=submit]');
    await shoot('/taskHall', 'task-hall', '.hall__filters');
    const r = await page.request.post('/api/User/login', {
      data: { mobile: DEMO.client, password: DEMO.password },
    });
    expect(r.ok()).toBe(true);
    await shoot('/personCenter/trade', 'trade', '[data-testid=wallet-coins]');
    expect(problems).toEqual([]);
    await context.close();
  });
});
