import { currentAgreement } from '@hz/contract/common/agreements';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  bellName,
  expectNoAxeViolations,
  hasChromium,
  openPage,
  openUserMenu,
  expectNoOverflow,
  uniqueMobile,
  withSiteAndBrowser,
  shot,
} from './support.ts';

const ctx = withSiteAndBrowser();

/** A new member, registered through the API in this browser context (which then holds the session). */
async function registerMember(context: BrowserContext, password: string): Promise<string> {
  const mobile = uniqueMobile();
  const codeRes = await context.request.post('/api/User/getCode', { data: { mobile, type: 'regist' } });
  const code = (await codeRes.json()).data?.devCode as string | undefined;
  expect(code, 'the dev SMS provider returns the code').toMatch(/^\d{6}$/);
  const reg = await context.request.post('/api/User/regist', {
    data: { mobile, code, password, agree: currentAgreement },
  });
  expect((await reg.json()).success).toBe(true);
  return mobile;
}

/** The number the bell's badge shows, or '' when there is none. */
const badgeText = (page: Page) =>
  page.evaluate(
    () => document.querySelector('header .header-icon .ant-badge-count')?.getAttribute('title') ?? '',
  );

/** After a resize to a phone width: the header has switched to its compact form. */
const phoneLayout = (page: Page) => page.getByRole('button', { name: '打开导航菜单' }).waitFor();

describe.skipIf(!hasChromium)('the message centre', () => {
  it('a new message arrives live (no reload); click reads it; mark all read; delete with confirmation', async () => {
    const { page, context, problems } = await openPage(ctx.browser, ctx.site);
    const password = 'Harbor-lantern-4821';
    await registerMember(context, password);

    // empty at first
    await page.goto('/message');
    await page.getByRole('heading', { name: '消息中心' }).waitFor();
    await page.getByText('暂无消息').waitFor();
    expect(await bellName(page)).toBe('消息中心');
    expect(await badgeText(page)).toBe('');
    await expect.poll(() => page.getByRole('button', { name: /全部标为已读/ }).isDisabled()).toBe(true);
    await shot(page, 'message-empty-1280.png', { fullPage: true, animations: 'disabled' });
    await page.setViewportSize({ width: 375, height: 740 });
    await phoneLayout(page);
    await expectNoOverflow(page, 'message centre');
    await shot(page, 'message-empty-375.png', { fullPage: true, animations: 'disabled' });
    await page.setViewportSize({ width: 1280, height: 800 });

    // the same session changes the password (only OTHER sessions end): the server creates a message
    // and pushes the new count down the stream; the page is not reloaded
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    const change = await page.request.post('/api/User/resetPwd', {
      data: { oldpwd: password, password: 'Quiet-meadow-9034' },
    });
    expect((await change.json()).success).toBe(true);
    await expect.poll(() => badgeText(page), { timeout: 10_000 }).toBe('1');
    expect(await bellName(page)).toBe('消息中心，1条未读');
    await page.getByText('登录密码已修改').waitFor();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await expect.poll(() => page.getByRole('tab', { name: '未读（1）' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: /全部标为已读/ }).isEnabled()).toBe(true);
    await shot(page, 'message-list-1280.png', { fullPage: true, animations: 'disabled' });
    await page.setViewportSize({ width: 375, height: 740 });
    await phoneLayout(page);
    await expectNoOverflow(page, 'message centre');
    await shot(page, 'message-list-375.png', { fullPage: true, animations: 'disabled' });
    await page.setViewportSize({ width: 1280, height: 800 });

    // the unread tab is in the URL
    await page.getByRole('tab', { name: /未读/ }).click();
    await page.waitForURL('**/message?tab=unread');
    await page.getByText('登录密码已修改').waitFor();

    // clicking an unread message reads it: it leaves the unread tab and the badge goes
    await page.getByRole('button', { name: /登录密码已修改/ }).click();
    await page.getByText('没有未读消息').waitFor();
    await expect.poll(() => badgeText(page)).toBe('');

    // back to all; mark it unread again, then 全部标为已读
    await page.getByRole('tab', { name: /全部/ }).click();
    await page.waitForURL((u) => u.pathname === '/message' && u.search === '');
    await page.getByRole('button', { name: '标为未读' }).click();
    await expect.poll(() => badgeText(page)).toBe('1');
    await page.getByRole('button', { name: /全部标为已读/ }).click();
    await expect.poll(() => badgeText(page)).toBe('');
    expect(await bellName(page)).toBe('消息中心');
    await page.getByRole('button', { name: '标为未读' }).waitFor();

    // delete, with a confirmation
    await page.getByRole('button', { name: '删除', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '确定删除这条消息？' });
    await dialog.getByText('删除后不可恢复').waitFor();
    await expectNoAxeViolations(page, 'message centre, a message with its delete confirmation');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await page.getByText('暂无消息').waitFor();
    expect(await page.getByText('登录密码已修改').count()).toBe(0);

    // a reload keeps the session (it was the one that changed the password) and shows the same
    await page.reload();
    await page.getByText('暂无消息').waitFor();

    expect(problems).toEqual([]);
    await page.close();
  });

  it('many messages: pages in the URL, select and delete some, phone layout', async () => {
    const { page, context, problems } = await openPage(ctx.browser, ctx.site, { width: 375, height: 740 });
    let password = 'Copper-kettle-5512';
    await registerMember(context, password);
    // 22 password changes: 22 messages, two pages of 20
    for (let i = 0; i < 22; i++) {
      const next = `Amber-harbor-${7700 + i}`;
      const r = await page.request.post('/api/User/resetPwd', { data: { oldpwd: password, password: next } });
      expect((await r.json()).success).toBe(true);
      password = next;
    }

    await page.goto('/message?tab=unread');
    // the screen's first visit loads its code and the list: wait for a row (a loaded machine took over
    // the poll's one second), then count the page
    await page.getByTestId('message-row').first().waitFor();
    await expect.poll(() => page.getByTestId('message-row').count()).toBe(20);
    expect(await page.getByRole('tab', { name: '未读（22）' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => badgeText(page)).toBe('22');
    await expectNoOverflow(page, 'message centre');
    await shot(page, 'message-page1-375.png', { fullPage: true, animations: 'disabled' });

    // the second page, by the pager; the URL says where we are
    await page.getByRole('listitem', { name: '下一页' }).click();
    await page.waitForURL('**/message?tab=unread&page=2');
    await expect.poll(() => page.getByTestId('message-row').count()).toBe(2);
    await expectNoOverflow(page, 'message centre');

    // select both and delete them: the page empties, so the last page that has messages is shown
    const boxes = page.getByRole('checkbox', { name: /选择消息/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: /删除已选（2）/ }).click();
    await page.getByRole('dialog', { name: '确定删除选中的2条消息？' }).waitFor();
    await expectNoAxeViolations(page, 'message centre at 375 px, two selected, the delete confirmation');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await page.waitForURL((u) => u.pathname === '/message' && u.search === '?tab=unread');
    await expect.poll(() => page.getByTestId('message-row').count()).toBe(20);
    await expect.poll(() => badgeText(page)).toBe('20');

    // a page past the end, opened directly, also lands on the last page
    await page.goto('/message?page=5');
    await page.waitForURL((u) => u.pathname === '/message' && !u.searchParams.has('page'));
    await expect.poll(() => page.getByTestId('message-row').count()).toBe(20);

    // logging out closes the stream quietly
    await openUserMenu(page);
    await page.getByText('退出登录').click();
    // (from a member screen the gate gets there first and sends the visitor to the login page)
    await page.waitForURL((u) => u.pathname === '/login' || u.pathname === '/mainPage');
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a session ended on another device: the stream stops instead of retrying, the page goes to login', async () => {
    const { page, context, problems } = await openPage(ctx.browser, ctx.site);
    const password = 'Maple-lighthouse-3386';
    const mobile = await registerMember(context, password);
    const streams: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/Tipcenter/stream') streams.push(r.url());
    });
    await page.goto('/message');
    await page.getByText('暂无消息').waitFor();
    await expect.poll(() => streams.length).toBe(1);

    // the member logs in elsewhere and changes the password there: this page's session ends
    const other = await ctx.browser.newContext({ baseURL: ctx.site.url });
    const login = await other.request.post('/api/User/login', { data: { mobile, password, autologin: 1 } });
    expect((await login.json()).success).toBe(true);
    const change = await other.request.post('/api/User/resetPwd', {
      data: { oldpwd: password, password: 'Cedar-window-5093' },
    });
    expect((await change.json()).success).toBe(true);
    await other.close();

    // the stream is ended by the server; the app asks loginCheck, stops, and the gate sends it to login
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/message', {
      timeout: 15_000,
    });
    const opened = streams.length;
    // the browser would retry after `retry: 3000`; nothing more is opened
    await page.waitForTimeout(4_000);
    expect(streams.length).toBe(opened);
    expect(opened).toBeLessThanOrEqual(2);
    expect(problems.filter((p) => !p.includes('/api/Tipcenter/stream'))).toEqual([]);
    await page.close();
  });
});
