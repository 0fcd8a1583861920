import { describe, expect, it } from 'vitest';
import { glbBox } from '../../server/test/models.ts';
import {
  call,
  checkPhone,
  DEMO,
  day,
  expectNoAxeViolations,
  expectNoOverflow,
  hasChromium,
  logIn,
  openPage,
  uploadPng,
  withSiteAndBrowser,
  shot,
} from './support.ts';

/*
 * The exhibitor's show plan (issue 31): a client opens an exhibition, 我要参展, publishes a task and a
 * project for it, and sees both on the show plan with their next steps and money, at 375 px.
 */
// the demo exhibitions, and the demo members verified as `npm start` seeds them (with the people)
const ctx = withSiteAndBrowser({ seed: ['content', 'tasks'] });

describe.skipIf(!hasChromium)('the show plan', () => {
  it('a client joins an exhibition, publishes a task and a project for it, and reads them on one plan', async () => {
    const c = await openPage(ctx.browser, ctx.site, { width: 375, height: 740 });
    await logIn(c.page, DEMO.client);
    const shows = await call<{ listItem: { id: number; title: string; sdate: string; edate: string }[] }>(
      c.context.request,
      'Common/searchHuizhan',
      { keyword: '汽车零部件', page: 1, pageSize: 5 },
    );
    const show = shows.listItem[0]!;
    await c.page.goto(`/exhibition?id=${show.id}`);
    await c.page.getByRole('button', { name: '我要参展' }).click();
    await c.page.waitForURL(new RegExp(`/personCenter/showPlan\\?exhibition=${show.id}`));
    await c.page.getByText('还没有这个展会的设计任务或搭建项目。').waitFor();
    await c.page.getByText('展会开幕').waitFor();

    // a task and a project for the show (their own pages are walked by tasks.spec and projects-*.spec)
    const task = await call<{ id: number }>(c.context.request, 'Taskcenter/businesTaskPub', {
      title: '汽车零部件展 36㎡ 展台设计',
      sizes: 36,
      opens: 2,
      layer: 1,
      style: '现代简约',
      sdate: show.sdate,
      edate: show.edate,
      deadline: day(10),
      cost: 4000,
      conts: '<p>零部件企业参展，展台需要三个展示柜和一个洽谈区。</p>',
      types: ['效果图'],
      exhibition: show.id,
    });
    const project = await call<{ id: number }>(c.context.request, 'Projectcenter/businesPrjctPub', {
      title: '汽车零部件展 6×6 特装展台搭建',
      exhibition: show.id,
      showname: '',
      hall: '4.2号馆',
      booth: '4.2H-B12',
      length: 6,
      width: 6,
      height: 4.5,
      opens: 2,
      layer: 1,
      prov: '上海市',
      city: '上海市',
      strt: '青浦区',
      addr: '崧泽大道333号',
      sdate: show.sdate,
      edate: show.edate,
      indate: day(23),
      bgdate: day(12),
      outdate: show.edate,
      coins: 60000,
      peoples: 6,
      conts: '<p>6×6米特装展台，木结构，含灯光与地台。</p>',
      mobile: '13912345678',
    });

    await c.page.reload();
    const deals = c.page.getByRole('list').filter({ hasText: '汽车零部件展 36㎡ 展台设计' });
    await deals.getByText('设计费预算 ¥4,000.00').waitFor();
    await deals.getByText('预算 ¥60,000.00').waitFor();
    await deals.getByText('下一步：等待平台审核，审核通过后设计师即可报名').waitFor();
    // the timeline: the task's design deadline before the project's 报馆 deadline, before the show
    const labels = await c.page.locator('.plan-date__label').allTextContents();
    expect(labels.findIndex((l) => l.startsWith('设计截止'))).toBeLessThan(
      labels.findIndex((l) => l.startsWith('报馆截止')),
    );
    expect(labels.findIndex((l) => l.startsWith('报馆截止'))).toBeLessThan(labels.indexOf('展会开幕'));
    await c.page.getByRole('link', { name: /设计截止 · 汽车零部件展/ }).waitFor();
    await c.page.getByRole('link', { name: '下载日历（.ics）' }).waitFor();
    await expectNoOverflow(c.page, 'show plan');
    await expectNoAxeViolations(c.page, 'show plan');
    await shot(c.page, 'show-plan-375.png', { fullPage: true });

    // the 3D models used: the client's own upload (any state is theirs to use), added from the plan
    const file = await c.context.request.post('/api/Upload/file', {
      multipart: {
        purpose: 'model',
        file: { name: 'booth.glb', mimeType: 'model/gltf-binary', buffer: await glbBox(6, 4.5, 6) },
      },
    });
    const tree = await call<{ listItem: { children: { id: number }[] }[] }>(
      c.context.request,
      'Common/menusTree',
    );
    await call(c.context.request, 'Modelcenter/uploadModel', {
      title: '汽车零部件展 6×6 展台模型',
      categoryId: tree.listItem[0]!.children[0]!.id,
      tags: ['特装'],
      description: '6×6米特装展台',
      licence: '平台标准授权',
      price: 0,
      file: ((await file.json()) as { data: { id: string } }).data.id,
    });
    const models = c.page.getByTestId('plan-models');
    await models.getByRole('button', { name: '添加3D模型' }).click();
    await c.page.getByRole('list', { name: '可添加的模型' }).getByRole('button', { name: '使用' }).click();
    await c.page.getByRole('button', { name: '已添加' }).waitFor();
    await c.page.keyboard.press('Escape');
    await c.page.getByRole('dialog', { name: '添加3D模型' }).waitFor({ state: 'hidden' });
    await models.getByRole('link', { name: '汽车零部件展 6×6 展台模型' }).waitFor();
    await expectNoAxeViolations(c.page, 'show plan models');

    // the project's 报馆 package, from the plan: the default checklist, the client's rendering, the zip
    await c.page.getByRole('link', { name: '报馆材料', exact: true }).click();
    await c.page.waitForURL(`**/workDetail?id=${project.id}#permit`);
    const panel = c.page.getByTestId('panel-permit');
    await panel.getByTestId('permit-state').getByText('缺少 8 项').waitFor();
    await uploadPng(c.page, 'permit-item-render', '效果图.png', '#cc8844');
    await panel.getByText('效果图.png').waitFor();
    await panel.getByTestId('permit-state').getByText('缺少 7 项').waitFor();
    const zip = await c.context.request.get(`/api/Projectcenter/permitZip?id=${project.id}`);
    expect(zip.headers()['content-type']).toBe('application/zip');
    expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');
    await expectNoOverflow(c.page, 'permit panel');
    await expectNoAxeViolations(c.page, 'permit panel');
    await shot(panel, 'permit-panel-375.png');

    // 我的展会 lists it with its deals; the task opens from the plan
    await c.page.goto('/personCenter/shows');
    await c.page.getByText('设计任务 1 · 搭建项目 1').waitFor();
    await checkPhone(c.page, 'shows-list', () => c.page.getByText('设计任务 1 · 搭建项目 1').waitFor());
    await expectNoAxeViolations(c.page, 'my shows');
    // the calendar feed a calendar app subscribes to: every date of the plan
    const feedUrl = c.page.getByLabel('日历订阅链接');
    await expect.poll(() => feedUrl.inputValue()).toMatch(/\/ical\/\d+\.1\.[\w-]+\.ics$/);
    const feed = await c.context.request.get(await feedUrl.inputValue());
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const ics = await feed.text();
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(ics).toContain('SUMMARY:设计截止 · 汽车零部件展 36㎡ 展台设计');
    await shot(c.page, 'shows-list-375.png', { fullPage: true });
    await c.page.getByRole('link', { name: show.title.replace(/<\/?em>/g, '') }).click();
    await c.page.getByRole('link', { name: '汽车零部件展 36㎡ 展台设计', exact: true }).click();
    await c.page.waitForURL(`**/publishDetail?id=${task.id}`);
    expect(c.problems).toEqual([]);
  });
});
