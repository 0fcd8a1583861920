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

// the demo exhibitions (an approved one starts in 25 days: 第二十届中国（上海）国际汽车零部件…展览会)
const ctx = withSiteAndBrowser({ seed: ['content'] });

const TITLE = '汽车零部件展 4.2号馆 54㎡ 特装展台搭建';
const SIMPLE = '智慧城市博览会 9㎡ 标准展位搭建';

/** Types a date and commits it by leaving the field (Enter would submit the step). */
async function typeDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await page.locator('.page-header h1').click();
  await expect.poll(() => input.inputValue()).toBe(value);
}

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

async function confirmWith(page: Page, ok: string) {
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.getByRole('button', { name: ok }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const next = (page: Page) => page.getByRole('button', { name: '下一步' }).click();
const step = (page: Page, name: string) => page.waitForURL(new RegExp(`/${name}\\?`));

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
  it('full wizard with Chinese errors → left at step 3 → resumed in another browser → publish → approve → edit → simple wizard → close', async () => {
    const c = await openPage(ctx.browser, ctx.site);
    const op = await openPage(ctx.browser, ctx.site);
    await logIn(c.page, DEMO.client);
    await logIn(op.page, DEMO.operator);
    await verifyPerson(c.context.request, op.context.request);
    const cp = c.page;

    // step 1: the errors first, then the show picked from the listings and the booth
    await cp.goto('/workshopNeed');
    await cp.waitForURL('**/workshopNeed/firstStep');
    await next(cp);
    await cp.getByText('请输入项目标题').waitFor();
    await cp.getByText('请选择展会或填写展会名称').waitFor();
    await cp.getByText('请输入展台长度').waitFor();
    await cp.getByLabel('项目标题').fill(TITLE);
    await cp.getByLabel('选择展会').click();
    await cp.getByLabel('选择展会').fill('汽车零部件');
    await cp
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '汽车零部件' })
      .first()
      .click();
    await expect.poll(() => cp.getByLabel('展会名称').inputValue()).toContain('汽车零部件');
    await expect.poll(() => cp.getByLabel('展馆（选填）').inputValue()).toBe('4.2号馆');
    await cp.getByLabel('展位号（选填）').fill('4.2H-B12');
    await cp.getByLabel('长（米）').fill('120');
    await cp.getByText('展台长度不能超过100米').waitFor();
    await cp.getByLabel('长（米）').fill('9');
    await cp.getByLabel('宽（米）').fill('6');
    await cp.getByLabel('限高（米）').fill('4.5');
    await cp.getByTestId('project-area').getByText('54㎡').waitFor();
    await checkPhone(cp, 'wizard-step-1', () => cp.getByLabel('项目标题').waitFor());
    await next(cp);

    // step 2: the place and the dates come from the exhibition; a 报馆 deadline after move-in is refused
    await step(cp, 'secondStep');
    const draft = Number(new URL(cp.url()).searchParams.get('draft'));
    expect(draft).toBeGreaterThan(0);
    await cp.getByText('所选展会：第二十届中国（上海）国际汽车零部件及售后服务展览会').waitFor();
    await expect.poll(() => cp.getByLabel('展会开始日期', { exact: true }).inputValue()).toBe(day(25));
    const indate = await cp.getByLabel('进场日期', { exact: true }).inputValue();
    expect(indate).toBe(day(23));
    await typeDate(cp, '报馆截止日期', day(24));
    await next(cp);
    await cp.getByText('报馆截止日期不能晚于进场日期').waitFor();
    await typeDate(cp, '进场日期', day(20));
    await cp.getByText('进场日期不能早于展会的布展日期').waitFor();
    await typeDate(cp, '进场日期', indate);
    await typeDate(cp, '报馆截止日期', day(15));
    await cp.getByLabel('区县（选填）').fill('青浦区');
    await checkPhone(cp, 'wizard-step-2', () => cp.getByLabel('详细地址').waitFor());
    await next(cp);
    await step(cp, 'thirdStep');
    await c.context.close();

    // another browser: the draft is the member's, on the server
    const c2 = await openPage(ctx.browser, ctx.site);
    const p2 = c2.page;
    await logIn(p2, DEMO.client);
    await p2.goto('/personCenter/workShopList?tab=draft');
    await p2.getByTestId('draft-rows').getByText(TITLE).waitFor();
    await checkPhone(p2, 'wizard-list-drafts', () => p2.getByTestId('draft-rows').waitFor());
    await p2.getByRole('link', { name: `继续填写：${TITLE}` }).click();
    await p2.waitForURL(`**/workshopNeed/thirdStep?draft=${draft}`);

    // step 3: the budget, the crew, a rendering
    await next(p2);
    await p2.getByText('请输入预算').waitFor();
    await p2.getByLabel('搭建预算（元）').fill('500');
    await p2.getByText('预算不能少于1000元').waitFor();
    await p2.getByLabel('搭建预算（元）').fill('86000');
    await p2.getByLabel('现场施工人数（选填）').fill('8');
    await p2
      .getByTestId('project-picture')
      .locator('input[type=file]')
      .setInputFiles({
        name: '效果图.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
    await p2.getByTestId('project-picture').getByRole('link', { name: '效果图.pdf' }).waitFor();
    await checkPhone(p2, 'wizard-step-3', () => p2.getByLabel('搭建预算（元）').waitFor());
    await next(p2);

    // step 4: notes, the review of everything (step 2 as saved in the first browser), publish
    await step(p2, 'fourStep');
    await expect.poll(() => p2.getByLabel('联系手机').inputValue()).toBe(DEMO.client);
    await p2.getByRole('button', { name: '发布项目' }).click();
    await p2.getByText('请输入项目说明').waitFor();
    await p2
      .getByLabel('项目说明')
      .fill('木结构特装展台，含地台地毯、背景墙灯箱、两间洽谈区与储藏间，需报价含运输与人工。');
    const review = p2.getByTestId('project-review');
    await review.getByText('9 × 6 × 4.5 米（54㎡）').waitFor();
    await review.getByText(day(15)).waitFor();
    await review.getByText('¥86,000.00').waitFor();
    await checkPhone(p2, 'wizard-step-4', () => review.waitFor());
    await p2.getByRole('button', { name: '发布项目' }).click();
    await p2.locator('.ant-modal-confirm').getByText(TITLE).waitFor();
    await confirmWith(p2, '确认发布');
    await p2.waitForURL(/\/workDetail\?id=\d+/);
    const id = Number(new URL(p2.url()).searchParams.get('id'));
    const published = await info(p2.request, id);
    expect(published).toMatchObject({ title: TITLE, checked: 0, status: 'open', areas: 54, coins: 86000 });
    expect(published.exhibition).toBeGreaterThan(0);
    expect(published.bgdate).toBe(day(15));
    expect(published.picture).toHaveLength(1);
    // the draft went with the publish
    expect(
      (await call<{ listItem: unknown[] }>(p2.request, 'Projectcenter/prjctDraftList')).listItem,
    ).toEqual([]);

    // my projects: waiting for review; the operator approves; waiting for quotations
    await p2.goto('/personCenter/workShopList');
    const row = p2.getByTestId('project-row').filter({ hasText: TITLE });
    await row.getByText('审核中').waitFor();
    await row.getByText('下一步：等待平台审核').waitFor();
    await call(op.context.request, 'Admin/contentReview', { kind: 'project', id, pass: true });
    await p2.reload();
    await row.getByText(`下一步：等待工厂报价（报馆截止 ${day(15)}）`).waitFor();
    await checkPhone(p2, 'wizard-list', () => row.waitFor());

    // the edit wizard: prefilled, the title changed, saved back to review
    await row.getByRole('link', { name: '修改' }).click();
    await p2.waitForURL(`**/workshopNeedEdit/firstStep?id=${id}`);
    await expect.poll(() => p2.getByLabel('项目标题').inputValue()).toBe(TITLE);
    await p2.getByLabel('项目标题').fill(`${TITLE}（含灯光）`);
    await checkPhone(p2, 'wizard-edit-1', () => p2.getByLabel('项目标题').waitFor());
    await next(p2);
    await step(p2, 'secondStep');
    await expect.poll(() => p2.getByLabel('报馆截止日期', { exact: true }).inputValue()).toBe(day(15));
    await next(p2);
    await step(p2, 'thirdStep');
    await next(p2);
    await step(p2, 'fourStep');
    await p2.getByTestId('project-review').getByText(`${TITLE}（含灯光）`).waitFor();
    await p2.getByRole('button', { name: '保存修改' }).click();
    await confirmWith(p2, '保存修改');
    await p2.waitForURL(`**/workDetail?id=${id}`);
    const edited = await info(p2.request, id);
    expect(edited).toMatchObject({ title: `${TITLE}（含灯光）`, checked: 0, coins: 86000, bgdate: day(15) });

    // the simple wizard: a free show, a standard booth
    await p2.goto('/workshopNeedSimple');
    await p2.waitForURL('**/workshopNeedSimple/firstStep');
    await p2.getByLabel('项目标题').fill(SIMPLE);
    await p2.getByLabel('展会名称').fill('2026中国（杭州）智慧城市博览会');
    await p2.getByLabel('展位号').fill('2B-031');
    await p2.getByLabel('长（米）').fill('3');
    await p2.getByLabel('宽（米）').fill('3');
    expect(await p2.getByLabel('限高（米）').count()).toBe(0);
    await checkPhone(p2, 'wizard-simple-1', () => p2.getByLabel('项目标题').waitFor());
    await next(p2);
    await step(p2, 'secondStep');
    await pickCity(p2, '所在城市', '浙江省', '杭州市');
    await p2.getByLabel('详细地址').fill('萧山区奔竞大道353号 杭州国际博览中心');
    await typeDate(p2, '报馆截止日期', day(30));
    await typeDate(p2, '进场日期', day(39));
    await typeDate(p2, '展会开始日期', day(40));
    await typeDate(p2, '展会结束日期', day(38));
    await next(p2);
    await p2.getByText('展会结束日期不能早于开始日期').waitFor();
    await typeDate(p2, '展会结束日期', day(42));
    await typeDate(p2, '撤展日期', day(42));
    await next(p2);
    await step(p2, 'thirdStep');
    await p2.getByLabel('搭建预算（元）').fill('6000');
    await next(p2);
    await step(p2, 'fourStep');
    await p2
      .getByLabel('项目说明')
      .fill('标准展位升级：楣板、射灯四盏、洽谈桌椅一套、展示柜两个，需含运输。');
    await p2.getByRole('button', { name: '发布项目' }).click();
    await confirmWith(p2, '确认发布');
    await p2.waitForURL(/\/workDetail\?id=\d+/);
    const simpleId = Number(new URL(p2.url()).searchParams.get('id'));
    expect(await info(p2.request, simpleId)).toMatchObject({
      title: SIMPLE,
      height: 2.5,
      layer: 1,
      areas: 9,
    });

    // both in my projects; the simple one closed from there, after which it cannot be edited
    await p2.goto('/personCenter/workShopList');
    await expect.poll(() => p2.getByTestId('project-row').count()).toBe(2);
    const simpleRow = p2.getByTestId('project-row').filter({ hasText: SIMPLE });
    await simpleRow.getByRole('button', { name: /^关\s?闭$/ }).click();
    await p2.getByLabel('关闭原因').fill('改用主场统一搭建');
    await confirmWith(p2, '关闭项目');
    await simpleRow.getByText('已关闭').waitFor();
    await p2.goto(`/workshopNeedEdit/firstStep?id=${simpleId}`);
    await p2.getByText('项目已关闭，不能再修改').waitFor();

    expect(c.problems).toEqual([]);
    expect(c2.problems).toEqual([]);
    expect(op.problems).toEqual([]);
  }, 240_000);
});
