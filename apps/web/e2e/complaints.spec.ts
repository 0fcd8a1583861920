import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createWalletService } from '../../server/src/modules/wallet/wallet-service.ts';
import {
  checkPhone,
  DEMO,
  hasChromium,
  logIn,
  openPage,
  withSiteAndBrowser,
  call,
  day,
  uploadImage,
} from './support.ts';

/**
 * Complaints in the console (issue 13 point 6; decision 023): a design task between the demo client and
 * the demo designer is paid, delivered and complained about through the calls; an operator opens it in
 * 投诉处理, reads both sides, and decides a 60 % split after the confirmation. Both balances and both
 * parties' 账单明细 follow.
 */

const ctx = withSiteAndBrowser();
const PAYCODE = '482916';

/**
 * The lines of 账单明细 (newest first), each as its cells' text after the time (the parts of a cell
 * space-separated): type and subject, amount, available balance after, 托管中, 说明 with the order number.
 */
async function bills(page: Page) {
  await page.goto('/personCenter/tradeList');
  const rows = page.locator('.bill-table tbody tr.ant-table-row');
  await rows.first().waitFor();
  return rows.evaluateAll((trs) =>
    trs.map((tr) =>
      [...tr.querySelectorAll('td')].slice(1).map((td) => {
        const leaves = [...td.querySelectorAll('span, a')].filter((e) => e.children.length === 0);
        return (leaves.length ? leaves : [td]).map((e) => e.textContent.trim()).join(' ');
      }),
    ),
  );
}

describe.skipIf(!hasChromium)('complaints in the console', () => {
  it('a client complains from the task page, an operator decides a 60 % split; both balances and bills follow', async () => {
    const op = await openPage(ctx.browser, ctx.site);
    const page = op.page;
    await logIn(page, DEMO.operator);
    const client = await openPage(ctx.browser, ctx.site);
    await logIn(client.page, DEMO.client);
    const designer = await openPage(ctx.browser, ctx.site);
    await logIn(designer.page, DEMO.designer);
    const c = client.context.request;
    const d = designer.context.request;
    const o = op.context.request;

    // the client: verified as a person, coins, a pay password
    await call(c, 'Member/personAuth', {
      name: '王明',
      idcard: '11010519491231002X',
      cardfrt: await uploadImage(c, 'idcard', '#88aacc'),
      cardrvs: await uploadImage(c, 'idcard', '#cc9988'),
    });
    const auth = await call<{ listItem: Array<{ id: number }> }>(o, 'Admin/authList', { kind: 'person' });
    await call(o, 'Admin/authReview', { kind: 'person', id: auth.listItem[0]!.id, pass: true });
    const [row] = await ctx.site.database.query<{ id: number }>('SELECT id FROM members WHERE mobile = $1', [
      DEMO.client,
    ]);
    await createWalletService({ db: ctx.site.database.db }).topUp({
      member: Number(row!.id),
      amount: 500_000,
      key: 'e2e-complaints:client',
    });
    const code = await call<{ devCode: string }>(c, 'User/getCode', { mobile: DEMO.client, type: 'paycode' });
    await call(c, 'Member/setPayment', { paycode: PAYCODE, code: code.devCode });

    // the demo designer (this site is seeded without demo profiles): verified, with an approved profile
    await ctx.site.database.query('UPDATE members SET personauth = 1 WHERE mobile = $1', [DEMO.designer]);
    const profile = await call<{ profile: { id: number } }>(d, 'Designer/profileEdit', {
      name: '林晓展示设计',
      logo: await uploadImage(d, 'avatar', '#336699'),
      prov: '上海市',
      city: '上海市',
      descr:
        '从业十年的展台设计师，擅长特装展台与双层展台，服务过汽车与消费电子行业的品牌客户，提供效果图与施工图。',
      specialities: ['特装展位', '双层展台'],
      styles: ['现代简约', '科技感'],
      cities: ['上海市', '苏州市'],
      years: 10,
      priceMin: 80,
      priceMax: 150,
    });
    await call(o, 'Admin/contentReview', {
      kind: 'designer',
      id: profile.profile.id,
      pass: true,
      reason: '',
    });

    // the task: published, approved, applied, selected, confirmed, paid, delivered, complained about
    const { id } = await call<{ id: number }>(c, 'Taskcenter/businesTaskPub', {
      title: '智能家电展 36㎡ 展台设计',
      sizes: 36,
      opens: 2,
      layer: 1,
      style: '现代简约',
      sdate: day(40),
      edate: day(43),
      deadline: day(25),
      cost: 5000,
      conts: '<p>家电展的标准特装展台，需要三面产品墙和一个接待台。</p>',
      types: ['效果图'],
      rounds: 1,
    });
    await call(o, 'Admin/contentReview', { kind: 'task', id, pass: true, reason: '' });
    const apply = await call<{ id: number }>(d, 'Taskcenter/designerApply', {
      id,
      conts: '做过多个家电品牌的展台，可以先出概念草图。',
      fee: 5000,
      ddate: day(20),
    });
    await call(c, 'Taskcenter/selectDesigner', { id, apply: apply.id });
    await call(d, 'Taskcenter/confirmDesigner', { id, agree: true });
    await call(c, 'Taskcenter/payDesignerFee', { id, paycode: PAYCODE });
    await call(d, 'Taskcenter/designerDeliver', {
      id,
      conts: '效果图两张，见附件。',
      attach: [await uploadImage(d, 'document', '#aaccee')],
    });
    // the client opens the complaint from the task's page (after a confirmation)
    const cp = client.page;
    await cp.goto(`/publishDetail?id=${id}`);
    const panel = cp.locator('.task-complaint');
    await panel.getByLabel('投诉说明').fill('效果图只有两张，产品墙与需求不符，沟通后没有修改。');
    await panel.getByRole('button', { name: '发起投诉' }).click();
    await cp.getByRole('button', { name: '确认投诉' }).click();
    await panel.getByText('投诉处理中，任务计时已暂停').waitFor();
    await checkPhone(cp, 'complaints-task-panel', () => panel.waitFor());
    const mine = await call<{ listItem: Array<{ id: number }> }>(c, 'Complain/complainList', {});
    const complaint = mine.listItem[0]!;
    await call(d, 'Complain/complainEdit', {
      id: complaint.id,
      conts: '需求写明效果图即可，我已按沟通的方向完成，客户未给具体意见。',
      attach: [await uploadImage(d, 'document', '#eeccaa')],
    });

    const before = await call<{ coins: number }>(c, 'Member/walletInfo');
    // the console's queue
    await page.goto('/admin/complaints');
    const row1 = page.getByRole('row', { name: /智能家电展 36㎡ 展台设计/ });
    await row1.waitFor();
    await checkPhone(page, 'complaints-queue', () => page.getByText('待裁决共 1 条').waitFor());
    await row1.getByRole('button', { name: /处理投诉/ }).click();

    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('效果图只有两张，产品墙与需求不符，沟通后没有修改。').waitFor();
    await drawer.getByText('需求写明效果图即可，我已按沟通的方向完成，客户未给具体意见。').waitFor();
    await drawer.getByText('效果图两张，见附件。').waitFor();
    await checkPhone(page, 'complaints-drawer', () => drawer.getByText('效果图两张，见附件。').waitFor());

    await drawer.getByRole('radio', { name: '按比例分配' }).check();
    await drawer.getByLabel('设计师应得比例').fill('60');
    await drawer.getByText(/设计师得 60%（¥3,000\.00/).waitFor();
    await drawer.getByLabel('裁决理由（双方可见）').fill('效果图已交付但数量不足，按完成程度分配');
    await drawer.getByRole('button', { name: '提交裁决' }).click();
    await page.getByRole('button', { name: '确认裁决' }).click();
    await page.getByText('已裁决，资金已结算').first().waitFor();
    await drawer.getByText('已裁决：按比例分配').waitFor();

    // 60 % of ¥5000 = ¥3000 minus 10 % commission to the designer; ¥2000 back to the client
    const cw = await call<{ coins: number; escrow: number }>(c, 'Member/walletInfo');
    expect(cw).toMatchObject({ coins: before.coins + 2000, escrow: 0 });
    const info = await call<{ status: string; providerGets: number }>(c, 'Complain/complainInfo', {
      id: complaint.id,
    });
    expect(info).toMatchObject({ status: 'decided', providerGets: 2700 });
    // the client's task page shows the decision
    await cp.reload();
    await panel.getByText('已裁决：按比例分配').waitFor();

    // both bills, under the task's number, one line per movement (issue 27): the client's ¥5000 paid into
    // escrow once and split with ¥2000 back; the designer's ¥2700 with gross, fee and net
    const { orders } = await call<{ orders: string }>(c, 'Taskcenter/businesTaskInfo', { id });
    const subject = '设计任务「智能家电展 36㎡ 展台设计」';
    expect((await bills(cp)).slice(0, 2)).toEqual([
      [
        `托管分配 ${subject}`,
        '+¥2,000.00',
        '¥2,000.00',
        '¥0.00 -¥5,000.00',
        `投诉裁决分配 托管款 ¥5,000.00：退回余额 ¥2,000.00，支付给对方 ¥3,000.00 订单号：${orders}`,
      ],
      [
        `托管付款 ${subject}`,
        '-¥5,000.00',
        '¥0.00',
        '¥5,000.00 +¥5,000.00',
        `设计费托管 转入平台托管 ¥5,000.00，验收后支付给对方 订单号：${orders}`,
      ],
    ]);
    expect(await bills(designer.page)).toEqual([
      [
        `托管分配 ${subject}`,
        '+¥2,700.00',
        '¥2,700.00',
        '—',
        `投诉裁决分配 实得 ¥2,700.00（总额 ¥3,000.00，平台服务费 ¥300.00） 订单号：${orders}`,
      ],
    ]);
    expect(op.problems).toEqual([]);
    expect(client.problems).toEqual([]);
    expect(designer.problems).toEqual([]);
  });
});
