import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../../../test/sse-client.ts';
import {
  decide,
  image,
  type Member,
  member,
  serviceBody,
  workBody,
  approvedDesigner,
  setPayPassword,
} from '../../../test/people.ts';
import {
  type Agent,
  agent,
  createTestApp,
  operatorAgent,
  type TestApp,
  callsOf,
} from '../../../test/test-app.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { createJobRunner } from '../jobs/jobs-runner.ts';
import { auditLedger } from '../wallet/wallet-repository.ts';
import { createWalletService, type WalletService } from '../wallet/wallet-service.ts';

/**
 * A design task's conversation, invitations and ordering a design service (issue 13 points 3 and 5;
 * decision 025) through the real calls on a fresh database (PGlite, and PostgreSQL with
 * TEST_DATABASE_URL): who may read and write and when, the live `talk` event on the message stream, files
 * the sender owns, the limits; inviting a designer to one's own open task; ordering a service into a
 * task already agreed with its designer at its price, what happens when it is not paid, and its designer
 * refusing it (decision 029); a proposal naming the designer's own approved works (decision 029).
 */

let t: TestApp;
let op: Agent;
let visitor: Agent;
let wallet: WalletService;
let base = '';
const PAYCODE = '482916';

beforeAll(async () => {
  t = await createTestApp({ env: { WALLET_COMMISSION_BPS: '1000' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  op = await operatorAgent(t);
  visitor = agent(t.app);
  wallet = createWalletService({ db: t.database.db });
});
afterAll(() => t.close());
// the ledger audit is clean after every test (issue 13, "Done when")
afterEach(async () => expect(await auditLedger(t.database.db)).toEqual([]));

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);
const day = (offset: number) => chinaParts(new Date(Date.now() + offset * 86_400_000)).date;
const cookieOf = (a: Agent) => [...a.jar].map(([k, v]) => `${k}=${v}`).join('; ');

let topups = 0;
async function client(yuan = 0) {
  const m = await member(t, { business: true });
  await setPayPassword(t, m, PAYCODE);
  if (yuan > 0)
    await wallet.topUp({ member: m.id, amount: yuan * 100, key: `talk-topup:${m.id}:${topups++}` });
  return m;
}

const designer = () => approvedDesigner(t, op);

/**
 * The task's queued pay timer (`tasks.payLapse`) comes due now (the database clock) and has run. This
 * file's server listens (the stream test), so its own job runner may be the one that runs it.
 */
async function payTimerRuns(taskId: number) {
  const due = `name = 'tasks.payLapse' AND payload->>'task' = $1`;
  await q(`UPDATE jobs SET run_at = now() WHERE ${due} AND state = 'queued'`, [String(taskId)]);
  await createJobRunner({
    database: t.database,
    definitions: t.app.jobs.definitions(),
    concurrency: 1,
    pollMs: 20,
    log: t.app.log,
  }).runDue();
  await expect
    .poll(
      async () =>
        (await q<{ state: string }>(`SELECT state FROM jobs WHERE ${due}`, [String(taskId)]))[0]?.state,
      {
        timeout: 15_000,
      },
    )
    .toBe('done');
}

const body = (over: Record<string, unknown> = {}) => ({
  title: '医疗器械展 54㎡ 展台设计',
  sizes: 54,
  opens: 2,
  layer: 1,
  style: '现代简约',
  sdate: day(30),
  edate: day(33),
  deadline: day(20),
  cost: 3000,
  conts: '<p>需要一个简洁明亮的展台，含两个洽谈区和一面产品墙。</p>',
  types: ['效果图'],
  rounds: 1,
  ...over,
});

type Info = Record<string, unknown> & { id: number; status: string; orbits: { action: string }[] };
const { call, ok, refused } = callsOf<Info>('Taskcenter');

async function published(c: Member, over: Record<string, unknown> = {}) {
  const d = await ok(c.a, 'businesTaskPub', body(over));
  await decide(op, 'task', d.id);
  return d.id;
}
async function applied(d: Member, id: number, fee = 2800) {
  return ok<{ id: number; invited: boolean }>(d.a, 'designerApply', {
    id,
    conts: '做过多个医疗器械展台，可先出概念草图。',
    fee,
    ddate: day(15),
  });
}
/** A task published, approved, applied to by `d` and selected (not confirmed). */
async function selecting(c: Member, d: Member) {
  const id = await published(c);
  const a = await applied(d, id);
  await ok(c.a, 'selectDesigner', { id, apply: a.id });
  return id;
}

interface Talk {
  id: number;
  who: string;
  mine: boolean;
  conts: string;
  attach: { id: string; url: string; name: string; kind: string }[];
}
interface TalkList {
  listItem: Talk[];
  open: boolean;
  role: string;
  other: string;
}
const talks = (a: Agent, id: number, after?: number) =>
  ok<TalkList>(a, 'taskTalkList', after === undefined ? { id } : { id, after });
const talkRows = async (id: number) =>
  Number(
    (await q<{ n: number }>('SELECT count(*)::int AS n FROM task_talks WHERE task_id = $1', [id]))[0]!.n,
  );
const messagesOf = async (m: Member, title: string) =>
  (
    await q<{ link: string; conts: string }>(
      'SELECT link, conts FROM messages WHERE member_id = $1 AND title = $2 ORDER BY id',
      [m.id, title],
    )
  ).map((r) => r);

describe('the conversation', () => {
  it('opens once the designer confirms: only the two parties read and write, others are refused', async () => {
    const c = await client(10_000);
    const d = await designer();
    const stranger = await designer();
    const id = await selecting(c, d);
    // not before the designer confirmed
    await refused(
      c.a,
      'taskTalkSend',
      { id, conts: '你好' },
      'state_conflict',
      '设计师确认接单后才能开始沟通',
    );
    await refused(d.a, 'taskTalkList', { id }, 'state_conflict', '设计师确认接单后才能开始沟通');
    await ok(d.a, 'confirmDesigner', { id, agree: true });

    const first = await ok<Talk>(c.a, 'taskTalkSend', {
      id,
      conts: '  你好，请问效果图大概几天能出？\r\n谢谢  ',
    });
    expect(first).toMatchObject({ who: 'client', mine: true, conts: '你好，请问效果图大概几天能出？\n谢谢' });
    const reply = await ok<Talk>(d.a, 'taskTalkSend', { id, conts: '托管后3天内出第一版。' });
    expect(reply).toMatchObject({ who: 'designer', mine: true });

    const seenByClient = await talks(c.a, id);
    expect(seenByClient).toMatchObject({ open: true, role: 'client' });
    expect(seenByClient.listItem.map((x) => [x.who, x.mine])).toEqual([
      ['client', true],
      ['designer', false],
    ]);
    const seenByDesigner = await talks(d.a, id);
    expect(seenByDesigner.role).toBe('designer');
    expect(seenByDesigner.listItem.map((x) => x.mine)).toEqual([false, true]);
    // `after`: only what is newer
    expect((await talks(c.a, id, first.id)).listItem.map((x) => x.id)).toEqual([reply.id]);
    expect((await talks(c.a, id, reply.id)).listItem).toEqual([]);

    // another designer, an operator, a visitor: nothing read, nothing written
    await refused(stranger.a, 'taskTalkList', { id }, 'forbidden');
    await refused(stranger.a, 'taskTalkSend', { id, conts: '我也想聊聊' }, 'forbidden');
    await refused(op, 'taskTalkSend', { id, conts: '平台消息' }, 'forbidden');
    expect((await call(visitor, 'taskTalkList', { id })).status).toBe(401);
    await refused(c.a, 'taskTalkList', { id: 999_999_999 }, 'not_found');
    expect(await talkRows(id)).toBe(2);

    // the other side is told once per unread stretch, with the task's link
    const told = await messagesOf(d, '新的沟通消息');
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe(`/publishDetail?id=${id}`);
    await ok(c.a, 'taskTalkSend', { id, conts: '好的，等您消息。' });
    expect(await messagesOf(d, '新的沟通消息')).toHaveLength(1);
    await q('UPDATE messages SET read_at = now() WHERE member_id = $1', [d.id]);
    await ok(c.a, 'taskTalkSend', { id, conts: '补充一下：logo 用蓝色版本。' });
    expect(await messagesOf(d, '新的沟通消息')).toHaveLength(2);
  });

  it('is read-only after completion, and hidden tasks stay not found to strangers', async () => {
    const c = await client(10_000);
    const d = await designer();
    const id = await selecting(c, d);
    await ok(d.a, 'confirmDesigner', { id, agree: true });
    await ok(c.a, 'payDesignerFee', { id, paycode: PAYCODE });
    await ok(c.a, 'taskTalkSend', { id, conts: '已托管，辛苦了。' });
    await ok(d.a, 'designerDeliver', { id, conts: '效果图三张。', attach: [await image(d.a, 'document')] });
    await ok(c.a, 'taskTalkSend', { id, conts: '收到，正在看。' });
    await ok(c.a, 'businesTaskAccept', { id, paycode: PAYCODE });
    await refused(
      c.a,
      'taskTalkSend',
      { id, conts: '谢谢！' },
      'state_conflict',
      '任务已完成或关闭，沟通记录只能查看',
    );
    await refused(d.a, 'taskTalkSend', { id, conts: '不客气' }, 'state_conflict');
    const after = await talks(d.a, id);
    expect(after.open).toBe(false);
    expect(after.listItem).toHaveLength(2);
    expect(await auditLedger(t.database.db)).toEqual([]);

    // a task still waiting for review does not exist for another member
    const hidden = (await ok(c.a, 'businesTaskPub', body())).id;
    const stranger = await designer();
    await refused(stranger.a, 'taskTalkList', { id: hidden }, 'not_found');
    await refused(c.a, 'taskTalkList', { id: hidden }, 'state_conflict');
  });

  it('takes only files the sender owns, within the limits, with Chinese messages and nothing written', async () => {
    const c = await client();
    const d = await designer();
    const id = await selecting(c, d);
    await ok(d.a, 'confirmDesigner', { id, agree: true });
    const mine = await image(c.a, 'document');
    const theirs = await image(d.a, 'document');

    const withFile = await ok<Talk>(c.a, 'taskTalkSend', { id, attach: [mine, mine] });
    expect(withFile.conts).toBe('');
    expect(withFile.attach).toEqual([{ id: mine, url: `/files/${mine}`, name: 'image.png', kind: 'image' }]);

    const before = await talkRows(id);
    const r1 = await refused(c.a, 'taskTalkSend', { id, attach: [theirs] }, 'invalid_params');
    expect(JSON.stringify(r1)).toContain('文件不存在');
    const r2 = await call(c.a, 'taskTalkSend', { id, conts: '' });
    expect(r2.status).toBe(400);
    expect((r2.body.data as unknown as { fields: Record<string, string> }).fields.conts).toBe(
      '请输入消息内容或选择文件',
    );
    const r3 = await call(c.a, 'taskTalkSend', { id, conts: '长'.repeat(2001) });
    expect((r3.body.data as unknown as { fields: Record<string, string> }).fields.conts).toBe(
      '消息最多2000个字',
    );
    const r4 = await call(c.a, 'taskTalkSend', { id, attach: ['a', 'b', 'c', 'd', 'e', 'f'] });
    expect((r4.body.data as unknown as { fields: Record<string, string> }).fields.attach).toBe(
      '一条消息最多5个文件',
    );
    const r5 = await call(c.a, 'taskTalkSend', { id, conts: 'bidi \u202e reversed' });
    expect(r5.status).toBe(400);
    // markup is kept as the text it is (the page shows text, never HTML)
    const markup = await ok<Talk>(c.a, 'taskTalkSend', { id, conts: '<b>粗体</b> & <script>x</script>' });
    expect(markup.conts).toBe('<b>粗体</b> & <script>x</script>');
    expect(await talkRows(id)).toBe(before + 1);
  });

  it('limits a member to 20 messages a minute, over all their conversations', async () => {
    const c = await client();
    const d = await designer();
    const id = await selecting(c, d);
    await ok(d.a, 'confirmDesigner', { id, agree: true });
    for (let i = 0; i < 20; i++) await ok(d.a, 'taskTalkSend', { id, conts: `第${i + 1}条` });
    const r = await call(d.a, 'taskTalkSend', { id, conts: '第21条' });
    expect(r.status).toBe(429);
    expect(r.body.errMsg).toBe('发送过于频繁，请稍后再试');
    expect(r.headers['retry-after']).toBeDefined();
    expect(await talkRows(id)).toBe(20);
    // the other side is not limited by it
    await ok(c.a, 'taskTalkSend', { id, conts: '慢慢来' });
  });

  it("arrives live on the other side's message stream as a `talk` event", async () => {
    const c = await client();
    const d = await designer();
    const id = await selecting(c, d);
    await ok(d.a, 'confirmDesigner', { id, agree: true });
    const stream = openStream(`${base}/api/Tipcenter/stream`, cookieOf(d.a));
    try {
      await stream.waitFor(1); // the unread count at once
      await ok(c.a, 'taskTalkSend', { id, conts: '在吗？' });
      await expect
        .poll(() => stream.events.find((e) => e.event === 'talk'), { timeout: 15_000 })
        .toEqual({ event: 'talk', data: JSON.stringify({ task: id }) });
      // and the unread badge moved with the message that tells them
      await expect
        .poll(() => stream.events.some((e) => e.event === 'unread' && e.data !== '{"unread":0}'), {
          timeout: 15_000,
        })
        .toBe(true);
    } finally {
      stream.close();
    }
  });
});

describe('invitations', () => {
  it('a client invites a verified designer to their own open task; the designer is told and it shows in designerList', async () => {
    const c = await client();
    const d = await designer();
    const id = await published(c);
    const [card] = await q<{ cardno: string }>('SELECT cardno FROM members WHERE id = $1', [d.id]);
    const r = await ok<{ invites: number }>(c.a, 'inviteDesigner', { id, cardno: card!.cardno });
    expect(r.invites).toBe(1);
    const told = await messagesOf(d, '客户邀请您参与设计任务');
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe(`/publishDetail?id=${id}`);
    expect(told[0]!.conts).toContain('¥3,000.00');
    await refused(
      c.a,
      'inviteDesigner',
      { id, cardno: card!.cardno },
      'conflict',
      '已邀请过该设计师，请等待对方报名',
    );

    // the designer sees they were invited, applies; the client sees the mark
    expect((await ok(d.a, 'businesTaskInfo', { id })).invited).toBe(true);
    const a = await applied(d, id);
    expect(a.invited).toBe(true);
    const list = await ok<{
      listItem: { id: number; invited: boolean }[];
      invites: { apply: number; designer: { cardno: string } }[];
    }>(c.a, 'designerList', { id });
    expect(list.listItem).toEqual([expect.objectContaining({ id: a.id, invited: true })]);
    expect(list.invites).toEqual([
      expect.objectContaining({ apply: a.id, designer: expect.objectContaining({ cardno: card!.cardno }) }),
    ]);
    const orbits = (await ok(c.a, 'businesTaskInfo', { id })).orbits.map((o) => o.action);
    expect(orbits).toContain('invite');

    // an applicant is not invited afterwards
    const other = await designer();
    await applied(other, id);
    const [oc] = await q<{ cardno: string }>('SELECT cardno FROM members WHERE id = $1', [other.id]);
    await refused(c.a, 'inviteDesigner', { id, cardno: oc!.cardno }, 'conflict', '该设计师已报名此任务');
  });

  it('refuses other tasks, tasks not open, unknown or unverified designers, oneself', async () => {
    const c = await client();
    const d = await designer();
    const [card] = await q<{ cardno: string }>('SELECT cardno FROM members WHERE id = $1', [d.id]);
    const cardno = card!.cardno;
    const count = async () =>
      Number((await q<{ n: number }>('SELECT count(*)::int AS n FROM task_invites'))[0]!.n);
    const before = await count();

    const pending = (await ok(c.a, 'businesTaskPub', body())).id;
    await refused(
      c.a,
      'inviteDesigner',
      { id: pending, cardno },
      'state_conflict',
      '只能邀请设计师参与审核通过、招募中的任务',
    );
    const id = await published(c);
    const someone = await client();
    await refused(someone.a, 'inviteDesigner', { id, cardno }, 'forbidden');
    await refused(someone.a, 'inviteDesigner', { id: pending, cardno }, 'not_found');
    expect((await call(visitor, 'inviteDesigner', { id, cardno })).status).toBe(401);
    await refused(c.a, 'inviteDesigner', { id, cardno: '99999999' }, 'not_found', '设计师不存在');
    const plain = await member(t);
    const [pc] = await q<{ cardno: string }>('SELECT cardno FROM members WHERE id = $1', [plain.id]);
    await refused(c.a, 'inviteDesigner', { id, cardno: pc!.cardno }, 'not_verified');
    const [self] = await q<{ cardno: string }>('SELECT cardno FROM members WHERE id = $1', [c.id]);
    await refused(
      c.a,
      'inviteDesigner',
      { id, cardno: self!.cardno },
      'forbidden',
      '不能邀请自己参与自己的任务',
    );
    const bad = await call(c.a, 'inviteDesigner', { id, cardno: 'abc' });
    expect(bad.status).toBe(400);
    // a task already taken
    const taken = await selecting(c, await designer());
    await refused(c.a, 'inviteDesigner', { id: taken, cardno }, 'state_conflict');
    expect(await count()).toBe(before);
  });
});

describe('ordering a design service', () => {
  async function service(d: Member, over: Record<string, unknown> = {}, approve = true) {
    const r = await d.a.post<{ id: number }>('/api/Service/servicePub', await serviceBody(d.a, over));
    expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
    if (approve) await decide(op, 'service', r.body.data!.id);
    return r.body.data!.id;
  }
  const order = (over: Record<string, unknown> = {}) => {
    const { cost: _cost, ...b } = body();
    // an older client's body: `types` and `rounds` are still sent (dropped: the service fixes them)
    return { ...b, title: '按服务下单：医疗器械展台设计', sizes: 12, ...over };
  };

  it("opens a private task confirmed with the service's designer at its price; paying and delivering work as for any task", async () => {
    const c = await client(10_000);
    const d = await designer();
    const sid = await service(d, { price: 1280, days: 3 });
    const task = await ok<
      Info & { fee: number; cost: number; service: number; designer: { cardno: string } }
    >(c.a, 'orderService', order({ id: sid }));
    expect(task).toMatchObject({
      status: 'confirmed',
      fee: 1280,
      cost: 1280,
      service: sid,
      role: 'client',
      checked: 1,
      sizes: 12,
      // the service's 效果图三张、施工图一套、两次修改, not the body's 效果图 and 1 round
      types: ['效果图', '施工图'],
      rounds: 2,
    });
    const [dc] = await q<{ cardno: string }>('SELECT cardno FROM members WHERE id = $1', [d.id]);
    expect(task.designer.cardno).toBe(dc!.cardno);
    expect(task.orbits.map((o) => o.action)).toEqual(['order']);
    const [row] = await q<{ designer_id: number; apply_id: number; due_at: Date | null }>(
      'SELECT designer_id, apply_id, due_at FROM tasks WHERE id = $1',
      [task.id],
    );
    expect(Number(row!.designer_id)).toBe(d.id);
    expect(row!.due_at).not.toBeNull();
    const [apply] = await q<{ status: string; fee: number; ddate: string }>(
      "SELECT status, fee::int AS fee, to_char(ddate, 'YYYY-MM-DD') AS ddate FROM task_applies WHERE id = $1",
      [row!.apply_id],
    );
    expect(apply).toMatchObject({ status: 'selected', fee: 128000, ddate: day(3) });
    expect(await messagesOf(d, '您的设计服务有新订单')).toHaveLength(1);
    expect(await messagesOf(c, '请托管设计费')).toHaveLength(1);

    // private: not in the hall, not visible to others, not in the content queue
    await refused(visitor, 'businesTaskInfo', { id: task.id }, 'not_found');
    const hall = await ok<{ listItem: { id: number }[] }>(visitor, 'designerTaskHall', { kw: '' });
    expect(hall.listItem.map((x) => x.id)).not.toContain(task.id);
    // the designer sees it, can talk and, once paid, deliver
    expect((await ok(d.a, 'businesTaskInfo', { id: task.id })).role).toBe('designer');
    await ok(d.a, 'taskTalkSend', { id: task.id, conts: '收到订单，托管后开始。' });
    await ok(c.a, 'payDesignerFee', { id: task.id, paycode: PAYCODE });
    await ok(d.a, 'designerDeliver', {
      id: task.id,
      conts: '效果图三张。',
      attach: [await image(d.a, 'document')],
    });
    const done = await ok(c.a, 'businesTaskAccept', { id: task.id, paycode: PAYCODE });
    expect(done.status).toBe('completed');
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('closes the order when it is not paid within 72 hours', async () => {
    const c = await client();
    const d = await designer();
    const sid = await service(d);
    const task = await ok(c.a, 'orderService', order({ id: sid }));
    await payTimerRuns(task.id);
    const after = await ok(c.a, 'businesTaskInfo', { id: task.id });
    expect(after.status).toBe('closed');
    expect(after.orbits.map((o) => o.action)).toEqual(['order', 'orderLapse']);
    // the notice is written after the transition's commit, from its event: awaited, not read at once (a
    // full run on PostgreSQL read it before it was there)
    await expect.poll(async () => (await messagesOf(d, '订单已关闭')).length, { timeout: 15_000 }).toBe(1);
    // not back in the hall: it never was there
    const [row] = await q<{ status: string; checked: number }>(
      'SELECT status, checked FROM tasks WHERE id = $1',
      [task.id],
    );
    expect(row!.status).toBe('closed');
  });

  it('refuses one’s own service, services not approved or not design, negotiable prices, bad dates; nothing written', async () => {
    const c = await client();
    const d = await designer();
    const tasksCount = async () =>
      Number((await q<{ n: number }>('SELECT count(*)::int AS n FROM tasks'))[0]!.n);
    const before = await tasksCount();
    const sid = await service(d);
    // own service (a designer verified as a person may order, but not from themselves)
    await refused(d.a, 'orderService', order({ id: sid }), 'forbidden', '不能购买自己发布的服务');
    // waiting for review, refused
    const pendingId = await service(d, {}, false);
    await refused(c.a, 'orderService', order({ id: pendingId }), 'not_found', '服务不存在或未通过审核');
    const rejected = await service(d, {}, false);
    await decide(op, 'service', rejected, false, '图片不清晰');
    await refused(c.a, 'orderService', order({ id: rejected }), 'not_found');
    await refused(c.a, 'orderService', order({ id: 999_999_999 }), 'not_found');
    // negotiable
    const negotiable = await service(d, { negotiable: true, price: 0 });
    await refused(
      c.a,
      'orderService',
      order({ id: negotiable }),
      'state_conflict',
      '该服务价格面议，请发布设计任务后邀请该设计师报名',
    );
    // below the lowest task fee
    const cheap = await service(d, { price: 50 });
    await refused(c.a, 'orderService', order({ id: cheap }), 'state_conflict', /¥100/);
    // a build service (a factory's)
    const f = await member(t, { business: true });
    const { factoryBody } = await import('../../../test/people.ts');
    const fp = await f.a.post<{ profile: { id: number } }>(
      '/api/Company/profileEdit',
      await factoryBody(f.a),
    );
    await decide(op, 'factory', fp.body.data!.profile.id);
    const build = await service(f, { type: 'build', title: '36㎡特装搭建全包' });
    await refused(c.a, 'orderService', order({ id: build }), 'state_conflict', '这里只能购买设计服务');
    // a booth outside the service's area range (9–18㎡)
    for (const sizes of [8, 19]) {
      const r = await refused(c.a, 'orderService', order({ id: sid, sizes }), 'invalid_params');
      expect(JSON.stringify(r)).toContain('该服务适用面积为9–18㎡');
    }
    // a deadline before the service can deliver
    const slow = await service(d, { days: 25 });
    const r = await refused(c.a, 'orderService', order({ id: slow }), 'invalid_params');
    expect(JSON.stringify(r)).toContain('该服务交付周期为25天');
    // dates in the past, an unverified client, a visitor
    await refused(
      c.a,
      'orderService',
      order({ id: sid, sdate: day(-2), edate: day(1), deadline: day(-3) }),
      'invalid_params',
    );
    const plain = await member(t);
    await refused(plain.a, 'orderService', order({ id: sid }), 'not_verified');
    expect((await call(visitor, 'orderService', order({ id: sid }))).status).toBe(401);
    expect(await tasksCount()).toBe(before);
  });
  it('its designer refuses it before payment: closed, nothing charged, the client told; strangers, the client, twice, a paid order refused', async () => {
    const c = await client(10_000);
    const d = await designer();
    const stranger = await designer();
    const sid = await service(d, { price: 1500 });
    const task = await ok(c.a, 'orderService', order({ id: sid }));
    const balance = async () =>
      (await c.a.post<{ coins: number; escrow: number }>('/api/Member/walletInfo', {})).body.data!;
    const coinsBefore = (await balance()).coins;
    // only its designer: a stranger does not see the private order, the client may not refuse it
    await refused(stranger.a, 'refuseOrder', { id: task.id }, 'not_found');
    await refused(c.a, 'refuseOrder', { id: task.id }, 'forbidden', '只有选定的设计师可以进行此操作');
    expect((await call(visitor, 'refuseOrder', { id: task.id })).status).toBe(401);
    const r = await refused(d.a, 'refuseOrder', { id: task.id, reason: 'x'.repeat(201) }, 'invalid_params');
    expect(JSON.stringify(r)).toContain('拒绝原因最多200个字');
    expect((await ok(c.a, 'businesTaskInfo', { id: task.id })).status).toBe('confirmed');

    const done = await ok<Omit<Info, 'orbits'> & { due: string; orbits: { action: string; note: string }[] }>(
      d.a,
      'refuseOrder',
      { id: task.id, reason: '档期已满' },
    );
    expect(done.status).toBe('closed');
    expect(done.due).toBe('');
    expect(done.orbits.map((o) => [o.action, o.note])).toEqual([
      ['order', expect.stringContaining('¥1,500.00') as unknown as string],
      ['refuseOrder', '档期已满'],
    ]);
    const [apply] = await q<{ status: string }>(
      'SELECT a.status FROM task_applies a JOIN tasks t ON t.apply_id = a.id WHERE t.id = $1',
      [task.id],
    );
    expect(apply!.status).toBe('declined');
    const told = await messagesOf(c, '设计师无法承接您的订单');
    expect(told).toHaveLength(1);
    expect(told[0]!.conts).toContain('档期已满');
    expect(told[0]!.link).toBe(`/publishDetail?id=${task.id}`);
    // twice, or paying afterwards: the state has moved on; nothing was ever held
    await refused(d.a, 'refuseOrder', { id: task.id }, 'state_conflict', '任务状态已变化，请刷新后重试');
    await refused(c.a, 'payDesignerFee', { id: task.id, paycode: PAYCODE }, 'state_conflict');
    expect(await balance()).toMatchObject({ coins: coinsBefore, escrow: 0 });
    const [held] = await q<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_transactions WHERE key LIKE $1',
      [`task:${(task as unknown as { orders: string }).orders}:%`],
    );
    expect(held!.n).toBe(0);
    // the pay timer set at ordering is void (the task moved on): it leaves the task closed, no orderLapse
    await payTimerRuns(task.id);
    const after = await ok(c.a, 'businesTaskInfo', { id: task.id });
    expect(after.orbits.map((o) => o.action)).toEqual(['order', 'refuseOrder']);
    expect(await messagesOf(c, '订单已关闭')).toHaveLength(0);

    // a paid order is no longer refusable (it ends by agreement or a complaint); nothing moves
    const paid = await ok(c.a, 'orderService', order({ id: sid }));
    await ok(c.a, 'payDesignerFee', { id: paid.id, paycode: PAYCODE });
    await refused(d.a, 'refuseOrder', { id: paid.id }, 'state_conflict', '任务状态已变化，请刷新后重试');
    expect((await ok(c.a, 'businesTaskInfo', { id: paid.id })).status).toBe('ongoing');
    // a task of the hall that its designer confirmed is not an order
    const hallTask = await selecting(c, d);
    await ok(d.a, 'confirmDesigner', { id: hallTask, agree: true });
    await refused(d.a, 'refuseOrder', { id: hallTask }, 'state_conflict', /只有设计服务订单可以拒绝/);
    await refused(stranger.a, 'refuseOrder', { id: hallTask }, 'forbidden');
    expect((await ok(c.a, 'businesTaskInfo', { id: hallTask })).status).toBe('confirmed');
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});

describe('works in a proposal (decision 029)', () => {
  async function work(d: Member, approve = true) {
    const r = await d.a.post<{ id: number; title: string }>('/api/Designer/workPub', await workBody(d.a));
    expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
    if (approve) await decide(op, 'work', r.body.data!.id);
    return r.body.data!;
  }
  type Proposal = {
    id: number;
    works: { id: number; title: string; thumb: string; link: string }[];
  };
  const propose = (id: number, works: unknown) => ({
    id,
    conts: '做过多个医疗器械展台，附上两个相关作品。',
    fee: 2600,
    ddate: day(15),
    works,
  });

  it("names the designer's own approved works; the client sees them beside the applicant and in the proposal", async () => {
    const c = await client();
    const d = await designer();
    const w1 = await work(d);
    const w2 = await work(d);
    const id = await published(c);
    // duplicates collapse, the designer's order is kept
    const a = await ok<Proposal>(d.a, 'designerApply', propose(id, [w2.id, w1.id, w2.id]));
    expect(a.works).toEqual([
      {
        id: w2.id,
        title: w2.title,
        thumb: expect.stringMatching(/^\/files\/.+\/thumb$/),
        link: `/designItem?id=${w2.id}`,
      },
      {
        id: w1.id,
        title: w1.title,
        thumb: expect.stringMatching(/\/thumb$/),
        link: `/designItem?id=${w1.id}`,
      },
    ]);
    const list = await ok<{ listItem: Proposal[] }>(c.a, 'designerList', { id });
    expect(list.listItem[0]!.works.map((w) => w.id)).toEqual([w2.id, w1.id]);
    expect((await ok<Proposal>(c.a, 'showDesignerDoc', { id: a.id })).works).toHaveLength(2);
    expect((await ok<Proposal>(d.a, 'showDesignerDoc', { id: a.id })).works).toHaveLength(2);
    // a work deleted, or edited and back in review, drops out of what the client sees; the proposal stays
    const del = await d.a.post('/api/Designer/workDel', { id: w2.id });
    expect(del.body.errCode).toBe('success');
    const edit = await d.a.post('/api/Designer/workPub', await workBody(d.a, { id: w1.id }));
    expect(edit.body.errCode).toBe('success');
    expect((await ok<{ listItem: Proposal[] }>(c.a, 'designerList', { id })).listItem[0]!.works).toEqual([]);
    await decide(op, 'work', w1.id);
    expect(
      (await ok<{ listItem: Proposal[] }>(c.a, 'designerList', { id })).listItem[0]!.works.map((w) => w.id),
    ).toEqual([w1.id]);
  });

  it("refuses another designer's work, an unapproved or unknown work, too many; Chinese messages, nothing written", async () => {
    const c = await client();
    const d = await designer();
    const other = await designer();
    const mine = await work(d);
    const pending = await work(d, false);
    const rejected = await work(d, false);
    await decide(op, 'work', rejected.id, false, '图片不清晰');
    const theirs = await work(other);
    const id = await published(c);
    const field = async (works: unknown) => {
      const r = await refused(d.a, 'designerApply', propose(id, works), 'invalid_params');
      return (r.data as unknown as { fields: Record<string, string> }).fields;
    };
    expect((await field([mine.id, theirs.id])).works).toBe('只能选择您自己发布的设计作品');
    expect((await field([999_999_999])).works).toBe('只能选择您自己发布的设计作品');
    expect((await field([pending.id])).works).toBe(`作品「${pending.title}」尚未通过审核，不能用于报名方案`);
    expect((await field([rejected.id])).works).toBe(
      `作品「${rejected.title}」尚未通过审核，不能用于报名方案`,
    );
    expect(Object.values(await field([1, 2, 3, 4, 5, 6, 7])).join()).toContain('相关作品最多选6个');
    expect(Object.values(await field(['abc'])).join()).toContain('作品编号不正确');
    const [n] = await q<{ n: number; applied: number }>(
      'SELECT (SELECT count(*)::int FROM task_applies WHERE task_id = $1) AS n, applied FROM tasks WHERE id = $1',
      [id],
    );
    expect(n).toEqual({ n: 0, applied: 0 });
    // without works, as before
    expect((await ok<Proposal>(d.a, 'designerApply', propose(id, undefined))).works).toEqual([]);
  });
});
