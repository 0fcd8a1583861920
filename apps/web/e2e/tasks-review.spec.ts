import { describe, expect, it } from 'vitest';
import {
  checkPhone,
  DEMO,
  hasChromium,
  logIn,
  openPage,
  withSiteAndBrowser,
  call,
  day,
  verifyPerson,
} from './support.ts';

const ctx = withSiteAndBrowser();

describe.skipIf(!hasChromium)('design tasks in the console', () => {
  it('an operator reviews a published task in the content queue and approves it', async () => {
    const op = await openPage(ctx.browser, ctx.site);
    const page = op.page;
    await logIn(page, DEMO.operator);
    const publisher = await openPage(ctx.browser, ctx.site);
    await logIn(publisher.page, DEMO.client);
    await verifyPerson(publisher.context.request, op.context.request);
    const { id } = await call<{ id: number }>(publisher.context.request, 'Taskcenter/businesTaskPub', {
      title: '玄鸟机床展 54㎡ 特装展台设计',
      sizes: 54,
      opens: 2,
      layer: 1,
      style: '工业风',
      sdate: day(40),
      edate: day(43),
      deadline: day(25),
      cost: 3800,
      conts: '<p>机床展的特装展台，需要两台设备的展示位和一个小洽谈区。</p>',
      types: ['效果图', '施工图'],
      rounds: 2,
    });

    await page.goto(`/admin/content?kind=task&id=${id}`);
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('玄鸟机床展 54㎡ 特装展台设计').first().waitFor();
    await drawer.getByText('54 ㎡ · 2面开口 · 单层').waitFor();
    await checkPhone(page, 'task-review', () => drawer.getByText('54 ㎡ · 2面开口 · 单层').waitFor());
    await drawer.getByRole('button', { name: '通过' }).click();
    await page.getByRole('button', { name: '确认通过' }).click();
    await page.getByText('已通过').first().waitFor();
    const info = await call<{ checked: number }>(publisher.context.request, 'Taskcenter/businesTaskInfo', {
      id,
    });
    expect(info.checked).toBe(1);
    expect(op.problems).toEqual([]);
    expect(publisher.problems).toEqual([]);
  });
});
