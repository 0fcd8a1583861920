import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../server/src/db/schema/members.ts';
import {
  checkPhone,
  DEMO,
  expectNoAxeViolations,
  expectNoOverflow,
  hasChromium,
  logIn,
  openPage,
  withSiteAndBrowser,
  shot,
} from './support.ts';

/*
 * Asking before hiring (issue 28 point 6, "Done when"): a client asks a designer a question from the
 * designer's page, the designer answers in the message centre, and a phone number typed by either is
 * masked for the other; the client's open thread receives the answer live.
 */
const ctx = withSiteAndBrowser({ seed: ['people'] });

const MASK = '联系方式已隐藏（成交后可见）';
const ASKED = '您好，我们有一个54㎡的特装展台，想请您设计，方便的话打我电话 13912345678';
const ANSWER = '可以的，欢迎详细聊聊。我的手机 13698765432，也可以在平台下单。';

describe.skipIf(!hasChromium)('asking a designer before hiring', () => {
  it('the client asks from the designer’s page, the designer answers in the message centre, phones are masked both ways', async () => {
    const [designer] = await ctx.site.database.db
      .select({ id: members.id, cardno: members.cardno })
      .from(members)
      .where(eq(members.mobile, DEMO.designer));
    // three earlier questions from other demo members, answered after 30, 90 and 150 minutes: the page
    // shows the median as 响应时间
    let minutes = 30;
    for (const mobile of [DEMO.factory, '13800000004', '13800000005']) {
      await ctx.site.database.query(
        `INSERT INTO consult_threads (asker_id, owner_id, kind, created_at, last_at, first_reply_at)
         SELECT id, $2, 'designer', now() - interval '1 day', now() - interval '1 day',
                now() - interval '1 day' + make_interval(mins => $3) FROM members WHERE mobile = $1`,
        [mobile, designer!.id, minutes],
      );
      minutes += 60;
    }

    // the client, on a phone
    const c = await openPage(ctx.browser, ctx.site, { width: 375, height: 740 });
    await logIn(c.page, DEMO.client);
    await c.page.goto(`/designerWork?cardno=${designer!.cardno}`);
    await c.page.getByRole('button', { name: '咨询' }).waitFor();
    await c.page.getByText('响应时间：通常在2小时内回复').waitFor();
    await expectNoOverflow(c.page, 'designer page with 咨询');
    await shot(c.page, 'consult-designer-page-375.png');
    await c.page.getByRole('button', { name: '咨询' }).click();
    const dialog = c.page.getByRole('dialog', { name: /^咨询/ });
    await dialog.getByText('请勿填写联系方式').waitFor();
    await dialog.getByLabel('咨询内容').fill(ASKED);
    await expectNoAxeViolations(c.page, 'consult dialog', { include: ['.ant-modal-wrap'] });
    await shot(c.page, 'consult-dialog-375.png');
    await dialog.getByRole('button', { name: '发送' }).click();
    // told that the number is hidden from the designer, and taken to the thread
    await c.page.getByText('消息中的联系方式已隐藏，成交后对方才能看到').waitFor();
    await c.page.waitForURL(/\/message\?box=consult&id=\d+/);
    const thread = c.page.getByRole('region', { name: '咨询对话' });
    // the client reads their own words as written, and where the conversation started
    await thread.getByText(ASKED).waitFor();
    await thread.getByText('咨询来自设计师主页').waitFor();
    await expectNoOverflow(c.page, 'consult thread (client)');

    // the designer, in the message centre
    const d = await openPage(ctx.browser, ctx.site);
    await logIn(d.page, DEMO.designer);
    await d.page.goto('/message');
    await d.page.getByText(/^咨询（1）$/).click();
    const list = d.page.getByRole('list', { name: '咨询对话' });
    // the newest thread first: the client's question
    await list.getByRole('link').first().getByText('咨询我的').waitFor();
    await list.getByRole('link').first().click();
    const theirs = d.page.getByRole('region', { name: '咨询对话' });
    const asked = theirs.getByText(/^您好，我们有一个54㎡的特装展台/);
    await asked.waitFor();
    expect(await asked.textContent()).toBe(
      `您好，我们有一个54㎡的特装展台，想请您设计，方便的话打我电话 ${MASK}`,
    );
    expect(await theirs.getByText('13912345678').count()).toBe(0);
    await theirs.getByLabel('消息内容').fill(ANSWER);
    await theirs.getByRole('button', { name: '发送' }).click();
    await theirs.getByText(ANSWER).waitFor();
    await expectNoAxeViolations(d.page, 'consult thread (designer)');
    await checkPhone(d.page, 'consult-thread-designer', () => theirs.getByText(ANSWER).waitFor());

    // the answer reaches the client's open thread live, the designer's number masked
    const answer = thread.getByText(/^可以的，欢迎详细聊聊。/);
    await answer.waitFor({ timeout: 20_000 });
    expect(await answer.textContent()).toBe(`可以的，欢迎详细聊聊。我的手机 ${MASK}，也可以在平台下单。`);
    expect(await thread.getByText('13698765432').count()).toBe(0);
    await expectNoAxeViolations(c.page, 'consult thread (client)');
    await shot(c.page, 'consult-thread-client-375.png', { fullPage: true });

    // the list in the message centre, at 375 px
    await c.page.getByRole('link', { name: '返回咨询列表' }).click();
    await c.page.getByRole('list', { name: '咨询对话' }).getByText('我咨询的').waitFor();
    await expectNoOverflow(c.page, 'consult list (client)');
    await expectNoAxeViolations(c.page, 'consult list (client)');
    await shot(c.page, 'consult-list-client-375.png', { fullPage: true });

    // the designer reports the conversation; an operator reads it as written and warns the client
    await theirs.getByRole('button', { name: '举报' }).click();
    const report = d.page.getByRole('dialog', { name: '举报这个对话' });
    await report.getByLabel('举报理由').fill('对方在对话中留手机号，要求私下交易');
    await report.getByRole('button', { name: '提交举报' }).click();
    await d.page.getByText('已举报，平台会尽快核实处理').waitFor();
    const o = await openPage(ctx.browser, ctx.site, { width: 375, height: 740 });
    await logIn(o.page, DEMO.operator);
    await o.page.goto('/admin/consultReports');
    await o.page.getByRole('tab', { name: '待处理' }).waitFor();
    await o.page
      .getByRole('button', { name: /^处理.*的举报$/ })
      .first()
      .click();
    const handle = o.page.getByRole('dialog', { name: '咨询举报' });
    // the operator reads the client's number as written
    await handle.getByText(/13912345678/).waitFor();
    await handle.getByRole('button', { name: '提交处理结果' }).click();
    await handle.getByText('请选择处理结果').waitFor();
    await handle.getByText('核实违规，警告被举报人').click();
    await handle.getByLabel('处理说明').fill('对话中留联系方式并要求私下交易，已警告');
    await expectNoAxeViolations(o.page, 'consult report modal', { include: ['.ant-modal-wrap'] });
    await shot(o.page, 'admin-consult-report-375.png');
    await handle.getByRole('button', { name: '提交处理结果' }).click();
    await o.page.getByText('已处理，已警告被举报人并通知举报人').waitFor();
    await o.page.getByText('暂无待处理的举报').waitFor();
    await o.page.getByRole('tab', { name: '已处理' }).click();
    await o.page.getByText('已核实，已警告对方').waitFor();
    await expectNoOverflow(o.page, 'console consult reports (handled)');
    // the client is told why, in the message centre
    await c.page.goto('/message');
    await c.page.getByText('咨询行为警告').first().waitFor();
    expect(c.problems).toEqual([]);
    expect(d.problems).toEqual([]);
    expect(o.problems).toEqual([]);
  });
});
