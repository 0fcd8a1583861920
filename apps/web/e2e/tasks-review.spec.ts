import type { APIRequestContext } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkPhone, DEMO, hasChromium, logIn, openPage, withSiteAndBrowser } from './support.ts';

const ctx = withSiteAndBrowser();

const day = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function call<T>(request: APIRequestContext, name: string, data: unknown = {}): Promise<T> {
  const res = await request.post(`/api/${name}`, { data });
  const body = (await res.json()) as { success: boolean; errMsg: string; data: T };
  if (!body.success) throw new Error(`${name}: ${body.errMsg}`);
  return body.data;
}

/** Publishing a task needs a verification: the client verifies as a person through the calls. */
async function verifyPerson(member: APIRequestContext, operator: APIRequestContext) {
  const image = async (background: string) => {
    const buffer = await sharp({ create: { width: 60, height: 40, channels: 3, background } })
      .png()
      .toBuffer();
    const res = await member.post('/api/Upload/file', {
      multipart: { purpose: 'idcard', file: { name: 'card.png', mimeType: 'image/png', buffer } },
    });
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  await call(member, 'Member/personAuth', {
    name: '王明',
    idcard: '11010519491231002X',
    cardfrt: await image('#88aacc'),
    cardrvs: await image('#cc9988'),
  });
  const queue = await call<{ listItem: Array<{ id: number }> }>(operator, 'Admin/authList', {
    kind: 'person',
  });
  await call(operator, 'Admin/authReview', { kind: 'person', id: queue.listItem[0]!.id, pass: true });
}

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
