import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  bellName,
  checkPhone,
  DEMO,
  hasChromium,
  logIn,
  openPage,
  pickRegion,
  uploadPng,
  withSiteAndBrowser,
} from './support.ts';

const OPERATOR = DEMO.operator;
const CLIENT = DEMO.client;
const IDCARD = '11010519491231002X';
const REASON = '证件照片模糊，请重新拍摄上传';

const ctx = withSiteAndBrowser();
const upload = uploadPng;

/** The operator opens the pending request of 张三 from the queue. */
async function openPending(page: Page) {
  await page.goto('/admin/personAuth');
  await page.getByRole('heading', { name: '实名审核' }).waitFor();
  const rows = page.locator('.admin-table tbody tr.ant-table-row');
  await expect.poll(() => rows.count()).toBe(1);
  await expect.poll(() => rows.first().textContent()).toMatch(new RegExp(`${CLIENT}[\\s\\S]*张三`));
  await rows.first().getByRole('button', { name: /审核/ }).click();
  await page.waitForURL((u) => !!u.searchParams.get('id'));
  const drawer = page.getByRole('dialog');
  await drawer.getByText(IDCARD).waitFor();
  await drawer.getByRole('img', { name: '身份证人像面' }).waitFor();
  await drawer.getByRole('img', { name: '身份证国徽面' }).waitFor();
  return drawer;
}

describe.skipIf(!hasChromium)('person verification', () => {
  it('a client submits, the operator rejects with a reason, the client resubmits, the operator approves; the verified member opens a designer profile', async () => {
    const client = await openPage(ctx.browser, ctx.site);
    await logIn(client.page, CLIENT);
    await client.page.goto('/personCenter/security_person');
    await client.page.getByRole('heading', { name: '实名认证' }).waitFor();
    const state = client.page.locator('.verify-state');
    await state.getByText('未认证', { exact: true }).waitFor();
    await checkPhone(client.page, 'verify-form', () => client.page.getByLabel('真实姓名').waitFor());

    // client-side checks first
    await client.page.getByRole('button', { name: '提交审核' }).click();
    await client.page.getByText('请上传身份证人像面').waitFor();
    await client.page.getByLabel('身份证号').fill('1234');
    await client.page.getByText('身份证号为18位，最后一位可以是X').waitFor();

    await client.page.getByLabel('真实姓名').fill('张三');
    await client.page.getByLabel('身份证号').fill(IDCARD);
    await upload(client.page, 'cardfrt-upload', 'front.png', '#88aacc');
    await client.page.getByTestId('cardfrt-upload').getByRole('img', { name: '身份证人像面' }).waitFor();
    await upload(client.page, 'cardrvs-upload', 'back.png', '#cc9988');
    await client.page.getByTestId('cardrvs-upload').getByRole('img', { name: '身份证国徽面' }).waitFor();
    await client.page.getByRole('button', { name: '提交审核' }).click();
    await state.getByText('审核中', { exact: true }).waitFor();
    await client.page.getByText('张三').waitFor();
    expect(await client.page.getByRole('button', { name: '提交审核' }).count()).toBe(0);
    await checkPhone(client.page, 'verify-pending', () =>
      state.getByText('审核中', { exact: true }).waitFor(),
    );
    const bellBefore = await bellName(client.page);

    // the operator rejects with a reason
    const op = await openPage(ctx.browser, ctx.site);
    await logIn(op.page, OPERATOR);
    await op.page.goto('/admin/personAuth');
    await op.page.getByRole('heading', { name: '实名审核' }).waitFor();
    await op.page.locator('.admin-table tbody tr.ant-table-row').first().waitFor();
    await checkPhone(op.page, 'admin-person-auth', () =>
      op.page.getByRole('combobox', { name: '运营后台菜单' }).waitFor(),
    );
    let drawer = await openPending(op.page);
    await drawer.getByRole('button', { name: '驳回' }).click();
    const modal = op.page.getByRole('dialog', { name: '驳回实名认证' });
    await modal.getByRole('button', { name: '确认驳回' }).click();
    await modal.getByText('请填写驳回原因').waitFor();
    await modal.getByLabel('驳回原因').fill(REASON);
    await modal.getByRole('button', { name: '确认驳回' }).click();
    await op.page.getByText('已驳回', { exact: true }).first().waitFor();
    await op.page.getByText('暂无待审核的申请').waitFor();
    await op.page.getByRole('tab', { name: '已驳回' }).click();
    await op.page.waitForURL((u) => u.searchParams.get('checked') === '2');
    await op.page.locator('.admin-table tbody tr.ant-table-row').getByText('张三').waitFor();

    // the client's bell changes without a reload; after a reload the page shows the reason
    await expect.poll(() => bellName(client.page), { timeout: 10_000 }).not.toBe(bellBefore);
    await client.page.reload();
    await state.getByText('未通过', { exact: true }).waitFor();
    await client.page.getByText(REASON).waitFor();
    await checkPhone(client.page, 'verify-rejected', () => client.page.getByText(REASON).waitFor());

    // resubmit: name and images are kept; the ID number, shown masked only, is kept when left empty
    await expect.poll(() => client.page.getByLabel('真实姓名').inputValue()).toBe('张三');
    await client.page.getByText('已提交：110***********002X。号码不变请留空，将沿用已提交的号码').waitFor();
    expect(await client.page.getByLabel('身份证号').inputValue()).toBe('');
    await upload(client.page, 'cardfrt-upload', 'front2.png', '#aabbcc');
    await client.page.getByRole('button', { name: '提交审核' }).click();
    await state.getByText('审核中', { exact: true }).waitFor();

    // the operator approves
    drawer = await openPending(op.page);
    await drawer.getByRole('button', { name: '通过' }).click();
    await op.page.getByRole('button', { name: '确认通过' }).click();
    await op.page.getByText('已通过', { exact: true }).first().waitFor();
    await op.page.getByText('暂无待审核的申请').waitFor();

    // the client is verified and has the message
    const info = await client.context.request.post('/api/Member/userInfo', { data: {} });
    expect((await info.json()).data.personauth).toBe(1);
    await client.page.goto('/message');
    await client.page.getByText('实名认证已通过').first().waitFor();

    // verified, the member can open a designer profile (issue 12): fill it in, the operator approves it,
    // and a visitor finds the new designer on /designer by a two-character keyword
    await client.page.goto('/personCenter/designerProfile');
    await client.page.getByLabel('设计师名称').fill('张三展台设计');
    await upload(client.page, 'profile-logo', 'logo.png', '#2f7d6d');
    await client.page.getByTestId('profile-logo').getByRole('img').waitFor();
    await client.page.getByLabel('所在城市').click();
    const cities = client.page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
    await cities
      .nth(0)
      .locator('.ant-cascader-menu-item', { hasText: /^浙江省$/ })
      .click();
    await cities
      .nth(1)
      .locator('.ant-cascader-menu-item', { hasText: /^杭州市$/ })
      .click();
    await client.page
      .getByLabel('个人简介')
      .fill('十年会展设计经验，专注新能源与消费电子品牌的特装展台，擅长灯光与动线设计。');
    await client.page.getByLabel('特装展位').check();
    await client.page.getByLabel('科技感').check();
    await client.page.getByLabel('服务城市').fill('杭州');
    await client.page.locator('.ant-select-item-option', { hasText: '杭州市' }).first().click();
    await client.page.keyboard.press('Escape');
    await client.page.getByLabel('从业年限').fill('10');
    await client.page.getByRole('button', { name: '提交审核' }).click();
    await client.page.getByText('资料审核中').waitFor();
    await op.page.goto('/admin/content?kind=designer');
    const pendingProfile = op.page.locator('.admin-table tbody tr.ant-table-row', {
      hasText: '张三展台设计',
    });
    await pendingProfile.getByRole('button', { name: /审核/ }).click();
    await op.page
      .getByRole('dialog', { name: '设计师资料审核' })
      .getByRole('button', { name: '通过' })
      .click();
    await op.page.getByRole('button', { name: '确认通过' }).click();
    await op.page.getByRole('dialog', { name: '设计师资料审核' }).waitFor({ state: 'hidden' });
    const visitor = await openPage(ctx.browser, ctx.site);
    await visitor.page.goto(`/designer?keyword=${encodeURIComponent('张三')}`);
    await visitor.page.locator('.person-card', { hasText: '张三展台设计' }).click();
    await visitor.page.getByRole('heading', { name: '张三展台设计' }).waitFor();
    expect(visitor.problems).toEqual([]);
    await client.page.goto('/personCenter/security_person');
    await state.getByText('已认证', { exact: true }).waitFor();
    await client.page.getByRole('button', { name: '重新认证' }).click();
    await client.page.getByText(/重新进入审核/).waitFor();
    await client.page
      .getByRole('button', { name: '确 定' })
      .or(client.page.getByRole('button', { name: '确定' }))
      .click();
    await client.page.getByRole('button', { name: '提交审核' }).waitFor();

    // 企业认证 offers the verified person's ID images when the contact is that person
    await client.page.goto('/personCenter/security_business');
    const offer = client.page.getByText('联系人是 张三 本人？可直接使用实名认证的身份证照片');
    await offer.waitFor();
    await client.page.getByRole('button', { name: '使用', exact: true }).click();
    await client.page.getByTestId('cardfrt-upload').getByRole('img', { name: '身份证人像面' }).waitFor();
    await client.page.getByTestId('cardrvs-upload').getByRole('img', { name: '身份证国徽面' }).waitFor();
    expect(await client.page.getByLabel('联系人姓名').inputValue()).toBe('张三');
    await offer.waitFor({ state: 'hidden' });
    // 同注册地址: the mailing region follows the registered one
    await pickRegion(client.page, '注册地', ['江苏省', '苏州市', '吴中区']);
    await client.page.getByLabel('同注册地址').check();
    const mailing = client.page.locator('.ant-form-item', { has: client.page.getByLabel('所在地区') });
    await mailing.getByText('江苏省 / 苏州市 / 吴中区').waitFor();
    await checkPhone(client.page, 'business-reuse', () => client.page.getByLabel('同注册地址').waitFor());

    expect(client.problems).toEqual([]);
    expect(op.problems).toEqual([]);
  }, 240_000);
});
