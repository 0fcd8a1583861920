import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { ModelState, ReviewState } from '@hz/contract/common/states';
import type { ModelChoice, PlanModel, ShowCard, ShowPlanData } from '@hz/contract/shows';
import { glbBox } from '../../../test/models.ts';
import { uploadForm } from '../../../test/uploads.ts';
import {
  approvedDesigner,
  approvedFactory,
  decide,
  image,
  member,
  setPayPassword,
} from '../../../test/people.ts';
import { createWalletService } from '../wallet/wallet-service.ts';
import { publishExhibition } from '../../../test/listings.ts';
import {
  day,
  PROJECT_PAYCODE,
  projectClient,
  publishedProject,
  QUOTE_TOTAL,
  quoteBody,
  signedProject,
} from '../../../test/projects.ts';
import {
  type Agent,
  agent,
  callsOf,
  createTestApp,
  operatorAgent,
  type TestApp,
} from '../../../test/test-app.ts';

/**
 * 我的展会 and the show plan (issue 31, decision 055) through the real calls on a fresh database (PGlite,
 * and PostgreSQL with TEST_DATABASE_URL).
 */

const { ok, call } = callsOf('Show');
const tasks = callsOf('Taskcenter');
const projects = callsOf('Projectcenter');

const taskBody = (exhibition: number) => ({
  title: '新能源车展 54㎡ 展台设计',
  sizes: 54,
  opens: 2,
  layer: 1,
  style: '科技感',
  sdate: day(30),
  edate: day(33),
  deadline: day(20),
  cost: 6000,
  conts: '<p>为新能源车展设计一个科技感的展台，含效果图。</p>',
  types: ['效果图'],
  exhibition,
});

/** A model uploaded by `a` (a real GLB), then set processed and reviewed as `checked` says. */
async function modelOf(t: TestApp, a: Agent, title: string, checked: ReviewState = ReviewState.approved) {
  const form = uploadForm('model', 'booth.glb', await glbBox());
  const file = (await a.post<{ id: string }>('/api/Upload/file', form.payload, form.headers)).body.data!.id;
  const tree = (await a.post<{ listItem: { children: { id: number }[] }[] }>('/api/Common/menusTree', {}))
    .body.data!.listItem;
  const r = await a.post<{ id: number }>('/api/Modelcenter/uploadModel', {
    title,
    categoryId: tree[0]!.children[0]!.id,
    tags: ['特装'],
    description: '3×3 特装展台模型',
    licence: '平台标准授权',
    price: 0,
    file,
  });
  const id = r.body.data!.id;
  await t.database.query('UPDATE models SET state = $2, checked = $3 WHERE id = $1', [
    id,
    ModelState.ready,
    checked,
  ]);
  return id;
}

const fieldsOf = (r: { body: { data?: unknown } }) =>
  (r.body.data as { fields: Record<string, string> }).fields;

describe('the show plan', () => {
  it('puts a task and a project on one exhibition in one plan, in date order, with their next steps and money', async () => {
    const t = await createTestApp();
    const op = await operatorAgent(t);
    const client = await projectClient(t);
    const show = await publishExhibition(client.a, {
      sdate: day(30),
      edate: day(33),
      indate: day(27),
      outdate: day(34),
    });
    await decide(op, 'huizhan', show.id);
    const task = await tasks.ok<{ id: number }>(client.a, 'businesTaskPub', taskBody(show.id));
    const projectId = await publishedProject(client, op, { exhibition: show.id, showname: '' });
    // a project for a show the listings do not have: a plan of its own, by its free-text name
    await publishedProject(client, op, { showname: '2027 成都糖酒会', title: '糖酒会 6×6 特装展台搭建' });

    const mine = await ok<{ listItem: ShowCard[] }>(client.a, 'myShows', {});
    expect(mine.listItem.map((s) => [s.showname, s.tasks, s.projects, s.joined])).toEqual([
      [show.title, 1, 1, false],
      ['2027 成都糖酒会', 0, 1, false],
    ]);

    const plan = await ok<ShowPlanData>(client.a, 'plan', { exhibition: show.id });
    expect(plan.show).toMatchObject({ exhibition: show.id, sdate: day(30), edate: day(33), ended: false });
    expect(plan.deals.map((d) => [d.kind, d.id, d.role])).toEqual([
      ['task', task.id, 'client'],
      ['project', projectId, 'client'],
    ]);
    const [taskDeal, projectDeal] = plan.deals;
    // each deal's own 下一步, not recomputed here
    expect(taskDeal!.next).toBe('等待平台审核，审核通过后设计师即可报名');
    expect(projectDeal!.next).not.toBe('');
    expect(taskDeal!.money).toBe('设计费预算 ¥6,000.00');
    expect(projectDeal!.money).toBe('预算 ¥180,000.00');
    // in date order; on one day the show's own dates, then the tasks', then the projects'
    expect(plan.timeline.map((d) => [d.date, d.label.split(' · ')[0]])).toEqual([
      [day(20), '设计截止'],
      [day(20), '报馆截止'],
      [day(27), '布展开始'],
      [day(27), '进场搭建'],
      [day(30), '展会开幕'],
      [day(33), '展会闭幕'],
      [day(34), '撤展截止'],
      [day(34), '撤展'],
    ]);
    expect(plan.timeline.every((d) => d.state === 'upcoming')).toBe(true);
    // no deal yet, no money: a fee is due once a designer confirms, stages once a contract is signed
    expect(plan.money).toEqual([]);

    // the free-text show's plan has its project and its days
    const free = await ok<ShowPlanData>(client.a, 'plan', { showname: '2027 成都糖酒会' });
    expect(free.show).toMatchObject({ exhibition: 0, sdate: day(30), edate: day(33) });
    expect(free.deals).toHaveLength(1);

    // the factory that wins the project sees the show in its own plans, as the provider
    const factory = await approvedFactory(t, op);
    const q = await projects.ok<{ id: number }>(factory.a, 'factoryQuote', quoteBody(projectId));
    expect((await ok<{ listItem: ShowCard[] }>(factory.a, 'myShows', {})).listItem).toEqual([]);
    await projects.ok(client.a, 'wonPrjct', { id: projectId, quote: q.id });
    const theirs = await ok<ShowPlanData>(factory.a, 'plan', { exhibition: show.id });
    expect(theirs.deals.map((d) => [d.kind, d.role])).toEqual([['project', 'provider']]);
    await t.close();
  });

  it('adds an exhibition by hand (我要参展), refuses an ended one, and shows nobody another member’s plan', async () => {
    const t = await createTestApp();
    const op = await operatorAgent(t);
    const m = await member(t);
    const other = await member(t);
    const publisher = await projectClient(t);
    const show = await publishExhibition(publisher.a, {
      sdate: day(40),
      edate: day(42),
      indate: '',
      outdate: '',
    });
    await decide(op, 'huizhan', show.id);
    const card = await ok<ShowCard>(m.a, 'join', { exhibition: show.id });
    expect(card).toMatchObject({ exhibition: show.id, showname: show.title, joined: true, tasks: 0 });
    await ok(m.a, 'join', { exhibition: show.id }); // again: harmless
    expect((await ok<{ listItem: ShowCard[] }>(m.a, 'myShows', {})).listItem).toHaveLength(1);
    const plan = await ok<ShowPlanData>(m.a, 'plan', { exhibition: show.id });
    expect(plan.deals).toEqual([]);
    expect(plan.timeline.map((d) => d.label)).toEqual(['展会开幕', '展会闭幕']);

    // another member has no plan for it: nothing revealed
    const theirs = await call(other.a, 'plan', { exhibition: show.id });
    expect(theirs.body.errCode).toBe('not_found');
    expect((await call(other.a, 'plan', { showname: '别人的展会' })).body.errCode).toBe('not_found');
    // bad input, an unknown or unapproved exhibition, an ended one
    const bad = await call(m.a, 'plan', {});
    expect((bad.body.data as { fields: Record<string, string> }).fields.exhibition).toBe('请指定展会');
    const unknown = await call(m.a, 'join', { exhibition: 99_999_999 });
    expect((unknown.body.data as { fields: Record<string, string> }).fields.exhibition).toBe(
      '展会不存在或未通过审核',
    );
    await t.database.query(
      'UPDATE listings SET sdate = current_date - 5, edate = current_date - 2 WHERE id = $1',
      [show.id],
    );
    const ended = await call(other.a, 'join', { exhibition: show.id });
    expect((ended.body.data as { fields: Record<string, string> }).fields.exhibition).toBe(
      '该展会已结束，不能再加入参展计划',
    );
    // an ended show stays in the plans of who joined, marked so; leaving removes it
    expect((await ok<{ listItem: ShowCard[] }>(m.a, 'myShows', {})).listItem[0]!.ended).toBe(true);
    expect(await ok(m.a, 'leave', { exhibition: show.id })).toEqual({ removed: true });
    expect((await ok<{ listItem: ShowCard[] }>(m.a, 'myShows', {})).listItem).toEqual([]);
    // a visitor is asked to log in
    expect((await call(agent(t.app), 'myShows', {})).body.errCode).toBe('not_logged_in');
    await t.close();
  });

  it('serves every date as a signed iCalendar feed that parsers read, that follows a changed date, and that a reset revokes', async () => {
    const t = await createTestApp();
    const op = await operatorAgent(t);
    const client = await projectClient(t);
    const show = await publishExhibition(client.a, {
      sdate: day(30),
      edate: day(33),
      indate: day(27),
      outdate: day(34),
    });
    await decide(op, 'huizhan', show.id);
    const task = await tasks.ok<{ id: number }>(client.a, 'businesTaskPub', taskBody(show.id));
    await publishedProject(client, op, { exhibition: show.id, showname: '' });
    await publishedProject(client, op, { showname: '2027 成都糖酒会', title: '糖酒会 6×6 特装展台搭建' });
    const plan = await ok<ShowPlanData>(client.a, 'plan', { exhibition: show.id });
    const free = await ok<ShowPlanData>(client.a, 'plan', { showname: '2027 成都糖酒会' });

    const { url } = await ok<{ url: string }>(client.a, 'calendar', {});
    expect(url).toMatch(/^\/ical\/\d+\.1\.[\w-]{22}\.ics$/);
    const get = (u: string) => t.app.inject({ method: 'GET', url: u });
    const events = (body: string) =>
      new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent').map((e) => ({
        uid: String(e.getFirstPropertyValue('uid')),
        start: String(e.getFirstPropertyValue('dtstart')),
        summary: String(e.getFirstPropertyValue('summary')),
        alarms: e.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger'))),
      }));
    const r = await get(url);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/calendar');
    // RFC 5545: CRLF lines of at most 75 octets
    expect(r.body.endsWith('\r\n')).toBe(true);
    expect(r.body.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const all = events(r.body);
    expect(all).toHaveLength(plan.timeline.length + free.timeline.length);
    expect(new Set(all.map((e) => e.uid)).size).toBe(all.length);
    const design = all.find((e) => e.summary.startsWith('设计截止'))!;
    expect(design.start).toBe(day(20));
    expect(design.summary).toContain(show.title);
    expect(design.alarms).toEqual(['-P1D']);
    expect(all.find((e) => e.summary.startsWith('报馆截止'))!.alarms.sort()).toEqual(['-P1D', '-P7D']);
    expect(all.find((e) => e.summary.startsWith('展会开幕'))!.alarms).toEqual([]);

    // a changed date moves the same event
    await tasks.ok(client.a, 'businesTaskEdit', { ...taskBody(show.id), id: task.id, deadline: day(22) });
    const moved = events((await get(url)).body).find((e) => e.uid === design.uid)!;
    expect(moved.start).toBe(day(22));

    // one show, as a file; a show the member does not have, a tampered or an old link: 404
    const one = await get(`${url}?exhibition=${show.id}&download=1`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-disposition']).toContain('attachment');
    expect(events(one.body)).toHaveLength(plan.timeline.length);
    expect((await get(`${url}?exhibition=999999`)).statusCode).toBe(404);
    const tampered = url.replace(
      /\.([\w-]{22})\.ics$/,
      (_, s: string) => `.${s.slice(0, 21)}${s.endsWith('A') ? 'B' : 'A'}.ics`,
    );
    expect((await get(tampered)).statusCode).toBe(404);
    const other = await member(t);
    const theirs = (await ok<{ url: string }>(other.a, 'calendar', {})).url;
    expect(events((await get(theirs)).body)).toEqual([]);
    const { url: fresh } = await ok<{ url: string }>(client.a, 'calendarReset', {});
    expect(fresh).not.toBe(url);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(fresh)).statusCode).toBe(200);
    await t.close();
  });

  it('keeps the money calendar: each stage due, held and paid by date, each way, with the totals', async () => {
    const t = await createTestApp();
    const op = await operatorAgent(t);
    const s = await signedProject(t, op);
    const key = { showname: '2027 深圳国际新能源汽车展览会' };
    const mine = await ok<ShowPlanData>(s.client.a, 'plan', key);
    // the default plan: 30% held at signing, the rest due by move-in or paid at acceptance
    expect(mine.money.length).toBeGreaterThan(1);
    expect(mine.money.every((m) => m.direction === 'out')).toBe(true);
    const sum = (xs: { amount: number }[]) => Math.round(xs.reduce((n, x) => n + x.amount * 100, 0)) / 100;
    expect(sum(mine.money)).toBe(QUOTE_TOTAL);
    expect(mine.totals.out.held).toBe(sum(mine.money.filter((m) => m.state === 'held')));
    expect(mine.totals.out.held).toBe(Math.round(QUOTE_TOTAL * 30) / 100);
    expect(mine.totals.out.due + mine.totals.out.held).toBe(QUOTE_TOTAL);
    expect(mine.totals.in).toEqual({ due: 0, held: 0, paid: 0, refunded: 0 });
    expect(mine.money.map((m) => m.date)).toEqual([...mine.money.map((m) => m.date)].sort());
    // the factory reads the same lines coming in
    const theirs = await ok<ShowPlanData>(s.factory.a, 'plan', key);
    expect(theirs.money.map((m) => [m.title, m.amount, m.state])).toEqual(
      mine.money.map((m) => [m.title, m.amount, m.state]),
    );
    expect(theirs.totals.in).toEqual(mine.totals.out);
    // the client holds what is due: it moves to held
    await projects.ok(s.client.a, 'bPayStages', { id: s.id, paycode: PROJECT_PAYCODE });
    const after = await ok<ShowPlanData>(s.client.a, 'plan', key);
    expect(after.totals.out.held).toBeGreaterThan(mine.totals.out.held);
    expect(after.totals.out.held + after.totals.out.due + after.totals.out.paid).toBe(QUOTE_TOTAL);
    await t.close();
  });

  it('lists the complaints about its deals to their two parties, each linked to its deal', async () => {
    const t = await createTestApp();
    const op = await operatorAgent(t);
    const s = await signedProject(t, op);
    const key = { showname: '2027 深圳国际新能源汽车展览会' };
    expect((await ok<ShowPlanData>(s.client.a, 'plan', key)).complaints).toEqual([]);
    const c = await callsOf('Complain').ok<{ id: number }>(s.client.a, 'complainAdd', {
      kind: 'project',
      id: s.id,
      conts: '工厂迟迟不提交施工图，报馆就要截止了。',
    });
    const mine = await ok<ShowPlanData>(s.client.a, 'plan', key);
    expect(mine.complaints).toEqual([
      expect.objectContaining({
        id: c.id,
        kind: 'project',
        dealId: s.id,
        mine: true,
        status: 'open',
        statusName: '处理中',
        date: day(0),
        link: `/workDetail?id=${s.id}`,
      }),
    ]);
    const theirs = await ok<ShowPlanData>(s.factory.a, 'plan', key);
    expect(theirs.complaints.map((x) => [x.id, x.mine])).toEqual([[c.id, false]]);
    await t.close();
  });

  it('lists the design contests that name the exhibition, for their client and their entrants, with the prize held', async () => {
    const t = await createTestApp();
    const op = await operatorAgent(t);
    const client = await projectClient(t);
    await setPayPassword(t, client, '482916');
    await createWalletService({ db: t.database.db }).topUp({
      member: client.id,
      amount: 200_000,
      key: 'show-contest',
    });
    const show = await publishExhibition(client.a, {
      sdate: day(40),
      edate: day(43),
      indate: day(38),
      outdate: day(44),
    });
    const contests = callsOf('Contest');
    const body = {
      title: '新能源车展 72㎡ 展台设计比稿',
      sizes: 72,
      opens: 3,
      layer: 1,
      style: '科技感',
      sdate: day(40),
      edate: day(43),
      conts: '<p>需要一个科技感的展台，洽谈区和两台展车，品牌蓝为主色。</p>',
      types: ['效果图'],
      prize: 1000,
      winners: 1,
      split: [100],
      edays: 5,
      sdays: 3,
      paycode: '482916',
      exhibition: show.id,
    };
    // an exhibition not approved yet: refused on the field, nothing held
    await contests.refused(client.a, 'contestPub', body, 'invalid_params', '所选展会不存在或未通过审核');
    await decide(op, 'huizhan', show.id);
    const c = await contests.ok<{ id: number }>(client.a, 'contestPub', body);
    await decide(op, 'contest', c.id);

    const mine = await ok<{ listItem: ShowCard[] }>(client.a, 'myShows', {});
    expect(mine.listItem.map((s) => [s.exhibition, s.tasks, s.contests, s.projects])).toEqual([
      [show.id, 0, 1, 0],
    ]);
    const plan = await ok<ShowPlanData>(client.a, 'plan', { exhibition: show.id });
    expect(plan.deals.map((d) => [d.kind, d.id, d.role, d.money])).toEqual([
      ['contest', c.id, 'client', '奖金 ¥1,000.00'],
    ]);
    expect(plan.deals[0]!.next).not.toBe('');
    // while entries are open: their deadline (the selection's is set when they close)
    expect(plan.timeline.filter((d) => d.kind === 'contest').map((d) => [d.label, d.state])).toEqual([
      ['投稿截止 · 新能源车展 72㎡ 展台设计比稿', 'upcoming'],
    ]);
    expect(plan.money).toEqual([expect.objectContaining({ amount: 1000, direction: 'out', state: 'held' })]);

    // a designer who sent an entry has the show too, as the provider; another member does not
    const designer = await approvedDesigner(t, op);
    await contests.ok(designer.a, 'entrySubmit', {
      id: c.id,
      conts: '以品牌蓝为主色，开放式洽谈区在左侧，展车斜向摆放。',
      pics: [await image(designer.a)],
    });
    const theirs = await ok<ShowPlanData>(designer.a, 'plan', { exhibition: show.id });
    expect(theirs.deals.map((d) => [d.kind, d.role])).toEqual([['contest', 'provider']]);
    expect(theirs.money).toEqual([]);
    const other = await member(t);
    await call(other.a, 'plan', { exhibition: show.id }).then((r) =>
      expect(r.body.errCode).toBe('not_found'),
    );
    await t.close();
  });

  it('lists the 3D models the member uses for a show: attached from their own, bought or favourite models, removable, refused for another’s private model', async () => {
    const t = await createTestApp();
    const op = await operatorAgent(t);
    const m = await member(t);
    const author = await member(t);
    const show = await publishExhibition(m.a, { sdate: day(40), edate: day(42), indate: '', outdate: '' });
    await decide(op, 'huizhan', show.id);
    await ok(m.a, 'join', { exhibition: show.id });
    const own = await modelOf(t, m.a, '我的 3×3 特装展台');
    const shared = await modelOf(t, author.a, '公开的接待台模型');
    const hidden = await modelOf(t, author.a, '未审核的桁架模型', ReviewState.pending);
    await author.a.post('/api/Myfavorite/mdlFvr', { id: shared, fvr: 1 });
    await m.a.post('/api/Myfavorite/mdlFvr', { id: shared, fvr: 1 });

    // the picker: their own model, and the public one they favourited
    const choices = await ok<{ listItem: ModelChoice[] }>(m.a, 'modelChoices', {});
    expect(choices.listItem.map((c) => [c.id, c.source])).toEqual([
      [own, 'own'],
      [shared, 'favorite'],
    ]);

    const key = { exhibition: show.id };
    await ok(m.a, 'modelAdd', { ...key, modelId: own });
    const added = await ok<{ models: PlanModel[] }>(m.a, 'modelAdd', { ...key, modelId: shared });
    expect(added.models.map((x) => x.id)).toEqual([shared, own]);
    await ok(m.a, 'modelAdd', { ...key, modelId: shared }); // again: unchanged
    const plan = await ok<ShowPlanData>(m.a, 'plan', key);
    expect(plan.models).toHaveLength(2);
    expect(plan.models[0]).toMatchObject({
      id: shared,
      title: '公开的接待台模型',
      link: `/model/modelDetail?id=${shared}`,
      available: true,
      mine: false,
    });
    expect(plan.models[0]!.author).not.toBe('');
    expect(plan.models[1]).toMatchObject({ id: own, mine: true, available: true });

    // refusals, in Chinese: another member's unapproved model does not exist for them; a show they do
    // not have; no show named; nobody else edits or sees the plan's models
    const priv = await call(m.a, 'modelAdd', { ...key, modelId: hidden });
    expect([priv.body.errCode, priv.body.errMsg]).toEqual(['not_found', '模型不存在或未公开']);
    const unknown = await call(m.a, 'modelAdd', { ...key, modelId: 99_999_999 });
    expect(unknown.body.errMsg).toBe('模型不存在或未公开');
    const noShow = await call(author.a, 'modelAdd', { ...key, modelId: shared });
    expect([noShow.body.errCode, noShow.body.errMsg]).toEqual(['not_found', '没有这个展会的参展计划']);
    expect((await call(author.a, 'modelRemove', { ...key, modelId: shared })).body.errCode).toBe('not_found');
    expect(fieldsOf(await call(m.a, 'modelAdd', { modelId: own })).exhibition).toBe('请指定展会');
    expect(fieldsOf(await call(m.a, 'modelAdd', { ...key })).modelId).toBe('请选择模型');
    // the author's own unapproved model is theirs to use
    await ok(author.a, 'join', { exhibition: show.id });
    await ok(author.a, 'modelAdd', { ...key, modelId: hidden });

    // withdrawn by its author: still listed (so it can be removed), without a link
    await author.a.post('/api/Modelcenter/deleteModel', { id: shared });
    const after = await ok<ShowPlanData>(m.a, 'plan', key);
    expect(after.models[0]).toMatchObject({ id: shared, available: false, link: '', cover: '' });
    expect(await ok(m.a, 'modelRemove', { ...key, modelId: shared })).toEqual({ removed: true });
    expect(await ok(m.a, 'modelRemove', { ...key, modelId: shared })).toEqual({ removed: false });
    expect((await ok<ShowPlanData>(m.a, 'plan', key)).models.map((x) => x.id)).toEqual([own]);
    expect((await call(agent(t.app), 'modelChoices', {})).body.errCode).toBe('not_logged_in');
    await t.close();
  });
});
