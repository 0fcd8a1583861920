import { describe, expect, it } from 'vitest';
// the server test helpers' vitest context (the template database's name) for the type check
import type {} from '../../server/test/global-setup.ts';
import { image } from '../../server/test/people.ts';
import { PROJECT_PAYCODE, signedProject } from '../../server/test/projects.ts';
import { callsOf, operatorAgent, STRONG_PASSWORD, type TestApp } from '../../server/test/test-app.ts';
import { createJobRunner } from '../../server/src/modules/jobs/jobs-runner.ts';
import {
  checkPhone,
  expectNoAxeViolations,
  hasChromium,
  logIn,
  openPage,
  withSiteAndBrowser,
} from './support.ts';

const ctx = withSiteAndBrowser();
const { ok } = callsOf('Projectcenter');

/** A signed project whose factory has reported completion (with 撤展), waiting for the client. */
async function reportedProject() {
  const t = { app: ctx.site.app, database: ctx.site.database } as unknown as TestApp;
  const op = await operatorAgent(t);
  const s = await signedProject(t, op);
  // a rendering of the client's (the wizard's `picture`)
  const rendering = await image(s.client.a, 'listing');
  await t.database.query('UPDATE projects SET picture = ARRAY[$2] WHERE id = $1', [s.id, rendering]);
  await ok(s.client.a, 'bPayStages', { id: s.id, paycode: PROJECT_PAYCODE });
  // the move-in date comes (the database clock)
  await t.database.query(
    "UPDATE jobs SET run_at = now() WHERE name = 'projects.moveIn' AND payload->>'project' = $1",
    [String(s.id)],
  );
  await createJobRunner({
    database: t.database,
    definitions: t.app.jobs.definitions(),
    concurrency: 1,
    pollMs: 20,
    log: t.app.log,
  }).runDue();
  const photos = [await image(s.factory.a, 'document'), await image(s.factory.a, 'document')];
  await ok(s.factory.a, 'fUpdateReports', {
    id: s.id,
    reportpics: photos,
    teardown: 1,
    conts: '展台已按效果图完工，灯光与地台均已验收。',
  });

  return { t, s };
}

describe.skipIf(!hasChromium)('/reviewReports', () => {
  it('the client sees the completion photos beside the renderings and accepts with a confirmation', async () => {
    const { s } = await reportedProject();
    const client = await openPage(ctx.browser, ctx.site);
    const page = client.page;
    await logIn(page, s.client.mobile, STRONG_PASSWORD);
    await page.goto(`/reviewReports?id=${s.id}`);
    await page.getByText('完工照片').waitFor();
    await page.getByText('效果图').first().waitFor();
    await page.getByText('含撤展').waitFor();
    await page.getByText('展台已按效果图完工，灯光与地台均已验收。').waitFor();
    expect(await page.locator('.review-reports__pics img').count()).toBe(3);
    await checkPhone(page, 'review-reports', () => page.getByText('完工照片').waitFor());
    await expectNoAxeViolations(page, 'completion report with its photos');

    await page.getByRole('button', { name: '确认验收' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '放款金额' });
    await dialog.getByText('不能撤销').waitFor();
    await dialog.getByText('平台服务费').waitFor();
    await dialog.locator('input').first().click();
    await page.keyboard.type(PROJECT_PAYCODE);
    await dialog.getByRole('button', { name: /确认验收并放款/ }).click();
    await page.getByText('已验收，款项已支付给工厂').waitFor();
    await page.getByText(/^已验收 \d{4}-/).waitFor();
    expect(await page.getByRole('button', { name: '确认验收' }).count()).toBe(0);
    const info = await ok<{ status: string; reportck: number }>(s.client.a, 'businesPrjctInfo', { id: s.id });
    expect(info).toMatchObject({ status: 'accepted', reportck: 1 });
    expect(client.problems).toEqual([]);
  });

  it('the client complains about the report through the screen: the money waits for the platform', async () => {
    const { s } = await reportedProject();
    const client = await openPage(ctx.browser, ctx.site);
    const page = client.page;
    await logIn(page, s.client.mobile, STRONG_PASSWORD);
    await page.goto(`/reviewReports?id=${s.id}`);
    await page.getByRole('button', { name: '发起投诉' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '对完工情况发起投诉' });
    const submit = dialog.getByRole('button', { name: '提交投诉' });
    await dialog.getByLabel('投诉说明').fill('背板颜色不对');
    expect(await submit.isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'complaint dialog, too short', { include: ['.ant-modal-wrap'] });
    await dialog.getByLabel('投诉说明').fill('背板颜色与效果图不符，地台边缘未封边，联系工厂未处理。');
    await submit.click();
    await page.getByText('投诉已提交，托管款项暂停支付，平台将尽快处理').waitFor();
    const info = await ok<{ status: string }>(s.client.a, 'businesPrjctInfo', { id: s.id });
    expect(info.status).toBe('disputed');
    // the 尾款 stays in escrow: nothing paid to the factory while the complaint is open
    const rows = await ctx.site.database.query<{ state: string }>(
      "SELECT state FROM project_stages WHERE project_id = $1 AND release_on = 'accept'",
      [s.id],
    );
    expect(rows.map((r) => r.state)).toEqual(['held']);
    await page.goto(`/workDetail?id=${s.id}`);
    const dispute = page.getByTestId('panel-dispute');
    await dispute.getByText('背板颜色与效果图不符，地台边缘未封边，联系工厂未处理。').waitFor();
    expect(await page.getByRole('button', { name: '确认验收' }).count()).toBe(0);
    expect(client.problems).toEqual([]);
  });
});
