import { describe, expect, it } from 'vitest';
import {
  call,
  checkPhone,
  DEMO,
  hasChromium,
  logIn,
  openPage,
  uploadImage,
  uploadPng,
  withSiteAndBrowser,
} from './support.ts';

/*
 * Contact masking as people meet it (issue 29): the author is told on the form and after saving that
 * contact details are hidden and why; the operator finds the member with repeated attempts in the console,
 * with the items and what was written; 账本核对 shows the ledger audit.
 */
const ctx = withSiteAndBrowser({ seed: ['people'] });

const TITLE = '作品𝟏𝟑𝟖𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖';
const MASKED = '作品联系方式已隐藏（成交后可见）';

describe.skipIf(!hasChromium)('contact masking', () => {
  it('the designer is told on the form and after saving; the operator sees the repeated attempts and the ledger audit', async () => {
    const d = await openPage(ctx.browser, ctx.site);
    const page = d.page;
    await logIn(page, DEMO.designer);
    await page.goto('/personCenter/newWordService');
    // the notice, before anything is written
    await page.getByText('请勿填写联系方式').waitFor();
    await page.getByText(/成交前其他会员看到的是「联系方式已隐藏（成交后可见）」/).waitFor();
    await checkPhone(page, 'contact-notice-work-form', () => page.getByText('请勿填写联系方式').waitFor());

    await page.getByLabel('标题').fill(TITLE);
    await page.getByLabel('展台面积').fill('54');
    await page.getByRole('combobox', { name: '开口方式' }).click();
    await page.getByTitle('三面开').click();
    await page.getByRole('combobox', { name: '展台风格' }).click();
    await page.getByTitle('科技感').click();
    await page.getByLabel('设计说明').fill('新能源汽车展台，流线型灯带，微 信 boothpro88 详聊。');
    await uploadPng(page, 'work-cover', 'cover.png', '#1f6feb');
    await page.getByTestId('work-cover').getByRole('img').waitFor();
    await page.getByRole('button', { name: '提交审核' }).click();
    // told after saving, and the list shows the title as others will read it
    await page.getByText(/您填写的联系方式已隐藏/).waitFor();
    await page.goto('/personCenter/serviceList?tab=work');
    await page.locator('.ant-list-item', { hasText: MASKED }).waitFor();

    // two more saves with contacts (a service, an edit of the profile): three attempts
    const cover = await uploadImage(page.context().request, 'listing');
    await call(page.context().request, 'Service/servicePub', {
      type: 'design',
      title: '标摊设计，加 v❤ boothpro88',
      areaMin: 9,
      areaMax: 18,
      price: 1280,
      days: 3,
      includes: '效果图三张',
      excludes: '电话 138😀1234😀5678',
      cover,
      pics: [],
    });
    const work = await call<{ contactHidden: boolean }>(page.context().request, 'Designer/workPub', {
      title: '第二件作品',
      cover,
      pics: [],
      areas: 36,
      opens: 2,
      style: '科技感',
      conts: '<p>邮箱 abc艾特qq点com，欢迎来信咨询展台设计。</p>',
    });
    expect(work.contactHidden).toBe(true);
    expect(d.problems).toEqual([]);

    const op = await openPage(ctx.browser, ctx.site);
    await logIn(op.page, DEMO.operator);
    await op.page.goto('/admin/members');
    await op.page
      .getByRole('complementary', { name: '运营后台菜单' })
      .getByRole('link', { name: '联系方式拦截' })
      .click();
    await op.page.waitForURL((u) => u.pathname === '/admin/contactAttempts');
    await op.page.getByRole('heading', { name: '联系方式拦截' }).waitFor();
    const row = op.page.locator('.admin-table tbody tr.ant-table-row', { hasText: '138****0002' });
    await expect.poll(() => row.textContent()).toMatch(/3 次[\s\S]*3 项/);
    await row.getByRole('button', { name: /展开/ }).click();
    const items = op.page.locator('.masked-item');
    await op.page.getByRole('link', { name: TITLE }).waitFor();
    await op.page.getByText('boothpro88', { exact: true }).first().waitFor();
    await op.page.getByText('abc艾特qq点com', { exact: true }).waitFor();
    // the fields in Chinese
    await op.page.getByText('· 正文').first().waitFor();
    await op.page.getByText('· 标题').first().waitFor();
    expect(await items.count()).toBe(3);
    await checkPhone(op.page, 'admin-contact-attempts', () =>
      op.page.getByRole('link', { name: TITLE }).waitFor(),
    );

    await op.page
      .getByRole('complementary', { name: '运营后台菜单' })
      .getByRole('link', { name: '账本核对' })
      .click();
    await op.page.waitForURL((u) => u.pathname === '/admin/ledger');
    await op.page.getByText('账本平衡，未发现问题').waitFor();
    await op.page.getByRole('cell', { name: '会员可用余额' }).waitFor();
    await checkPhone(op.page, 'admin-ledger', () => op.page.getByText('账本平衡，未发现问题').waitFor());
    expect(op.problems).toEqual([]);
  });
});
