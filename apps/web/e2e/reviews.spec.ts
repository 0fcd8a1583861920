import type { APIRequestContext, Page } from 'playwright-core';
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
 * Reviews after a completed design task (issue 13 point 7): the task is made through the calls (publish,
 * approve, apply, select, confirm, pay, deliver, accept); then the client and the designer each review it
 * on /personCenter/evaluateEdit (antd Rate per criterion, a confirmation), the client changes theirs on
 * evaluateChange while it waits, and once both are in the review shows on the designer's /designerWork.
 */

const ctx = withSiteAndBrowser();
const PAYCODE = '482916';

/** A completed task between the demo client and the demo designer, made through the calls. */
async function completedTask(client: APIRequestContext, designer: APIRequestContext, op: APIRequestContext) {
  const db = ctx.site.database;
  // verifications are another screen's journey: both are verified persons here
  await db.query(`UPDATE members SET personauth = 1 WHERE mobile = ANY($1)`, [[DEMO.client, DEMO.designer]]);
  const { profile } = await call<{ profile: { id: number } }>(designer, 'Designer/profileEdit', {
    name: '林晓展示设计',
    logo: await uploadImage(designer, 'avatar'),
    prov: '上海市',
    city: '上海市',
    descr: '从业十年的展台设计师，擅长特装展台与双层展台，服务过汽车与消费电子行业的品牌客户。',
    specialities: ['特装展位'],
    styles: ['科技感'],
    cities: ['上海市'],
    years: 10,
    priceMin: 80,
    priceMax: 150,
  });
  await call(op, 'Admin/contentReview', { kind: 'designer', id: profile.id, pass: true, reason: '' });
  const { id } = await call<{ id: number }>(client, 'Taskcenter/businesTaskPub', {
    title: '新能源车展 54㎡ 展台设计',
    sizes: 54,
    opens: 2,
    layer: 1,
    style: '科技感',
    sdate: day(40),
    edate: day(43),
    deadline: day(25),
    cost: 3800,
    conts: '<p>新能源车展的特装展台，两台车的展示位和一个洽谈区。</p>',
    types: ['效果图'],
    rounds: 1,
  });
  await call(op, 'Admin/contentReview', { kind: 'task', id, pass: true, reason: '' });
  const apply = await call<{ id: number }>(designer, 'Taskcenter/designerApply', {
    id,
    conts: '做过多个新能源车企的展台，可先出概念草图。',
    fee: 3600,
    ddate: day(20),
  });
  await call(client, 'Taskcenter/selectDesigner', { id, apply: apply.id });
  await call(designer, 'Taskcenter/confirmDesigner', { id, agree: true });
  const code = await call<{ devCode: string }>(client, 'User/getCode', {
    mobile: DEMO.client,
    type: 'paycode',
  });
  await call(client, 'Member/setPayment', { paycode: PAYCODE, code: code.devCode });
  const [me] = await db.query<{ id: number }>('SELECT id FROM members WHERE mobile = $1', [DEMO.client]);
  await createWalletService({ db: db.db }).topUp({
    member: Number(me!.id),
    amount: 5000_00,
    key: 'e2e-reviews',
  });
  await call(client, 'Taskcenter/payDesignerFee', { id, paycode: PAYCODE });
  await call(designer, 'Taskcenter/designerDeliver', {
    id,
    conts: '效果图三张。',
    attach: [await uploadImage(designer, 'document')],
  });
  await call(client, 'Taskcenter/businesTaskAccept', { id });
  return id;
}

/** Clicks the n-th star (1–5) of the criterion's Rate. */
const rate = (page: Page, criterion: string, n: number) =>
  page
    .locator('.ant-form-item', { hasText: criterion })
    .locator('.ant-rate-star')
    .nth(n - 1)
    .click();

describe.skipIf(!hasChromium)('reviews after a design task', () => {
  it('both parties review; the review shows on the designer page after both', async () => {
    const client = await openPage(ctx.browser, ctx.site);
    await logIn(client.page, DEMO.client);
    const designer = await openPage(ctx.browser, ctx.site);
    await logIn(designer.page, DEMO.designer);
    const op = await openPage(ctx.browser, ctx.site);
    await logIn(op.page, DEMO.operator);
    const id = await completedTask(client.context.request, designer.context.request, op.context.request);
    const [{ cardno }] = (await ctx.site.database.query<{ cardno: string }>(
      'SELECT cardno FROM members WHERE mobile = $1',
      [DEMO.designer],
    )) as [{ cardno: string }];

    // the client rates the designer
    const page = client.page;
    await page.goto(`/personCenter/evaluateEdit?id=${id}`);
    await page.getByText('新能源车展 54㎡ 展台设计').waitFor();
    for (const c of ['符合需求', '按时交付', '沟通', '性价比']) await rate(page, c, 5);
    await page.getByLabel('评价内容').fill('方案贴合品牌调性，沟通及时。');
    await checkPhone(page, 'evaluate-edit', () => page.getByLabel('评价内容').waitFor());
    await page.getByRole('button', { name: '提交评价' }).click();
    await page
      .getByRole('button', { name: '确 定' })
      .or(page.getByRole('button', { name: '确定' }))
      .click();
    await page.waitForURL('**/personCenter/evaluateList');
    await page.getByText('待发布').first().waitFor();

    // changed while it waits
    await page.getByRole('link', { name: '修改评价' }).click();
    await page.getByRole('button', { name: '保存修改' }).waitFor();
    await rate(page, '性价比', 4);
    await page.getByLabel('评价内容').fill('方案贴合品牌调性，沟通及时，交付准时。');
    await page.getByRole('button', { name: '保存修改' }).click();
    await page
      .getByRole('button', { name: '确 定' })
      .or(page.getByRole('button', { name: '确定' }))
      .click();
    await page.waitForURL('**/personCenter/evaluateList');
    await page.getByText('方案贴合品牌调性，沟通及时，交付准时。').waitFor();
    await checkPhone(page, 'evaluate-list', () => page.getByText('待发布').first().waitFor());

    // hidden on the designer's page until the designer has reviewed too
    const d = designer.page;
    await d.goto(`/designerWork?cardno=${cardno}`);
    await d.getByText('暂无公开的评价').waitFor();
    await d.goto(`/personCenter/evaluateEdit?id=${id}`);
    await d.getByText('对方已评价，您提交后双方的评价将一起公开。').waitFor();
    for (const c of ['需求清晰', '付款及时', '沟通']) await rate(d, c, 5);
    await d.getByLabel('评价内容').fill('需求清楚，付款及时。');
    await d.getByRole('button', { name: '提交评价' }).click();
    await d
      .getByRole('button', { name: '确 定' })
      .or(d.getByRole('button', { name: '确定' }))
      .click();
    await d.waitForURL('**/personCenter/evaluateList');
    await d.getByText('已发布').first().waitFor();

    // published: on the designer's page, with the rating (5, 5, 5, 4 → 4.8)
    await d.goto(`/designerWork?cardno=${cardno}`);
    const section = d.getByRole('region', { name: '客户评价' });
    await section.getByText('方案贴合品牌调性，沟通及时，交付准时。').waitFor();
    await section.getByText('4.8').first().waitFor();
    await checkPhone(d, 'designer-reviews', () => section.getByText('交付准时').waitFor());
    await page.goto('/personCenter/evaluateList?tab=received');
    await page.getByText('需求清楚，付款及时。').waitFor();

    expect(client.problems).toEqual([]);
    expect(designer.problems).toEqual([]);
    expect(op.problems).toEqual([]);
  });
});
