import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  call,
  checkPhone,
  DEMO,
  day,
  hasChromium,
  logIn,
  openPage,
  verifyPerson,
  withSiteAndBrowser,
} from './support.ts';
import {
  confirmWith,
  next,
  typeDate,
  wizardBudget,
  wizardPlaceAndDates,
  wizardPublish,
  wizardShowAndBooth,
  wizardStep,
} from './projects-steps.ts';

// the demo exhibitions (an approved one starts in 25 days: 第二十届中国（上海）国际汽车零部件…展览会)
const ctx = withSiteAndBrowser({ seed: ['content'] });

const TITLE = '汽车零部件展 4.2号馆 54㎡ 特装展台搭建';
const SIMPLE = '智慧城市博览会 9㎡ 标准展位搭建';

/** Province → city in the cascader labelled `label`. */
async function pickCity(page: Page, label: string, prov: string, city: string) {
  await page.getByLabel(label, { exact: true }).click();
  const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
  await menus
    .nth(0)
    .locator('.ant-cascader-menu-item', { hasText: new RegExp(`^${prov}$`) })
    .click();
  await menus
    .nth(1)
    .locator('.ant-cascader-menu-item', { hasText: new RegExp(`^${city}$`) })
    .click();
  await page.locator('.ant-cascader-dropdown:visible').waitFor({ state: 'hidden' });
}

interface Info {
  title: string;
  checked: number;
  status: string;
  areas: number;
  coins: number;
  exhibition: number;
  bgdate: string;
  picture: unknown[];
  height: number;
  layer: number;
}
const info = (r: APIRequestContext, id: number) => call<Info>(r, 'Projectcenter/businesPrjctInfo', { id });

describe.skipIf(!hasChromium)('build-project wizards', () => {
  it('full wizard with Chinese errors → publish → approve → edit → simple wizard → close', async () => {
    const c = await openPage(ctx.browser, ctx.site);
    const op = await openPage(ctx.browser, ctx.site);
    await logIn(c.page, DEMO.client);
    await logIn(op.page, DEMO.operator);
    await verifyPerson(c.context.request, op.context.request);
    const cp = c.page;

    // each step's Chinese errors first, then the step filled as the journey fills it
    // (projects-steps.ts; the draft resumed in another browser context is the journey's)
    await cp.goto('/workshopNeed');
    await cp.waitForURL('**/workshopNeed/firstStep');
    await next(cp);
    await cp.getByText('请输入项目标题').waitFor();
    await cp.getByText('请选择展会或填写展会名称').waitFor();
    await cp.getByText('请输入展台长度').waitFor();
    await cp.getByLabel('长（米）').fill('120');
    await cp.getByText('展台长度不能超过100米').waitFor();
    await wizardShowAndBooth(cp, TITLE);

    // step 2: the place and the dates come from the exhibition; a 报馆 deadline after move-in is refused
    expect(Number(new URL(cp.url()).searchParams.get('draft'))).toBeGreaterThan(0);
    await cp.getByText('所选展会：第二十届中国（上海）国际汽车零部件及售后服务展览会').waitFor();
    await expect.poll(() => cp.getByLabel('展会开始日期', { exact: true }).inputValue()).toBe(day(25));
    const indate = await cp.getByLabel('进场日期', { exact: true }).inputValue();
    expect(indate).toBe(day(23));
    await typeDate(cp, '报馆截止日期', day(24));
    await next(cp);
    await cp.getByText('报馆截止日期不能晚于进场日期').waitFor();
    await typeDate(cp, '进场日期', day(20));
    await cp.getByText('进场日期不能早于展会的布展日期').waitFor();
    await wizardPlaceAndDates(cp, indate);

    // step 3: the budget, the crew, a rendering
    await next(cp);
    await cp.getByText('请输入预算').waitFor();
    await cp.getByLabel('搭建预算（元）').fill('500');
    await cp.getByText('预算不能少于1000元').waitFor();
    await wizardBudget(cp);

    // step 4: notes, the review of everything, publish
    await expect.poll(() => cp.getByLabel('联系手机').inputValue()).toBe(DEMO.client);
    await cp.getByRole('button', { name: '发布项目' }).click();
    await cp.getByText('请输入项目说明').waitFor();
    const id = await wizardPublish(cp, TITLE);
    const published = await info(cp.request, id);
    expect(published).toMatchObject({ title: TITLE, checked: 0, status: 'open', areas: 54, coins: 86000 });
    expect(published.exhibition).toBeGreaterThan(0);
    expect(published.bgdate).toBe(day(15));
    expect(published.picture).toHaveLength(1);
    // the draft went with the publish
    expect(
      (await call<{ listItem: unknown[] }>(cp.request, 'Projectcenter/prjctDraftList')).listItem,
    ).toEqual([]);

    // my projects: waiting for review; the operator approves; waiting for quotations
    await cp.goto('/personCenter/workShopList');
    const row = cp.getByTestId('project-row').filter({ hasText: TITLE });
    await row.getByText('审核中').waitFor();
    await row.getByText('下一步：等待平台审核').waitFor();
    await call(op.context.request, 'Admin/contentReview', { kind: 'project', id, pass: true });
    await cp.reload();
    await row.getByText(`下一步：等待工厂报价；报馆截止 ${day(15)}`).waitFor();
    await checkPhone(cp, 'wizard-list', () => row.waitFor());

    // the edit wizard: prefilled, the title changed, saved back to review
    await row.getByRole('link', { name: '修改' }).click();
    await cp.waitForURL(`**/workshopNeedEdit/firstStep?id=${id}`);
    await expect.poll(() => cp.getByLabel('项目标题').inputValue()).toBe(TITLE);
    await cp.getByLabel('项目标题').fill(`${TITLE}（含灯光）`);
    await checkPhone(cp, 'wizard-edit-1', () => cp.getByLabel('项目标题').waitFor());
    await next(cp);
    await wizardStep(cp, 'secondStep');
    await expect.poll(() => cp.getByLabel('报馆截止日期', { exact: true }).inputValue()).toBe(day(15));
    await next(cp);
    await wizardStep(cp, 'thirdStep');
    await next(cp);
    await wizardStep(cp, 'fourStep');
    await cp.getByTestId('project-review').getByText(`${TITLE}（含灯光）`).waitFor();
    await cp.getByRole('button', { name: '保存修改' }).click();
    await confirmWith(cp, '保存修改');
    await cp.waitForURL(`**/workDetail?id=${id}`);
    const edited = await info(cp.request, id);
    expect(edited).toMatchObject({ title: `${TITLE}（含灯光）`, checked: 0, coins: 86000, bgdate: day(15) });

    // the simple wizard: a free show, a standard booth
    await cp.goto('/workshopNeedSimple');
    await cp.waitForURL('**/workshopNeedSimple/firstStep');
    await cp.getByLabel('项目标题').fill(SIMPLE);
    await cp.getByLabel('展会名称').fill('2026中国（杭州）智慧城市博览会');
    await cp.getByLabel('展位号').fill('2B-031');
    await cp.getByLabel('长（米）').fill('3');
    await cp.getByLabel('宽（米）').fill('3');
    expect(await cp.getByLabel('限高（米）').count()).toBe(0);
    await checkPhone(cp, 'wizard-simple-1', () => cp.getByLabel('项目标题').waitFor());
    await next(cp);
    await wizardStep(cp, 'secondStep');
    await pickCity(cp, '所在城市', '浙江省', '杭州市');
    await cp.getByLabel('详细地址').fill('萧山区奔竞大道353号 杭州国际博览中心');
    await typeDate(cp, '报馆截止日期', day(30));
    await typeDate(cp, '进场日期', day(39));
    await typeDate(cp, '展会开始日期', day(40));
    await typeDate(cp, '展会结束日期', day(38));
    await next(cp);
    await cp.getByText('展会结束日期不能早于开始日期').waitFor();
    await typeDate(cp, '展会结束日期', day(42));
    await typeDate(cp, '撤展日期', day(42));
    await next(cp);
    await wizardStep(cp, 'thirdStep');
    await cp.getByLabel('搭建预算（元）').fill('6000');
    await next(cp);
    await wizardStep(cp, 'fourStep');
    await cp
      .getByLabel('项目说明')
      .fill('标准展位升级：楣板、射灯四盏、洽谈桌椅一套、展示柜两个，需含运输。');
    await cp.getByRole('button', { name: '发布项目' }).click();
    await confirmWith(cp, '确认发布');
    await cp.waitForURL(/\/workDetail\?id=\d+/);
    const simpleId = Number(new URL(cp.url()).searchParams.get('id'));
    expect(await info(cp.request, simpleId)).toMatchObject({
      title: SIMPLE,
      height: 2.5,
      layer: 1,
      areas: 9,
    });

    // both in my projects; the simple one closed from there, after which it cannot be edited
    await cp.goto('/personCenter/workShopList');
    await expect.poll(() => cp.getByTestId('project-row').count()).toBe(2);
    const simpleRow = cp.getByTestId('project-row').filter({ hasText: SIMPLE });
    await simpleRow.getByRole('button', { name: /^关\s?闭$/ }).click();
    await cp.getByLabel('关闭原因').fill('改用主场统一搭建');
    await confirmWith(cp, '关闭项目');
    await simpleRow.getByText('已关闭', { exact: true }).waitFor();
    await cp.goto(`/workshopNeedEdit/firstStep?id=${simpleId}`);
    await cp.getByText('项目已关闭，不能再修改').waitFor();

    expect(c.problems).toEqual([]);
    expect(op.problems).toEqual([]);
  }, 240_000);
});
