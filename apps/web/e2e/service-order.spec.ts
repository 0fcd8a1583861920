import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { services } from '../../server/src/db/schema/people.ts';
import {
  call,
  DEMO,
  day,
  expectNoAxeViolations,
  expectNoOverflow,
  hasChromium,
  logIn,
  openPage,
  withSiteAndBrowser,
  shot,
} from './support.ts';

// the demo people: the client 13800000001 is verified as a business, 青橙's services are approved
const ctx = withSiteAndBrowser({ seed: ['people'] });

const SERVICE = '9㎡标摊升级设计，3天出图';

/** Types a date into a dialog's date field; Enter takes it and must not submit the dialog (issue 27). */
async function typeDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(value);
}

describe.skipIf(!hasChromium)('ordering a design service (issue 27 point 11)', () => {
  it('at 375 px the dialog shows the service’s terms as facts, asks only the booth, dates and needs; typed dates are taken; the order lands on its task', async () => {
    const [service] = await ctx.site.database.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.title, SERVICE));
    const { page, problems } = await openPage(ctx.browser, ctx.site, { width: 375, height: 740 });
    await logIn(page, DEMO.client);
    await page.goto(`/personCenter/serviceDetail?id=${service!.id}`);
    await page.getByRole('button', { name: '下单' }).click();
    const dialog = page.getByRole('dialog', { name: '下单设计服务' });
    await dialog.waitFor();

    // the service's terms, as facts (from its 服务内容: 效果图3张…、物料清单、两次修改)
    const terms = dialog.getByRole('region', { name: '服务约定' });
    await terms.getByText(SERVICE).waitFor();
    for (const fact of [
      /^¥1,280(\.00)?$/,
      '约3天交付',
      '9–18㎡',
      '效果图、物料清单',
      '2次',
      '施工图、搭建与物料制作费用。',
    ])
      await terms.getByText(fact, { exact: true }).first().waitFor();
    // …and not asked: no fee, deliverables or rounds to fill in
    for (const asked of ['需要的交付物', '包含修改次数', '设计费'])
      expect(await dialog.getByLabel(asked, { exact: true }).count(), asked).toBe(0);
    // the design deadline starts at today + the service's 3 days (once the lazy date picker has come)
    await expect.poll(() => dialog.getByLabel('设计截止日期', { exact: true }).inputValue()).toBe(day(3));

    // a booth outside the service's range is refused in the form
    const area = dialog.getByLabel('展位面积（㎡）');
    await area.fill('30');
    await dialog.getByText('该服务适用面积为9–18㎡').waitFor();
    await area.fill('12');
    // the title follows the area
    await expect.poll(() => dialog.getByLabel('任务标题').inputValue()).toBe(`${SERVICE}（12㎡）`);
    await dialog.getByLabel('设计风格', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '科技感' }).click();
    // typed dates are taken; Enter in a date does not send the dialog
    await typeDate(page, '展会开始日期', day(30));
    await typeDate(page, '展会结束日期', day(32));
    await typeDate(page, '设计截止日期', day(20));
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
    await dialog.getByLabel('需求描述').fill('标摊升级，突出机器人产品与品牌色，留一处洽谈区。');
    await expectNoAxeViolations(page, 'order-service dialog, filled', { include: ['.ant-modal-wrap'] });
    await expectNoOverflow(page, 'order-service dialog');
    await page.locator('.ant-modal-wrap').evaluate((el) => el.scrollTo(0, 0));
    await shot(page, 'service-order-dialog-375.png');

    await dialog.getByRole('button', { name: '下一步' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('设计费 ¥1,280.00').waitFor();
    await confirm.getByRole('button', { name: '确认下单' }).click();
    await page.waitForURL(/\/publishDetail\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByRole('heading', { name: `${SERVICE}（12㎡）` }).waitFor();
    await expectNoOverflow(page, 'ordered task');

    // the task carries what the service fixes and what was typed
    const task = await call<Record<string, unknown>>(page.context().request, 'Taskcenter/businesTaskInfo', {
      id,
    });
    expect(task).toMatchObject({
      status: 'confirmed',
      cost: 1280,
      sizes: 12,
      style: '科技感',
      sdate: day(30),
      edate: day(32),
      deadline: day(20),
      types: ['效果图', '物料清单'],
      rounds: 2,
    });
    expect(problems).toEqual([]);
  });
});
