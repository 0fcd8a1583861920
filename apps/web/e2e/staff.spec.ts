import { describe, expect, it } from 'vitest';
// the server test helpers' vitest context (the template database's name) for the type check
import type {} from '../../server/test/global-setup.ts';
import { createWalletService } from '../../server/src/modules/wallet/wallet-service.ts';
import { member, setPayPassword } from '../../server/test/people.ts';
import { publishedProject, signedProject } from '../../server/test/projects.ts';
import { operatorAgent, STRONG_PASSWORD, type TestApp } from '../../server/test/test-app.ts';
import { fillLine, submitQuote, toast } from './projects-steps.ts';
import {
  DEMO,
  expectNoAxeViolations,
  expectNoOverflow,
  hasChromium,
  logIn,
  openPage,
  withSiteAndBrowser,
  shot,
} from './support.ts';

/*
 * Companies and their staff (issue 33, decisions 056 and 060), the issue's browser journey: a client
 * company's owner invites a 财务 colleague and a factory's owner a 报价 colleague from 公司与员工; the
 * 报价 quotes for the factory; the 财务 opens the invitation, accepts, is offered only the money buttons
 * of the company's project, holds its stages from the company wallet with their own pay password and
 * requests a 发票; an operator finds the company in the console's 企业账户 and issues the 发票.
 * What the journey does not show (the project signed, the paid top-up) is set up through the server.
 */
const ctx = withSiteAndBrowser();
const PAYCODE = '582913';

async function setUp() {
  const t = { app: ctx.site.app, database: ctx.site.database } as unknown as TestApp;
  const op = await operatorAgent(t);
  const s = await signedProject(t, op);
  const open = await publishedProject(s.client, op);
  // the client's invoicing details (its business verification) and a paid top-up of ¥800 to invoice
  await t.database.query(
    `INSERT INTO business_auths (member_id, name, mobile, tlphone, cardfrt, cardrvs, bstype, btitle, bcerts,
       bdate, bprov, bcity, bstrt, receipt, fultitle, taxorder, bkname, bkorder, mprov, mcity, mstrt, maddr, checked)
     SELECT id, '王五', '13912345678', '021-12345678', '', '', '有限责任公司', company, '', '2020-01-01', '上海市',
       '上海市', '浦东新区', 'vat', company, '91310000MA1FL1234X', '招商银行上海分行', '6225880212345678',
       '上海市', '上海市', '浦东新区', '世纪大道100号', 1 FROM members WHERE id = $1`,
    [s.client.id],
  );
  await t.database.query(
    `INSERT INTO recharge_orders (orders, member_id, amount, status, expire_at, paid_at, trade_no)
     VALUES ($1, $2, 80000, 'paid', now(), now(), $3)`,
    [`RSTAFF${s.client.id}`, s.client.id, `TSTAFF${s.client.id}`],
  );
  await createWalletService({ db: t.database.db }).topUp({
    member: s.client.id,
    amount: 80000,
    key: `staff-journey:${s.client.id}`,
  });
  const [c] = await t.database.query<{ company: string }>('SELECT company FROM members WHERE id = $1', [
    s.client.id,
  ]);
  // the two colleagues have accounts of their own; the 财务 has set their pay password
  const fin = await member(t);
  await setPayPassword(t, fin, PAYCODE);
  const seller = await member(t);
  return { s, open, fin, seller, company: c!.company };
}

type Page = Awaited<ReturnType<typeof openPage>>['page'];

/** The owner invites `mobile` as `name` with the role `role` from 公司与员工; the link shown once. */
async function invite(page: Page, mobile: string, name: string, role: string, check = false) {
  await page.goto('/personCenter/company');
  await page.getByRole('button', { name: '邀请员工' }).click();
  const dialog = page.getByRole('dialog', { name: '邀请员工' });
  await dialog.getByLabel('手机号').fill(mobile);
  await dialog.getByLabel('姓名').fill(name);
  await dialog.getByRole('checkbox', { name: new RegExp(`^${role}`) }).check();
  if (check) await expectNoAxeViolations(page, 'invite dialog', { include: ['.ant-modal-wrap'] });
  await dialog.getByRole('button', { name: '发送邀请' }).click();
  await page.getByText(`已向${name}发送邀请短信`).waitFor();
  const link = ((await page.locator('.staff-link__url').textContent()) ?? '').trim();
  expect(link).toMatch(/\/companyInvite\?token=[\w-]+$/);
  return new URL(link);
}

describe.skipIf(!hasChromium)('a company’s staff', () => {
  it('an owner invites a 报价 and a 财务 colleague; one quotes, the other pays a stage from the company wallet and asks for a 发票, which an operator issues', async () => {
    const { s, open, fin, seller, company } = await setUp();

    // the owners invite (the client's on a phone); the 报价 colleague accepts through the server
    const o = await openPage(ctx.browser, ctx.site, { width: 375, height: 740 });
    await logIn(o.page, s.client.mobile, STRONG_PASSWORD);
    const finLink = await invite(o.page, fin.mobile, '李会计', '财务', true);
    await o.page.getByText('待接受').waitFor();
    await expectNoOverflow(o.page, 'company page with an invitation');
    await expectNoAxeViolations(o.page, 'company page');
    await shot(o.page, 'staff-company-owner-375.png', { fullPage: true });
    const f = await openPage(ctx.browser, ctx.site);
    await logIn(f.page, s.factory.mobile, STRONG_PASSWORD);
    const sellerLink = await invite(f.page, seller.mobile, '王销售', '报价');
    const accepted = await seller.a.post('/api/Staff/inviteAccept', {
      token: sellerLink.searchParams.get('token'),
    });
    expect(accepted.body.errCode).toBe('success');
    await f.context.close();

    // the 报价 colleague quotes for the factory; the factory's signed project asks them for nothing
    const q = await openPage(ctx.browser, ctx.site);
    await logIn(q.page, seller.mobile, STRONG_PASSWORD);
    await q.page.goto(`/workQuotation?id=${open}`);
    await q.page.getByLabel('地面第1项名称').waitFor();
    await fillLine(q.page, 1, { cat: '地面', name: '木地台含地毯', unit: '㎡', qty: '54', price: '120' });
    await q.page.getByLabel('搭建天数').fill('3');
    await submitQuote(q.page, '提交报价');
    await q.page.getByTestId('saved-total').waitFor();
    await q.page.goto(`/workDetail?id=${s.id}`);
    await q.page
      .getByTestId('project-next')
      .getByText(/需由公司「项目经理」操作/)
      .waitFor();
    expect(await q.page.getByRole('button', { name: /上传施工图|发起投诉/ }).count()).toBe(0);
    await q.context.close();

    // the 财务 colleague opens the invitation on a phone and accepts
    const p = await openPage(ctx.browser, ctx.site, { width: 375, height: 740 });
    await logIn(p.page, fin.mobile, STRONG_PASSWORD);
    await p.page.goto(finLink.pathname + finLink.search);
    await p.page.getByRole('heading', { name: company }).waitFor();
    await p.page.getByText('公司钱包：付款、托管、验收放款、提现与发票').waitFor();
    await expectNoOverflow(p.page, 'invitation landing');
    await expectNoAxeViolations(p.page, 'invitation landing');
    await p.page.getByRole('button', { name: '接受邀请' }).click();
    await p.page.waitForURL(/\/personCenter\/company$/);
    await p.page.getByText('我：李会计').waitFor();

    // the company's project offers them the money only: they hold the stages with their own pay password
    await p.page.setViewportSize({ width: 1280, height: 800 });
    await p.page.goto(`/workDetail?id=${s.id}`);
    const hold = p.page.getByRole('button', { name: '托管进场款和尾款' });
    await hold.waitFor();
    expect(await p.page.getByRole('button', { name: /发起投诉|修改需求|关闭项目/ }).count()).toBe(0);
    await hold.click();
    const modal = p.page.locator('.ant-modal').filter({ hasText: '托管进场前款项' });
    await modal.getByText('支付密码').waitFor();
    await modal.locator('input').first().click();
    await p.page.keyboard.type(PAYCODE);
    await modal.getByRole('button', { name: /确认托管/ }).click();
    await toast(p.page, '款项已托管');
    await modal.waitFor({ state: 'hidden' });
    expect(await hold.count()).toBe(0);
    const [held] = await ctx.site.database.query<{ acted_as: string }>(
      "SELECT acted_as FROM timeline WHERE object_kind = 'project' AND object_id = $1 AND acted_as IS NOT NULL ORDER BY id DESC LIMIT 1",
      [s.id],
    );
    expect(held?.acted_as).toBe('李会计（财务）');

    // and ask for a 发票 of the ¥800 top-up, the details prefilled from the company's verification
    await p.page.goto('/personCenter/invoice');
    await expect.poll(() => p.page.getByLabel('发票抬头').inputValue()).toBe(company);
    await p.page.getByLabel('开票金额（元）').fill('800');
    await p.page.getByRole('button', { name: '提交申请' }).click();
    await toast(p.page, '发票申请已提交，开具后会通过站内消息通知您');
    await p.page.getByTestId('invoice-row').getByText('李会计', { exact: false }).waitFor();

    // the operator finds the company in the console, then issues the 发票
    const a = await openPage(ctx.browser, ctx.site);
    await logIn(a.page, DEMO.operator);
    await a.page.goto(`/admin/companies?keyword=${encodeURIComponent(company)}`);
    await a.page.getByRole('button', { name: `查看 ${company} 的员工与钱包` }).click();
    const drawer = a.page.locator('.ant-drawer');
    await drawer.getByText('李会计').waitFor();
    await drawer.getByText('可用余额').waitFor();
    await expectNoAxeViolations(a.page, 'console company view');
    await a.page.setViewportSize({ width: 375, height: 740 });
    await expectNoOverflow(a.page, 'console company view');
    await shot(a.page, 'admin-companies-375.png', { fullPage: true });
    await a.page.setViewportSize({ width: 1280, height: 800 });
    await a.page.goto('/admin/invoices');
    const row = a.page.getByRole('row', { name: new RegExp(company) });
    await row.getByRole('button', { name: '开具' }).click();
    const issue = a.page.getByRole('dialog', { name: '开具发票' });
    await issue.getByLabel(/发票号码/).fill('24312000000012345678');
    await issue.getByRole('button', { name: '确认开具' }).click();
    await issue.waitFor({ state: 'hidden' });
    await a.context.close();

    // the 财务 reads it issued
    await p.page.reload();
    await p.page.getByText('发票号码：24312000000012345678').waitFor();
    await p.context.close();
    await o.context.close();
  });
});
