import { eq } from 'drizzle-orm';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { members } from '../../server/src/db/schema/members.ts';
import { hashSecret } from '../../server/src/modules/auth/password.ts';
import { createWalletService } from '../../server/src/modules/wallet/wallet-service.ts';
import {
  call,
  DEMO,
  day,
  expectNoAxeViolations,
  expectNoOverflow,
  hasChromium,
  logIn,
  openPage,
  typeCity,
  uploadPng,
  verifyPerson,
  withSiteAndBrowser,
  shot,
} from './support.ts';

/**
 * Design contests on the web (issue 30), all at 375 px: the client publishes a blind contest with a
 * finalist round on /publish (the prize held with the pay password), the operator approves it, two demo
 * designers enter (each sees only their own), the client rates and comments, the entry deadline passes (the
 * database clock), the client names a finalist, the revision ends, the client chooses the winner, the
 * winner hands over the final files, the client accepts with the pay password; the winner's wallet has the
 * prize minus the platform's fee, and the bills list it once.
 */

const PAYCODE = '258036';
const TITLE = '智能家居展 36㎡ 展台设计悬赏';
/** The second demo designer (seed-people-data.ts: 然设计事务所). */
const DESIGNER2 = '13800000004';

const ctx = withSiteAndBrowser({
  seed: ['people'],
  prepare: async (database) => {
    const [client] = await database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.mobile, DEMO.client));
    await createWalletService({ db: database.db }).topUp({
      member: client!.id,
      amount: 5000_00,
      key: 'e2e-contests-topup',
    });
    await database.db
      .update(members)
      .set({ paycodeHash: await hashSecret(PAYCODE) })
      .where(eq(members.id, client!.id));
  },
});

const phone = (browser: typeof ctx.browser) => openPage(browser, ctx.site, { width: 375, height: 800 });

/** The page at 375 px: nothing wider than the screen, axe clean, a screenshot to look at. */
async function look(page: Page, name: string) {
  await expectNoOverflow(page, name);
  await expectNoAxeViolations(page, name);
  await shot(page, `${name}-375.png`, { fullPage: true, animations: 'disabled' });
}

async function typeDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(value);
}

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

async function confirmWith(page: Page, ok: string | RegExp) {
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.getByRole('button', { name: ok }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const wallet = (r: APIRequestContext) => call<{ coins: number; escrow: number }>(r, 'Member/walletInfo');
const info = (r: APIRequestContext, id: number) =>
  call<{ status: string; shares: { net: number; fee: number; amount: number }[] }>(r, 'Contest/contestInfo', {
    id,
  });

/**
 * A contest's queued timer `name` for its current `rev` runs now: its column moved to the past (the
 * database clock) and the job made due; the site's job runner takes it.
 */
async function timerRuns(id: number, column: 'euntil' | 'funtil', name: string) {
  const q = ctx.site.database.query.bind(ctx.site.database);
  await q(`UPDATE contests SET ${column} = now() - interval '1 second' WHERE id = $1`, [id]);
  await q(
    `UPDATE jobs SET run_at = now() WHERE name = $1 AND state = 'queued' AND payload->>'contest' = $2
       AND (payload->>'rev')::int = (SELECT rev FROM contests WHERE id = $2::bigint)`,
    [name, String(id)],
  );
}

/** A designer enters through the entry dialog: a picture and a text. */
async function enter(page: Page, id: number, text: string, colour: string) {
  await page.goto(`/contestDetail?id=${id}`);
  await page.getByRole('button', { name: '提交参赛稿件' }).click();
  const dialog = page.getByRole('dialog', { name: '提交参赛稿件' });
  await uploadPng(page, 'entry-pics', 'booth.png', colour);
  await dialog.getByRole('img', { name: '设计图1' }).waitFor();
  await dialog.getByLabel('设计说明').fill(text);
  await dialog.getByRole('button', { name: /提交稿件/ }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByTestId('contest-entry').first().waitFor();
}

describe.skipIf(!hasChromium)('design contests on the web', () => {
  it('publish a blind contest → approve → two designers enter → rate, finalist, winner → handover → accept → the prize in the winner’s wallet', async () => {
    const c = await phone(ctx.browser);
    const op = await openPage(ctx.browser, ctx.site);
    const d1 = await phone(ctx.browser);
    const d2 = await phone(ctx.browser);
    await logIn(c.page, DEMO.client);
    await logIn(op.page, DEMO.operator);
    await logIn(d1.page, DEMO.designer);
    await logIn(d2.page, DESIGNER2);
    await verifyPerson(c.context.request, op.context.request);
    const cp = c.page;
    const before1 = await wallet(d1.context.request);

    // the client publishes from /publish in its 悬赏比稿 mode, with Chinese validation first
    await cp.goto('/publish');
    await cp.getByRole('heading', { name: '发布设计需求' }).waitFor();
    await cp.getByText('悬赏比稿', { exact: true }).click();
    await cp.waitForURL('**/publish?mode=contest');
    await cp.getByRole('heading', { name: '发布悬赏比稿' }).waitFor();
    await cp.getByRole('button', { name: '发布比稿' }).click();
    await cp.getByText('请输入比稿标题').waitFor();
    await cp.getByText('请输入奖金').waitFor();
    await look(cp, 'contests-publish-errors');
    await cp.getByLabel('比稿标题').fill(TITLE);
    await typeCity(cp, '展会城市', '上海');
    await cp.getByLabel('展位面积（㎡）').fill('36');
    await pick(cp, '设计风格', '科技感');
    await typeDate(cp, '展会开始日期', day(40));
    await typeDate(cp, '展会结束日期', day(43));
    await cp.getByLabel('奖金（元）').fill('3000');
    await cp.getByLabel('设入围环节').check();
    await pick(cp, '入围人数', '2名');
    await cp
      .getByLabel('需求描述')
      .fill('智能家居品牌参展，需要客厅、厨房两个体验场景和一个洽谈区，整体温暖明亮。');
    await look(cp, 'contests-publish');
    await cp.getByRole('button', { name: '发布比稿' }).click();
    const confirm = cp.locator('.ant-modal-confirm');
    await confirm.getByText(TITLE).waitFor();
    await confirm.getByText('奖金 ¥3,000.00，1名获奖（第1名 100%）').waitFor();
    await confirmWith(cp, '下一步：托管奖金');
    const pay = cp.getByRole('dialog', { name: '托管比稿奖金' });
    await pay.getByTestId('pay-balance').getByText('¥5,000.00').waitFor();
    await pay.getByLabel('支付密码').fill(PAYCODE);
    await look(cp, 'contests-publish-pay');
    await pay.getByRole('button', { name: /确认托管并发布/ }).click();
    await cp.waitForURL(/\/contestDetail\?id=\d+/);
    const id = Number(new URL(cp.url()).searchParams.get('id'));
    await cp.getByTestId('contest-next').getByText('等待平台审核，审核通过后开始征稿').waitFor();
    expect(await wallet(c.context.request)).toMatchObject({ coins: 2000, escrow: 3000 });

    // the operator approves it: entries open
    await call(op.context.request, 'Admin/contentReview', { kind: 'contest', id, pass: true, reason: '' });

    // the prize as the page states it: the share, the platform's fee on it and what the winner gets
    const { shares } = await info(c.context.request, id);
    expect(shares).toHaveLength(1);
    const net = shares[0]!.net;
    const money = (n: number) => `¥${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await cp.reload();
    await cp.getByTestId('contest-prize').getByText(money(net)).waitFor();
    await cp
      .getByTestId('contest-prize')
      .getByText(new RegExp(`即 ${money(shares[0]!.fee).replace('.', '\\.')}`))
      .waitFor();

    // two designers enter; in a blind contest each sees only their own
    await enter(d1.page, id, '方案一：客厅与厨房场景相连，洽谈区在入口右侧，暖白灯光。', '#cc8844');
    // the second designer finds it in the task hall's contests tab (悬赏比稿) and sees none of the first
    // one's entry
    await d2.page.goto('/taskHall');
    await d2.page
      .getByRole('navigation', { name: '大厅分类' })
      .getByRole('link', { name: '悬赏比稿' })
      .click();
    await d2.page.waitForURL('**/taskHall?tab=contest');
    await look(d2.page, 'contests-hall');
    await d2.page.getByRole('link', { name: TITLE }).click();
    await d2.page.waitForURL(`**/contestDetail?id=${id}`);
    await d2.page.getByText('暗标比稿：另有1份稿件仅发布方可见，评选结束后公开获奖稿件').waitFor();
    expect(await d2.page.getByTestId('contest-entry').count()).toBe(0);
    await look(d2.page, 'contests-detail-visitor');
    await enter(d2.page, id, '方案二：环形动线串起两个场景，洽谈区居中，木色为主。', '#4488cc');
    for (const [p, mine] of [
      [d1.page, '方案一'],
      [d2.page, '方案二'],
    ] as const) {
      await p.reload();
      await p.getByTestId('contest-entry').first().waitFor();
      await expect(p.getByTestId('contest-entry').count()).resolves.toBe(1);
      await p.getByTestId('contest-entry').getByText(new RegExp(mine)).waitFor();
      await p.getByText('暗标比稿：另有1份稿件仅发布方可见，评选结束后公开获奖稿件').waitFor();
    }
    await look(d1.page, 'contests-detail-entrant');

    // the client sees both, rates the first and comments on it
    await cp.reload();
    await expect.poll(() => cp.getByTestId('contest-entry').count()).toBe(2);
    const first = cp.getByTestId('contest-entry').filter({ hasText: '方案一' });
    await first
      .getByRole('radio', { name: '4 star' })
      .or(first.locator('.ant-rate-star').nth(3))
      .first()
      .click();
    await expect
      .poll(
        async () =>
          (
            await call<{ listItem: { rating: number; n: number }[] }>(
              c.context.request,
              'Contest/entryList',
              { id },
            )
          ).listItem.find((e) => e.n === 1)?.rating,
      )
      .toBe(4);
    await first.getByRole('button', { name: '点评' }).click();
    const comment = cp.getByRole('dialog', { name: /点评稿件/ });
    await comment.getByLabel('点评').fill('场景很完整，洽谈区再大一些。');
    await comment.getByRole('button', { name: /发送点评/ }).click();
    await comment.waitFor({ state: 'hidden' });
    await look(cp, 'contests-detail-client-open');

    // the author reads the rating and the comment; the other designer does not
    await d1.page.reload();
    await d1.page.getByText('场景很完整，洽谈区再大一些。').waitFor();
    await d2.page.reload();
    await d2.page.getByTestId('contest-entry').first().waitFor();
    expect(await d2.page.getByText('场景很完整').count()).toBe(0);

    // the entry deadline passes: selecting; the client names the first entry a finalist
    await timerRuns(id, 'euntil', 'contests.entryEnd');
    await expect
      .poll(async () => (await info(c.context.request, id)).status, { timeout: 15_000 })
      .toBe('selecting');
    await cp.reload();
    await cp.getByRole('button', { name: '选定入围稿件' }).click();
    const finalists = cp.getByRole('dialog', { name: '选定入围稿件' });
    await finalists.getByRole('checkbox', { name: /#1/ }).check();
    await look(cp, 'contests-finalists');
    await finalists.getByRole('button', { name: /确认入围/ }).click();
    await finalists.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await info(c.context.request, id)).status).toBe('finalist');

    // the revision ends: judging; the client chooses the winner
    await timerRuns(id, 'funtil', 'contests.reviseEnd');
    await expect
      .poll(async () => (await info(c.context.request, id)).status, { timeout: 15_000 })
      .toBe('judging');
    await cp.reload();
    await cp.getByRole('button', { name: '选定获奖稿件' }).click();
    const winners = cp.getByRole('dialog', { name: '选定获奖稿件' });
    await pick(cp, '第1名', '#1');
    await look(cp, 'contests-winners');
    await winners.getByRole('button', { name: /确认获奖者/ }).click();
    await winners.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await info(c.context.request, id)).status).toBe('handover');

    // the winner hands over the final files
    const dp = d1.page;
    await dp.reload();
    await dp
      .getByTestId('contest-next')
      .getByText(/恭喜获奖/)
      .waitFor();
    await look(dp, 'contests-detail-winner');
    await dp.getByRole('button', { name: '提交源文件' }).first().click();
    const handover = dp.getByRole('dialog', { name: '提交源文件' });
    await handover
      .getByTestId('handover-attach')
      .locator('input[type=file]')
      .setInputFiles({
        name: '源文件.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n% 源文件\n%%EOF\n'),
      });
    await handover.getByTestId('handover-attach').getByRole('link', { name: '源文件.pdf' }).waitFor();
    await handover.getByLabel('交付说明').fill('效果图原图与施工图，灯光点位见第3页。');
    await handover.getByRole('button', { name: /提交源文件/ }).click();
    await handover.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await info(c.context.request, id)).status).toBe('delivered');

    // before accepting, the place's pair may complain (decision 063): the card and its dialog, not sent
    await cp.reload();
    await cp.getByTestId('contest-complaint-open').getByRole('button', { name: '发起投诉' }).click();
    const complaint = cp.getByRole('dialog', { name: /发起投诉/ });
    await complaint.getByText(/自动验收暂停/).waitFor();
    await expectNoAxeViolations(cp, 'contest complaint dialog', { include: ['.ant-modal-wrap'] });
    await cp.keyboard.press('Escape');
    await complaint.waitFor({ state: 'hidden' });

    // the client accepts with the pay password: the share, the fee and the net are stated
    await cp.getByRole('button', { name: '验收通过' }).click();
    const release = cp.getByRole('dialog', { name: '验收源文件' });
    await release.getByText(new RegExp(`实得 ${money(net).replace('.', '\\.')}`)).waitFor();
    await release.getByLabel('支付密码').fill(PAYCODE);
    await look(cp, 'contests-accept');
    await release.getByRole('button', { name: /确认验收并发放奖金/ }).click();
    await release.waitFor({ state: 'hidden' });
    await cp.getByTestId('contest-next').getByText('比稿已完成').waitFor();
    expect(await wallet(c.context.request)).toMatchObject({ coins: 2000, escrow: 0 });

    // the accepted place is one pair to review (decision 061): the client and that winner, nobody else
    await cp.getByTestId('contest-review').getByText('评价设计师').click();
    await cp.getByText(/评价设计师：/).waitFor();
    await cp.getByRole('button', { name: '提交评价' }).waitFor();
    await dp.goto(`/contestDetail?id=${id}`);
    await dp.getByTestId('contest-review').getByText('评价发布方').waitFor();
    await d2.page.goto(`/contestDetail?id=${id}`);
    await d2.page.getByTestId('contest-awards').waitFor();
    await expect(d2.page.getByTestId('contest-review').count()).resolves.toBe(0);

    // the winner's wallet: the prize minus the fee, and the bills list it once
    expect((await wallet(d1.context.request)).coins).toBe(before1.coins + net);
    await dp.goto('/personCenter/tradeList');
    const award = dp.locator('.bill-card', { hasText: TITLE });
    await award.first().waitFor();
    await expect(award.count()).resolves.toBe(1);
    await award.getByText(`+${money(net)}`).waitFor();
    await look(dp, 'contests-winner-bills');

    // 我的比稿 for the client and the entrant
    await cp.goto('/personCenter/myContests');
    await cp.getByTestId('my-contest').getByText(TITLE).waitFor();
    await look(cp, 'contests-mine-client');
    await d2.page.goto('/personCenter/myContests?tab=entrant');
    await d2.page.getByTestId('my-contest').getByText(TITLE).waitFor();
    await look(d2.page, 'contests-mine-entrant');

    for (const p of [c, d1, d2, op]) expect(p.problems).toEqual([]);
  });

  it('no entry at the deadline: the client extends once, then closes with the prize refunded', async () => {
    const c = await phone(ctx.browser);
    const op = await openPage(ctx.browser, ctx.site);
    await logIn(c.page, DEMO.client);
    await logIn(op.page, DEMO.operator);
    const r = c.context.request;
    const before = await wallet(r);
    const { id } = await call<{ id: number }>(r, 'Contest/contestPub', {
      title: '咖啡展 18㎡ 标摊升级设计悬赏',
      sizes: 18,
      opens: 2,
      layer: 1,
      style: '现代简约',
      sdate: day(30),
      edate: day(32),
      conts: '<p>咖啡品牌参展，需要吧台、品鉴区和产品墙，整体温暖自然。</p>',
      types: ['效果图'],
      prize: 800,
      winners: 1,
      split: [100],
      edays: 3,
      sdays: 3,
      paycode: PAYCODE,
    });
    await call(op.context.request, 'Admin/contentReview', { kind: 'contest', id, pass: true, reason: '' });
    expect(await wallet(r)).toMatchObject({ coins: before.coins - 800, escrow: before.escrow + 800 });

    // the deadline passes with no entry: the client may extend once
    await timerRuns(id, 'euntil', 'contests.entryEnd');
    await expect.poll(async () => (await info(r, id)).status, { timeout: 15_000 }).toBe('empty');
    const cp = c.page;
    await cp.goto(`/contestDetail?id=${id}`);
    await cp
      .getByTestId('contest-next')
      .getByText(/征稿截止时无人投稿/)
      .waitFor();
    await look(cp, 'contests-empty');
    await cp.getByRole('button', { name: '延长征稿期' }).click();
    const extend = cp.getByRole('dialog', { name: '延长征稿期' });
    await pick(cp, '延长天数', '5天');
    await extend.getByRole('button', { name: /确认延长/ }).click();
    await extend.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await info(r, id)).status).toBe('open');
    await cp.getByRole('button', { name: '延长征稿期' }).waitFor({ state: 'detached' });

    // still nobody: closed by the client, the prize refunded in full
    await timerRuns(id, 'euntil', 'contests.entryEnd');
    await expect.poll(async () => (await info(r, id)).status, { timeout: 15_000 }).toBe('empty');
    await cp.reload();
    await cp.getByRole('button', { name: /关闭比稿/ }).click();
    const confirm = cp.locator('.ant-modal-confirm');
    await confirm.getByText(/将全额退回/).waitFor();
    await confirmWith(cp, '确认关闭');
    await expect.poll(async () => (await info(r, id)).status).toBe('closed');
    await cp.getByTestId('contest-next').getByText('比稿已关闭').waitFor();
    expect(await wallet(r)).toMatchObject({ coins: before.coins, escrow: before.escrow });
    for (const p of [c, op]) expect(p.problems).toEqual([]);
  });
});
