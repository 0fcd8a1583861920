import { describe, expect, it } from 'vitest';
// the server test helpers' vitest context (the template database's name) for the type check
import type {} from '../../server/test/global-setup.ts';
import { seedDemoPrices } from '../../server/src/seed/seed-prices.ts';
import { approvedFactory } from '../../server/test/people.ts';
import { projectClient, publishedProject, quoteBody } from '../../server/test/projects.ts';
import { callsOf, operatorAgent, STRONG_PASSWORD, type TestApp } from '../../server/test/test-app.ts';
import {
  call,
  expectNoAxeViolations,
  expectNoOverflow,
  hasChromium,
  logIn,
  openPage,
  withSiteAndBrowser,
} from './support.ts';

/**
 * Price references (issue 32), one journey: the demo price history (as `npm start` seeds it) gives
 * 上海 · 特装 · 36–54㎡ a reference; the wizard's budget step shows it for a 6 × 6 m booth in 上海 and
 * sets the budget typed beside it; the client's comparison shows each quotation per m² beside the same
 * reference; a visitor's /priceGuide has its charts and its tables, passes axe and fits 375 px.
 */

const ctx = withSiteAndBrowser({ prepare: async (database) => void (await seedDemoPrices(database.db)) });
const { ok } = callsOf('Projectcenter');
const testApp = () => ({ app: ctx.site.app, database: ctx.site.database }) as unknown as TestApp;
const SHANGHAI_BOOTH = { prov: '上海市', city: '上海市', length: 6, width: 6, height: 4, opens: 2, layer: 1 };

interface Cell {
  label: string;
  median: number;
  p25: number;
  p75: number;
  projects: number;
}
const money = (n: number) => `¥${Math.round(n).toLocaleString('en-US')}/㎡`;

describe.skipIf(!hasChromium)('price references', () => {
  it('the wizard and the comparison show the booth’s reference; /priceGuide its charts and tables', async () => {
    const t = testApp();
    const op = await operatorAgent(t);
    const client = await projectClient(t);
    const c = await openPage(ctx.browser, ctx.site);
    await logIn(c.page, client.mobile, STRONG_PASSWORD);
    const { ref } = await call<{ ref: Cell }>(c.context.request, 'Price/ref', SHANGHAI_BOOTH);
    expect(ref.label).toBe('上海 · 特装 · 36–54㎡');
    const line = `${ref.label}：中位数 ${money(ref.median)}（四分位 ${money(ref.p25)}–${money(ref.p75)}，${ref.projects} 个项目）`;

    // the wizard's budget step, resumed from a draft of the first two steps
    const draft = await call<{ id: number }>(c.context.request, 'Projectcenter/prjctDraftSave', {
      id: 0,
      step: 2,
      fields: {
        title: '上海展 6×6 特装展台搭建',
        showname: '上海国际工业博览会',
        ...SHANGHAI_BOOTH,
        addr: '国家会展中心',
      },
    });
    await c.page.goto(`/workshopNeed/thirdStep?draft=${draft.id}`);
    const note = c.page.getByTestId('price-ref');
    await expect.poll(() => note.textContent()).toContain(line);
    await c.page.getByLabel('搭建预算（元）').fill(String(ref.p75 * 36 * 2));
    await expect
      .poll(() => c.page.getByTestId('price-ref-budget').textContent())
      .toBe(`您的预算约 ${money(ref.p75 * 2)}，高于四分之三的成交项目`);

    // the comparison: a published 上海 project, two quotations, each per m² beside the reference
    const id = await publishedProject(client, op, SHANGHAI_BOOTH);
    const f = await approvedFactory(t, op);
    await ok(f.a, 'factoryQuote', quoteBody(id));
    await c.page.goto(`/workDetail?id=${id}`);
    const refs = c.page.getByTestId('quote-price-refs');
    await expect.poll(() => refs.textContent(), { timeout: 10_000 }).toContain(line);
    // quoteBody: 地面 72 ㎡ × ¥120, 背板 30.5 ㎡ × ¥260, 人工 24 × ¥450 = ¥27,370 of lines over 36 ㎡
    await expect.poll(() => refs.textContent()).toContain(`分项合计 ${money(27_370 / 36)}`);
    // per category where the cell allows: 背板 ¥7,930 over 36 ㎡ beside the cell's own 背板 figures
    await expect
      .poll(() => refs.getByRole('row', { name: /^背板/ }).textContent())
      .toMatch(new RegExp(`^背板¥[\\d,]+/㎡（¥[\\d,]+/㎡–¥[\\d,]+/㎡）${money(7930 / 36)}$`));

    // a visitor's /priceGuide at 375 px: text, tables, then the four charts
    const v = await openPage(ctx.browser, ctx.site, { width: 375, height: 800 });
    await v.page.goto('/priceGuide');
    await v.page.getByRole('heading', { name: '展台搭建多少钱一平米？' }).waitFor();
    await v.page.getByRole('table', { name: '按城市与展台类型' }).getByText('上海 · 特装').waitFor();
    // the charts are drawn as they come into view
    for (const k of ['city', 'kind', 'shares', 'trend']) {
      const chart = v.page.getByTestId(`price-chart-${k}`);
      await chart.scrollIntoViewIfNeeded();
      await chart.locator('canvas').waitFor({ timeout: 15_000 });
    }
    expect(await v.page.locator('[data-testid^="price-chart-"] canvas').count()).toBe(4);
    await expectNoOverflow(v.page, '/priceGuide');
    await expectNoAxeViolations(v.page, '/priceGuide');
    const head = await v.page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(head!)['@type']).toBe('Dataset');
  });
});
