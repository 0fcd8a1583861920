import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { taskParties } from './deal-parties.ts';
import {
  call,
  checkPhone,
  DEMO,
  day,
  expectNoAxeViolations,
  expectNoOverflow,
  hasChromium,
  logIn,
  openPage,
  uploadImage,
  withSiteAndBrowser,
} from './support.ts';

/**
 * The bills as a member reads them (issue 27 points 2 and 3): the demo client tops up ¥10,000 and pays
 * two design tasks of the demo designer into escrow; one is accepted, the other still held. On a phone
 * the client's 账单明细 lists each movement once (no escrow account's own lines), the available balance
 * running down to ¥400.00, and 托管中 shows the task still held; the wallet shows it as 托管中. The
 * designer's settlement line says gross, the platform's fee and net, and the held fee is 待结算 for them.
 */

const ctx = withSiteAndBrowser();
const PAYCODE = '482916';
const DONE = '智能家电展 36㎡ 展台设计';
const HELD = '消费电子展 54㎡ 展台设计';

/** The text of each bill card (newest first): type and subject, amount, balances and notes. */
const cards = (page: Page) =>
  page.locator('.bill-cards[aria-label="账单"] > li').evaluateAll((lis) => lis.map((li) => li.textContent));

/** A task of `c` taken by `d` for ¥4,800 and paid into escrow; accepted when `accept`. Its id. */
async function paidTask(
  c: APIRequestContext,
  d: APIRequestContext,
  o: APIRequestContext,
  title: string,
  accept: boolean,
) {
  const { id } = await call<{ id: number }>(c, 'Taskcenter/businesTaskPub', {
    title,
    sizes: 36,
    opens: 2,
    layer: 1,
    style: '现代简约',
    sdate: day(40),
    edate: day(43),
    deadline: day(25),
    cost: 5000,
    conts: '<p>标准特装展台，需要三面产品墙和一个接待台。</p>',
    types: ['效果图'],
    rounds: 1,
  });
  await call(o, 'Admin/contentReview', { kind: 'task', id, pass: true, reason: '' });
  const apply = await call<{ id: number }>(d, 'Taskcenter/designerApply', {
    id,
    conts: '做过多个家电品牌的展台，可以先出概念草图。',
    fee: 4800,
    ddate: day(20),
  });
  await call(c, 'Taskcenter/selectDesigner', { id, apply: apply.id });
  await call(d, 'Taskcenter/confirmDesigner', { id, agree: true });
  await call(c, 'Taskcenter/payDesignerFee', { id, paycode: PAYCODE });
  if (accept) {
    await call(d, 'Taskcenter/designerDeliver', {
      id,
      conts: '效果图两张，见附件。',
      attach: [await uploadImage(d, 'document', '#aaccee')],
    });
    await call(c, 'Taskcenter/businesTaskAccept', { id, paycode: PAYCODE });
  }
  return id;
}

describe.skipIf(!hasChromium)('bills by movement', () => {
  it("a client's bills list each movement once with 托管中 apart; the designer's settlement shows gross, fee and net", async () => {
    const op = await openPage(ctx.browser, ctx.site);
    await logIn(op.page, DEMO.operator);
    const client = await openPage(ctx.browser, ctx.site, { width: 375, height: 740 });
    await logIn(client.page, DEMO.client);
    const designer = await openPage(ctx.browser, ctx.site);
    await logIn(designer.page, DEMO.designer);
    const c = client.context.request;
    const d = designer.context.request;
    const o = op.context.request;

    // the client verified, with money and a pay password; the demo designer verified, with a profile
    await taskParties(
      ctx.site,
      { c, d, o },
      { fen: 1_000_000, paycode: PAYCODE, key: 'e2e-wallet-bills:client' },
    );

    const done = await paidTask(c, d, o, DONE, true);
    const held = await paidTask(c, d, o, HELD, false);

    // the client's 账单明细 on a phone: four movements, each once, the balance running to ¥400.00
    const cp = client.page;
    await cp.goto('/personCenter/tradeList');
    await cp.getByRole('status').getByText('共 4 条').waitFor();
    const lines = await cards(cp);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain(`托管付款设计任务「${HELD}」-¥4,800.00`);
    expect(lines[0]).toContain('可用余额 ¥400.00');
    expect(lines[0]).toContain('转入平台托管 ¥4,800.00，验收后支付给对方');
    expect(lines[1]).toContain(`托管结算设计任务「${DONE}」余额未变`);
    expect(lines[1]).toContain('可用余额 ¥5,200.00');
    expect(lines[1]).toContain('托管款 ¥4,800.00 已支付给对方');
    expect(lines[2]).toContain(`托管付款设计任务「${DONE}」-¥4,800.00`);
    expect(lines[2]).toContain('可用余额 ¥5,200.00');
    expect(lines[3]).toContain('充值+¥10,000.00');
    expect(lines[3]).toContain('可用余额 ¥10,000.00');
    // the escrow account's own lines are gone: no +¥4,800.00 into the client's balance, paid once each
    await expect(
      cp.locator('.bill-cards[aria-label="账单"] .bill-amount').allTextContents(),
    ).resolves.toEqual(['-¥4,800.00', '余额未变', '-¥4,800.00', '+¥10,000.00']);
    const info = await call<{ coins: number }>(c, 'Member/userInfo');
    expect(info.coins).toBe(400);
    // 托管中: the task still held
    const escrow = cp.locator('.escrow-card');
    await escrow.locator('.escrow-line').getByText('我已托管 ¥4,800.00', { exact: true }).waitFor();
    await expect(escrow.locator('.escrow-card__sum').textContent()).resolves.toBe(
      '我已托管 ¥4,800.00 · 待结算给我 ¥0.00',
    );
    await escrow.getByRole('link', { name: `设计任务「${HELD}」` }).waitFor();
    await expectNoOverflow(cp, 'wallet-bills-client-bills');
    await expectNoAxeViolations(cp, 'the client’s 账单明细 at 375 px');

    // the client's wallet on a phone: ¥400.00 available, ¥4,800.00 in escrow, the task in 托管中
    await cp.goto('/personCenter/trade');
    await expect(cp.getByTestId('wallet-coins').textContent()).resolves.toBe('¥400.00');
    await expect(cp.getByTestId('wallet-escrow').textContent()).resolves.toBe('¥4,800.00');
    await expect(cp.getByTestId('wallet-pending').textContent()).resolves.toBe('¥0.00');
    await escrow.getByText('我已托管 ¥4,800.00', { exact: true }).waitFor();
    await escrow.getByText('您付入平台托管，验收后支付给对方').waitFor();
    await expect(cp.locator('.bill-cards[aria-label="最近账单"] > li').count()).resolves.toBe(4);
    await expectNoOverflow(cp, 'wallet-bills-client-wallet');
    await expectNoAxeViolations(cp, 'the client’s wallet at 375 px');
    // the subject links to the task
    await escrow.getByRole('link', { name: `设计任务「${HELD}」` }).click();
    await cp.waitForURL(`**/publishDetail?id=${held}`);

    // the designer's settlement: gross, the platform's fee and net; the held fee is 待结算 for them
    const dp = designer.page;
    await dp.goto('/personCenter/tradeList');
    const settled = dp.locator('.bill-table tbody tr.ant-table-row');
    await settled.first().waitFor();
    await expect(settled.count()).resolves.toBe(1);
    await settled.getByText('+¥4,320.00').waitFor();
    await settled.getByText('实得 ¥4,320.00（总额 ¥4,800.00，平台服务费 ¥480.00）').waitFor();
    await expect(
      settled.getByRole('link', { name: `设计任务「${DONE}」` }).getAttribute('href'),
    ).resolves.toBe(`/publishDetail?id=${done}`);
    await dp.locator('.escrow-card').getByText('待结算 ¥4,800.00', { exact: true }).waitFor();
    await expectNoAxeViolations(dp, 'the designer’s 账单明细');
    await checkPhone(dp, 'wallet-bills-designer', () =>
      dp.locator('.bill-card').getByText('实得 ¥4,320.00（总额 ¥4,800.00，平台服务费 ¥480.00）').waitFor(),
    );
    await dp.goto('/personCenter/trade');
    await expect(dp.getByTestId('wallet-pending').textContent()).resolves.toBe('¥4,800.00');
    await expect(dp.getByTestId('wallet-escrow').textContent()).resolves.toBe('¥0.00');
    await dp.locator('.escrow-card').getByText('对方已托管，验收后结算给您（扣除平台服务费）').waitFor();
    await expectNoAxeViolations(dp, 'the designer’s wallet');
    await checkPhone(dp, 'wallet-bills-designer-wallet', () => dp.getByTestId('wallet-pending').waitFor());

    expect(op.problems).toEqual([]);
    expect(client.problems).toEqual([]);
    expect(designer.problems).toEqual([]);
  }, 240_000);
});
