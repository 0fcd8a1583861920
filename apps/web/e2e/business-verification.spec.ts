import { usccCheckChar } from '@hz/contract/common/uscc';
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

/** The demo factory (苏州鑫源展览工程有限公司) verifies as a business. */
const FACTORY = DEMO.factory;
const TAXORDER = (() => {
  const body = '91320505MA1N8X2K3';
  return body + usccCheckChar(body);
})();
const WRONG_NAME = '苏州鑫源展览有限公司';
const RIGHT_NAME = '苏州鑫源展览工程有限公司';
const REASON = '企业名称与营业执照不一致，请核对后重新提交';

const ctx = withSiteAndBrowser();

/** The operator opens the factory's pending request from the business queue. */
async function openPending(page: Page, btitle: string) {
  await page.goto('/admin/businessAuth');
  await page.getByRole('heading', { name: '企业审核' }).waitFor();
  const rows = page.locator('.admin-table tbody tr.ant-table-row');
  await expect.poll(() => rows.count()).toBe(1);
  await expect.poll(() => rows.first().textContent()).toContain(btitle);
  await rows.first().getByRole('button', { name: /审核/ }).click();
  await page.waitForURL((u) => !!u.searchParams.get('id'));
  const drawer = page.getByRole('dialog');
  await drawer.getByText(TAXORDER).waitFor();
  for (const name of ['营业执照', '联系人身份证人像面', '联系人身份证国徽面']) {
    await drawer.getByRole('img', { name }).waitFor();
  }
  return drawer;
}

describe.skipIf(!hasChromium)('business verification', () => {
  it('a factory submits, the operator rejects with a reason, the factory corrects and resubmits, the operator approves', async () => {
    const member = await openPage(ctx.browser, ctx.site);
    const page = member.page;
    await logIn(page, FACTORY);

    // reached from the security settings
    await page.goto('/personCenter/securitySetting');
    await page.locator('li', { hasText: '企业认证' }).getByRole('link', { name: '去认证' }).click();
    await page.waitForURL('**/personCenter/security_business');
    await page.getByRole('heading', { name: '企业认证' }).waitFor();
    await page.locator('.verify-state').getByText('未认证', { exact: true }).waitFor();
    await checkPhone(page, 'business-form', () => page.getByLabel('企业名称').waitFor());

    // client-side checks first
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByText('请上传营业执照').waitFor();
    await page.getByText('请选择注册地所在省市区').waitFor();
    await page.getByLabel('统一社会信用代码').fill('1234');
    await page.getByText('统一社会信用代码为18位数字或大写字母').waitFor();

    // the business
    await page.getByLabel('企业名称').fill(WRONG_NAME);
    await page.getByLabel('企业类型').click();
    await page.getByTitle('有限责任公司').click();
    await page.getByLabel('成立日期').click();
    await page.locator('.ant-picker-dropdown:visible .ant-picker-cell-today').click();
    // a code with a wrong check character passes the form's shape check; the server refuses it
    const wrongCheck = TAXORDER.slice(0, 17) + (TAXORDER.endsWith('0') ? '1' : '0');
    await page.getByLabel('统一社会信用代码').fill(wrongCheck.toLowerCase());
    await pickRegion(page, '注册地', ['江苏省', '苏州市', '吴中区']);
    await uploadPng(page, 'bcerts-upload', 'licence.png', '#d8c8a0');
    await page.getByTestId('bcerts-upload').getByRole('img', { name: '营业执照' }).waitFor();

    // the contact
    await page.getByLabel('联系人姓名').fill('赵工');
    await page.getByLabel('联系人手机').fill('13912345678');
    await page.getByLabel('固定电话（选填）').fill('0512-66881234');
    await uploadPng(page, 'cardfrt-upload', 'front.png', '#88aacc');
    await page.getByTestId('cardfrt-upload').getByRole('img', { name: '身份证人像面' }).waitFor();
    await uploadPng(page, 'cardrvs-upload', 'back.png', '#cc9988');
    await page.getByTestId('cardrvs-upload').getByRole('img', { name: '身份证国徽面' }).waitFor();

    // invoice: the title follows the business name
    expect(await page.getByLabel('发票抬头').inputValue()).toBe(WRONG_NAME);
    await page.getByLabel('增值税专用发票').check();
    await page.getByLabel('开户银行').fill('中国银行苏州吴中支行');
    await page.getByLabel('银行账号').fill('4653 6012 3456 7788');

    // mailing address
    await pickRegion(page, '所在地区', ['江苏省', '苏州市', '吴中区']);
    await page.getByLabel('详细地址').fill('吴中大道 1188 号 3 号楼');

    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByText('统一社会信用代码校验位不正确，请核对').waitFor();
    await page.getByLabel('统一社会信用代码').fill(TAXORDER);
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.locator('.verify-state').getByText('审核中', { exact: true }).waitFor();
    await page.getByText(WRONG_NAME).first().waitFor();
    await page.getByText('465*********7788', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: '提交审核' }).count()).toBe(0);
    await checkPhone(page, 'business-pending', () =>
      page.locator('.verify-state').getByText('审核中', { exact: true }).waitFor(),
    );
    const bellBefore = await bellName(page);

    // the operator rejects with a reason
    const op = await openPage(ctx.browser, ctx.site);
    await logIn(op.page, DEMO.operator);
    let drawer = await openPending(op.page, WRONG_NAME);
    await checkPhone(op.page, 'admin-business-review', () =>
      drawer.getByRole('img', { name: '营业执照' }).waitFor(),
    );
    await drawer.getByText('4653601234567788').waitFor();
    await drawer.getByRole('button', { name: '驳回' }).click();
    const modal = op.page.getByRole('dialog', { name: '驳回企业认证' });
    await modal.getByLabel('驳回原因').fill(REASON);
    await modal.getByRole('button', { name: '确认驳回' }).click();
    await op.page.getByText('暂无待审核的申请').waitFor();

    // the member's bell changes without a reload; after a reload the page shows the reason
    await expect.poll(() => bellName(page), { timeout: 10_000 }).not.toBe(bellBefore);
    const bellRejected = await bellName(page);
    await page.reload();
    await page.locator('.verify-state').getByText('未通过', { exact: true }).waitFor();
    await page.getByText(REASON).waitFor();
    await checkPhone(page, 'business-rejected', () => page.getByText(REASON).waitFor());

    // resubmit: everything is kept but the bank account, which is typed again; the name is corrected
    await expect.poll(() => page.getByLabel('统一社会信用代码').inputValue()).toBe(TAXORDER);
    await page.getByLabel('企业名称').fill(RIGHT_NAME);
    await page.getByLabel('发票抬头').fill(RIGHT_NAME);
    await page.getByLabel('银行账号').fill('4653601234567788');
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.locator('.verify-state').getByText('审核中', { exact: true }).waitFor();

    // the operator approves
    drawer = await openPending(op.page, RIGHT_NAME);
    await drawer.getByRole('button', { name: '通过' }).click();
    await op.page.getByRole('button', { name: '确认通过' }).click();
    await op.page.getByText('暂无待审核的申请').waitFor();

    // live badge again, the message, and businsauth 1
    await expect.poll(() => bellName(page), { timeout: 10_000 }).not.toBe(bellRejected);
    const info = await member.context.request.post('/api/Member/userInfo', { data: {} });
    expect((await info.json()).data).toMatchObject({ businsauth: 1, company: RIGHT_NAME });
    await page.goto('/message');
    await page.getByText('企业认证已通过').first().waitFor();
    await page.getByText('企业认证未通过').first().waitFor();
    await page.goto('/personCenter/security_business');
    await page.locator('.verify-state').getByText('已认证', { exact: true }).waitFor();
    await page.getByText(RIGHT_NAME).first().waitFor();

    // the one refusal is the wrong check character above, which the browser logs as a failed resource
    expect(member.problems).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 400 (Bad Request) at /api/Member/businesAuth',
    ]);
    expect(op.problems).toEqual([]);
  });
});
