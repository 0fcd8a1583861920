import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkPhone,
  DEMO,
  expectNoAxeViolations,
  hasChromium,
  logIn,
  openPage,
  openUserMenu,
  uploadPng,
  withSiteAndBrowser,
  shot,
} from './support.ts';

const ctx = withSiteAndBrowser();

/** `YYYY-MM-DD` of today + `days` in China time. */
const day = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

const EXPO = {
  title: '鲲鹏智能家居博览会2026',
  keyword: '鲲鹏',
  sdate: day(30),
  edate: day(32),
  contact: '钱经理',
  phone: '0571-88776655',
};
const CONF = {
  title: '鸿雁文旅产业发展大会',
  sdate: day(40),
  edate: day(40),
  topic: '文旅IP与沉浸式展览',
  speaker: '林晓 · 策展人',
  regUrl: 'https://example.com/events/hongyan',
};
const REASON = '会议时间与主办方官网不一致，请核对后重新提交';

/** A 404 for a listing that is not public is expected; anything else is a problem. */
const unexpected = (problems: string[]) => problems.filter((p) => !p.includes('status of 404 (Not Found)'));

async function pickCity(page: Page, label: string, prov: string, city: string) {
  await page.getByLabel(label).click();
  const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
  for (const [i, name] of [prov, city].entries()) {
    await menus
      .nth(i)
      .locator('.ant-cascader-menu-item', { hasText: new RegExp(`^${name}$`) })
      .first()
      .click();
  }
  await page.locator('.ant-cascader-dropdown:visible').waitFor({ state: 'hidden' });
}

async function typeDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(value);
}

/** Fills the publish form (already on /uploadExhibition) and submits it; returns the new listing's id. */
async function publish(page: Page, kind: '展会' | '会议活动', title: string, sdate: string, edate: string) {
  await page.locator('label.ant-radio-button-wrapper', { hasText: kind }).click();
  await page.getByLabel('标题').fill(title);
  // an option clicked while the dropdown is still opening can be missed under load: check and retry
  const chosen = page
    .locator('.ant-form-item')
    .filter({ hasText: /^所属行业/ })
    .locator('.ant-select-content-has-value[title="家居家具"]');
  for (let i = 0; i < 3 && (await chosen.count()) === 0; i++) {
    await page.keyboard.press('Escape');
    await page.getByLabel('所属行业').click();
    const option = page.locator('.ant-select-dropdown:visible').getByTitle('家居家具');
    await option.waitFor();
    await page.waitForTimeout(300);
    await option.click({ timeout: 5_000 }).catch(() => undefined);
    await chosen.waitFor({ timeout: 2_000 }).catch(() => undefined);
  }
  await chosen.waitFor({ timeout: 1_000 });
  await page.getByLabel('主办单位').fill('浙江省家居行业协会');
  await typeDate(page, '开始日期', sdate);
  await typeDate(page, '结束日期', edate);
  if (kind === '展会') await typeDate(page, '布展日期（选填）', sdate);
  await page.getByLabel('展馆/场地名称').fill('杭州国际博览中心');
  await page.getByLabel(kind === '展会' ? '展厅（选填）' : '会议厅（选填）').fill('1-3号馆');
  await pickCity(page, '所在城市', '浙江省', '杭州市');
  await page.getByLabel('详细地址').fill('萧山区奔竞大道353号');
  if (kind === '展会') {
    await page.getByLabel('展览面积（㎡）').fill('30000');
    await page.getByLabel('展商数量').fill('450');
  } else {
    // a conference has its own fields instead: attendees, an agenda and how to register
    expect(await page.getByLabel('展商数量').count()).toBe(0);
    await page.getByLabel('预计参会人数').fill('600');
    await page.getByRole('button', { name: '添加议程' }).click();
    await page.getByLabel('议程时间1').fill('09:00–09:30');
    await page.getByLabel('议题1').fill('开幕致辞');
    await page.getByRole('button', { name: '添加议程' }).click();
    await page.getByLabel('议程时间2').fill('09:30–10:30');
    await page.getByLabel('议题2').fill(CONF.topic);
    await page.getByLabel('演讲嘉宾2').fill(CONF.speaker);
    await page.getByLabel('线上报名').check();
    await page.getByLabel('报名链接').fill(CONF.regUrl);
    await page.getByLabel('报名说明（选填）').fill('会前3天截止报名');
  }
  await page.getByLabel('详细介绍').fill(`${title}汇聚智能家居全产业链。\n\n同期举办设计论坛与新品发布会。`);
  await uploadPng(page, 'cover-upload', 'cover.png', '#6a8fc7');
  await page.getByTestId('cover-upload').getByRole('img', { name: '封面图片' }).waitFor();
  await uploadPng(page, 'pics-upload', 'pic1.png', '#c78f6a');
  await page.getByTestId('pics-upload').getByRole('img', { name: '现场图片1' }).waitFor();
  await uploadPng(page, 'pics-upload', 'pic2.png', '#8fc76a');
  await page.getByTestId('pics-upload').getByRole('img', { name: '现场图片2' }).waitFor();
  if (kind === '展会') {
    await uploadPng(page, 'plans-upload', 'plan.png', '#aaaaaa');
    await page.getByTestId('plans-upload').getByRole('img', { name: '展位图1' }).waitFor();
  }
  await page.getByLabel('联系人').fill(EXPO.contact);
  await page.getByLabel('联系电话').fill(EXPO.phone);
  if (kind === '会议活动')
    await checkPhone(page, 'listing-form-conference', () => page.getByLabel('议题2').waitFor());
  await page.getByRole('button', { name: '提交审核' }).click();
  await page
    .getByText('已提交，等待审核')
    .waitFor({ timeout: 15_000 })
    .catch(async (e: unknown) => {
      // say which field refused, and keep a picture of the form
      await shot(page, 'listing-submit-failure.png', { fullPage: true });
      const errors = await page.locator('.ant-form-item-explain-error').allTextContents();
      throw new Error(`publish did not finish; form errors: ${errors.join(' / ') || 'none'}; ${String(e)}`);
    });
  const link = page.getByRole('link', { name: /^查看(展会|会议)$/ });
  const id = Number(new URL((await link.getAttribute('href')) ?? '', 'http://x').searchParams.get('id'));
  expect(id).toBeGreaterThan(0);
  return id;
}

/** The operator opens the one pending listing of a kind in /admin/content. */
async function openPending(page: Page, kind: 'huizhan' | 'huiyi', title: string) {
  await page.goto(kind === 'huiyi' ? '/admin/content?kind=huiyi' : '/admin/content');
  await page.getByRole('heading', { name: '内容审核' }).waitFor();
  const rows = page.locator('.admin-table tbody tr.ant-table-row');
  await expect.poll(() => rows.count()).toBe(1);
  await expect.poll(() => rows.first().textContent()).toContain(title);
  await rows.first().getByRole('button', { name: /审核/ }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByText(title).first().waitFor();
  await drawer.getByRole('img', { name: '封面图片' }).waitFor();
  return drawer;
}

describe.skipIf(!hasChromium)('listings', () => {
  it('a client publishes, the operator approves one and rejects another, a visitor finds the approved one', async () => {
    const client = await openPage(ctx.browser, ctx.site);
    const page = client.page;
    await logIn(page, DEMO.client);

    // the draft survives leaving the page
    await page.goto('/uploadExhibition');
    await page.getByRole('heading', { name: '发布展会与会议' }).waitFor();
    await page.getByLabel('标题').fill(EXPO.title);
    await page.reload();
    await page.getByText('已恢复您上次未提交的草稿').waitFor();
    expect(await page.getByLabel('标题').inputValue()).toBe(EXPO.title);
    await checkPhone(page, 'listing-form', () => page.getByLabel('标题').waitFor());
    // sent half-filled, the form shows its errors: no serious axe violation in that state
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByText('请选择所属行业').waitFor();
    await expectNoAxeViolations(page, 'listing form with its errors');

    const expoId = await publish(page, '展会', EXPO.title, EXPO.sdate, EXPO.edate);
    await checkPhone(page, 'listing-submitted', () => page.getByText('已提交，等待审核').waitFor());
    await page.getByRole('button', { name: '继续发布' }).click();
    expect(await page.getByText('已恢复您上次未提交的草稿').count()).toBe(0);
    const confId = await publish(page, '会议活动', CONF.title, CONF.sdate, CONF.edate);

    // the publisher sees the pending one with a banner
    await page.goto(`/exhibition?id=${expoId}`);
    await page.getByText('审核中：仅您与运营人员可见').waitFor();
    await checkPhone(page, 'listing-own-pending', () =>
      page.getByText('审核中：仅您与运营人员可见').waitFor(),
    );

    // a visitor sees neither by id nor in search
    const visitor = await openPage(ctx.browser, ctx.site);
    const v = visitor.page;
    await v.goto(`/exhibition?id=${expoId}`);
    await v.getByText('展会不存在或尚未公开').waitFor();
    await v.goto(`/exhibition?keyword=${EXPO.keyword}`);
    await v.getByText('没有符合条件的展会，换个关键词或筛选条件试试').waitFor();
    await checkPhone(v, 'exhibition-empty', () => v.getByText('没有符合条件的展会').waitFor());

    // the operator approves the exhibition and rejects the conference
    const op = await openPage(ctx.browser, ctx.site);
    await logIn(op.page, DEMO.operator);
    let drawer = await openPending(op.page, 'huizhan', EXPO.title);
    await drawer.getByRole('img', { name: '现场图片2' }).waitFor();
    await checkPhone(op.page, 'admin-content-review', () =>
      drawer.getByRole('img', { name: '封面图片' }).waitFor(),
    );
    await expectNoAxeViolations(op.page, 'content review drawer', { include: ['.ant-drawer'] });
    await drawer.getByRole('button', { name: '通过' }).click();
    await op.page.getByRole('button', { name: '确认通过' }).click();
    await op.page.getByText('暂无待审核的内容').waitFor();

    drawer = await openPending(op.page, 'huiyi', CONF.title);
    await drawer.getByRole('button', { name: '驳回' }).click();
    const modal = op.page.getByRole('dialog', { name: '驳回会议' });
    await modal.getByRole('button', { name: '确认驳回' }).click();
    await modal.getByText('请填写驳回原因').waitFor();
    await expectNoAxeViolations(op.page, 'reject dialog with its error', { include: ['.ant-modal-wrap'] });
    await modal.getByLabel('驳回原因').fill(REASON);
    await modal.getByRole('button', { name: '确认驳回' }).click();
    await op.page.getByText('暂无待审核的内容').waitFor();
    await op.page.getByRole('tab', { name: '已驳回' }).click();
    await op.page.getByText(REASON).waitFor();
    await checkPhone(op.page, 'admin-content', () => op.page.getByText(REASON).waitFor());

    // a visitor finds it by a two-character keyword, typed in the search box
    await v.goto('/exhibition');
    await v.getByRole('heading', { name: '展会', exact: true }).waitFor();
    await checkPhone(v, 'exhibition-list', () =>
      v.getByRole('heading', { name: '展会', exact: true }).waitFor(),
    );
    await v.getByLabel('关键词').fill(EXPO.keyword);
    await v.getByLabel('关键词').press('Enter');
    await v.waitForURL((u) => u.searchParams.get('keyword') === EXPO.keyword);
    const card = v.locator('.listing-card', { hasText: EXPO.title });
    await card.waitFor();
    expect(await card.locator('mark').first().textContent()).toBe(EXPO.keyword);
    await checkPhone(v, 'exhibition-search', () => card.waitFor());

    // by city, status and a date range (the URL is the shareable state)
    await v.goto('/exhibition');
    await pickCity(v, '全部城市', '浙江省', '杭州市');
    await v.waitForURL((u) => u.searchParams.get('city') === '杭州市');
    await card.waitFor();
    await v.getByRole('tab', { name: '即将开始' }).click();
    await v.waitForURL((u) => u.searchParams.get('status') === 'upcoming');
    await card.waitFor();
    await v.getByRole('tab', { name: '已结束' }).click();
    await v.getByText('没有符合条件的展会').waitFor();
    await v.goto(`/exhibition?city=杭州市&prov=浙江省&sdate=${day(31)}&edate=${day(31)}`);
    await card.waitFor();
    await v.goto(`/exhibition?sdate=${day(33)}`);
    await v.getByText('没有符合条件的展会').waitFor();

    // the detail: pictures, floor plan, contact only after login
    await v.goto(`/exhibition?id=${expoId}`);
    await v.getByRole('heading', { name: EXPO.title }).waitFor();
    await v.getByRole('img', { name: '现场图片1' }).waitFor();
    await v.getByRole('img', { name: '现场图片2' }).waitFor();
    await v.getByRole('img', { name: '展位图1' }).waitFor();
    await v.getByText('同期举办设计论坛与新品发布会。').waitFor();
    expect(await v.getByText(EXPO.phone).count()).toBe(0);
    await checkPhone(v, 'exhibition-detail', () => v.getByRole('heading', { name: EXPO.title }).waitFor());
    const contactLogin = new URL(
      (await v.getByRole('link', { name: '登录后查看联系方式' }).getAttribute('href')) ?? '',
      ctx.site.url,
    );
    expect(contactLogin.pathname).toBe('/login');
    expect(contactLogin.searchParams.get('redirect')).toBe(`/exhibition?id=${expoId}`);
    // a visitor's 收藏 says 登录后即可收藏; 去登录 → the login page → back here, and it is favourited
    await v.getByRole('button', { name: '收藏', exact: true }).click();
    const ask = v.getByRole('dialog', { name: '登录后即可收藏' });
    await ask.waitFor();
    await checkPhone(v, 'favorite-login-ask', () => ask.waitFor());
    await expectNoAxeViolations(v, 'login-required dialog', { include: ['.ant-modal-wrap'] });
    await ask.getByRole('button', { name: '去登录' }).click();
    await v.waitForURL(
      (u) => u.pathname === '/login' && u.searchParams.get('redirect') === `/exhibition?id=${expoId}`,
    );
    await v.getByLabel('手机号').fill(DEMO.designer);
    await v.getByLabel('密码', { exact: true }).fill(DEMO.password);
    await v.locator('form button[type=submit]').click();
    await v.waitForURL(`**/exhibition?id=${expoId}`);
    await v.getByText(EXPO.phone).waitFor();

    // the favourite made on return → it is in /collection (展会 tab) → un-favourite removes it
    await v.getByRole('button', { name: '已收藏' }).waitFor();
    await v.getByText('已收藏，可在“我的收藏”中查看').waitFor();
    await v.reload();
    await v.getByRole('button', { name: '已收藏' }).waitFor();
    await v.goto('/collection');
    await v.getByRole('heading', { name: '我的收藏' }).waitFor();
    const fav = v.locator('.collection-card', { hasText: EXPO.title });
    await fav.waitFor();
    await v.getByRole('tab', { name: '展会 1' }).waitFor();
    await fav.getByText('即将开始').waitFor();
    await checkPhone(v, 'collection', () => fav.waitFor());
    await v.getByRole('tab', { name: '会议 0', exact: true }).click();
    await v.waitForURL((u) => u.searchParams.get('tab') === 'huiyi');
    await v.getByText('还没有收藏会议').waitFor();
    await v.getByRole('tab', { name: /^展会/ }).click();
    await fav.getByRole('link', { name: EXPO.title }).click();
    await v.waitForURL(`**/exhibition?id=${expoId}`);
    await v.getByRole('button', { name: '已收藏' }).waitFor();
    await v.goto('/collection');
    await fav.getByRole('button', { name: `取消收藏 ${EXPO.title}` }).click();
    await v.getByRole('button', { name: '取消收藏', exact: true }).waitFor();
    await expectNoAxeViolations(v, 'unfavourite popconfirm', { include: ['.ant-popover'] });
    await v.getByRole('button', { name: '取消收藏', exact: true }).click();
    await v.getByText('还没有收藏展会').waitFor();
    await v.getByRole('tab', { name: '展会 0' }).waitFor();
    await checkPhone(v, 'collection-empty', () => v.getByText('还没有收藏展会').waitFor());
    await v.getByRole('button', { name: '去看看展会' }).click();
    await v.waitForURL('**/exhibition');

    // the rejected conference stays private; the publisher sees the reason in 我的发布
    await v.goto(`/actvity?id=${confId}`);
    await v.getByText('会议不存在或尚未公开').waitFor();
    await v.goto('/actvity');
    await v.getByRole('heading', { name: '会议活动' }).waitFor();
    await v.getByText('暂无会议').waitFor();
    await checkPhone(v, 'actvity-list', () => v.getByText('暂无会议').waitFor());

    await page.goto('/uploadExhibition?tab=mine&mkind=huiyi');
    await page.getByText(`驳回原因：${REASON}`).waitFor();
    await page.locator('.my-listings__item', { hasText: CONF.title }).getByText('未通过').waitFor();
    await checkPhone(page, 'my-listings', () => page.getByText(`驳回原因：${REASON}`).waitFor());
    // and in the person centre's 我的发布 (every kind), reached from the user menu
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: '我的发布' }).click();
    await page.waitForURL('**/personCenter/myPublish');
    await page.getByRole('tab', { name: '会议 1', exact: true }).click();
    const rejected = page.locator('.my-listings__item', { hasText: CONF.title });
    await rejected.getByText(`驳回原因：${REASON}`).waitFor();
    expect(await rejected.getByRole('link', { name: '编辑' }).getAttribute('href')).toBe(
      `/uploadExhibition?id=${confId}&kind=huiyi`,
    );
    await checkPhone(page, 'my-publish', () => rejected.getByText(`驳回原因：${REASON}`).waitFor());
    await page.goto(`/actvity?id=${confId}`);
    await page.getByText(`驳回原因：${REASON}`).waitFor();
    // its own layout: the agenda and how to register, no exhibition fields, no empty dashes
    const agenda = page.getByRole('region', { name: '会议议程' });
    await agenda.getByText(CONF.topic).waitFor();
    await agenda.getByText(CONF.speaker).waitFor();
    const registration = page.getByRole('region', { name: '报名方式' });
    await registration.getByText('线上报名').waitFor();
    expect(await registration.getByRole('link', { name: CONF.regUrl }).getAttribute('href')).toBe(
      CONF.regUrl,
    );
    await registration.getByText('会前3天截止报名').waitFor();
    expect(await page.getByRole('link', { name: '立即报名' }).getAttribute('href')).toBe(CONF.regUrl);
    for (const gone of ['布展日期', '撤展日期', '展商数量'])
      expect(await page.getByText(gone).count(), gone).toBe(0);
    expect(await page.locator('.listing-detail').textContent()).not.toContain('—');
    await checkPhone(page, 'conference-detail', () => agenda.getByText(CONF.topic).waitFor());

    // editing from the banner: prefilled, the kind fixed, a note that it goes back to review
    await page.getByRole('link', { name: '编辑' }).click();
    await page.waitForURL((u) => u.searchParams.get('id') === String(confId));
    await page.getByText('修改后的会议需重新审核，审核通过前不会公开展示').waitFor();
    await expect.poll(() => page.getByLabel('标题').inputValue()).toBe(CONF.title);
    expect(await page.getByLabel('联系电话').inputValue()).toBe(EXPO.phone);
    await page.getByTestId('pics-upload').getByRole('img', { name: '现场图片2' }).waitFor();
    await page.getByLabel('标题').fill(`${CONF.title}（更正）`);
    await page.getByRole('button', { name: '保存并提交审核' }).click();
    await page.getByText('已提交，等待审核').waitFor();
    await page.getByRole('link', { name: '我的发布' }).click();
    await page
      .locator('.my-listings__item', { hasText: `${CONF.title}（更正）` })
      .getByText('审核中')
      .waitFor();

    expect(unexpected(client.problems)).toEqual([]);
    expect(unexpected(visitor.problems)).toEqual([]);
    expect(op.problems).toEqual([]);
  });
});
