import { describe, expect, it } from 'vitest';
import { MAX_SUBSCRIPTIONS } from '@hz/contract/subscriptions';
import { approvedFactory, decide, member } from '../../../test/people.ts';
import { publishExhibition } from '../../../test/listings.ts';
import { day, projectBody, projectClient, publishedProject } from '../../../test/projects.ts';
import { callsOf, createTestApp, jobWorkers, operatorAgent, type TestApp } from '../../../test/test-app.ts';

/**
 * Subscriptions (issue 28 point 5, decision 052) through the real calls, the content module's approval
 * and the job runner, on a fresh database (PGlite, and PostgreSQL with TEST_DATABASE_URL).
 */

const { ok, call } = callsOf('Subscribe');
const tasks = callsOf('Taskcenter');

async function inbox(t: TestApp, memberId: number) {
  return t.database.query<{ title: string; conts: string; link: string }>(
    "SELECT title, conts, link FROM messages WHERE member_id = $1 AND title LIKE '订阅%' ORDER BY id",
    [memberId],
  );
}
async function smsRows(t: TestApp, memberId: number) {
  return t.database.query<{ text: string }>(
    "SELECT text FROM notice_sends WHERE member_id = $1 AND event = 'subscription.match' AND channel = 'sms'",
    [memberId],
  );
}
const tokenIn = (conts: string) => /\/unsubscribe\?token=([^\s]+)/.exec(conts)?.[1];

describe('subscriptions', () => {
  it('tells a subscribed factory of a matching project once, nobody of a non-matching one, not the publisher', async () => {
    const t = await createTestApp();
    const op = await operatorAgent(t);
    const factory = await approvedFactory(t, op);
    const other = await member(t, { business: true });
    const client = await projectClient(t);
    const workers = jobWorkers(t);

    // 9 × 8 = 72 ㎡, ¥180,000 in 深圳: the factory's range fits, the other's city does not
    const sub = await ok<{ id: number; summary: string }>(factory.a, 'add', {
      kind: 'project',
      prov: '广东省',
      city: '深圳市',
      minArea: 36,
      maxArea: 100,
      minCoins: 50_000,
      maxCoins: 200_000,
      delivery: 'instant',
    });
    expect(sub.summary).toBe('新搭建项目 · 广东省 深圳市 · 面积36㎡–100㎡ · 预算¥50,000.00–¥200,000.00');
    await ok(other.a, 'add', { kind: 'project', prov: '上海市', city: '上海市' });
    // the publisher subscribed to everything: not told of their own
    await ok(client.a, 'add', { kind: 'project' });

    const id = await publishedProject(client, op);
    await workers.runDue();
    await workers.runDue();

    const got = await inbox(t, factory.id);
    expect(got).toHaveLength(1);
    expect(got[0]!.link).toBe(`/workDetail?id=${id}`);
    expect(got[0]!.conts).toContain('新能源汽车展');
    expect(tokenIn(got[0]!.conts)).toBeTruthy();
    const sms = await smsRows(t, factory.id);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text.length).toBeLessThanOrEqual(70);
    expect(sms[0]!.text).not.toContain('unsubscribe');
    expect(await inbox(t, other.id)).toHaveLength(0);
    expect(await inbox(t, client.id)).toHaveLength(0);

    // a project outside the range reaches nobody
    await publishedProject(client, op, projectBody({ coins: 900_000 }));
    await workers.runDue();
    expect(await inbox(t, factory.id)).toHaveLength(1);

    // the match job again (a re-run) tells nobody twice
    await t.app.jobs.enqueue(t.database.db, {
      name: 'subscriptions.match',
      payload: { kind: 'project', id },
    });
    await workers.runDue();
    expect(await inbox(t, factory.id)).toHaveLength(1);
    const list = await ok<{ listItem: { matched: number }[] }>(factory.a, 'list', {});
    expect(list.listItem[0]!.matched).toBe(1);
    await t.app.close();
  });

  it('sends a digest at 09:00, and the link unsubscribes without a login; a tampered one changes nothing', async () => {
    const t = await createTestApp();
    const op = await operatorAgent(t);
    const factory = await approvedFactory(t, op);
    const client = await projectClient(t);
    const workers = jobWorkers(t);
    await ok(factory.a, 'add', { kind: 'project', prov: '广东省', delivery: 'digest' });

    await publishedProject(client, op);
    await publishedProject(client, op, projectBody({ title: '深圳家居展 6×6 单层展台' }));
    await workers.runDue();
    expect(await inbox(t, factory.id)).toHaveLength(0);
    const [job] = await t.database.query<{ run_at: Date }>(
      "SELECT run_at FROM jobs WHERE name = 'subscriptions.digest' AND state = 'queued'",
    );
    // due at 09:00 China time (01:00 UTC)
    expect(new Date(job!.run_at).getUTCHours()).toBe(1);
    await t.database.query("UPDATE jobs SET run_at = now() WHERE name = 'subscriptions.digest'");
    await workers.runDue();
    const got = await inbox(t, factory.id);
    expect(got).toHaveLength(1);
    expect(got[0]!.title).toBe('订阅日报：2个新项目或任务');
    expect(got[0]!.conts).toContain('深圳家居展');

    const token = tokenIn(got[0]!.conts)!;
    const visitor = t.app;
    const tampered = await visitor.inject({
      method: 'GET',
      url: `/unsubscribe?token=${token.slice(0, -2)}xx`,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('退订链接无效');
    const expired = await visitor.inject({
      method: 'GET',
      url: `/unsubscribe?token=${t.app.subscriptions.tokenFor(1, Date.now() - 100 * 86_400_000)}`,
    });
    expect(expired.body).toContain('退订链接已过期');
    let list = await ok<{ listItem: { paused: boolean }[] }>(factory.a, 'list', {});
    expect(list.listItem[0]!.paused).toBe(false);

    const done = await visitor.inject({ method: 'GET', url: `/unsubscribe?token=${token}` });
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toContain('text/html');
    expect(done.body).toContain('已退订');
    list = await ok(factory.a, 'list', {});
    expect(list.listItem[0]!.paused).toBe(true);

    // the next matching project tells nobody
    await publishedProject(client, op, projectBody({ title: '广州美博会 3×3 标摊' }));
    await workers.runDue();
    await t.database.query(
      "UPDATE jobs SET run_at = now() WHERE name = 'subscriptions.digest' AND state = 'queued'",
    );
    await workers.runDue();
    expect(await inbox(t, factory.id)).toHaveLength(1);
    await t.app.close();
  });

  it('tells a designer of a design task by style and fee; a show subscription of its projects and tasks', async () => {
    const t = await createTestApp();
    const op = await operatorAgent(t);
    const designer = await member(t, { person: true });
    const client = await projectClient(t);
    const workers = jobWorkers(t);
    await ok(designer.a, 'add', { kind: 'task', style: '科技感', minCost: 1000 });
    await ok(designer.a, 'add', { kind: 'task', style: '中式' });
    const task = await tasks.ok<{ id: number }>(client.a, 'businesTaskPub', {
      title: '汽车展 科技感展台设计',
      sizes: 72,
      opens: 2,
      layer: 1,
      style: '科技感',
      sdate: day(30),
      edate: day(33),
      deadline: day(20),
      tips: '',
      cost: 8000,
      conts: '<p>需要科技感的汽车展台设计，含效果图与施工图。</p>',
      types: ['效果图'],
      rounds: 1,
    });
    await decide(op, 'task', task.id);
    await workers.runDue();
    let got = await inbox(t, designer.id);
    // two subscriptions of the designer, one fits: told once
    expect(got.map((g) => g.title)).toEqual(['订阅推送：新的设计任务']);
    expect(got[0]!.link).toBe(`/publishDetail?id=${task.id}`);

    // a show: its new build projects, whatever their place
    const dates = { sdate: day(30), edate: day(33), indate: day(27), outdate: day(34) };
    const show = await publishExhibition(client.a, dates);
    await decide(op, 'huizhan', show.id);
    const fan = await member(t);
    const s = await ok<{ summary: string }>(fan.a, 'add', { kind: 'show', exhibitionId: show.id });
    expect(s.summary).toBe(`展会“${show.title}”的新设计任务和搭建项目`);
    await publishedProject(client, op, { exhibition: show.id, prov: '四川省', city: '成都市' });
    await workers.runDue();
    got = await inbox(t, fan.id);
    expect(got).toHaveLength(1);

    // …and its new design tasks (decision 053): a task names the show; one outside its dates is refused
    const showTask = {
      title: '新能源车展 展台设计',
      sizes: 36,
      opens: 2,
      layer: 1,
      style: '现代简约',
      sdate: day(30),
      edate: day(33),
      deadline: day(25),
      cost: 6000,
      conts: '<p>为所选展会设计一个现代简约风格的展台。</p>',
      types: ['效果图'],
      exhibition: show.id,
    };
    const late = await tasks.call(client.a, 'businesTaskPub', { ...showTask, edate: day(40) });
    expect((late.body.data as { fields: Record<string, string> }).fields.sdate).toContain('所选展会的日期内');
    const gone = await tasks.call(client.a, 'businesTaskPub', { ...showTask, exhibition: 99_999_999 });
    expect((gone.body.data as { fields: Record<string, string> }).fields.exhibition).toBe(
      '所选展会不存在或未通过审核',
    );
    const linked = await tasks.ok<{ id: number; exhibition: number; showname: string }>(
      client.a,
      'businesTaskPub',
      showTask,
    );
    expect(linked).toMatchObject({ exhibition: show.id, showname: show.title });
    await decide(op, 'task', linked.id);
    await workers.runDue();
    got = await inbox(t, fan.id);
    expect(got.map((g) => g.link)).toEqual([
      expect.stringContaining('/workDetail'),
      `/publishDetail?id=${linked.id}`,
    ]);
    await t.app.close();
  });

  it('validates ranges with Chinese field errors, keeps 20 per member, and hides another member’s', async () => {
    const t = await createTestApp();
    const m = await member(t);
    const other = await member(t);
    const bad = await call(m.a, 'add', {
      kind: 'project',
      minArea: 100,
      maxArea: 50,
      minCoins: 9,
      maxCoins: 1,
    });
    expect(bad.body.errCode).toBe('invalid_params');
    expect((bad.body.data as { fields: Record<string, string> }).fields).toMatchObject({
      maxArea: '最大面积不能小于最小面积',
      maxCoins: '最高预算不能低于最低预算',
    });
    const show = await call(m.a, 'add', { kind: 'show' });
    expect((show.body.data as { fields: Record<string, string> }).fields.exhibitionId).toBe(
      '请选择要订阅的展会',
    );
    const ids: number[] = [];
    for (let i = 0; i < MAX_SUBSCRIPTIONS; i++)
      ids.push((await ok<{ id: number }>(m.a, 'add', { kind: 'project', kw: `展${i}` })).id);
    const over = await call(m.a, 'add', { kind: 'project' });
    expect(over.body.errCode).toBe('limit_exceeded');
    expect(over.body.errMsg).toContain('最多20个');
    expect((await call(other.a, 'pause', { id: ids[0], paused: true })).body.errCode).toBe('not_found');
    expect((await call(other.a, 'del', { id: ids[0] })).body.errCode).toBe('not_found');
    await ok(m.a, 'del', { id: ids[0] });
    await ok(m.a, 'add', { kind: 'project' });
    await t.app.close();
  });
});
