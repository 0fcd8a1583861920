import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkPhone,
  DEMO,
  hasChromium,
  launch,
  logIn,
  openPage,
  type Site,
  startSite,
  shot,
} from './support.ts';

/** A background job of this test that fails until `failing.on` is cleared (an outside service down). */
const failing = { on: true };
let site: Site;
let browser: Browser;

beforeAll(async () => {
  if (!hasChromium) return;
  site = await startSite({
    env: { JOBS_POLL_MS: '200' },
    setup: (app) =>
      app.jobs.define({
        name: 'e2e.statement',
        title: '生成月度对账单',
        maxAttempts: 2,
        backoff: { baseMs: 100, capMs: 100 },
        async run() {
          if (failing.on) throw new Error('对账服务连接超时（ETIMEDOUT）');
        },
      }),
  });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const stateOf = async () =>
  (await site.database.query<{ state: string }>(`SELECT state FROM jobs WHERE name = 'e2e.statement'`))[0]
    ?.state;

describe.skipIf(!hasChromium)('background jobs in the console', () => {
  it('an operator sees a failed job with its error, retries it after confirming, and it completes', async () => {
    const { id } = await site.database.db.transaction((tx) =>
      site.app.jobs.enqueue(tx, { name: 'e2e.statement', payload: { month: '2026-11', orders: 128 } }),
    );
    // the server's own workers try it twice, then give up
    await expect.poll(stateOf, { timeout: 15_000, interval: 100 }).toBe('dead');

    const { page, problems } = await openPage(browser, site);
    await logIn(page, DEMO.operator);
    await page.goto('/admin/members');
    await page
      .getByRole('complementary', { name: '运营后台菜单' })
      .getByRole('link', { name: '后台任务' })
      .click();
    await page.waitForURL((u) => u.pathname === '/admin/jobs');
    await page.getByRole('heading', { name: '后台任务' }).waitFor();
    await page.getByText('已失败共 1 条').waitFor();
    const rows = page.locator('.admin-table tbody tr.ant-table-row');
    await expect
      .poll(() => rows.first().textContent())
      .toMatch(
        /生成月度对账单[\s\S]*e2e\.statement[\s\S]*"month":"2026-11"[\s\S]*2\/2[\s\S]*对账服务连接超时/,
      );
    await checkPhone(page, 'admin-jobs', () =>
      page.getByRole('combobox', { name: '运营后台菜单' }).waitFor(),
    );
    await page.getByRole('complementary', { name: '运营后台菜单' }).waitFor();

    // the queue tab: the server's own recurring clean-ups, named in Chinese
    await page.getByRole('tab', { name: /待执行/ }).click();
    await page.waitForURL((u) => u.searchParams.get('state') === 'queued');
    await expect
      .poll(() => rows.allTextContents())
      .toContainEqual(expect.stringMatching(/清理已完成的后台任务/));
    await page.getByRole('tab', { name: /已失败/ }).click();
    await page.getByText('已失败共 1 条').waitFor();

    // retry: a confirmation first; the outside service is back
    failing.on = false;
    await page.getByRole('button', { name: `重试任务 生成月度对账单（编号 ${id}）` }).click();
    await page.getByText('重试「生成月度对账单」？').waitFor();
    await shot(page, 'admin-jobs-confirm.png');
    await page.getByRole('button', { name: '确认重试' }).click();
    await page.getByText('任务已重新排队，将立即执行').waitFor();
    await page.getByText('没有失败的任务').waitFor();
    await expect.poll(stateOf, { timeout: 15_000, interval: 100 }).toBe('done');
    await page.getByRole('tab', { name: /已完成/ }).click();
    await expect.poll(() => rows.first().textContent()).toMatch(/生成月度对账单[\s\S]*1\/2/);
    await shot(page, 'admin-jobs-done-1280.png', { fullPage: true });
    expect(problems).toEqual([]);
  });
});
