import type { APIRequestContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkPhone, DEMO, hasChromium, logIn, openPage, withSiteAndBrowser } from './support.ts';

const ctx = withSiteAndBrowser();

/** `YYYY-MM-DD` of today + `days` in China time. */
const day = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function call<T>(request: APIRequestContext, name: string, data: unknown = {}): Promise<T> {
  const res = await request.post(`/api/${name}`, { data });
  const body = (await res.json()) as { success: boolean; errMsg: string; data: T };
  if (!body.success) throw new Error(`${name}: ${body.errMsg}`);
  return body.data;
}

async function cover(request: APIRequestContext, background: string) {
  const buffer = await sharp({ create: { width: 80, height: 50, channels: 3, background } })
    .png()
    .toBuffer();
  const res = await request.post('/api/Upload/file', {
    multipart: { purpose: 'listing', file: { name: 'cover.png', mimeType: 'image/png', buffer } },
  });
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const EXPO = '青鸾国际茶产业博览会';
const CONF = '青鸾数字茶业发展论坛';
const SPACE = '青鸾湖畔国际会议中心宴会厅';

const listing = async (request: APIRequestContext, kind: 'huizhan' | 'huiyi', title: string, id?: number) =>
  call<{ id: number }>(request, `Article/${kind}Pub`, {
    ...(id ? { id } : {}),
    title,
    industry: '食品饮料',
    organiser: '福建省茶叶商会',
    venue: '厦门国际会展中心',
    prov: '福建省',
    city: '厦门市',
    addr: '思明区会展路198号',
    sdate: day(20),
    edate: day(22),
    conts: '<p>茶产业上下游企业齐聚，新茶品鉴与采购对接。</p>',
    cover: await cover(request, '#5f8f5a'),
    contact: '林女士',
    phone: '0592-5959595',
  });

/** The member's 收藏 on a detail page, then its state after a reload (the server's answer). */
async function favourite(page: Page, path: string, title: string) {
  await page.goto(path);
  await page.getByRole('heading', { name: title }).waitFor();
  await page.getByRole('button', { name: '收藏', exact: true }).click();
  await page.getByRole('button', { name: '已收藏' }).waitFor();
  await page.reload();
  await page.getByRole('button', { name: '已收藏' }).waitFor();
}

describe.skipIf(!hasChromium)('favourites', () => {
  it('a member keeps an exhibition, a conference and a space; one taken down is greyed and can be removed', async () => {
    const client = await openPage(ctx.browser, ctx.site);
    await logIn(client.page, DEMO.client);
    const op = await openPage(ctx.browser, ctx.site);
    await logIn(op.page, DEMO.operator);
    const req = client.context.request;
    const expo = await listing(req, 'huizhan', EXPO);
    const conf = await listing(req, 'huiyi', CONF);
    const space = await call<{ id: number }>(req, 'Article/hycdPub', {
      title: SPACE,
      venueType: '会议中心',
      prov: '福建省',
      city: '厦门市',
      addr: '湖里区环岛东路88号',
      areas: 1200,
      capTheatre: 800,
      capBanquet: 500,
      priceMin: 20000,
      priceMax: 35000,
      conts: '<p>临湖的无柱宴会厅，可分隔为三个独立会议室。</p>',
      cover: await cover(req, '#6a7fc7'),
      contact: '陈经理',
      phone: '0592-6868686',
    });
    for (const [kind, id] of [
      ['huizhan', expo.id],
      ['huiyi', conf.id],
      ['hycd', space.id],
    ] as const)
      await call(op.context.request, 'Admin/contentReview', { kind, id, pass: true });

    const member = await openPage(ctx.browser, ctx.site);
    const page = member.page;
    await logIn(page, DEMO.factory);
    await favourite(page, `/exhibition?id=${expo.id}`, EXPO);
    await favourite(page, `/actvity?id=${conf.id}`, CONF);
    await favourite(page, `/conventionSpace/spaceInfo?id=${space.id}`, SPACE);

    await page.goto('/collection?tab=hycd');
    await page.getByRole('tab', { name: '会议场地 1' }).waitFor();
    const spaceCard = page.locator('.collection-card', { hasText: SPACE });
    await spaceCard.getByText('会议中心', { exact: true }).waitFor();
    await spaceCard.getByRole('link', { name: SPACE }).click();
    await page.waitForURL(`**/conventionSpace/spaceInfo?id=${space.id}`);
    await page.goto('/collection?tab=huiyi');
    await page.locator('.collection-card', { hasText: CONF }).waitFor();

    // the publisher edits the exhibition: back to review, so it is greyed (已下架) but kept, without
    // showing the edit that nobody approved yet
    await listing(req, 'huizhan', `${EXPO}（更正）`, expo.id);
    await page.goto('/collection');
    const gone = page.locator('.collection-card--off', { hasText: '该展会已下架' });
    await gone.getByText('该内容已下架或正在审核，暂时无法查看').waitFor();
    expect(await gone.getByRole('link').count()).toBe(0);
    expect(await page.getByText('（更正）').count()).toBe(0);
    await checkPhone(page, 'collection-offline', () => gone.waitFor());
    await gone.getByRole('button', { name: '取消收藏 该展会已下架' }).click();
    await page.getByRole('button', { name: '保留' }).click();
    await gone.waitFor();
    await gone.getByRole('button', { name: '取消收藏 该展会已下架' }).click();
    await page.getByRole('button', { name: '取消收藏', exact: true }).click();
    await page.getByText('还没有收藏展会').waitFor();
    await page.getByRole('tab', { name: '会议 1' }).waitFor();

    // un-favourite on the detail page too
    await page.goto(`/actvity?id=${conf.id}`);
    await page.getByRole('button', { name: '已收藏' }).click();
    await page.getByRole('button', { name: '收藏', exact: true }).waitFor();
    await page.goto('/collection?tab=huiyi');
    await page.getByText('还没有收藏会议').waitFor();

    expect(client.problems).toEqual([]);
    expect(op.problems).toEqual([]);
    expect(member.problems).toEqual([]);
  });
});
