import { currentAgreement } from '@hz/contract/common/agreements';
import { describe, expect, it } from 'vitest';
import {
  call,
  DEMO,
  expectNoAxeViolations,
  expectNoOverflow,
  hasChromium,
  logIn,
  openPage,
  shotsDir,
  uniqueMobile,
  withSiteAndBrowser,
} from './support.ts';

/*
 * Companies and their staff (issue 33, decision 056): the demo client (a business account, so a company)
 * invites a new colleague as 发布 from 公司与员工; the colleague opens the invitation, accepts, and then
 * acts for the company: its tasks are theirs to manage, its wallet is not in their menu.
 */
const ctx = withSiteAndBrowser({ seed: ['content', 'tasks'] });

describe.skipIf(!hasChromium)('a company’s staff', () => {
  it('the owner invites a 发布 colleague, who accepts from the link and works for the company without its wallet', async () => {
    // the colleague has an account of their own
    const mobile = uniqueMobile();
    const s = await openPage(ctx.browser, ctx.site, { width: 375, height: 740 });
    const code = await call<{ devCode: string }>(s.page.request, 'User/getCode', { mobile, type: 'regist' });
    await call(s.page.request, 'User/regist', {
      mobile,
      code: code.devCode,
      password: 'Lotus-harbor-7391',
      agree: currentAgreement,
    });

    // the owner, on a phone
    const o = await openPage(ctx.browser, ctx.site, { width: 375, height: 740 });
    await logIn(o.page, DEMO.client);
    await o.page.goto('/personCenter/company');
    await o.page.getByText('上海华展国际贸易有限公司').first().waitFor();
    await o.page.getByRole('button', { name: '邀请员工' }).click();
    const dialog = o.page.getByRole('dialog', { name: '邀请员工' });
    await dialog.getByLabel('手机号').fill(mobile);
    await dialog.getByLabel('姓名').fill('赵敏');
    await dialog.getByRole('checkbox', { name: /^发布/ }).check();
    await expectNoAxeViolations(o.page, 'invite dialog', { include: ['.ant-modal-wrap'] });
    await o.page.screenshot({ path: `${shotsDir}/staff-invite-dialog-375.png` });
    await dialog.getByRole('button', { name: '发送邀请' }).click();
    await o.page.getByText('已向赵敏发送邀请短信').waitFor();
    const link = ((await o.page.locator('.staff-link__url').textContent()) ?? '').trim();
    expect(link).toMatch(/\/companyInvite\?token=[\w-]+$/);
    await o.page.getByText('待接受').waitFor();
    await expectNoOverflow(o.page, 'company page with an invitation');
    await expectNoAxeViolations(o.page, 'company page');
    await o.page.screenshot({ path: `${shotsDir}/staff-company-owner-375.png`, fullPage: true });

    // the colleague opens the link, reads who invites them to what, and accepts
    await s.page.goto(new URL(link).pathname + new URL(link).search);
    await s.page.getByRole('heading', { name: '上海华展国际贸易有限公司' }).waitFor();
    await s.page.getByText('发布和管理设计任务、比稿与搭建项目').waitFor();
    await expectNoOverflow(s.page, 'invitation landing');
    await expectNoAxeViolations(s.page, 'invitation landing');
    await s.page.screenshot({ path: `${shotsDir}/staff-invite-landing-375.png`, fullPage: true });
    await s.page.getByRole('button', { name: '接受邀请' }).click();
    await s.page.waitForURL(/\/personCenter\/company$/);
    await s.page.getByText('我：赵敏').waitFor();

    // now they act for the company: its tasks are listed, its wallet is neither in the menu nor open
    const tasks = await call<{ total: number }>(s.page.request, 'Taskcenter/businesTaskList', {});
    expect(tasks.total).toBeGreaterThan(0);
    await s.page.setViewportSize({ width: 1280, height: 800 });
    await s.page.reload();
    const menu = s.page.getByRole('complementary', { name: '个人中心菜单' });
    await menu.getByRole('link', { name: '我的任务' }).waitFor();
    expect(await menu.getByRole('link', { name: '我的钱包' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: '提现' }).count()).toBe(0);
    await s.page.goto('/personCenter/trade');
    await s.page.getByText('此页面需要公司「财务」角色，请联系公司管理员').waitFor();

    // the owner sees them joined
    await o.page.reload();
    await o.page.getByText('已加入').waitFor();
    await o.page.getByText('赵敏').first().waitFor();
    await s.context.close();
    await o.context.close();
  });
});
