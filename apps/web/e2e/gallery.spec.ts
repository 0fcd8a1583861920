import type { APIRequestContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkPhone, DEMO, hasChromium, logIn, openPage, uploadPng, withSiteAndBrowser } from './support.ts';

const ctx = withSiteAndBrowser();

/** `YYYY-MM-DD` of today + `days` in China time. */
const day = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

const EXPO = { title: '凤鸣国际照明展览会', keyword: '凤鸣' };
const ISLAND = { title: '凤鸣照明岛型展台', areas: '160', style: '工业风', sides: '岛型' };
const SHELL = { title: '凤鸣照明简约标摊', areas: '9', style: '现代简约', sides: '一面开' };
const REASON = '照片模糊，请上传清晰的展台实拍照片';

async function call<T>(request: APIRequestContext, name: string, data: unknown = {}): Promise<T> {
  const res = await request.post(`/api/${name}`, { data });
  const body = (await res.json()) as { success: boolean; errMsg: string; data: T };
  if (!body.success) throw new Error(`${name}: ${body.errMsg}`);
  return body.data;
}

/**
 * An approved exhibition that opened yesterday, made through the calls (publishing and approving have
 * their own journey in listings.spec.ts).
 */
async function startedExhibition(client: APIRequestContext, operator: APIRequestContext) {
  const buffer = await sharp({ create: { width: 80, height: 50, channels: 3, background: '#c7a16a' } })
    .png()
    .toBuffer();
  const res = await client.post('/api/Upload/file', {
    multipart: { purpose: 'listing', file: { name: 'cover.png', mimeType: 'image/png', buffer } },
  });
  const cover = ((await res.json()) as { data: { id: string } }).data.id;
  const expo = await call<{ id: number }>(client, 'Article/huizhanPub', {
    title: EXPO.title,
    industry: '电子电器',
    organiser: '广东省照明电器协会',
    venue: '广州琶洲国际会展中心',
    prov: '广东省',
    city: '广州市',
    addr: '海珠区阅江中路380号',
    sdate: day(-1),
    edate: day(2),
    conts: '<p>照明行业年度盛会，灯饰与智能照明新品集中亮相。</p>',
    cover,
    contact: '梁先生',
    phone: '020-89123456',
  });
  await call(operator, 'Admin/contentReview', { kind: 'huizhan', id: expo.id, pass: true });
  return expo.id;
}

/** Fills the open upload form (exhibition already chosen) and submits it. */
async function fillAndSubmit(page: Page, photo: typeof ISLAND, color: string) {
  const dialog = page.getByRole('dialog', { name: '上传展台照片' });
  await uploadPng(page, 'photo-upload', 'booth.png', color);
  await dialog.getByTestId('photo-upload').getByRole('img', { name: '展台照片' }).waitFor();
  await dialog.getByLabel('照片标题').fill(photo.title);
  await dialog.getByLabel('展台面积（㎡）').fill(photo.areas);
  await dialog.locator('label.ant-radio-button-wrapper', { hasText: photo.style }).click();
  await dialog.locator('label.ant-radio-button-wrapper', { hasText: new RegExp(`^${photo.sides}$`) }).click();
  await dialog.getByRole('button', { name: '提交审核' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.locator('.my-photos__item', { hasText: photo.title }).getByText('审核中').waitFor();
}

/** The operator opens the oldest pending photo in /admin/content (展台照片). */
async function openPending(page: Page, title: string) {
  await page.goto('/admin/content?kind=photo');
  await page.getByRole('heading', { name: '内容审核' }).waitFor();
  const row = page.locator('.admin-table tbody tr.ant-table-row', { hasText: title });
  await row.waitFor();
  expect(await row.textContent()).toContain(EXPO.title);
  await row.getByRole('button', { name: /审核/ }).click();
  const drawer = page.getByRole('dialog', { name: '展台照片审核' });
  await drawer.getByText(title).first().waitFor();
  await drawer.getByRole('img', { name: '展台照片' }).waitFor();
  return drawer;
}

describe.skipIf(!hasChromium)('booth gallery', () => {
  it('a member uploads booth photos, the operator approves one and rejects one, visitors filter and follow it to the exhibition', async () => {
    const client = await openPage(ctx.browser, ctx.site);
    await logIn(client.page, DEMO.client);
    const op = await openPage(ctx.browser, ctx.site);
    await logIn(op.page, DEMO.operator);
    const expoId = await startedExhibition(client.context.request, op.context.request);

    // a visitor who wants to upload is asked to log in first
    const visitor = await openPage(ctx.browser, ctx.site);
    const v = visitor.page;
    await v.goto(`/exhibitionBooth?listingId=${expoId}`);
    await v.getByRole('heading', { name: '展台图库' }).waitFor();
    await v.getByText('没有符合条件的展台照片，换个条件试试').waitFor();
    await v.getByRole('button', { name: /上传展台照片/ }).click();
    await v.waitForURL('**/login?**');

    // a member picks the exhibition by keyword in the upload form
    const member = await openPage(ctx.browser, ctx.site);
    const page = member.page;
    await logIn(page, DEMO.designer);
    await page.goto('/exhibitionBooth');
    await page.getByRole('heading', { name: '展台图库' }).waitFor();
    await page.getByRole('button', { name: /上传展台照片/ }).click();
    const dialog = page.getByRole('dialog', { name: '上传展台照片' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '提交审核' }).click();
    await dialog.getByText('请选择展会').waitFor();
    await dialog.getByText('请上传展台照片').first().waitFor();
    await dialog.getByLabel('展会', { exact: true }).click();
    await page.keyboard.type(EXPO.keyword);
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
      hasText: EXPO.title,
    });
    await option.waitFor();
    await option.click();
    await expect
      .poll(() => dialog.locator('.ant-select-content-has-value').first().getAttribute('title'))
      .toBe(EXPO.title);
    await checkPhone(page, 'gallery-upload', () => dialog.getByLabel('照片标题').waitFor());
    await fillAndSubmit(page, ISLAND, '#3b6fb6');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('mine');

    // from the exhibition's page: its (empty) photo strip invites an upload with the exhibition chosen
    await page.goto(`/exhibition?id=${expoId}`);
    await page.getByRole('heading', { name: EXPO.title }).waitFor();
    await page.getByRole('link', { name: '参展了？上传您的展台照片' }).click();
    await dialog.waitFor();
    await expect
      .poll(() => dialog.locator('.ant-select-content-has-value').first().getAttribute('title'))
      .toBe(EXPO.title);
    await fillAndSubmit(page, SHELL, '#8a8a8a');
    await checkPhone(page, 'gallery-mine', () => page.locator('.my-photos__item').first().waitFor());

    // nothing is public before review
    await v.goto(`/exhibitionBooth?listingId=${expoId}`);
    await v.getByText('没有符合条件的展台照片，换个条件试试').waitFor();

    // the operator approves one and rejects the other in 内容审核 · 展台照片
    let drawer = await openPending(op.page, ISLAND.title);
    await drawer.getByText('160 ㎡').waitFor();
    await checkPhone(op.page, 'admin-photo-review', () =>
      drawer.getByRole('img', { name: '展台照片' }).waitFor(),
    );
    await drawer.getByRole('button', { name: '通过' }).click();
    await op.page.getByRole('button', { name: '确认通过' }).click();
    await drawer.waitFor({ state: 'hidden' });
    drawer = await openPending(op.page, SHELL.title);
    await drawer.getByRole('button', { name: '驳回' }).click();
    const modal = op.page.getByRole('dialog', { name: '驳回展台照片' });
    await modal.getByLabel('驳回原因').fill(REASON);
    await modal.getByRole('button', { name: '确认驳回' }).click();
    await op.page.getByText('暂无待审核的内容').waitFor();

    // a visitor finds the approved one, filters, opens it large and follows it to the exhibition
    await v.goto('/exhibitionBooth');
    const card = v.locator('.photo-card', { hasText: ISLAND.title });
    await card.waitFor();
    expect(await v.locator('.photo-card', { hasText: SHELL.title }).count()).toBe(0);
    await card.getByText(`160㎡ · ${ISLAND.style} · ${ISLAND.sides}`).waitFor();
    await checkPhone(v, 'gallery', () => card.waitFor());

    await v.getByLabel('开口方式').click();
    await v.locator('.ant-select-dropdown:visible').getByTitle('岛型').click();
    await v.waitForURL((u) => u.searchParams.get('sides') === '4');
    await card.waitFor();
    await v.getByLabel('展台风格').click();
    await v.locator('.ant-select-dropdown:visible').getByTitle('中式').click();
    await v.waitForURL((u) => u.searchParams.get('style') === '中式');
    await v.getByText('没有符合条件的展台照片，换个条件试试').waitFor();
    await v.getByRole('button', { name: '清除筛选' }).click();
    await card.waitFor();
    // filters are share-friendly URLs
    await v.goto(`/exhibitionBooth?keyword=${EXPO.keyword}&size=xl&style=${ISLAND.style}&sides=4`);
    await card.waitFor();
    await v.goto(`/exhibitionBooth?listingId=${expoId}&size=xs`);
    await v.getByText('没有符合条件的展台照片，换个条件试试').waitFor();
    await v.goto(`/exhibitionBooth?listingId=${expoId}`);
    await v.getByText(`展会：${EXPO.title}`).waitFor();
    await card.getByRole('button', { name: `查看大图：${ISLAND.title}` }).click();
    await v.waitForURL((u) => Number(u.searchParams.get('id')) > 0);
    const preview = v.getByRole('dialog', { name: ISLAND.title });
    await preview.getByRole('img', { name: ISLAND.title }).waitFor();
    // the uploader by their public name, and the size once (160㎡, not also its bucket 144㎡以上)
    await preview.getByText('上传者 设计师小林').waitFor();
    expect(await preview.getByText('144㎡以上').count()).toBe(0);
    await checkPhone(v, 'gallery-preview', () => preview.getByRole('img', { name: ISLAND.title }).waitFor());
    await preview.getByRole('link', { name: EXPO.title }).click();
    await v.waitForURL(`**/exhibition?id=${expoId}`);
    await v.getByRole('heading', { name: EXPO.title }).waitFor();
    // the exhibition's page shows the photo in its strip, linking back to the gallery
    await v.getByRole('link', { name: '查看全部 1 张' }).waitFor();
    await v.getByRole('img', { name: ISLAND.title }).click();
    await v.waitForURL(
      (u) => u.pathname === '/exhibitionBooth' && u.searchParams.get('listingId') === String(expoId),
    );
    await v.getByRole('dialog', { name: ISLAND.title }).waitFor();

    // the uploader sees the rejection and its reason under 我的上传
    await page.goto('/exhibitionBooth?tab=mine');
    const rejected = page.locator('.my-photos__item', { hasText: SHELL.title });
    await rejected.getByText('未通过').waitFor();
    await rejected.getByText(`驳回原因：${REASON}`).waitFor();
    await page.locator('.my-photos__item', { hasText: ISLAND.title }).getByText('已通过').waitFor();
    // the preview steps through the list on screen (the newest change first) and zooms in place
    await page.getByRole('button', { name: `查看 ${ISLAND.title}` }).click();
    const large = page.getByRole('dialog', { name: ISLAND.title });
    await large.getByText('2 / 2').waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('dialog', { name: SHELL.title }).getByText('1 / 2').waitFor();
    await page.getByRole('button', { name: '下一张' }).click();
    await large.getByText('2 / 2').waitFor();
    await large.getByRole('img', { name: ISLAND.title }).click();
    await large.locator('.zoom-image.is-zoomed').waitFor();
    await large.getByRole('button', { name: '还原' }).click();
    await large.getByRole('button', { name: '放大' }).waitFor();
    expect(await large.locator('.zoom-image.is-zoomed').count()).toBe(0);

    expect(client.problems).toEqual([]);
    expect(op.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
    expect(member.problems).toEqual([]);
  });
});
