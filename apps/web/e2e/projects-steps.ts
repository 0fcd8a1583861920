import { VerifyState } from '@hz/contract/common/states';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { members } from '../../server/src/db/schema/members.ts';
import type { Database } from '../../server/src/db/client.ts';
import { hashSecret } from '../../server/src/modules/auth/password.ts';
import { createWalletService } from '../../server/src/modules/wallet/wallet-service.ts';
import { checkPhone, day, logIn, openPage, type Site } from './support.ts';

/**
 * The build-project steps in the browser (issue 14), written once and called by the journey
 * (projects-journey.spec.ts) and by the specs that test what happens around them (projects-wizard,
 * projects-quote, projects-contract): the wizard with a draft resumed in another browser context,
 * a quotation, the comparison and the award on /workDetail, signing by SMS code on /signContract.
 */

/** Confirms the open confirmation dialog with its OK button `ok`, and waits for it to close. */
export async function confirmWith(page: Page, ok: string | RegExp) {
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.getByRole('button', { name: ok }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Waits for the toast `text`. */
export const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).waitFor();

/** A member of the demo made able to publish and to pay: verified, `yuan` on its wallet, a pay password. */
export async function payingClient(
  database: Database,
  mobile: string,
  o: { yuan: number; paycode: string; company?: string },
) {
  await database.db
    .update(members)
    .set({
      personauth: VerifyState.approved,
      name: '王明',
      ...(o.company ? { businsauth: 1, company: o.company } : {}),
      paycodeHash: await hashSecret(o.paycode),
    })
    .where(eq(members.mobile, mobile));
  const [client] = await database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.mobile, mobile));
  await createWalletService({ db: database.db }).topUp({
    member: client!.id,
    amount: o.yuan * 100,
    key: `e2e-topup-${mobile}`,
  });
}

// ---- the wizard (/workshopNeed) ----

/** Types a date and commits it by leaving the field (Enter would submit the step). */
export async function typeDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await page.locator('.page-header h1').click();
  await expect.poll(() => input.inputValue()).toBe(value);
}

export const next = (page: Page) => page.getByRole('button', { name: '下一步' }).click();
export const wizardStep = (page: Page, name: string) => page.waitForURL(new RegExp(`/${name}\\?`));

/**
 * Step 1 of the full wizard, valid: the title, the show picked from the listings (the demo's
 * 汽车零部件 exhibition, hall 4.2号馆), the booth 9 × 6 × 4.5 m (54㎡); leaves for step 2.
 */
export async function wizardShowAndBooth(page: Page, title: string) {
  await page.getByLabel('项目标题').fill(title);
  await page.getByLabel('选择展会').click();
  await page.getByLabel('选择展会').fill('汽车零部件');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '汽车零部件' })
    .first()
    .click();
  await expect.poll(() => page.getByLabel('展会名称').inputValue()).toContain('汽车零部件');
  await expect.poll(() => page.getByLabel('展馆（选填）').inputValue()).toBe('4.2号馆');
  await page.getByLabel('展位号（选填）').fill('4.2H-B12');
  await page.getByLabel('长（米）').fill('9');
  await page.getByLabel('宽（米）').fill('6');
  await page.getByLabel('限高（米）').fill('4.5');
  await page.getByTestId('project-area').getByText('54㎡').waitFor();
  await checkPhone(page, 'wizard-step-1', () => page.getByLabel('项目标题').waitFor());
  await next(page);
  await wizardStep(page, 'secondStep');
}

/**
 * Step 2, valid: the dates as the listing gave them (move-in `indate`), the 报馆 deadline in 15 days, the
 * district; leaves for step 3.
 */
export async function wizardPlaceAndDates(page: Page, indate: string) {
  await typeDate(page, '进场日期', indate);
  await typeDate(page, '报馆截止日期', day(15));
  await page.getByLabel('区县（选填）').fill('青浦区');
  await checkPhone(page, 'wizard-step-2', () => page.getByLabel('详细地址').waitFor());
  await next(page);
  await wizardStep(page, 'thirdStep');
}

/** Step 3, valid: the budget ¥86,000, 8 people on site, a rendering; leaves for step 4. */
export async function wizardBudget(page: Page) {
  await page.getByLabel('搭建预算（元）').fill('86000');
  await page.getByLabel('现场施工人数（选填）').fill('8');
  await page
    .getByTestId('project-picture')
    .locator('input[type=file]')
    .setInputFiles({
      name: '效果图.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
  await page.getByTestId('project-picture').getByRole('link', { name: '效果图.pdf' }).waitFor();
  await checkPhone(page, 'wizard-step-3', () => page.getByLabel('搭建预算（元）').waitFor());
  await next(page);
  await wizardStep(page, 'fourStep');
}

/** Step 4: the notes, the review of every step, publish; the new project's id. */
export async function wizardPublish(page: Page, title: string) {
  await page
    .getByLabel('项目说明')
    .fill('木结构特装展台，含地台地毯、背景墙灯箱、两间洽谈区与储藏间，需报价含运输与人工。');
  const review = page.getByTestId('project-review');
  await review.getByText('9 × 6 × 4.5 米（54㎡）').waitFor();
  await review.getByText(day(15)).waitFor();
  await review.getByText('¥86,000.00').waitFor();
  await checkPhone(page, 'wizard-step-4', () => review.waitFor());
  await page.getByRole('button', { name: '发布项目' }).click();
  await page.locator('.ant-modal-confirm').getByText(title).waitFor();
  await confirmWith(page, '确认发布');
  await page.waitForURL(/\/workDetail\?id=\d+/);
  return Number(new URL(page.url()).searchParams.get('id'));
}

/** Opens the draft `title` from 我的项目 in a (new) browser context: it lands on step 3. */
export async function resumeDraft(page: Page, title: string, draft: number) {
  await page.goto('/personCenter/workShopList?tab=draft');
  await page.getByTestId('draft-rows').getByText(title).waitFor();
  await checkPhone(page, 'wizard-list-drafts', () => page.getByTestId('draft-rows').waitFor());
  await page.getByRole('link', { name: `继续填写：${title}` }).click();
  await page.waitForURL(`**/workshopNeed/thirdStep?draft=${draft}`);
}

/**
 * The full wizard as `mobile`: steps 1 and 2 in one browser context, which is then closed; steps 3 and
 * 4 in another, resuming the server's draft; published. The project's id and the second page.
 */
export async function publishWithWizard(
  ctx: { browser: Browser; site: Site },
  mobile: string,
  title: string,
) {
  const c = await openPage(ctx.browser, ctx.site);
  await logIn(c.page, mobile);
  await c.page.goto('/workshopNeed');
  await c.page.waitForURL('**/workshopNeed/firstStep');
  await wizardShowAndBooth(c.page, title);
  const draft = Number(new URL(c.page.url()).searchParams.get('draft'));
  expect(draft).toBeGreaterThan(0);
  await c.page.getByText('所选展会：第二十届中国（上海）国际汽车零部件及售后服务展览会').waitFor();
  await expect.poll(() => c.page.getByLabel('展会开始日期', { exact: true }).inputValue()).toBe(day(25));
  await wizardPlaceAndDates(c.page, day(23));
  expect(c.problems).toEqual([]);
  await c.context.close();

  const c2 = await openPage(ctx.browser, ctx.site);
  await logIn(c2.page, mobile);
  await resumeDraft(c2.page, title, draft);
  await wizardBudget(c2.page);
  await expect.poll(() => c2.page.getByLabel('联系手机').inputValue()).toBe(mobile);
  const id = await wizardPublish(c2.page, title);
  return { id, client: c2 };
}

// ---- quotations and the award (/workQuotation, /workDetail) ----

/** Quotation categories as the form labels them. */
export type Category = '地面' | '背板' | '门头' | '展示' | '接待' | '美工' | '租赁';
export interface Line {
  cat: Category;
  name: string;
  unit: string;
  qty: string;
  price: string;
}

/** Fills line `n` of a category on the quotation form (adding it first when `add`). */
export async function fillLine(page: Page, n: number, v: Line, add = false) {
  if (add) await page.getByRole('button', { name: `添加${v.cat}明细` }).click();
  const at = `${v.cat}第${n}项`;
  await page.getByLabel(`${at}名称`).fill(v.name);
  await page.getByLabel(`${at}单位`).fill(v.unit);
  await page.getByLabel(`${at}数量`).fill(v.qty);
  await page.getByLabel(`${at}单价`).fill(v.price);
}

/** Submits the quotation form and confirms the dialog. */
export async function submitQuote(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.getByRole('button', { name: '确认提交' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * A factory's first quotation on /workQuotation: one line per category of `lines` (地面 first, on the
 * line the form starts with; each other category added), the build days; submitted, and the server's
 * total shown equals `total` (e.g. '¥15,420.00').
 */
export async function quoteAs(page: Page, id: number, lines: Line[], o: { days: number; total: string }) {
  if (!/\/workQuotation\?id=/.test(page.url())) await page.goto(`/workQuotation?id=${id}`);
  await page.getByLabel('地面第1项名称').waitFor();
  for (const l of lines) await fillLine(page, 1, l, l.cat !== '地面');
  await page.getByLabel('搭建天数').fill(String(o.days));
  await submitQuote(page, '提交报价');
  await expect.poll(() => page.getByTestId('saved-total').textContent()).toBe(o.total);
}

/**
 * The client's comparison on /workDetail: the table by category, the lowest cost to the client (the total
 * and what is paid apart, 您的总花费) marked `lowest`. The table, and its row by name.
 */
export async function compareOn(page: Page, id: number, lowest: string) {
  await page.goto(`/workDetail?id=${id}`);
  const table = page.getByRole('table', { name: '分项报价对比' });
  await table.waitFor();
  const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) });
  const lowIn = async (name: string) =>
    (await row(name).locator('.prj-lowest .prj-compare__amount').allTextContents()).map((t) => t.trim());
  expect(await lowIn('您的总花费')).toEqual([`${lowest}（最低）`]);
  await page.getByRole('list', { name: '总花费对比（含另付场馆费用）' }).waitFor();
  return { table, row, lowIn };
}

/** Awards `factory`'s quotation (of `total`) on /workDetail, already open, with `reason` for the others. */
export async function awardOn(page: Page, factory: string, total: string, reason: string) {
  await page.getByRole('button', { name: `选定 ${factory}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`选定「${factory}」的报价`) });
  await dialog.getByText(total).waitFor();
  await dialog.getByLabel('告知其他工厂的原因（可不填）').fill(reason);
  await dialog.getByRole('button', { name: '确认选定' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText('已选定工厂').first().waitFor();
  await page
    .getByTestId('project-next')
    .getByText(/签订搭建合同/)
    .waitFor();
  await page.getByText(new RegExp(`中标报价明细（${total}）`)).waitFor();
  expect(await page.getByRole('button', { name: /^选定/ }).count()).toBe(0);
}

// ---- the contract (/signContract) ----

/** Sends a contract code on the page and types it in. */
export async function typeCode(page: Page) {
  await page.getByRole('button', { name: '获取验证码' }).click();
  const hint = page.getByTestId('dev-code');
  await hint.waitFor();
  const code = /(\d{6})/.exec((await hint.textContent()) ?? '')![1]!;
  await page.getByLabel('验证码').fill(code);
}

/**
 * Signs the contract on /signContract, already open, with the SMS code (and the pay password, for the
 * client: its 预付款 is held at signing). Waits for its signature, or for the contract signed when
 * `last`.
 */
export async function sign(page: Page, o: { paycode?: string; last?: boolean } = {}) {
  await typeCode(page);
  if (o.paycode) await page.getByLabel('支付密码').fill(o.paycode);
  await page.getByTestId('sign-button').click();
  await confirmWith(page, '确认签署');
  await page.getByTestId(o.last ? 'contract-signed' : 'my-signature').waitFor();
}

/** Opens /signContract of project `id` and signs it (see `sign`). */
export async function signOn(page: Page, id: number, o: { paycode?: string; last?: boolean } = {}) {
  await page.goto(`/signContract?id=${id}`);
  await page.getByTestId('sign-button').waitFor();
  await sign(page, o);
}
