import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
// the server test helpers' vitest context (the template database's name) for the type check
import type {} from '../../server/test/global-setup.ts';
import { createWalletService } from '../../server/src/modules/wallet/wallet-service.ts';
import { approvedDesigner, decide, type Member, member, setPayPassword } from '../../server/test/people.ts';
import { day, signedProject } from '../../server/test/projects.ts';
import {
  type Agent,
  callsOf,
  operatorAgent,
  STRONG_PASSWORD,
  type TestApp,
} from '../../server/test/test-app.ts';
import { pdf, png, uploadForm } from '../../server/test/uploads.ts';
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
 * A deal's files and dialogs on a phone (issue 27 points 9 and 13): a design task's deliveries and a
 * build project's construction drawings are listed by name, type and size, a picture previewed in place
 * and a PDF opened in the browser; Enter in the apply dialog's date field takes the date and does not
 * send the proposal.
 */

const ctx = withSiteAndBrowser();
const tasks = callsOf('Taskcenter');
const projects = callsOf('Projectcenter');
const testApp = () => ({ app: ctx.site.app, database: ctx.site.database }) as unknown as TestApp;
const PHONE = { width: 375, height: 740 };
const PAYCODE = '482916';

/** Uploads `bytes` as `name` (purpose `document`, as the deal's forms do); the file id. */
async function upload(a: Agent, name: string, bytes: Buffer) {
  const form = uploadForm('document', name, bytes);
  const r = await a.post<{ id: string }>('/api/Upload/file', form.payload, form.headers);
  expect(r.body.errCode).toBe('success');
  return r.body.data!.id;
}

/** An approved design task of a fresh verified client (paying with `PAYCODE`), and a verified designer. */
async function openTask() {
  const t = testApp();
  const op = await operatorAgent(t);
  const client = await member(t, { business: true });
  await setPayPassword(t, client, PAYCODE);
  await createWalletService({ db: t.database.db }).topUp({
    member: client.id,
    amount: 10_000_00,
    key: `deal-files:${client.id}`,
  });
  const { id } = await tasks.ok<{ id: number }>(client.a, 'businesTaskPub', {
    title: '智能家居展 36㎡ 展台设计',
    sizes: 36,
    opens: 2,
    layer: 1,
    style: '科技感',
    sdate: day(30),
    edate: day(33),
    deadline: day(20),
    tips: '',
    cost: 3000,
    conts: '<p>简约科技风，含洽谈区与产品展示墙。</p>',
    types: ['效果图'],
    rounds: 1,
  });
  await decide(op, 'task', id);
  const designer = await approvedDesigner(t, op);
  return { t, op, client, designer, id };
}

/** The task taken by `designer` through the calls, paid into escrow, and delivered with `attach`. */
async function deliveredTask(client: Member, designer: Member, id: number, attach: string[]) {
  const a = await tasks.ok<{ id: number }>(designer.a, 'designerApply', {
    id,
    conts: '做过多个智能家居品牌展台，可先出概念草图。',
    fee: 3000,
    ddate: day(15),
  });
  await tasks.ok(client.a, 'selectDesigner', { id, apply: a.id });
  await tasks.ok(designer.a, 'confirmDesigner', { id, agree: true });
  await tasks.ok(client.a, 'payDesignerFee', { id, paycode: PAYCODE });
  await tasks.ok(designer.a, 'designerDeliver', { id, conts: '第一版效果图与施工说明', attach });
}

/** The file `name` listed with its type and size; a picture's thumbnail opens the full picture. */
async function expectFile(page: Page, scope: ReturnType<Page['getByTestId']>, name: string, meta: RegExp) {
  const row = scope.locator('li.deal-file').filter({ has: page.getByRole('link', { name, exact: true }) });
  await row.waitFor();
  await row.getByText(meta).waitFor();
  return row;
}

describe.skipIf(!hasChromium)("a deal's files and dialogs", () => {
  it("a design task's deliveries by name, type and size; the picture previewed, the PDF opened (375 px)", async () => {
    const { client, designer, id } = await openTask();
    const pic = await upload(designer.a, '展台效果图.png', await png(120, 80));
    const doc = await upload(designer.a, '施工说明.pdf', pdf);
    await deliveredTask(client, designer, id, [pic, doc]);

    const c = await openPage(ctx.browser, ctx.site, PHONE);
    await logIn(c.page, client.mobile, STRONG_PASSWORD);
    await c.page.goto(`/publishDetail?id=${id}`);
    const deliveries = c.page.getByTestId('task-deliveries');
    await deliveries.getByText('第一版效果图与施工说明').waitFor();
    expect(await deliveries.getByText(/交付文件\d/).count()).toBe(0);
    const picRow = await expectFile(c.page, deliveries, '展台效果图.png', /^图片 · \d+ KB$/);
    const docRow = await expectFile(c.page, deliveries, '施工说明.pdf', /^PDF · 1 KB$/);
    // the PDF opens in the browser (a new tab, served inline)
    const docLink = docRow.getByRole('link', { name: '施工说明.pdf', exact: true });
    expect(await docLink.getAttribute('target')).toBe('_blank');
    const served = await c.page.request.get((await docLink.getAttribute('href'))!);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect(served.headers()['content-disposition']).toMatch(/^inline; /);
    await expectNoOverflow(c.page, 'task deliveries');
    await expectNoAxeViolations(c.page, 'task deliveries with their files');
    await shot(c.page, 'h27ui-task-deliveries-375.png', { fullPage: true });
    // the picture previews in place, the full picture (not the thumbnail)
    await picRow.getByRole('img', { name: '展台效果图.png（点击预览）' }).click();
    const preview = c.page.locator('.ant-image-preview-img');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toBe(`/files/${pic}`);
    await shot(c.page, 'h27ui-task-delivery-preview-375.png');
    await c.page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    expect(c.problems).toEqual([]);
  });

  it("a build project's construction drawings by name, type and size (375 px)", async () => {
    const t = testApp();
    const s = await signedProject(t, await operatorAgent(t));
    const plan = await upload(s.factory.a, '施工图-平面.pdf', pdf);
    const face = await upload(s.factory.a, '立面图.png', await png(160, 90));
    await projects.ok(s.factory.a, 'fUpdateDrawings', { id: s.id, drawings: [plan, face] });

    const c = await openPage(ctx.browser, ctx.site, PHONE);
    await logIn(c.page, s.client.mobile, STRONG_PASSWORD);
    await c.page.goto(`/workDetail?id=${s.id}`);
    const panel = c.page.getByTestId('panel-drawings');
    await panel.getByText('工厂已上传施工图，请查看后确认').waitFor();
    expect(await panel.getByText(/施工图\d/).count()).toBe(0);
    await expectFile(c.page, panel, '施工图-平面.pdf', /^PDF · 1 KB$/);
    const faceRow = await expectFile(c.page, panel, '立面图.png', /^图片 · \d+ KB$/);
    await faceRow.getByRole('img', { name: '立面图.png（点击预览）' }).waitFor();
    await expectNoOverflow(c.page, 'project drawings');
    await expectNoAxeViolations(c.page, 'project drawings with their files');
    await shot(c.page, 'h27ui-project-drawings-375.png', { fullPage: true });
    expect(c.problems).toEqual([]);
  });

  it('Enter in the apply dialog’s date takes the date and does not send the proposal (375 px)', async () => {
    const { designer, id } = await openTask();
    const d = await openPage(ctx.browser, ctx.site, PHONE);
    await logIn(d.page, designer.mobile, STRONG_PASSWORD);
    await d.page.goto(`/publishDetail?id=${id}`);
    await d.page.getByRole('button', { name: '报名投递方案' }).click();
    const apply = d.page.getByRole('dialog', { name: '报名投递方案' });
    await apply.getByLabel('方案说明').fill('做过多个智能家居品牌展台，可先出概念草图，三面开口动线流畅。');
    await apply.getByLabel('报价（元）').fill('2800');
    const date = apply.getByLabel('交付日期', { exact: true });
    await date.click();
    await date.fill(day(18));
    await date.press('Enter');
    await expect.poll(() => date.inputValue()).toBe(day(18));
    // nothing was sent: the dialog stays, the designer has not applied
    await d.page.waitForTimeout(1500);
    expect(await apply.isVisible()).toBe(true);
    const seen = await tasks.ok<{ myApply: number | null }>(designer.a, 'businesTaskInfo', { id });
    expect(seen.myApply).toBeNull();
    await expectNoOverflow(d.page, 'apply dialog');
    await shot(d.page, 'h27ui-apply-enter-375.png');
    // the dialog's button sends it, with the date typed
    await apply.getByRole('button', { name: '提交方案' }).click();
    await apply.waitFor({ state: 'hidden' });
    await d.page.getByText('您已报名这个任务').waitFor();
    expect(d.problems).toEqual([]);
  });
});
