import { describe, expect, it } from 'vitest';
import { createWalletService } from '../../server/src/modules/wallet/wallet-service.ts';
import {
  call,
  checkPhone,
  DEMO,
  day,
  expectNoAxeViolations,
  hasChromium,
  logIn,
  openPage,
  verifyPerson,
  withSiteAndBrowser,
} from './support.ts';

/**
 * Design contests in the console's content review (issue 30): the demo client publishes a blind contest
 * through the calls (the prize held with the pay password); the operator finds it under 悬赏比稿, reads its
 * brief, prize and rules in the drawer (at 1280 and 375 px), and approves it; the entry period starts.
 */

const ctx = withSiteAndBrowser();
const PAYCODE = '482916';

describe.skipIf(!hasChromium)('contests in the console', () => {
  it('an operator reviews a contest with its prize and rules, and approving it opens entries', async () => {
    const op = await openPage(ctx.browser, ctx.site);
    const page = op.page;
    await logIn(page, DEMO.operator);
    const client = await openPage(ctx.browser, ctx.site);
    await logIn(client.page, DEMO.client);
    const c = client.context.request;
    await verifyPerson(c, op.context.request);
    const [row] = await ctx.site.database.query<{ id: number }>('SELECT id FROM members WHERE mobile = $1', [
      DEMO.client,
    ]);
    await createWalletService({ db: ctx.site.database.db }).topUp({
      member: Number(row!.id),
      amount: 3000_00,
      key: 'e2e-contest-review',
    });
    const code = await call<{ devCode: string }>(c, 'User/getCode', { mobile: DEMO.client, type: 'paycode' });
    await call(c, 'Member/setPayment', { paycode: PAYCODE, code: code.devCode });
    const { id } = await call<{ id: number }>(c, 'Contest/contestPub', {
      title: '新能源汽车展 72㎡ 展台设计悬赏',
      sizes: 72,
      opens: 3,
      layer: 1,
      style: '科技感',
      sdate: day(40),
      edate: day(43),
      conts: '<p>需要一个科技感的展台，洽谈区和两台展车，品牌蓝为主色。</p>',
      types: ['效果图', '施工图'],
      prize: 2000,
      winners: 2,
      split: [70, 30],
      edays: 7,
      sdays: 5,
      blind: true,
      finals: 3,
      paycode: PAYCODE,
    });

    await page.goto(`/admin/content?kind=contest&id=${id}`);
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('新能源汽车展 72㎡ 展台设计悬赏').first().waitFor();
    await drawer.getByText('2 名（70% / 30%）').waitFor();
    await drawer.getByText('不担保 · 暗标 · 入围3名').waitFor();
    await expectNoAxeViolations(page, 'contest-review-drawer');
    await checkPhone(page, 'contest-review-drawer', () => drawer.getByText('奖金（已托管）').waitFor());

    await drawer.getByRole('button', { name: '通过' }).click();
    await page.getByRole('button', { name: '确认通过' }).click();
    await page.getByText('已通过').first().waitFor();
    const info = await call<{ status: string; checked: number; euntil: string }>(c, 'Contest/contestInfo', {
      id,
    });
    expect(info).toMatchObject({ status: 'open', checked: 1 });
    expect(new Date(info.euntil).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(op.problems).toEqual([]);
    expect(client.problems).toEqual([]);
  });
});
