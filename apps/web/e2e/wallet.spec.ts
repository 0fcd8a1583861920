import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  bellName,
  checkPhone,
  DEMO,
  expectNoAxeViolations,
  hasChromium,
  logIn,
  openPage,
  readDevCode,
  unannouncedErrors,
  withSiteAndBrowser,
  call,
  verifyPerson,
} from './support.ts';

const PAYCODE = '258036';
const ALIPAY_ACCOUNT = '13800000001';
const TRANSFER_REF = 'ALI20260301TEST0001';
const REJECT_REASON = '收款账户与认证姓名不一致';

const ctx = withSiteAndBrowser();

/** The unread count the server has now, and the bell once it shows it. */
async function settledBell(page: Page, request: APIRequestContext): Promise<number> {
  const { unread } = await call<{ unread: number }>(request, 'Tipcenter/getList', { page: 1, pageSize: 1 });
  await expect
    .poll(() => bellName(page), { timeout: 10_000 })
    .toBe(unread > 0 ? `消息中心，${unread}条未读` : '消息中心');
  return unread;
}

describe.skipIf(!hasChromium)('wallet', () => {
  it('a client tops up ¥500 through the Alipay simulator, sets a pay password, withdraws ¥200 (paid) and ¥50 (rejected, returned)', async () => {
    const member = await openPage(ctx.browser, ctx.site);
    const page = member.page;
    const request = member.context.request;
    await logIn(page, DEMO.client);
    const op = await openPage(ctx.browser, ctx.site);
    await logIn(op.page, DEMO.operator);
    await verifyPerson(request, op.context.request);

    // an empty wallet: zero balances, no bills, the invite link with the member number
    await page.goto('/personCenter/trade');
    await page.getByRole('heading', { name: '我的钱包' }).waitFor();
    await expect.poll(() => page.getByTestId('wallet-coins').textContent()).toBe('¥0.00');
    await page.getByText('暂无账单，充值后会在这里显示').waitFor();
    const cardno = (await page.getByTestId('invite-code').textContent())?.trim() ?? '';
    expect(cardno).toMatch(/^\d{8}$/);
    // the page is rendered on the server with the member's session (decision 066): the link's site address
    // is the browser's, filled in once the page has hydrated (lib/use-hydrated.ts)
    await expect
      .poll(() => page.getByTestId('invite-link').textContent())
      .toBe(`${ctx.site.url}/login/register?invite=${cardno}`);

    // top up ¥500: the preset, the Alipay hand-off, the simulator's 确认支付, back on the return page
    await page.getByRole('button', { name: '充值', exact: true }).click();
    await page.waitForURL('**/personCenter/charging');
    await page.getByRole('heading', { name: '充值', exact: true }).waitFor();
    await checkPhone(page, 'wallet-charging', () => page.getByRole('button', { name: '¥500' }).waitFor());
    // client-side checks first
    await page.getByLabel('充值金额（元）').fill('12.345');
    await page.getByText('充值金额应为数字，最多两位小数').waitFor();
    await page.getByRole('button', { name: '¥500' }).click();
    expect(await page.getByLabel('充值金额（元）').inputValue()).toBe('500');
    expect(await page.getByRole('button', { name: '¥500' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: '去支付宝付款' }).click();
    await page.waitForURL((u) => u.pathname === '/api/Alipay/devPay');
    await page.getByText('¥500.00').waitFor();
    // the return page opened before paying waits, asking every 2 s, and turns to 支付成功 by itself
    const orders = new URL(page.url()).searchParams.get('orders') ?? '';
    const waiting = await openPage(ctx.browser, ctx.site, { context: member.context });
    await waiting.page.goto(`/personCenter/charging?orders=${orders}`);
    await waiting.page.getByText('等待支付结果').waitFor();
    await checkPhone(waiting.page, 'wallet-charging-waiting', () =>
      waiting.page.getByRole('button', { name: '刷新' }).waitFor(),
    );
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL((u) => u.pathname === '/personCenter/charging' && !!u.searchParams.get('orders'));
    await page.getByText('支付成功').waitFor();
    expect(await page.getByTestId('topup-amount').textContent()).toBe('¥500.00');
    expect(await page.getByTestId('topup-coins').textContent()).toBe('¥500.00');
    await checkPhone(page, 'wallet-charging-paid', () => page.getByText('支付成功').waitFor());
    await waiting.page.getByText('支付成功').waitFor({ timeout: 10_000 });
    expect(await waiting.page.getByTestId('topup-coins').textContent()).toBe('¥500.00');
    expect(waiting.problems).toEqual([]);
    await waiting.page.close();

    // the bills show the top-up; a filter that matches nothing says so, and lives in the URL
    await page.getByRole('button', { name: '账单明细' }).click();
    await page.waitForURL('**/personCenter/tradeList');
    const topupRow = page.locator('.bill-table tbody tr.ant-table-row').first();
    await topupRow.getByText('+¥500.00').waitFor();
    await topupRow.getByText('充值', { exact: true }).waitFor();
    await page.getByLabel('账单类型').click();
    await page.getByTitle('提现申请').click();
    await page.waitForURL((u) => u.searchParams.get('type') === 'withdraw');
    await page.getByText('没有符合条件的账单').waitFor();
    await page.getByRole('button', { name: '清除筛选' }).click();
    await topupRow.getByText('+¥500.00').waitFor();
    await checkPhone(page, 'wallet-bills', () => page.locator('.bill-card').getByText('+¥500.00').waitFor());

    // verified above: withdrawals go to an account in that name
    const info = await call<{ holder: string }>(request, 'Member/walletInfo');
    expect(info.holder).toBe('王明');

    // no pay password yet: set one from the withdrawal page, with the SMS code
    await page.goto('/personCenter/caseOut');
    await page.getByRole('heading', { name: '提现', exact: true }).waitFor();
    await page.getByText('请先设置支付密码').waitFor();
    expect(await page.getByRole('button', { name: '申请提现' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: '设置支付密码' }).click();
    const dialog = page.getByRole('dialog', { name: '设置支付密码' });
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    const code = await readDevCode(page);
    await checkPhone(page, 'wallet-pay-password', () => dialog.getByLabel('确认支付密码').waitFor());
    await dialog.getByLabel('验证码').fill(code);
    await dialog.getByLabel('支付密码', { exact: true }).fill('123456');
    await dialog.getByLabel('确认支付密码').fill('123456');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('支付密码过于简单，请勿使用相同或连续的数字').waitFor();
    await expectNoAxeViolations(page, 'pay-password dialog with its error', { include: ['.ant-modal-wrap'] });
    await dialog.getByLabel('支付密码', { exact: true }).fill(PAYCODE);
    await dialog.getByLabel('确认支付密码').fill(PAYCODE);
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('请先设置支付密码').waitFor({ state: 'hidden' });

    // withdraw ¥200 to Alipay: a wrong pay password is refused on its field, then the right one
    await expect.poll(() => page.getByTestId('cash-coins').textContent()).toBe('¥500.00');
    expect(await page.getByLabel('账户户名').inputValue()).toBe(info.holder);
    // a wrong amount: its error describes the field (with the limits below it)
    await page.getByLabel('提现金额').fill('2.005');
    await page.getByText('提现金额应为数字，最多两位小数').waitFor();
    expect(await unannouncedErrors(page)).toEqual([]);
    await page.getByLabel('提现金额').fill('200');
    await page.getByLabel('支付宝账号').fill(ALIPAY_ACCOUNT);
    await page.getByLabel('支付密码', { exact: true }).fill('975310');
    await page.getByRole('button', { name: '申请提现' }).click();
    let confirm = page.getByRole('dialog', { name: '确认提现' });
    await confirm.getByText('¥200.00').waitFor();
    await checkPhone(page, 'wallet-case-out-confirm', () => confirm.getByText('¥200.00').waitFor());
    await confirm.getByText(`支付宝 ${ALIPAY_ACCOUNT}`).waitFor();
    await expectNoAxeViolations(page, 'withdrawal confirm dialog', { include: ['.ant-modal-wrap'] });
    await confirm.getByRole('button', { name: '确认提现' }).click();
    await page.getByText(/支付密码错误，还可尝试\d次/).waitFor();
    await expectNoAxeViolations(page, 'withdrawal form with its error');
    await page.getByLabel('支付密码', { exact: true }).fill(PAYCODE);
    await page.getByRole('button', { name: '申请提现' }).click();
    confirm = page.getByRole('dialog', { name: '确认提现' });
    await confirm.getByRole('button', { name: '确认提现' }).click();
    await page.getByText('提现申请已提交').first().waitFor();
    await expect.poll(() => page.getByTestId('cash-coins').textContent()).toBe('¥300.00');
    const history = page.locator('.ant-card', { hasText: '提现记录' });
    await history.getByText('审核中').waitFor();
    await history.getByText('¥200.00').waitFor();
    // the screenshots without the toasts over the header
    await page.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 10_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkPhone(page, 'wallet-case-out', () => history.getByText('审核中').waitFor());
    const unread = await settledBell(page, request);

    // the operator pays it and records the transfer reference
    await op.page.goto('/admin/cash');
    await op.page.getByRole('heading', { name: '提现审核' }).waitFor();
    const rows = op.page.locator('.admin-table tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    await row.getByText(cardno).waitFor();
    await row.getByText('200.00').waitFor();
    await row.locator('.cash-account').getByText(ALIPAY_ACCOUNT).waitFor();
    await row.getByText(`户名：${info.holder}`).waitFor();
    await checkPhone(op.page, 'admin-cash', () => rows.first().waitFor());
    await row.getByRole('button', { name: /已打款/ }).click();
    const pay = op.page.getByRole('dialog', { name: '标记已打款' });
    await pay.getByRole('button', { name: '确认已打款' }).click();
    await pay.getByText('请填写打款流水号').waitFor();
    await checkPhone(op.page, 'admin-cash-pay', () => pay.getByLabel('打款流水号').waitFor());
    await pay.getByLabel('打款流水号').fill(TRANSFER_REF);
    await pay.getByRole('button', { name: '确认已打款' }).click();
    await op.page.getByText('暂无待处理的提现申请').waitFor();
    await op.page.getByRole('tab', { name: '已打款' }).click();
    await op.page.waitForURL((u) => u.searchParams.get('checked') === '1');
    await op.page.getByText(TRANSFER_REF).waitFor();

    // the member's bell changes without a reload; the message, the history and the final balance
    await expect.poll(() => bellName(page), { timeout: 10_000 }).toBe(`消息中心，${unread + 1}条未读`);
    await page.goto('/message');
    await page.getByText('提现已到账').first().waitFor();
    await page.goto('/personCenter/caseOut');
    await history.getByText('已打款').waitFor();
    await history.getByText(`打款流水号：${TRANSFER_REF}`).waitFor();

    // a second request is rejected with a reason: the coins come back
    await page.getByLabel('提现金额').fill('50');
    await page.getByLabel('支付宝账号').fill(ALIPAY_ACCOUNT);
    await page.getByLabel('支付密码', { exact: true }).fill(PAYCODE);
    await page.getByRole('button', { name: '申请提现' }).click();
    await page.getByRole('dialog', { name: '确认提现' }).getByRole('button', { name: '确认提现' }).click();
    await expect.poll(() => page.getByTestId('cash-coins').textContent()).toBe('¥250.00');
    await op.page.getByRole('tab', { name: '待处理' }).click();
    await rows.first().getByText('50.00').waitFor();
    await rows.first().getByRole('button', { name: /驳回/ }).click();
    const reject = op.page.getByRole('dialog', { name: '驳回提现' });
    await reject.getByLabel('驳回原因').fill(REJECT_REASON);
    await reject.getByRole('button', { name: '确认驳回' }).click();
    await op.page.getByText('暂无待处理的提现申请').waitFor();
    await page.reload();
    await expect.poll(() => page.getByTestId('cash-coins').textContent()).toBe('¥300.00');
    await history.getByText('已驳回').waitFor();
    await history.getByText(`驳回原因：${REJECT_REASON}（金额已退回余额）`).waitFor();
    await page.goto('/personCenter/trade');
    await expect.poll(() => page.getByTestId('wallet-coins').textContent()).toBe('¥300.00');
    expect(await page.getByTestId('wallet-withdrawing').textContent()).toBe('¥0.00');
    const recent = page.getByRole('list', { name: '最近账单' });
    await recent.getByText('-¥200.00').first().waitFor();
    await checkPhone(page, 'wallet-trade', () => page.getByTestId('wallet-coins').waitFor());

    // the pay password can be changed from the security settings too
    await page.goto('/personCenter/securitySetting');
    await page.locator('li', { hasText: '支付密码' }).getByText('已设置').waitFor();
    await page.getByRole('button', { name: '修改支付密码' }).click();
    await page
      .getByRole('dialog', { name: '修改支付密码' })
      .getByRole('button', { name: '获取验证码' })
      .waitFor();
    await page.getByRole('button', { name: '取消' }).click();

    expect(member.problems).toEqual([]);
    expect(op.problems).toEqual([]);
  }, 240_000);

  it('a designer tops up ¥20 by WeChat Pay: the QR code, the local fake pays, the page turns to 支付成功 by itself', async () => {
    const member = await openPage(ctx.browser, ctx.site);
    const { page } = member;
    await logIn(page, DEMO.designer);
    const before = await call<{ coins: number }>(member.context.request, 'Member/walletInfo');
    await page.goto('/personCenter/charging');
    await page.getByRole('heading', { name: '充值', exact: true }).waitFor();
    await page.getByLabel('充值金额（元）').fill('20');
    await page.getByText('微信支付', { exact: true }).click();
    await checkPhone(page, 'wallet-charging-wechat', () =>
      page.getByRole('button', { name: '去微信支付' }).waitFor(),
    );
    await page.getByRole('button', { name: '去微信支付' }).click();
    // a computer: Native, the QR code in place of the form, asked about every 2 s
    const qr = page.getByRole('img', { name: '微信支付二维码' });
    await qr.waitFor();
    expect(await page.getByTestId('wechat-amount').textContent()).toBe('¥20.00');
    await checkPhone(page, 'wallet-charging-wechat-qr', () => qr.waitFor());
    await expectNoAxeViolations(page, 'WeChat Pay QR code');
    const fakeUrl = (await page.getByTestId('wechat-fake-pay').getAttribute('href')) ?? '';
    expect(fakeUrl).toMatch(/^\/api\/WechatPay\/devPay\?orders=W\d{18}$/);
    // "the phone" pays at the fake, which sends a signed, encrypted notify to the server
    const phone = await openPage(ctx.browser, ctx.site, { context: member.context });
    await phone.page.goto(fakeUrl);
    await phone.page.getByText('¥20.00').waitFor();
    await phone.page.getByRole('button', { name: '确认支付' }).click();
    await phone.page.waitForURL((u) => u.pathname === '/personCenter/charging');
    await phone.page.close();
    // the computer's page turns to the result on its own
    await page.getByText('支付成功').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('topup-amount').textContent()).toBe('¥20.00');
    const after = await call<{ coins: number }>(member.context.request, 'Member/walletInfo');
    expect(after.coins).toBe(before.coins + 20);
    await page.getByRole('heading', { name: '充值结果' }).waitFor();
    await page.getByText('微信支付付款结果').waitFor();
    expect(member.problems).toEqual([]);
  }, 120_000);
});
