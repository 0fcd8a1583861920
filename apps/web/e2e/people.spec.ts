import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkPhone,
  DEMO,
  expectNoAxeViolations,
  hasChromium,
  logIn,
  openPage,
  pictureFacts,
  uploadPng,
  withSiteAndBrowser,
} from './support.ts';

// the demo listings and people, as `npm start` seeds them
const ctx = withSiteAndBrowser({ seed: ['people'] });

/** The operator approves the pending item of `kind` whose row shows `title`, in 内容审核. */
async function approve(page: Page, kind: string, title: string, what: string, shot?: string) {
  await page.goto(`/admin/content?kind=${kind}`);
  const row = page.locator('.admin-table tbody tr.ant-table-row', { hasText: title });
  await row.waitFor();
  await row.getByRole('button', { name: /审核/ }).click();
  const drawer = page.getByRole('dialog', { name: `${what}审核` });
  await drawer.getByText(title).first().waitFor();
  if (shot) await checkPhone(page, shot, () => drawer.getByText(title).first().waitFor());
  await drawer.getByRole('button', { name: '通过' }).click();
  await page.getByRole('button', { name: '确认通过' }).click();
  await drawer.waitFor({ state: 'hidden' });
}

const NAME = '青橙展示设计工作室';
const WORK = '青橙新能源汽车特装展台';

describe.skipIf(!hasChromium)('people', () => {
  it('a designer edits the profile and publishes a work; approved, a visitor finds them by keyword and city', async () => {
    const d = await openPage(ctx.browser, ctx.site);
    const page = d.page;
    await logIn(page, DEMO.designer);

    // the profile: the seeded one, renamed, back to review (the approved version stays public)
    await page.goto('/personCenter/designerProfile');
    await page.getByText('资料已审核通过，正在公开展示').waitFor();
    await page.getByLabel('设计师名称').fill(NAME);
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByText('资料审核中').waitFor();
    await checkPhone(page, 'people-designer-profile', () => page.getByText('资料审核中').waitFor());

    // a work with a cover and two more renderings
    await page.goto('/personCenter/newWordService');
    await page.getByLabel('标题').fill(WORK);
    await page.getByLabel('展台面积').fill('72');
    await page.getByRole('combobox', { name: '开口方式' }).click();
    await page.getByTitle('三面开').click();
    await page.getByRole('combobox', { name: '展台风格' }).click();
    await page.getByTitle('科技感').click();
    await page
      .getByLabel('设计说明')
      .fill('以流线型灯带勾勒车身轮廓，主舞台与洽谈区分区明确，联系我 13912345678。');
    await uploadPng(page, 'work-cover', 'cover.png', '#1f6feb');
    await page.getByTestId('work-cover').getByRole('img').waitFor();
    await uploadPng(page, 'work-pics', 'a.png', '#e36209');
    await page.getByTestId('work-pics').getByRole('img').first().waitFor();
    await uploadPng(page, 'work-pics', 'b.png', '#2da44e');
    await expect.poll(() => page.getByTestId('work-pics').getByRole('img').count()).toBe(2);
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByText('已提交，等待审核').waitFor();

    // my list: waiting
    await page.goto('/personCenter/serviceList?tab=work');
    const mine = page.locator('.ant-list-item', { hasText: WORK });
    await mine.getByText('审核中').waitFor();
    await checkPhone(page, 'people-my-works', () => mine.waitFor());

    // the operator approves the profile and the work
    const op = await openPage(ctx.browser, ctx.site);
    await logIn(op.page, DEMO.operator);
    await approve(op.page, 'designer', NAME, '设计师资料', 'people-admin-designer-review');
    await approve(op.page, 'work', WORK, '设计作品', 'people-admin-work-review');

    // a visitor: a two-character keyword and a city
    const v = await openPage(ctx.browser, ctx.site);
    const vp = v.page;
    await vp.goto('/designer');
    await vp.locator('.person-card').first().waitFor();
    // the pictures (decision 042): WebP copies in srcset, a box of their shape before they arrive; a
    // list's small logos and work thumbnails all lazy
    const logos = await pictureFacts(vp, '.person-card__logo');
    const thumbs = await pictureFacts(vp, '.person-card__covers img');
    expect(logos.length).toBeGreaterThan(1);
    expect(thumbs.length).toBeGreaterThan(1);
    for (const p of logos)
      expect(p).toEqual({ srcset: true, size: '56x56', box: true, loading: 'lazy', priority: null });
    for (const p of thumbs)
      expect(p).toEqual({ srcset: true, size: '160x120', box: true, loading: 'lazy', priority: null });
    // a demo designer's page: the head picture is fetched at once with high priority, the works and
    // services below lazily
    await vp.goto((await vp.locator('.person-card__link').first().getAttribute('href')) ?? '');
    await vp.locator('.work-card').first().waitFor();
    await vp.locator('.service-strip__item').first().waitFor();
    expect(await pictureFacts(vp, '.profile-head__logo')).toEqual([
      { srcset: true, size: '88x88', box: true, loading: 'eager', priority: 'high' },
    ]);
    const works = await pictureFacts(vp, '.work-card__cover');
    const services = await pictureFacts(vp, '.service-strip__item img');
    expect(works.length).toBeGreaterThan(0);
    expect(services.length).toBeGreaterThan(0);
    for (const p of works)
      expect(p).toEqual({ srcset: true, size: '640x480', box: true, loading: 'lazy', priority: null });
    for (const p of services)
      expect(p).toEqual({ srcset: true, size: '88x66', box: true, loading: 'lazy', priority: null });
    // the booth gallery: the first photo at once, the others lazily; the 640 px copy is WebP
    await vp.goto('/exhibitionBooth');
    // the loading skeleton's cards are `.photo-card` too: wait for a photo (a full run under load caught this)
    await vp.locator('.photo-card__image img').first().waitFor();
    const photos = await pictureFacts(vp, '.photo-card__image img');
    expect(photos.length).toBeGreaterThan(2);
    expect(photos[0]).toEqual({
      srcset: true,
      size: '640x480',
      box: true,
      loading: 'eager',
      priority: 'high',
    });
    for (const p of photos.slice(1))
      expect(p).toEqual({ srcset: true, size: '640x480', box: true, loading: 'lazy', priority: null });
    const w640 = (await vp.locator('.photo-card__image img').first().getAttribute('srcset'))?.match(
      /\/files\/f[\w-]{24}\/w640/,
    )?.[0];
    const copy = await v.context.request.get(w640 ?? '/files/none/w640');
    expect(copy.status()).toBe(200);
    expect(copy.headers()['content-type']).toBe('image/webp');
    await vp.goto('/designer');
    await vp.locator('.person-card').first().waitFor();
    await checkPhone(vp, 'people-designer-list', () => vp.locator('.person-card').first().waitFor());
    await vp.goto(
      `/designer?keyword=${encodeURIComponent('青橙')}&prov=${encodeURIComponent('上海市')}&city=${encodeURIComponent('上海市')}`,
    );
    const card = vp.locator('.person-card', { hasText: NAME });
    await card.waitFor();
    expect(await vp.locator('.person-card').count()).toBe(1);
    expect(await card.locator('mark').first().textContent()).toBe('青橙');
    // a city the designer does not serve finds nobody
    await vp.goto(
      `/designer?keyword=${encodeURIComponent('青橙')}&prov=${encodeURIComponent('四川省')}&city=${encodeURIComponent('成都市')}`,
    );
    await vp.getByText('没有符合条件的设计师，换个关键词或筛选条件试试').waitFor();
    await vp.goBack();
    await card.click();
    await vp.waitForURL(/\/designerWork\?cardno=/);
    await vp.getByRole('heading', { name: NAME }).waitFor();
    const work = vp.locator('.work-card', { hasText: WORK });
    await work.waitFor();
    await checkPhone(vp, 'people-designer-work', () => work.waitFor());
    await work.click();
    await vp.waitForURL(/\/designItem\?id=/);
    await vp.getByRole('heading', { name: WORK }).waitFor();
    // the phone number in the description is masked
    await vp.getByText('联系我 联系方式已隐藏（成交后可见）').waitFor();
    expect(await vp.getByRole('img', { name: /^效果图\d$/ }).count()).toBe(3);
    await checkPhone(vp, 'people-design-item', () => vp.getByRole('heading', { name: WORK }).waitFor());

    // 浏览 and 点赞 (issue 27): the visitor's view counted once; a visitor's 点赞 asks for a login first
    const statText = (p: Page, i: number) =>
      p.locator('.work-detail__stats .work-stats__item').nth(i).textContent();
    await expect.poll(() => statText(vp, 0)).toBe('浏览 1');
    await vp.reload();
    await vp.getByRole('heading', { name: WORK }).waitFor();
    await expect.poll(() => statText(vp, 0)).toBe('浏览 1');
    await vp.getByRole('button', { name: '点赞 0' }).click();
    await vp.getByRole('dialog', { name: '登录后即可点赞' }).getByRole('button', { name: '取消' }).click();
    // a member likes it: the count shows and stays after a reload; their view counts too
    const c = await openPage(ctx.browser, ctx.site);
    const cp = c.page;
    await logIn(cp, DEMO.client);
    await cp.goto(vp.url());
    await cp.getByRole('button', { name: '点赞 0', pressed: false }).click();
    await cp.getByRole('button', { name: '已点赞 1', pressed: true }).waitFor();
    await cp.reload();
    await cp.getByRole('button', { name: '已点赞 1', pressed: true }).waitFor();
    await expect.poll(() => statText(cp, 0)).toBe('浏览 2');
    await expectNoAxeViolations(cp, 'a liked work');
    await checkPhone(cp, 'people-design-item-liked', () =>
      cp.getByRole('button', { name: '已点赞 1' }).waitFor(),
    );
    // the designer's page: the work's card counts it; 关注 the designer (their favourite) adds a 粉丝
    await cp.getByRole('link', { name: new RegExp(`^${NAME}`) }).click();
    await cp.waitForURL(/\/designerWork\?cardno=/);
    const liked = cp.locator('.work-card', { hasText: WORK });
    await expect.poll(() => liked.locator('.work-stats__item').nth(1).textContent()).toBe('点赞 1');
    const fans = () => cp.locator('.profile-head__fans').textContent();
    const before = Number((await fans())?.replace(/\D/g, ''));
    await cp.getByRole('button', { name: '关注', exact: true }).click();
    await cp.getByRole('button', { name: '已关注', pressed: true }).waitFor();
    await expect.poll(fans).toBe(`粉丝 ${before + 1}`);
    await checkPhone(cp, 'people-designer-followed', () =>
      cp.getByRole('button', { name: '已关注' }).waitFor(),
    );
    await cp.goto('/collection?tab=designer');
    await cp.getByRole('heading', { name: '我的关注' }).waitFor();
    await cp.locator('.collection-card', { hasText: NAME }).waitFor();
    await expectNoAxeViolations(cp, 'my follows');
    await checkPhone(cp, 'people-collection-follows', () =>
      cp.locator('.collection-card', { hasText: NAME }).waitFor(),
    );
    expect(c.problems).toEqual([]);

    // a booth photo in the gallery names the approved work it shows, and its preview links to the work
    const EXPO = '中国（深圳）国际新能源汽车及充电设施展览会';
    const PHOTO = '青橙新能源展台现场';
    await page.goto('/exhibitionBooth');
    await page.getByRole('button', { name: /上传展台照片/ }).click();
    const dialog = page.getByRole('dialog', { name: '上传展台照片' });
    await dialog.getByLabel('展会', { exact: true }).click();
    await page.keyboard.type('新能源汽车及充电');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: EXPO }).click();
    await uploadPng(page, 'photo-upload', 'booth.png', '#1f6feb');
    await dialog.getByTestId('photo-upload').getByRole('img', { name: '展台照片' }).waitFor();
    await dialog.getByLabel('照片标题').fill(PHOTO);
    await dialog.getByLabel('展台面积（㎡）').fill('72');
    await dialog.locator('label.ant-radio-button-wrapper', { hasText: '科技感' }).click();
    await dialog.locator('label.ant-radio-button-wrapper', { hasText: /^三面开$/ }).click();
    await dialog.getByLabel('对应的作品或案例（选填）').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(`作品：${WORK}`).click();
    await dialog.getByRole('button', { name: '提交审核' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await approve(op.page, 'photo', PHOTO, '展台照片');
    await vp.goto(`/exhibitionBooth?keyword=${encodeURIComponent('青橙')}`);
    await vp.getByRole('button', { name: `查看大图：${PHOTO}` }).click();
    const preview = vp.getByRole('dialog', { name: PHOTO });
    await preview.getByText('设计作品：').waitFor();
    await preview.getByRole('link', { name: WORK }).click();
    await vp.waitForURL(/\/designItem\?id=/);
    await vp.getByRole('heading', { name: WORK }).waitFor();

    expect(d.problems).toEqual([]);
    expect(op.problems).toEqual([]);
    expect(v.problems).toEqual([]);
  }, 240_000);

  it('a factory publishes a service and a case; approved, the service has its public page and a visitor goes /supplier → /supplierWork → the case', async () => {
    const f = await openPage(ctx.browser, ctx.site);
    const page = f.page;
    await logIn(page, DEMO.factory);
    const TITLE = '36㎡特装展台搭建全包';
    await page.goto('/personCenter/newService');
    await page.getByLabel('服务名称').fill(TITLE);
    await page.getByLabel('适用面积（最小）').fill('18');
    await page.getByLabel('适用面积（最大）').fill('54');
    await page.getByLabel('交付周期').fill('7');
    await page.getByLabel('服务价格').fill('26800');
    await page.getByLabel('服务内容').fill('含木作结构、喷绘、灯光、地毯与现场搭建撤展');
    await uploadPng(page, 'service-cover', 'svc.png', '#8250df');
    await page.getByTestId('service-cover').getByRole('img').waitFor();
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByText('已提交，等待审核').waitFor();
    await page.getByRole('link', { name: '查看服务' }).click();
    await page.getByText('审核中：仅您与运营人员可见').waitFor();
    const url = page.url();

    // a build case, with the finished booth's photos (a factory's 发布作品 is a case)
    const CASE = '光伏储能企业岛型展台搭建';
    await page.goto('/personCenter/newWordService');
    await page.getByRole('heading', { name: '发布案例' }).waitFor();
    await page.getByLabel('标题').fill(CASE);
    await page.getByLabel('展台面积').fill('144');
    await page.getByRole('combobox', { name: '开口方式' }).click();
    await page.getByTitle('四面开（岛型）').click();
    await page.getByRole('combobox', { name: '展台风格' }).click();
    await page.getByTitle('工业风').click();
    await page.getByLabel('案例说明').fill('钢结构主体配合木作饰面，七天完成搭建并通过场馆验收。');
    await uploadPng(page, 'work-cover', 'case.png', '#bf8700');
    await page.getByTestId('work-cover').getByRole('img').waitFor();
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByText('已提交，等待审核').waitFor();

    // not public before review
    const v = await openPage(ctx.browser, ctx.site);
    const vp = v.page;
    await vp.goto(url);
    await vp.getByText('服务不存在或尚未公开').waitFor();
    // that answer was a 404; nothing else may fail
    expect(v.problems).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 404 (Not Found) at /api/Service/serviceInfo',
    ]);
    v.problems.length = 0;

    const op = await openPage(ctx.browser, ctx.site);
    await logIn(op.page, DEMO.operator);
    await approve(op.page, 'service', TITLE, '服务');
    await approve(op.page, 'case', CASE, '搭建案例');

    await vp.goto(url);
    await vp.getByRole('heading', { name: TITLE }).waitFor();
    await vp.getByText('¥26,800').waitFor();
    // ordering comes with build projects: no button yet
    expect(await vp.getByRole('button', { name: /下单|购买/ }).count()).toBe(0);
    await checkPhone(vp, 'people-service-detail', () => vp.getByRole('heading', { name: TITLE }).waitFor());

    // the home page's two sections, and the search's 工厂 tab
    await vp.goto('/mainPage');
    const top = vp.getByRole('region', { name: '优秀工厂' });
    await top.getByRole('link', { name: /苏州鑫源展览工程有限公司/ }).waitFor();
    await vp.getByRole('region', { name: '优秀设计师' }).locator('.content-card').first().waitFor();
    await checkPhone(vp, 'people-home', () => top.locator('.content-card').first().waitFor());
    await vp.goto(`/search/search?keyword=${encodeURIComponent('鑫源')}&tab=factory`);
    await vp.getByRole('tab', { name: /工厂/, selected: true }).waitFor();
    await vp.locator('.content-card', { hasText: '苏州鑫源展览工程有限公司' }).waitFor();

    // /supplier → a company page → a case
    await vp.goto('/supplier');
    const card = vp.locator('.person-card', { hasText: '苏州鑫源展览工程有限公司' });
    await card.waitFor();
    await checkPhone(vp, 'people-supplier-list', () => card.waitFor());
    await card.click();
    await vp.getByRole('heading', { name: '苏州鑫源展览工程有限公司' }).waitFor();
    await vp.getByRole('region', { name: '服务报价' }).getByText(TITLE).waitFor();
    const kase = vp.locator('.work-card', { hasText: CASE });
    await kase.waitFor();
    await checkPhone(vp, 'people-supplier-work', () => kase.waitFor());
    await kase.click();
    await vp.waitForURL(/\/supplierWork\?case=/);
    await vp.getByRole('heading', { name: CASE }).waitFor();
    await vp.getByRole('region', { name: '现场照片' }).waitFor();
    // the owner card, named by its visible text: the factory's name, then its kind
    await vp.getByRole('link', { name: /^苏州鑫源展览工程有限公司.*搭建工厂/ }).waitFor();

    expect(f.problems).toEqual([]);
    expect(op.problems).toEqual([]);
    expect(v.problems).toEqual([]);
  });
});
