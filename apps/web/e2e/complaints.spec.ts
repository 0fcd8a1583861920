import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { taskParties } from './deal-parties.ts';
import {
  checkPhone,
  DEMO,
  expectNoAxeViolations,
  hasChromium,
  logIn,
  openPage,
  withSiteAndBrowser,
  call,
  day,
  uploadImage,
} from './support.ts';

/**
 * Complaints (issue 13 point 6, decision 023; issue 27 point 10, decision 047): a design task between the
 * demo client and the demo designer is paid, delivered and talked about through the calls; the client
 * opens a complaint from the task page (the form in a dialog below the deliveries); the designer's 下一步
 * says it may respond and by when, and it sends its final statement; the operator's queue speaks of both
 * deal types and holds the decision while the statement window runs, the drawer shows the deal's
 * conversation, deliveries and timeline; the client waives (放弃补充陈述) and the operator decides a 60 %
 * split after the confirmation. Both balances and both parties' 账单明细 follow.
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

    // the client verified, with money and a pay password; the demo designer verified, with a profile
    await taskParties(
      ctx.site,
      { c, d, o },
      { fen: 500_000, paycode: PAYCODE, key: 'e2e-complaints:client' },
    );

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
    await call(c, 'Taskcenter/taskTalkSend', { id, conts: '产品墙需要三面，请按需求文件来做。' });
    await call(d, 'Taskcenter/taskTalkSend', { id, conts: '收到，先按两面出图给您看方向。' });
    await call(d, 'Taskcenter/designerDeliver', {
      id,
      conts: '效果图两张，见附件。',
      attach: [await uploadImage(d, 'document', '#aaccee')],
    });
    // the client opens the complaint from the task's page: below the deliveries and the timeline, in a
    // dialog that says what follows
    const cp = client.page;
    await cp.goto(`/publishDetail?id=${id}`);
    const opener = cp.getByTestId('task-complaint-open');
    await opener.waitFor();
    const order = await cp.evaluate(() => {
      const cards = [...document.querySelectorAll('.ant-card-head-title')].map((e) => e.textContent ?? '');
      return {
        deliveries: cards.findIndex((t) => t.startsWith('交付记录')),
        timeline: cards.indexOf('进度记录'),
        complaint: cards.indexOf('投诉'),
      };
    });
    expect(order.deliveries).toBeGreaterThanOrEqual(0);
    expect(order.complaint).toBeGreaterThan(order.deliveries);
    expect(order.complaint).toBeGreaterThan(order.timeline);
    await expect(cp.getByLabel('投诉说明').count()).resolves.toBe(0); // no form on the page itself
    await opener.getByRole('button', { name: '发起投诉' }).click();
    const dialog = cp.getByRole('dialog', { name: '发起投诉' });
    await dialog.getByLabel('投诉说明').fill('效果图只有两张，产品墙与需求不符，沟通后没有修改。');
    await expectNoAxeViolations(cp, 'the complaint dialog', { include: ['.ant-modal-wrap'] });
    await dialog.getByRole('button', { name: '确认发起投诉' }).click();
    const panel = cp.getByTestId('task-complaint');
    await panel.getByText('投诉处理中，任务计时已暂停').waitFor();
    await expect(dialog.count()).resolves.toBe(0);
    await checkPhone(cp, 'complaints-task-panel', () => panel.waitFor());
    const mine = await call<{ listItem: Array<{ id: number; closes: string }> }>(
      c,
      'Complain/complainList',
      {},
    );
    const complaint = mine.listItem[0]!;
    const until = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(complaint.closes));

    // the designer: its 下一步 says it may respond and by when; it sends its final statement
    const dp = designer.page;
    await dp.goto(`/publishDetail?id=${id}`);
    await dp
      .getByTestId('task-next')
      .getByText(
        `对方发起了投诉（任务计时已暂停）。您可在 ${until} 前提交陈述和材料回应，或放弃补充陈述；期限过后平台将裁决`,
      )
      .waitFor();
    const reply = dp.getByRole('region', { name: '回应投诉' });
    await reply.getByText(`对方发起了投诉，您可在 ${until} 前提交陈述回应`).waitFor();
    await expectNoAxeViolations(dp, 'the accused side of a complaint');
    await checkPhone(dp, 'complaints-designer-reply', () => reply.waitFor());
    await reply.getByLabel('您的陈述').fill('需求写明效果图即可，我已按沟通的方向完成，客户未给具体意见。');
    await reply.getByRole('checkbox', { name: /这是我的最终陈述/ }).check();
    await reply.getByRole('button', { name: '提交陈述' }).click();
    await dp.getByText('最终陈述已提交').first().waitFor();
    await dp.getByTestId('task-complaint').getByText('您已结束陈述').waitFor();
    await dp
      .getByTestId('task-next')
      .getByText(`您已结束陈述，对方可在 ${until} 前补充陈述，之后由平台裁决`)
      .waitFor();

    const before = await call<{ coins: number }>(c, 'Member/walletInfo');
    // the console's queue: the three deal types in its header; the complaint waits for its window
    await page.goto('/admin/complaints');
    await page.getByText(/^设计任务、搭建项目与悬赏比稿的投诉/).waitFor();
    const row1 = page.getByRole('row', { name: /智能家电展 36㎡ 展台设计/ });
    await row1.getByText(`${until} 后可裁决`).waitFor();
    await checkPhone(page, 'complaints-queue', () => page.getByText('待裁决共 1 条').waitFor());
    await row1.getByRole('button', { name: /处理投诉/ }).click();

    // the drawer: both statements, the deal's conversation, deliveries and timeline; no decision yet
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('效果图只有两张，产品墙与需求不符，沟通后没有修改。').waitFor();
    await drawer.getByText('需求写明效果图即可，我已按沟通的方向完成，客户未给具体意见。').waitFor();
    const evidence = drawer.getByRole('region', { name: '交易证据' });
    await evidence.getByText('产品墙需要三面，请按需求文件来做。').waitFor();
    await evidence.getByText('收到，先按两面出图给您看方向。').waitFor();
    await evidence.getByText('效果图两张，见附件。').waitFor();
    await evidence.getByRole('region', { name: '任务进程' }).getByText('发起投诉').waitFor();
    await drawer.getByTestId('decide-wait').getByText(`${until} 后可以裁决`).waitFor();
    await drawer.getByText(/客户尚未结束陈述，设计师已结束陈述/).waitFor();
    expect(await drawer.getByRole('button', { name: '提交裁决' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'the complaint drawer with its evidence', {
      include: ['.ant-drawer'],
    });
    await checkPhone(page, 'complaints-drawer', () => evidence.getByText('效果图两张，见附件。').waitFor());

    // the client waives; the operator may now decide before the window ends
    await cp.reload();
    await panel.getByRole('button', { name: '放弃补充陈述' }).click();
    await cp.getByRole('button', { name: '确认放弃' }).click();
    await cp.getByText('已放弃补充陈述').first().waitFor();
    await cp.getByTestId('task-next').getByText('双方陈述已结束，等待平台裁决（任务计时已暂停）').waitFor();
    await page.reload();
    await drawer.getByText('双方都已结束陈述，可以裁决').waitFor();

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
