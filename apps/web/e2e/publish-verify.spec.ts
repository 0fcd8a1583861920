import { currentAgreement } from '@hz/contract/common/agreements';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  wizardBudget,
  wizardPlaceAndDates,
  wizardPublish,
  wizardShowAndBooth,
  typeDate as typeWizardDate,
} from './projects-steps.ts';
import {
  call,
  checkPhone,
  DEMO,
  day,
  expectNoAxeViolations,
  hasChromium,
  logIn,
  openPage,
  uniqueMobile,
  uploadImage,
  withSiteAndBrowser,
  typeCity,
} from './support.ts';

/**
 * Issue 27 point 1 (decision 045): a newly registered client learns what publishing needs before typing,
 * leaves to verify and comes back to the form as it was left (a server draft), and publishes a task and
 * a build project without retyping anything once the operator approves.
 */

const ctx = withSiteAndBrowser({ seed: ['content'] });
const TITLE = '新品发布会 36㎡ 展台设计';
const PROJECT = '新品发布会 54㎡ 展台搭建';

async function register(context: BrowserContext) {
  const mobile = uniqueMobile();
  const code = (
    await (await context.request.post('/api/User/getCode', { data: { mobile, type: 'regist' } })).json()
  ).data.devCode as string;
  const reg = await context.request.post('/api/User/regist', {
    data: { mobile, code, password: 'Harbor-lantern-4821', agree: currentAgreement },
  });
  expect((await reg.json()).success).toBe(true);
  return mobile;
}

describe.skipIf(!hasChromium)('publishing before and after verification', () => {
  it('says what is needed first, keeps the task form and the wizard across the detour, publishes both once approved', async () => {
    const c = await openPage(ctx.browser, ctx.site);
    const op = await openPage(ctx.browser, ctx.site);
    await logIn(op.page, DEMO.operator);
    await register(c.context);
    const page = c.page;

    // /publish says it before anything is typed; 发布需求 waits for the verification
    await page.goto('/publish');
    const notice = page.getByTestId('verification-notice');
    await notice.getByText('发布设计需求需先完成认证').waitFor();
    expect(await page.getByRole('button', { name: '发布需求' }).isDisabled()).toBe(true);
    await page.getByLabel('任务标题').fill(TITLE);
    await page.getByLabel('展位面积（㎡）').fill('36');
    await typeCity(page, '展会城市', '杭州');
    await page.getByLabel('需求描述').fill('新品发布会展台，需要一个发布舞台和两个洽谈区，整体白色调。');
    await page.getByText(/草稿已自动保存/).waitFor();
    await expectNoAxeViolations(page, 'publish form, not verified');
    await checkPhone(page, 'publish-not-verified', () => notice.waitFor());

    // to 实名认证 and back: the way back is offered, and the form is as it was left
    await notice.getByRole('link', { name: '去实名认证' }).click();
    await page.waitForURL('**/personCenter/security_person?back=%2Fpublish');
    await page.getByText('提交认证资料后，可回到刚才的页面继续填写，内容已保存').waitFor();
    await call(c.context.request, 'Member/personAuth', {
      name: '王明',
      idcard: '11010519491231002X',
      cardfrt: await uploadImage(c.context.request, 'idcard', '#88aacc'),
      cardrvs: await uploadImage(c.context.request, 'idcard', '#cc9988'),
    });
    await page.reload();
    await page.getByText('资料已提交，审核期间可回到刚才的页面继续填写，内容已保存').waitFor();
    await expectNoAxeViolations(page, 'verification with the way back');
    await page.getByRole('link', { name: '返回继续' }).click();
    await page.waitForURL('**/publish');
    await notice.getByText('认证审核中').waitFor();
    await expect.poll(() => page.getByLabel('任务标题').inputValue()).toBe(TITLE);
    expect(await page.getByLabel('展位面积（㎡）').inputValue()).toBe('36');
    // the city is kept with the draft too
    expect(await page.locator('.task-form .ant-cascader').first().textContent()).toContain('杭州市');

    // the build wizard says it too; its steps are kept as drafts meanwhile
    await page.goto('/workshopNeed');
    await page.waitForURL('**/workshopNeed/firstStep');
    await notice.getByText('认证审核中').waitFor();
    await wizardShowAndBooth(page, PROJECT);
    await wizardPlaceAndDates(page, day(23));
    await wizardBudget(page);
    await notice.getByText('认证审核中').waitFor();
    expect(await page.getByRole('button', { name: '发布项目' }).isDisabled()).toBe(true);
    const wizardAt = page.url();

    // the operator approves
    const queue = await call<{ listItem: Array<{ id: number }> }>(op.context.request, 'Admin/authList', {
      kind: 'person',
    });
    await call(op.context.request, 'Admin/authReview', {
      kind: 'person',
      id: queue.listItem[0]!.id,
      pass: true,
    });

    // the task: the form as left, the rest typed, published; the draft goes with it
    await page.goto('/publish');
    await expect.poll(() => page.getByLabel('任务标题').inputValue()).toBe(TITLE);
    expect(await notice.count()).toBe(0);
    await page.getByLabel('设计风格', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '科技感' }).click();
    for (const [label, value] of [
      ['展会开始日期', day(40)],
      ['展会结束日期', day(42)],
      ['设计截止日期', day(25)],
    ] as const)
      await typeWizardDate(page, label, value);
    await page.getByLabel('设计费（元）').fill('6000');
    await page.getByRole('button', { name: '发布需求' }).click();
    await page.getByRole('button', { name: '确认发布' }).click();
    await page.waitForURL(/\/publishDetail\?id=\d+/);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.goto('/publish');
    await page.getByText('填写内容会自动保存为草稿').waitFor();
    expect(await page.getByLabel('任务标题').inputValue()).toBe('');

    // the project: back on its last step, nothing retyped
    await page.goto(wizardAt);
    await page.getByTestId('project-review').getByText('¥86,000.00').waitFor();
    const id = await wizardPublish(page, PROJECT);
    expect(id).toBeGreaterThan(0);
    expect(c.problems).toEqual([]);
  });
});
