import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
// the server test helpers' vitest context (the template database's name) for the type check
import type {} from '../../server/test/global-setup.ts';
import { approvedFactory } from '../../server/test/people.ts';
import { projectClient, publishedProject, quoteBody, wonProject } from '../../server/test/projects.ts';
import { callsOf, operatorAgent, STRONG_PASSWORD, type TestApp } from '../../server/test/test-app.ts';
import {
  expectNoAxeViolations,
  expectNoOverflow,
  hasChromium,
  logIn,
  openPage,
  withSiteAndBrowser,
  shot,
} from './support.ts';

/**
 * The quotation comparison and the contract's plan as a client reads them (issue 27 points 7 and 8): the
 * lowest is the lowest cost to the client (the total and the venue fees paid apart), both figures shown;
 * on a phone a card per factory with every amount in view; the payment plan on /signContract and the
 * 不含项目 help on /workQuotation readable at 375 px.
 */

const ctx = withSiteAndBrowser();
const { ok } = callsOf('Projectcenter');
const testApp = () => ({ app: ctx.site.app, database: ctx.site.database }) as unknown as TestApp;
const PHONE = { width: 375, height: 740 };

/**
 * A project with two quotations: 鑫 ¥29,530 whose client pays ¥10,000 apart (a deposit to the venue:
 * ¥39,530 in all), and 申 ¥33,150 with nothing apart — the lower total costs the client more.
 */
async function twoQuotes() {
  const t = testApp();
  const op = await operatorAgent(t);
  const client = await projectClient(t);
  const id = await publishedProject(client, op);
  const [cheap, dear] = [await approvedFactory(t, op), await approvedFactory(t, op)];
  const a = await ok<{ id: number }>(cheap.a, 'factoryQuote', quoteBody(id));
  await ok(
    dear.a,
    'factoryQuote',
    quoteBody(id, {
      dimian: [{ name: '钢结构地台', spec: '', unit: '㎡', qty: 72, price: 100 }],
      beiban: [{ name: '木结构背板', spec: '', unit: '㎡', qty: 30.5, price: 300 }],
      mentou: [{ name: '发光门头', spec: '', unit: '套', qty: 1, price: 6000 }],
      fees: [],
    }),
  );
  // the factories' names as the comparison gives them
  const cmp = await ok<{ listItem: { id: number; factory: { name: string } }[] }>(client.a, 'checkPrice', {
    id,
  });
  const name = (mine: boolean) => cmp.listItem.find((x) => (x.id === a.id) === mine)!.factory.name;
  return { t, op, client, id, cheap: name(true), dear: name(false) };
}

/** Every amount under `scope` reads as a whole amount (not cut to ¥) and lies inside the 375 px screen. */
async function amountsInView(page: Page, selector: string) {
  const boxes = await page.locator(selector).evaluateAll((els) =>
    els
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .map((e) => {
        const r = e.getBoundingClientRect();
        return { text: (e.textContent ?? '').trim(), left: r.left, right: r.right };
      }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const b of boxes) {
    expect(b.text).toMatch(/^¥[\d,]+\.\d{2}/);
    expect(b.left, b.text).toBeGreaterThanOrEqual(0);
    expect(b.right, b.text).toBeLessThanOrEqual(375);
  }
  return boxes.map((b) => b.text);
}

describe.skipIf(!hasChromium)('comparing quotations on what the client pays in all', () => {
  it('marks 最低 on the client total cost, beside the quotation total (1280 px)', async () => {
    const q = await twoQuotes();
    const c = await openPage(ctx.browser, ctx.site);
    await logIn(c.page, q.client.mobile, STRONG_PASSWORD);
    await c.page.goto(`/workDetail?id=${q.id}`);
    const table = c.page.getByRole('table', { name: '分项报价对比' });
    await table.waitFor();
    const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) });
    // both figures: the totals, what is paid apart, and the cost in all
    await row('报价总额').getByText('¥29,530.00').waitFor();
    await row('报价总额').getByText('¥33,150.00').waitFor();
    await row('另付场馆费用').getByText('¥10,000.00', { exact: true }).waitFor();
    await row('您的总花费').getByText('¥39,530.00').waitFor();
    // the lowest is the one that costs the client least, not the lower total
    const low = (name: string) => row(name).locator('.prj-lowest .prj-compare__amount').allTextContents();
    expect(await low('您的总花费')).toEqual(['¥33,150.00（最低）']);
    expect(await low('报价总额')).toEqual([]);
    const bars = c.page.getByRole('list', { name: '总花费对比（含另付场馆费用）' });
    await bars.getByText('¥33,150.00（最低）').waitFor();
    // the award dialog of the lower total says what it costs in all
    await c.page.getByRole('button', { name: `选定 ${q.cheap}` }).click();
    const dialog = c.page.getByRole('dialog', { name: new RegExp(`选定「${q.cheap}」的报价`) });
    await dialog.getByText(/您的总花费 ¥39,530\.00/).waitFor();
    await c.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectNoAxeViolations(c.page, 'quote comparison on the client cost');
    expect(c.problems).toEqual([]);
  });

  it('on a phone compares factory by factory, every amount whole and in view (375 px)', async () => {
    const q = await twoQuotes();
    const c = await openPage(ctx.browser, ctx.site, PHONE);
    await logIn(c.page, q.client.mobile, STRONG_PASSWORD);
    await c.page.goto(`/workDetail?id=${q.id}`);
    const cards = c.page.getByTestId('quote-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(2);
    const dear = cards.filter({ hasText: q.dear });
    const cheap = cards.filter({ hasText: q.cheap });
    await dear.getByText('总花费最低').waitFor();
    expect(await cheap.getByText('总花费最低').count()).toBe(0);
    await cheap.getByText('您的总花费').waitFor();
    await cheap.getByText('¥39,530.00').waitFor();
    await cheap.getByText('¥29,530.00').waitFor();
    // the category subtotals, the lowest of each marked (背板 at 鑫: 7930 < 9150)
    await cheap.locator('.prj-lowest').filter({ hasText: '背板' }).getByText('¥7,930.00（最低）').waitFor();
    const amounts = await amountsInView(c.page, '.prj-qcards .prj-compare__amount, .prj-chart__amount');
    expect(amounts).toContain('¥33,150.00（最低）');
    await expectNoOverflow(c.page, 'quote cards');
    await expectNoAxeViolations(c.page, 'quote cards on a phone');
    await shot(c.page, 'h27ui-quote-cards-375.png', { fullPage: true });
    // a card's 选定 opens the award dialog
    await dear.getByRole('button', { name: `选定 ${q.dear}` }).click();
    await c.page.getByRole('dialog', { name: new RegExp(`选定「${q.dear}」的报价`) }).waitFor();
    expect(c.problems).toEqual([]);
  });

  it('shows the payment plan on /signContract with its 托管与支付 in view (375 px)', async () => {
    const t = testApp();
    const w = await wonProject(t, await operatorAgent(t));
    const c = await openPage(ctx.browser, ctx.site, PHONE);
    await logIn(c.page, w.client.mobile, STRONG_PASSWORD);
    await c.page.goto(`/signContract?id=${w.id}`);
    const when = c.page.getByText(/签约时托管，确认施工图后支付/).first();
    await when.waitFor();
    const box = (await when.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await c.page
      .getByText(/进场前托管，验收后支付/)
      .first()
      .waitFor();
    await expectNoOverflow(c.page, 'sign contract');
    await expectNoAxeViolations(c.page, 'sign contract on a phone');
    await shot(c.page, 'h27ui-sign-contract-375.png', { fullPage: true });
    expect(c.problems).toEqual([]);
  });

  it('keeps the 0/1000 counter clear of the 不含项目 help on /workQuotation (375 px)', async () => {
    const t = testApp();
    const op = await operatorAgent(t);
    const id = await publishedProject(await projectClient(t), op);
    const factory = await approvedFactory(t, op);
    const f = await openPage(ctx.browser, ctx.site, PHONE);
    await logIn(f.page, factory.mobile, STRONG_PASSWORD);
    await f.page.goto(`/workQuotation?id=${id}`);
    const item = f.page.locator('.ant-form-item').filter({ has: f.page.getByLabel('不含项目') });
    await item.locator('.ant-input-data-count').waitFor();
    // the help text's lines (not its box) against the counter's box
    const clash = await item.evaluate((el) => {
      const count = el.querySelector('.ant-input-data-count')!.getBoundingClientRect();
      const help = el.querySelector('.ant-form-item-extra')!;
      const range = document.createRange();
      range.selectNodeContents(help);
      return [...range.getClientRects()].some(
        (r) => r.left < count.right && r.right > count.left && r.top < count.bottom && r.bottom > count.top,
      );
    });
    expect(clash).toBe(false);
    await shot(item, 'h27ui-work-quotation-exclusions-375.png');
    await expectNoOverflow(f.page, 'quotation form');
    await shot(f.page, 'h27ui-work-quotation-375.png', { fullPage: true });
    expect(f.problems).toEqual([]);
  });
});
