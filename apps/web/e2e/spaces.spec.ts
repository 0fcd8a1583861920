import type { APIRequestContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  checkPhone,
  DEMO,
  hasChromium,
  logIn,
  openPage,
  uploadPng,
  withSiteAndBrowser,
  shot,
} from './support.ts';

const ctx = withSiteAndBrowser();

const HALL = {
  title: '鹭洲湾国际会议中心宴会厅',
  keyword: '鹭洲',
  contact: '林经理',
  phone: '0592-5566778',
};
const LOFT = { title: '青石巷创意空间路演厅' };
const REASON = '场地图片与实际不符，请上传实拍图片后重新提交';

/** A 404 for a space that is not public is expected; anything else is a problem. */
const unexpected = (problems: string[]) => problems.filter((p) => !p.includes('status of 404 (Not Found)'));

/** `YYYY-MM-DD` of today + `days` in China time. */
const day = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function pickCity(page: Page, label: string, prov: string, city: string) {
  await page.getByLabel(label).click();
  const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
  const item = (i: number, name: string) =>
    menus
      .nth(i)
      .locator('.ant-cascader-menu-item', { hasText: new RegExp(`^${name}$`) })
      .first();
  // a click while the dropdown is still opening can be missed under load: click the province until its
  // cities show
  for (let i = 0; i < 3 && !(await item(1, city).isVisible()); i++) {
    await item(0, prov).click();
    await item(1, city)
      .waitFor({ timeout: 3_000 })
      .catch(() => undefined);
  }
  await item(1, city)
    .click({ timeout: 5_000 })
    .catch(async (e: unknown) => {
      await shot(page, 'space-city-failure.png');
      throw e;
    });
  await page.locator('.ant-cascader-dropdown:visible').waitFor({ state: 'hidden' });
}

/** Picks an option of the select labelled `label`; retried, as a click while the dropdown opens can miss. */
async function choose(page: Page, label: string, option: string) {
  const select = page.getByLabel(label, { exact: true });
  const chosen = page
    .locator('.ant-select', { has: select })
    .locator(`.ant-select-content-has-value[title="${option}"]`);
  for (let i = 0; i < 3 && (await chosen.count()) === 0; i++) {
    await page.keyboard.press('Escape');
    await select.click();
    const item = page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true });
    await item.waitFor();
    await page.waitForTimeout(300);
    await item.click({ timeout: 5_000 }).catch(() => undefined);
    await chosen.waitFor({ timeout: 2_000 }).catch(() => undefined);
  }
  await chosen.waitFor({ timeout: 1_000 });
}

/** Fills the publish form (already on /uploadConvention) and submits it; returns the new space's id. */
async function publish(page: Page, title: string, city: [string, string], caps: [number, number, number]) {
  await page.getByLabel('场地名称').fill(title);
  await choose(page, '场地类型', '会议中心');
  await pickCity(page, '所在城市', ...city);
  await page.getByLabel('详细地址').fill('思明区环岛东路1888号');
  await page.getByLabel('场地面积（㎡）').fill('1200');
  await page.getByLabel('剧院式（人）').fill(String(caps[0]));
  await page.getByLabel('课桌式（人）').fill(String(caps[1]));
  await page.getByLabel('宴会式（人）').fill(String(caps[2]));
  await page.getByLabel('最低价格（元/天）').fill('20000');
  await page.getByLabel('最高价格（元/天）').fill('40000');
  await page.getByLabel('投影').check();
  await page.getByLabel('同传设备').check();
  await page
    .getByLabel('场地介绍')
    .fill(`${title}面朝大海，层高九米无立柱。\n\n可承办发布会、年会与学术会议。`);
  await uploadPng(page, 'cover-upload', 'cover.png', '#5b8fc7');
  await page.getByTestId('cover-upload').getByRole('img', { name: '封面图片' }).waitFor();
  await uploadPng(page, 'pics-upload', 'hall1.png', '#c7905b');
  await page.getByTestId('pics-upload').getByRole('img', { name: '场地图片1' }).waitFor();
  await uploadPng(page, 'pics-upload', 'hall2.png', '#5bc790');
  await page.getByTestId('pics-upload').getByRole('img', { name: '场地图片2' }).waitFor();
  await page.getByLabel('联系人').fill(HALL.contact);
  await page.getByLabel('联系电话').fill(HALL.phone);
  await page.getByRole('button', { name: '提交审核' }).click();
  await page
    .getByText('已提交，等待审核')
    .waitFor({ timeout: 15_000 })
    .catch(async (e: unknown) => {
      await shot(page, 'space-submit-failure.png', { fullPage: true });
      const errors = await page.locator('.ant-form-item-explain-error').allTextContents();
      throw new Error(`publish did not finish; form errors: ${errors.join(' / ') || 'none'}; ${String(e)}`);
    });
  const link = page.getByRole('link', { name: '查看场地' });
  const id = Number(new URL((await link.getAttribute('href')) ?? '', 'http://x').searchParams.get('id'));
  expect(id).toBeGreaterThan(0);
  return id;
}

/** The operator opens a pending space in /admin/content, reached through the 会议场地 switch. */
async function openPending(page: Page, title: string) {
  await page.goto('/admin/content');
  await page.getByRole('heading', { name: '内容审核' }).waitFor();
  await page.locator('.ant-segmented-item', { hasText: '会议场地' }).click();
  await page.waitForURL((u) => u.searchParams.get('kind') === 'hycd');
  const row = page.locator('.admin-table tbody tr.ant-table-row', { hasText: title });
  await row.waitFor();
  await row.getByRole('button', { name: /审核/ }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByText(title).first().waitFor();
  await drawer.getByRole('img', { name: '封面图片' }).waitFor();
  return drawer;
}

/** Through the API with the page's cookies: an image upload (purpose `listing`). */
async function apiImage(request: APIRequestContext) {
  const buffer = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#888888' } })
    .png()
    .toBuffer();
  const r = await request.post('/api/Upload/file', {
    multipart: { purpose: 'listing', file: { name: 'cover.png', mimeType: 'image/png', buffer } },
  });
  const body = await r.json();
  expect(body.errCode).toBe('success');
  return body.data.id as string;
}

describe.skipIf(!hasChromium)('convention spaces', () => {
  it('a member publishes spaces, the operator approves one and rejects another, a visitor finds the approved one', async () => {
    const client = await openPage(ctx.browser, ctx.site);
    const page = client.page;
    await logIn(page, DEMO.client);

    // the draft survives leaving the page
    await page.goto('/uploadConvention');
    await page.getByRole('heading', { name: '发布会议场地' }).waitFor();
    await page.getByLabel('场地名称').fill(HALL.title);
    await page.reload();
    await page.getByText('已恢复您上次未提交的草稿').waitFor();
    expect(await page.getByLabel('场地名称').inputValue()).toBe(HALL.title);
    await checkPhone(page, 'space-form', () => page.getByLabel('场地名称').waitFor());

    const hallId = await publish(page, HALL.title, ['福建省', '厦门市'], [800, 400, 500]);
    await page.getByRole('button', { name: '继续发布' }).click();
    expect(await page.getByText('已恢复您上次未提交的草稿').count()).toBe(0);
    const loftId = await publish(page, LOFT.title, ['浙江省', '杭州市'], [120, 60, 0]);

    // the publisher sees the pending one with a banner
    await page.goto(`/conventionSpace/spaceInfo?id=${hallId}`);
    await page.getByText('审核中：仅您与运营人员可见').waitFor();
    await checkPhone(page, 'space-own-pending', () => page.getByText('审核中：仅您与运营人员可见').waitFor());

    // a visitor sees neither by id nor in search
    const visitor = await openPage(ctx.browser, ctx.site);
    const v = visitor.page;
    await v.goto(`/conventionSpace/spaceInfo?id=${hallId}`);
    await v.getByText('场地不存在或尚未公开').waitFor();
    await v.goto(`/conventionSpace?keyword=${HALL.keyword}`);
    await v.getByText('没有符合条件的场地，换个关键词或筛选条件试试').waitFor();
    await checkPhone(v, 'convention-space-empty', () => v.getByText('没有符合条件的场地').waitFor());

    // the operator approves the hall and rejects the loft
    const op = await openPage(ctx.browser, ctx.site);
    await logIn(op.page, DEMO.operator);
    let drawer = await openPending(op.page, HALL.title);
    await drawer.getByRole('img', { name: '场地图片2' }).waitFor();
    await drawer.getByText('剧院式 800 · 课桌式 400 · 宴会式 500 · U型 —').waitFor();
    await checkPhone(op.page, 'admin-space-review', () =>
      drawer.getByRole('img', { name: '封面图片' }).waitFor(),
    );
    await drawer.getByRole('button', { name: '通过' }).click();
    await op.page.getByRole('button', { name: '确认通过' }).click();
    await op.page
      .locator('.admin-table tbody tr.ant-table-row', { hasText: HALL.title })
      .waitFor({ state: 'detached' });

    drawer = await openPending(op.page, LOFT.title);
    await drawer.getByRole('button', { name: '驳回' }).click();
    const modal = op.page.getByRole('dialog', { name: '驳回会议场地' });
    await modal.getByLabel('驳回原因').fill(REASON);
    await modal.getByRole('button', { name: '确认驳回' }).click();
    await op.page.getByText('暂无待审核的内容').waitFor();
    await op.page.getByRole('tab', { name: '已驳回' }).click();
    await op.page.getByText(REASON).waitFor();
    await checkPhone(op.page, 'admin-content-spaces', () => op.page.getByText(REASON).waitFor());

    // a visitor finds it by a two-character keyword typed in the search box
    await v.goto('/conventionSpace');
    await v.getByRole('heading', { name: '会议场地', exact: true }).waitFor();
    await v.getByLabel('关键词').fill(HALL.keyword);
    await v.getByLabel('关键词').press('Enter');
    await v.waitForURL((u) => u.searchParams.get('keyword') === HALL.keyword);
    const card = v.locator('.listing-card', { hasText: HALL.title });
    await card.waitFor();
    expect(await card.locator('mark').first().textContent()).toBe(HALL.keyword);
    await card.getByText('剧院式 800人').waitFor();
    await card.getByText('¥20,000 – ¥40,000/天').waitFor();
    await checkPhone(v, 'convention-space-search', () => card.waitFor());

    // by city and by capacity, in the URL
    await v.goto('/conventionSpace');
    await pickCity(v, '全部城市', '福建省', '厦门市');
    await v.waitForURL((u) => u.searchParams.get('city') === '厦门市');
    await card.waitFor();
    expect(await v.locator('.listing-card', { hasText: LOFT.title }).count()).toBe(0);
    await choose(v, '容纳人数', '500人以上');
    await v.waitForURL((u) => u.searchParams.get('capacity') === '500');
    await card.waitFor();
    // on a phone the filters wait in a 筛选 drawer whose button counts the two set
    await checkPhone(v, 'convention-space-list', () =>
      v
        .getByRole('button', { name: '筛选，已选2项' })
        .waitFor()
        .then(() => card.waitFor()),
    );
    await v.setViewportSize({ width: 375, height: 740 });
    await v.getByRole('button', { name: '筛选，已选2项' }).click();
    const sheet = v.locator('.listing-filters__drawer');
    await sheet.getByText('500人以上').waitFor();
    await shot(v, 'convention-space-filters-375.png', { animations: 'disabled' });
    await sheet.getByRole('button', { name: '清除筛选' }).click();
    await v.waitForURL((u) => !u.searchParams.has('capacity') && !u.searchParams.has('city'));
    await v.getByRole('button', { name: '筛选', exact: true }).waitFor();
    await v.setViewportSize({ width: 1280, height: 800 });
    await choose(v, '容纳人数', '1000人以上');
    await v.getByText('没有符合条件的场地').waitFor();
    // a layout with seats: 500 at banquets, not in a classroom
    await v.goto('/conventionSpace?layout=banquet&capacity=500');
    await card.waitFor();
    await v.goto('/conventionSpace?layout=classroom&capacity=500');
    await v.getByText('没有符合条件的场地').waitFor();
    await v.goto('/conventionSpace?areaMin=1000&priceMax=20000&venueType=会议中心');
    await card.waitFor();

    // the detail: capacities, facilities, pictures; contact only after login
    await card.waitFor();
    await card.getByRole('link').click();
    await v.waitForURL((u) => u.searchParams.get('id') === String(hallId));
    await v.getByRole('heading', { name: HALL.title }).waitFor();
    const caps = v.getByRole('region', { name: '容纳人数' });
    await caps.getByText('800 人').waitFor();
    await caps.getByText('400 人').waitFor();
    await caps.getByText('500 人').waitFor();
    await caps.getByText('不适用').waitFor();
    await v.getByRole('region', { name: '配套设施' }).getByText('同传设备').waitFor();
    await v.getByRole('img', { name: '场地图片2' }).waitFor();
    await v.getByText('可承办发布会、年会与学术会议。').waitFor();
    await v.getByText('暂无即将在此举办的展会或会议').waitFor();
    expect(await v.getByText(HALL.phone).count()).toBe(0);
    await checkPhone(v, 'space-detail', () => v.getByRole('heading', { name: HALL.title }).waitFor());
    await v.getByRole('link', { name: '登录后查看联系方式' }).click();
    await v.waitForURL('**/login?**');
    await v.getByLabel('手机号').fill(DEMO.designer);
    await v.getByLabel('密码', { exact: true }).fill(DEMO.password);
    await v.locator('form button[type=submit]').click();
    await v.waitForURL(`**/conventionSpace/spaceInfo?id=${hallId}`);
    await v.getByText(HALL.phone).waitFor();

    // the rejected one stays private; the publisher sees the reason in 我的发布 and on its page
    const stranger = await openPage(ctx.browser, ctx.site);
    await stranger.page.goto(`/conventionSpace/spaceInfo?id=${loftId}`);
    await stranger.page.getByText('场地不存在或尚未公开').waitFor();
    await page.goto('/uploadConvention?tab=mine');
    await page.getByText(`驳回原因：${REASON}`).waitFor();
    await page.locator('.my-listings__item', { hasText: LOFT.title }).getByText('未通过').waitFor();
    await page.locator('.my-listings__item', { hasText: HALL.title }).getByText('已通过').waitFor();
    await checkPhone(page, 'my-spaces', () => page.getByText(`驳回原因：${REASON}`).waitFor());
    await page.goto(`/conventionSpace/spaceInfo?id=${loftId}`);
    await page.getByText(`驳回原因：${REASON}`).waitFor();
    await checkPhone(page, 'space-own-rejected', () => page.getByText(`驳回原因：${REASON}`).waitFor());
    // editing from the banner: prefilled, with a note that it goes back to review
    await page.getByRole('link', { name: '编辑' }).click();
    await page.waitForURL((u) => u.searchParams.get('id') === String(loftId));
    await page.getByText('修改后的场地需重新审核，审核通过前不会公开展示').waitFor();
    await expect.poll(() => page.getByLabel('场地名称').inputValue()).toBe(LOFT.title);
    expect(await page.getByLabel('剧院式（人）').inputValue()).toBe('120');
    expect(await page.getByLabel('同传设备').isChecked()).toBe(true);

    // the venue link: the exhibition form finds the space by keyword …
    await page.goto('/uploadExhibition');
    await page.getByLabel('关联场地').click();
    await page.getByLabel('关联场地').fill(HALL.keyword);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: HALL.title })
      .first()
      .click();
    await expect.poll(() => page.getByLabel('展馆/场地名称').inputValue()).toBe(HALL.title);
    expect(await page.getByLabel('详细地址').inputValue()).toBe('思明区环岛东路1888号');
    await checkPhone(page, 'listing-form-venue', () => page.getByLabel('关联场地').waitFor());

    // … and an approved exhibition linked to it links back, and is listed on the space's page
    const pub = await page.request.post('/api/Article/huizhanPub', {
      data: {
        title: '鹭洲湾海洋科技博览会',
        industry: '综合其他',
        organiser: '厦门海洋科技协会',
        venue: HALL.title,
        prov: '福建省',
        city: '厦门市',
        addr: '思明区环岛东路1888号',
        sdate: day(20),
        edate: day(22),
        conts: '<p>海洋科技与装备的专业博览会。</p>',
        cover: await apiImage(page.request),
        contact: '王女士',
        phone: '0592-1234567',
        spaceId: hallId,
      },
    });
    const expo = (await pub.json()).data as { id: number };
    const ok = await op.page.request.post('/api/Admin/contentReview', {
      data: { kind: 'huizhan', id: expo.id, pass: true },
    });
    expect((await ok.json()).success).toBe(true);
    await v.goto(`/exhibition?id=${expo.id}`);
    await v.getByRole('heading', { name: '鹭洲湾海洋科技博览会' }).waitFor();
    await v.locator('.listing-detail__line').getByRole('link', { name: HALL.title }).click();
    await v.waitForURL(
      (u) => u.pathname === '/conventionSpace/spaceInfo' && u.searchParams.get('id') === String(hallId),
    );
    const events = v.getByRole('region', { name: '在此举办' });
    await events.getByRole('link', { name: '鹭洲湾海洋科技博览会' }).waitFor();
    await events.getByText('即将开始').waitFor();

    expect(unexpected(client.problems)).toEqual([]);
    expect(unexpected(visitor.problems)).toEqual([]);
    expect(unexpected(stranger.problems)).toEqual([]);
    expect(op.problems).toEqual([]);
  });
});
