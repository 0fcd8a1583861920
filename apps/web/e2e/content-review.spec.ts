import type { APIRequestContext } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO, hasChromium, logIn, openPage, withSiteAndBrowser } from './support.ts';

const ctx = withSiteAndBrowser();

const day = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function call<T>(request: APIRequestContext, name: string, data: unknown = {}): Promise<T> {
  const res = await request.post(`/api/${name}`, { data });
  const body = (await res.json()) as { success: boolean; errMsg: string; data: T };
  if (!body.success) throw new Error(`${name}: ${body.errMsg}`);
  return body.data;
}

async function publish(request: APIRequestContext, title: string, id?: number) {
  const buffer = await sharp({ create: { width: 80, height: 50, channels: 3, background: '#3a6ea5' } })
    .png()
    .toBuffer();
  const up = await request.post('/api/Upload/file', {
    multipart: { purpose: 'listing', file: { name: 'cover.png', mimeType: 'image/png', buffer } },
  });
  const cover = ((await up.json()) as { data: { id: string } }).data.id;
  return call<{ id: number }>(request, 'Article/huizhanPub', {
    ...(id ? { id } : {}),
    title,
    industry: '机械工业',
    organiser: '中国机床工具工业协会',
    venue: '国家会展中心（天津）',
    prov: '天津市',
    city: '天津市',
    addr: '津南区国展大道888号',
    sdate: day(40),
    edate: day(43),
    conts: '<p>数控机床与智能制造装备的年度展示与采购平台。</p>',
    cover,
    contact: '周先生',
    phone: '022-58885888',
  });
}

describe.skipIf(!hasChromium)('content review in the console', () => {
  it('an edit made while the operator reads the item is not approved unseen', async () => {
    const client = await openPage(ctx.browser, ctx.site);
    await logIn(client.page, DEMO.client);
    const { id } = await publish(client.context.request, '玄鸟国际机床展览会');

    const op = await openPage(ctx.browser, ctx.site);
    const page = op.page;
    await logIn(page, DEMO.operator);
    await page.goto(`/admin/content?id=${id}`);
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('玄鸟国际机床展览会').first().waitFor();

    // the publisher changes the title while the drawer is open
    await publish(client.context.request, '玄鸟国际机床展览会（改期）', id);
    await drawer.getByRole('button', { name: '通过' }).click();
    await page.getByRole('button', { name: '确认通过' }).click();
    await page.getByText('内容在您审核期间已被修改，请刷新后重新审核').waitFor();

    // opened again, the drawer shows the edit, and approving it works
    await page.goto(`/admin/content?id=${id}`);
    await drawer.getByText('玄鸟国际机床展览会（改期）').first().waitFor();
    await drawer.getByRole('button', { name: '通过' }).click();
    await page.getByRole('button', { name: '确认通过' }).click();
    await page.getByText('已通过').first().waitFor();
    const info = await call<{ title: string; checked: number }>(
      client.context.request,
      'Common/huizhanInfo',
      { id },
    );
    expect(info).toMatchObject({ title: '玄鸟国际机床展览会（改期）', checked: 1 });

    // the one refusal is the stale approval (409), which the browser logs as a failed resource
    expect(op.problems).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 409 (Conflict) at /api/Admin/contentReview',
    ]);
    expect(client.problems).toEqual([]);
  });
});
