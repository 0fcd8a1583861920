import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedDesigner,
  decide,
  image,
  type Member,
  member,
  setPayPassword,
} from '../../../test/people.ts';
import {
  type Agent,
  agent,
  callsOf,
  createTestApp,
  operatorAgent,
  type TestApp,
} from '../../../test/test-app.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { createJobRunner } from '../jobs/jobs-runner.ts';
import { auditLedger } from '../wallet/wallet-repository.ts';
import { createWalletService, type WalletService } from '../wallet/wallet-service.ts';

/**
 * Design tasks (issue 13) through the real calls on a fresh database (PGlite, and PostgreSQL with
 * TEST_DATABASE_URL): publishing and moderation, applying and choosing, escrow, delivery, acceptance,
 * the timers (the database clock is moved: jobs' `run_at`), authorization with several members, bad
 * input with nothing written, and the races where money moves. The ledger audit is clean after each.
 */

let t: TestApp;
let op: Agent;
let visitor: Agent;
let wallet: WalletService;
const PAYCODE = '482916';
// commission 10 %
const ENV = { WALLET_COMMISSION_BPS: '1000' };

beforeAll(async () => {
  t = await createTestApp({ env: ENV });
  op = await operatorAgent(t);
  visitor = agent(t.app);
  wallet = createWalletService({ db: t.database.db });
});
afterAll(() => t.close());

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);

const day = (offset: number) => chinaParts(new Date(Date.now() + offset * 86_400_000)).date;

let topups = 0;
async function topUp(m: Member, yuan: number) {
  await wallet.topUp({ member: m.id, amount: yuan * 100, key: `test-topup:${m.id}:${topups++}` });
}

async function client(yuan = 0) {
  const m = await member(t, { business: true });
  await setPayPassword(t, m, PAYCODE);
  if (yuan > 0) await topUp(m, yuan);
  return m;
}

const designer = () => approvedDesigner(t, op);

const body = (over: Record<string, unknown> = {}) => ({
  title: '新能源汽车展 72㎡ 双层展台设计',
  sizes: 72,
  opens: 3,
  layer: 2,
  style: '科技感',
  sdate: day(30),
  edate: day(33),
  deadline: day(20),
  tips: '需体现品牌蓝',
  cost: 5000,
  conts: '<p>需要一个科技感的双层展台，上层洽谈区，下层展示两台车。</p><script>alert(1)</script>',
  types: ['效果图', '施工图'],
  rounds: 1,
  ...over,
});

type Info = Record<string, unknown> & {
  id: number;
  status: string;
  checked: number;
  orbits: { action: string }[];
};

const { call, ok, refused } = callsOf<Info>('Taskcenter');

async function published(c: Member, over: Record<string, unknown> = {}) {
  const d = await ok(c.a, 'businesTaskPub', body(over));
  await decide(op, 'task', d.id);
  return d.id;
}

async function applied(d: Member, id: number, fee = 4800) {
  return ok<{ id: number }>(d.a, 'designerApply', {
    id,
    conts: '我做过三个新能源车企的双层展台，可先出概念草图。',
    fee,
    ddate: day(15),
  });
}

/** A task published, approved, applied to by `d`, selected and confirmed. */
async function confirmed(c: Member, d: Member, fee = 4800) {
  const id = await published(c);
  const a = await applied(d, id, fee);
  await ok(c.a, 'selectDesigner', { id, apply: a.id });
  await ok(d.a, 'confirmDesigner', { id, agree: true });
  return id;
}

const balances = async (m: Member) => {
  const w = (await m.a.post<{ coins: number; escrow: number }>('/api/Member/walletInfo', {})).body.data!;
  return { coins: w.coins, escrow: w.escrow };
};

const runner = () =>
  createJobRunner({
    database: t.database,
    definitions: t.app.jobs.definitions(),
    concurrency: 1,
    pollMs: 20,
    log: t.app.log,
  });

/** Moves a task's queued timer of `name` to now (the database clock), as if its time had come. */
const due = async (id: number, name: string) => {
  const n = await q<{ id: number }>(
    `SELECT id FROM jobs WHERE name = $1 AND state = 'queued' AND payload->>'task' = $2`,
    [name, String(id)],
  );
  expect(n, `${name} queued for task ${id}`).toHaveLength(1);
  await q(`UPDATE jobs SET run_at = now() WHERE name = $1 AND state = 'queued' AND payload->>'task' = $2`, [
    name,
    String(id),
  ]);
};

const ledgerKeys = async (prefix: string) =>
  (
    await q<{ key: string }>('SELECT key FROM ledger_transactions WHERE key LIKE $1 ORDER BY id', [
      `${prefix}%`,
    ])
  ).map((r) => r.key);

const expectAuditClean = async () => expect(await auditLedger(t.database.db)).toEqual([]);
// the ledger audit is clean after every test (issue 13, "Done when"), not only after the money ones
afterEach(expectAuditClean);

describe('publishing', () => {
  it('needs a login and a verification; refuses bad input in Chinese with nothing written', async () => {
    expect((await call(visitor, 'businesTaskPub', body())).status).toBe(401);
    const plain = await member(t);
    await refused(
      plain.a,
      'businesTaskPub',
      body(),
      'not_verified',
      '发布设计任务需先完成实名认证或企业认证',
    );
    const c = await client();
    const before = (await q<{ n: number }>('SELECT count(*)::int AS n FROM tasks'))[0]!.n;
    const fields = async (over: Record<string, unknown>) =>
      (
        (await refused(c.a, 'businesTaskPub', body(over), 'invalid_params')).data as unknown as {
          fields: Record<string, string>;
        }
      ).fields;
    expect((await fields({ sdate: day(-1), edate: day(2), deadline: day(-2) })).sdate).toBe(
      '展会开始日期不能早于今天',
    );
    expect((await fields({ deadline: day(31) })).deadline).toBe('设计截止日期不能晚于展会开始日期');
    expect((await fields({ edate: day(29) })).edate).toBe('展会结束日期不能早于开始日期');
    expect((await fields({ cost: 99.99 })).cost).toBe('设计费不能少于100元');
    expect((await fields({ cost: 120.005 })).cost).toBe('设计费应为数字，最多两位小数');
    expect((await fields({ types: [] })).types).toBe('请至少选择一种交付物');
    expect((await fields({ opens: 5 })).opens).toBe('开口数为1–4');
    expect((await q<{ n: number }>('SELECT count(*)::int AS n FROM tasks'))[0]!.n).toBe(before);
  });

  it('publishes for review, sanitises the description, is hidden until approved, then in the hall', async () => {
    const c = await client();
    const ref = await image(c.a, 'document');
    const d = await ok(c.a, 'businesTaskPub', body({ attach: [ref] }));
    expect(d).toMatchObject({ status: 'open', checked: 0, role: 'client', cost: 5000, fee: 0, rounds: 1 });
    expect(String(d.orders)).toMatch(/^T\d{16}$/);
    expect(String(d.conts)).not.toContain('<script');
    expect(d.orbits.map((o) => o.action)).toEqual(['publish']);
    const hall = async () =>
      (await ok<{ listItem: { id: number }[] }>(visitor, 'designerTaskHall', { kw: '新能源' })).listItem.map(
        (x) => x.id,
      );
    expect(await hall()).not.toContain(d.id);
    await refused(visitor, 'businesTaskInfo', { id: d.id }, 'not_found');
    // another member's file is refused
    const other = await client();
    const theirs = await image(other.a, 'document');
    expect((await refused(c.a, 'businesTaskPub', body({ attach: [theirs] }), 'invalid_params')).errMsg).toBe(
      '文件不存在',
    );
    // in the console's content queue
    const queue = (await op.post<{ listItem: { id: number }[] }>('/api/Admin/contentList', { kind: 'task' }))
      .body.data!;
    expect(queue.listItem.map((x) => x.id)).toContain(d.id);
    await decide(op, 'task', d.id);
    expect(await hall()).toContain(d.id);
    const pub = await ok(visitor, 'businesTaskInfo', { id: d.id });
    expect(pub).toMatchObject({ role: 'visitor', checked: 1, orbits: [], deliveries: [] });
    // the client's lists
    const mine = await ok<{ listItem: { id: number }[] }>(c.a, 'businesTaskList', {});
    expect(mine.listItem.map((x) => x.id)).toEqual([d.id]);
    expect((await ok<{ total: number }>(other.a, 'businesTaskList', {})).total).toBe(0);
    // an edit by another member is refused; the client's edit goes back to review
    await refused(other.a, 'businesTaskEdit', { ...body(), id: d.id }, 'forbidden');
    const edited = await ok(c.a, 'businesTaskEdit', {
      ...body({ title: '新能源汽车展 双层展台设计（修改）' }),
      id: d.id,
    });
    expect(edited).toMatchObject({ checked: 0, status: 'open', title: '新能源汽车展 双层展台设计（修改）' });
    expect(await hall()).not.toContain(d.id);
  });
});

describe('applying and choosing', () => {
  it('needs a verified designer profile, once per task, never one’s own', async () => {
    const c = await client();
    const id = await published(c);
    const payload = { id, conts: '我有十年双层展台设计经验，可按时交付。', fee: 4800, ddate: day(15) };
    await refused(
      (await member(t)).a,
      'designerApply',
      payload,
      'not_verified',
      '报名设计任务需先通过实名认证',
    );
    await refused(
      (await member(t, { person: true })).a,
      'designerApply',
      payload,
      'not_verified',
      '请先开通设计师资料并通过审核，再报名设计任务',
    );
    await q('UPDATE members SET personauth = 1 WHERE id = $1', [c.id]);
    await refused(c.a, 'designerApply', payload, 'not_verified');
    const d = await designer();
    const bad = await refused(d.a, 'designerApply', { ...payload, ddate: day(31) }, 'invalid_params');
    expect(bad.errMsg).toBe('交付日期不能晚于展会开始日期');
    await refused(d.a, 'designerApply', { ...payload, fee: 50 }, 'invalid_params', /报价不能少于100元/);
    const a = await ok<{ id: number; fee: number; status: string }>(d.a, 'designerApply', payload);
    expect(a).toMatchObject({ fee: 4800, status: 'applied' });
    await refused(d.a, 'designerApply', payload, 'conflict', '您已报名该任务，请勿重复报名');
    expect((await q<{ applied: number }>('SELECT applied FROM tasks WHERE id = $1', [id]))[0]!.applied).toBe(
      1,
    );
    // the client is told
    const [msg] = await q<{ title: string }>(
      "SELECT title FROM messages WHERE member_id = $1 AND kind = 'task' ORDER BY id DESC LIMIT 1",
      [c.id],
    );
    expect(msg!.title).toBe('有设计师报名');
    // the designer's own list
    const mine = await ok<{ listItem: { id: number; applyStatus: string }[] }>(d.a, 'designerTaskList', {});
    expect(mine.listItem).toMatchObject([{ id, applyStatus: 'applied' }]);
  });

  it('lets only the client compare and select; the designer confirms; contacts revealed only then', async () => {
    const c = await client();
    const d1 = await designer();
    const d2 = await designer();
    const id = await published(c);
    const a1 = await applied(d1, id, 4800);
    const a2 = await applied(d2, id, 4500);
    const list = await ok<{ listItem: { id: number; fee: number; designer: { reputation: number } }[] }>(
      c.a,
      'designerList',
      { id },
    );
    expect(list.listItem.map((x) => [x.id, x.fee])).toEqual([
      [a1.id, 4800],
      [a2.id, 4500],
    ]);
    expect(typeof list.listItem[0]!.designer.reputation).toBe('number');
    await refused(d1.a, 'designerList', { id }, 'forbidden');
    await ok(c.a, 'showDesignerDoc', { id: a2.id });
    await ok(d2.a, 'showDesignerDoc', { id: a2.id });
    await refused(d1.a, 'showDesignerDoc', { id: a2.id }, 'not_found');
    await refused(d1.a, 'selectDesigner', { id, apply: a1.id }, 'forbidden');
    await refused(c.a, 'winnerInfo', { id }, 'forbidden', '设计师确认接单后才能查看对方联系方式');
    const sel = await ok(c.a, 'selectDesigner', { id, apply: a1.id });
    expect(sel).toMatchObject({ status: 'selecting', fee: 4800 });
    expect(sel.due).not.toBe('');
    await refused(c.a, 'selectDesigner', { id, apply: a2.id }, 'state_conflict');
    await refused(d2.a, 'confirmDesigner', { id, agree: true }, 'forbidden');
    await refused(c.a, 'winnerInfo', { id }, 'forbidden');
    const conf = await ok(d1.a, 'confirmDesigner', { id, agree: true });
    expect(conf.status).toBe('confirmed');
    expect(conf.orbits.map((o) => o.action)).toEqual(['publish', 'approve', 'select', 'confirm']);
    await refused(c.a, 'businesTaskEdit', { ...body(), id }, 'state_conflict');
    const w = await ok<{ mobile: string }>(c.a, 'winnerInfo', { id });
    expect(w.mobile).toBe(d1.mobile);
    expect((await ok<{ mobile: string }>(d1.a, 'winnerInfo', { id })).mobile).toBe(c.mobile);
    await refused(d2.a, 'winnerInfo', { id }, 'not_found');
    const ongoing = await ok<{ listItem: { id: number }[] }>(c.a, 'businesTaskOngoing', {});
    expect(ongoing.listItem.map((x) => x.id)).toEqual([id]);
  });

  it('a designer may decline; an edit while selecting cancels the selection; strangers are refused', async () => {
    const c = await client();
    const d = await designer();
    const stranger = await client();
    const id = await published(c);
    const a = await applied(d, id);
    for (const name of [
      'selectDesigner',
      'businesTaskAccept',
      'payDesignerFee',
      'designerList',
      'businesTaskClose',
    ])
      expect((await call(visitor, name, { id, apply: a.id, paycode: PAYCODE })).status, name).toBe(401);
    await refused(stranger.a, 'selectDesigner', { id, apply: a.id }, 'forbidden');
    await refused(stranger.a, 'designerList', { id }, 'forbidden');
    await ok(c.a, 'selectDesigner', { id, apply: a.id });
    const declined = await ok(d.a, 'confirmDesigner', { id, agree: false });
    expect(declined).toMatchObject({ status: 'open', fee: 0, designer: null });
    const [row] = await q<{ status: string }>('SELECT status FROM task_applies WHERE id = $1', [a.id]);
    expect(row!.status).toBe('declined');
    await refused(c.a, 'selectDesigner', { id, apply: a.id }, 'not_found', '该设计师的报名不存在或已失效');
    // a second designer is selected, then the client edits: the selection is cancelled, review again
    const d2 = await designer();
    const a2 = await applied(d2, id);
    await ok(c.a, 'selectDesigner', { id, apply: a2.id });
    const edited = await ok(c.a, 'businesTaskEdit', { ...body({ cost: 6000 }), id });
    expect(edited).toMatchObject({ status: 'open', checked: 0, fee: 0, cost: 6000, designer: null });
    await refused(d2.a, 'confirmDesigner', { id, agree: true }, 'not_found');
    const [row2] = await q<{ status: string }>('SELECT status FROM task_applies WHERE id = $1', [a2.id]);
    expect(row2!.status).toBe('applied');
    // a task under review: strangers do not see it
    await refused(stranger.a, 'businesTaskInfo', { id }, 'not_found');
    await refused(stranger.a, 'businesTaskEdit', { ...body(), id }, 'not_found');
  });

  it('filters the hall and pages it', async () => {
    const c = await client();
    const single = await published(c, {
      title: '消费电子展 单层标摊升级设计',
      layer: 1,
      sizes: 18,
      cost: 800,
      style: '现代简约',
    });
    const double = await published(c, {
      title: '消费电子展 双层特装展台设计',
      layer: 2,
      sizes: 120,
      cost: 20000,
    });
    const hall = async (f: Record<string, unknown>) =>
      (
        await ok<{ listItem: { id: number }[] }>(visitor, 'designerTaskHall', { kw: '消费电子', ...f })
      ).listItem.map((x) => x.id);
    expect(await hall({})).toEqual([double, single]);
    expect(await hall({ layer: 1 })).toEqual([single]);
    expect(await hall({ minSizes: 100 })).toEqual([double]);
    expect(await hall({ minCost: 1000 })).toEqual([double]);
    expect(await hall({ style: '现代简约' })).toEqual([single]);
    expect(await hall({ kw: '100%_' })).toEqual([]);
    expect(await hall({ kw: '特装展台' })).toEqual([double]);
    // the description and the deliverables are searched too (weight B)
    expect(await hall({ kw: '施工图' })).toEqual(expect.arrayContaining([double, single]));
    expect((await call(visitor, 'designerTaskHall', { page: 51 })).body.errCode).toBe('invalid_params');
    const paged = await ok<{ listItem: unknown[]; total: number }>(visitor, 'designerTaskHall', {
      kw: '消费电子',
      pageSize: 1,
    });
    expect(paged).toMatchObject({ total: 2 });
    expect(paged.listItem).toHaveLength(1);
  });

  it('filters the hall by where the booth is built and sorts it (decision 050)', async () => {
    const c = await client();
    const kw = '城市排序展';
    const sh = await published(c, {
      title: `${kw} 上海 高预算`,
      prov: '上海市',
      city: '上海市',
      cost: 9000,
      deadline: day(25),
    });
    const sz = await published(c, {
      title: `${kw} 深圳 截止最早`,
      prov: '广东省',
      city: '深圳市',
      cost: 3000,
      deadline: day(5),
    });
    const gz = await published(c, { title: `${kw} 广州`, prov: '广东省', city: '广州市', cost: 6000 });
    const none = await published(c, { title: `${kw} 未填城市` });
    const hall = async (f: Record<string, unknown>) => {
      const r = await ok<{ listItem: { id: number; city: string }[]; total: number }>(
        visitor,
        'designerTaskHall',
        { kw, ...f },
      );
      expect(r.total).toBe(r.listItem.length);
      return r.listItem.map((x) => x.id);
    };
    // newest first by default; the highest fee; the soonest design deadline (ties in publishing order)
    expect(await hall({})).toEqual([none, gz, sz, sh]);
    expect(await hall({ sort: 'latest' })).toEqual([none, gz, sz, sh]);
    expect(await hall({ sort: 'fee' })).toEqual([sh, gz, none, sz]);
    expect((await hall({ sort: 'deadline' })).slice(0, 2)).toEqual([sz, gz]);
    expect((await hall({ sort: 'deadline' })).at(-1)).toBe(sh);
    // a province (all its cities), a city; a municipality is its own province
    expect(await hall({ prov: '广东省' })).toEqual([gz, sz]);
    expect(await hall({ prov: '广东省', city: '深圳市' })).toEqual([sz]);
    expect(await hall({ prov: '上海市' })).toEqual([sh]);
    expect(await hall({ prov: '广东省', sort: 'fee' })).toEqual([gz, sz]);
    expect(await hall({ prov: '北京市' })).toEqual([]);
    // the city is in the card and searched as a keyword
    const r = await ok<{ listItem: { id: number; prov: string; city: string }[] }>(
      visitor,
      'designerTaskHall',
      {
        kw: '深圳',
        prov: '广东省',
      },
    );
    expect(r.listItem).toContainEqual(expect.objectContaining({ id: sz, prov: '广东省', city: '深圳市' }));
    // Chinese errors for a sort or a place the hall does not know; a publish with a wrong pair
    const bad = await call(visitor, 'designerTaskHall', { sort: 'cheapest' });
    expect(bad.body).toMatchObject({
      errCode: 'invalid_params',
      data: { fields: { sort: '排序方式不正确' } },
    });
    const far = await call(c.a, 'businesTaskPub', body({ prov: '广东省', city: '上海市' }));
    expect(far.body).toMatchObject({
      errCode: 'invalid_params',
      data: { fields: { city: '请选择所在城市' } },
    });
  });

  it('a selection lapses after 48 hours; a confirmation unpaid for 72 hours returns to choosing', async () => {
    const c = await client();
    const d = await designer();
    const id = await published(c);
    const a = await applied(d, id);
    await ok(c.a, 'selectDesigner', { id, apply: a.id });
    const r = runner();
    // other files' jobs (reputation) may be due too: what counts is this task's timer
    await r.runDue(); // not due yet
    expect((await ok(c.a, 'businesTaskInfo', { id })).status).toBe('selecting');
    await due(id, 'tasks.confirmLapse');
    await r.runDue();
    let info = await ok(c.a, 'businesTaskInfo', { id });
    expect(info).toMatchObject({ status: 'open', fee: 0, due: '' });
    expect(info.orbits.at(-1)).toMatchObject({ action: 'confirmLapse', actor: 'system' });
    await refused(d.a, 'confirmDesigner', { id, agree: true }, 'forbidden');
    // choose again (another designer), confirm, then let the pay timer run out
    const d2 = await designer();
    const a2 = await applied(d2, id);
    await ok(c.a, 'selectDesigner', { id, apply: a2.id });
    // the earlier selection's timer is void: the old rev
    await ok(d2.a, 'confirmDesigner', { id, agree: true });
    await due(id, 'tasks.payLapse');
    await r.runDue();
    info = await ok(c.a, 'businesTaskInfo', { id });
    expect(info).toMatchObject({ status: 'open', fee: 0 });
    await refused(c.a, 'payDesignerFee', { id, paycode: PAYCODE }, 'state_conflict');
    await expectAuditClean();
  });
});

describe('escrow, delivery and acceptance', () => {
  it('pays once when paid twice at once; refuses a wrong pay password and too few coins with nothing written', async () => {
    const c = await client();
    const d1 = await designer();
    const d2 = await designer();
    const id = await published(c);
    const a1 = await applied(d1, id, 4800);
    await applied(d2, id, 4500);
    await ok(c.a, 'selectDesigner', { id, apply: a1.id });
    await ok(d1.a, 'confirmDesigner', { id, agree: true });
    await refused(d1.a, 'payDesignerFee', { id, paycode: PAYCODE }, 'forbidden');
    await refused(c.a, 'payDesignerFee', { id, paycode: '135792' }, 'pay_password_wrong');
    await refused(c.a, 'payDesignerFee', { id, paycode: PAYCODE }, 'insufficient_balance');
    expect((await ok(c.a, 'businesTaskInfo', { id })).status).toBe('confirmed');
    await topUp(c, 6000);
    const both = await Promise.all([
      call(c.a, 'payDesignerFee', { id, paycode: PAYCODE }),
      call(c.a, 'payDesignerFee', { id, paycode: PAYCODE }),
    ]);
    expect(both.map((r) => r.body.errCode).sort()).toEqual(['state_conflict', 'success']);
    expect(await balances(c)).toEqual({ coins: 1200, escrow: 4800 });
    const orders = String((await ok(c.a, 'businesTaskInfo', { id })).orders);
    expect(await ledgerKeys(`task:${orders}`)).toEqual([`task:${orders}:hold`]);
    // the other applicant is told, politely
    const [msg] = await q<{ title: string }>(
      "SELECT title FROM messages WHERE member_id = $1 AND kind = 'task' ORDER BY id DESC LIMIT 1",
      [d2.id],
    );
    expect(msg!.title).toBe('任务已由其他设计师承接');
    await expectAuditClean();
  });

  it('paying gives the designer exactly one notice, sent after the commit; each side reads its actions and 下一步', async () => {
    const c = await client(10_000);
    const d = await designer();
    const id = await confirmed(c, d, 4800);
    type View = { actions: { name: string; label: string; money: boolean; due: string }[]; next: string };
    const before = await ok<View>(c.a, 'businesTaskInfo', { id });
    expect(before.actions.map((a) => a.name)).toEqual(['pay', 'close']);
    expect(before.actions[0]).toMatchObject({ label: '托管设计费 ¥4,800.00', money: true });
    expect(before.actions[0]!.due).not.toBe('');
    expect(before.next).toMatch(
      /^请托管设计费 ¥4,800.00，截止 \d{4}-\d\d-\d\d \d\d:\d\d，逾期任务将回到选人阶段$/,
    );
    const theirs = await ok<View>(d.a, 'businesTaskInfo', { id });
    expect(theirs.actions).toEqual([]);
    expect(theirs.next).toMatch(/^等待发布方托管设计费，截止 /);

    const seen = async (m: Member) =>
      Number(
        (await q<{ n: string }>('SELECT count(*)::text AS n FROM messages WHERE member_id = $1', [m.id]))[0]!
          .n,
      );
    const [designerBefore, clientBefore] = [await seen(d), await seen(c)];
    const paid = await ok<View & { status: string }>(c.a, 'payDesignerFee', { id, paycode: PAYCODE });
    expect(paid.status).toBe('ongoing');
    // the answer already carries the new actions and 下一步
    expect(paid.actions.map((a) => a.name)).toEqual(['cancel', 'complain']);
    expect(paid.next).toBe('设计师正在设计，等待提交成果');
    expect(await seen(d)).toBe(designerBefore + 1);
    expect(await seen(c)).toBe(clientBefore);
    const [notice] = await q<{ title: string; conts: string }>(
      'SELECT title, conts FROM messages WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [d.id],
    );
    expect(notice).toMatchObject({ title: '设计费已托管，请开始设计' });
    expect(notice!.conts).toContain('¥4,800.00');
    // the event was delivered once; the job that backs it up finds nothing left to do
    const [event] = await q<{ id: number; delivered_at: Date | null }>(
      "SELECT id, delivered_at FROM events WHERE name = 'task.paid' AND object_id = $1",
      [id],
    );
    expect(event!.delivered_at).not.toBeNull();
    await runner().runDue();
    expect(await seen(d)).toBe(designerBefore + 1);
    const designerNow = await ok<View>(d.a, 'businesTaskInfo', { id });
    expect(designerNow.actions.map((a) => a.name)).toEqual(['deliver', 'cancel', 'complain']);
    expect(designerNow.next).toMatch(/^请按约定完成设计，在 \d{4}-\d\d-\d\d 前提交成果$/);
    await expectAuditClean();
  });

  it('delivers, asks for changes within the rounds, accepts; releases the fee minus the commission', async () => {
    const c = await client(10_000);
    const d = await designer();
    const id = await confirmed(c, d, 4800);
    await ok(c.a, 'payDesignerFee', { id, paycode: PAYCODE });
    const file = await image(d.a, 'document');
    await refused(c.a, 'designerDeliver', { id, conts: '第一版', attach: [file] }, 'forbidden');
    await refused(c.a, 'businesTaskAccept', { id, paycode: PAYCODE }, 'state_conflict');
    await refused(
      d.a,
      'designerDeliver',
      { id, conts: '第一版', attach: [] },
      'invalid_params',
      '请上传交付文件',
    );
    const del = await ok(d.a, 'designerDeliver', { id, conts: '第一版效果图', attach: [file] });
    expect(del).toMatchObject({ status: 'delivered', roundsUsed: 0 });
    await refused(d.a, 'businesTaskAccept', { id, paycode: PAYCODE }, 'forbidden');
    await refused(c.a, 'businesTaskRevise', { id, conts: '太' }, 'invalid_params');
    expect((await ok(c.a, 'businesTaskRevise', { id, conts: '请把洽谈区放大一些' })).status).toBe('ongoing');
    await ok(d.a, 'designerDeliver', { id, conts: '第二版', attach: [file] });
    await refused(
      c.a,
      'businesTaskRevise',
      { id, conts: '再改一次颜色' },
      'limit_exceeded',
      '包含的1次修改已用完，请验收或发起投诉',
    );
    // the accept states the money before it is released (issue 27 point 2): how much, to whom, the fee
    type Funded = { status: string; actions: { name: string; funds: unknown }[] };
    const before = await ok<Funded>(c.a, 'businesTaskInfo', { id });
    expect(before.actions.find((a) => a.name === 'accept')?.funds).toEqual({
      kind: 'release',
      amount: 4800,
      to: '设计师 林晓展示设计',
      fee: 480,
      rate: '10%',
      net: 4320,
    });
    // and asks for the pay password (point 5): a wrong one releases nothing
    await refused(c.a, 'businesTaskAccept', { id, paycode: '000000' }, 'pay_password_wrong');
    expect((await ok<Funded>(c.a, 'businesTaskInfo', { id })).status).toBe('delivered');
    const done = await ok(c.a, 'businesTaskAccept', { id, paycode: PAYCODE });
    expect(done).toMatchObject({ status: 'completed', roundsUsed: 1 });
    expect((done.deliveries as unknown[]).length).toBe(2);
    expect(done.orbits.map((o) => o.action)).toEqual([
      'publish',
      'approve',
      'select',
      'confirm',
      'pay',
      'deliver',
      'revise',
      'deliver',
      'accept',
    ]);
    expect(await balances(c)).toEqual({ coins: 5200, escrow: 0 });
    expect((await balances(d)).coins).toBe(4320);
    await refused(c.a, 'businesTaskAccept', { id, paycode: PAYCODE }, 'state_conflict');
    await expectAuditClean();
  });

  it('reminds the designer the day before the design deadline while designing, not once delivered', async () => {
    const c = await client(10_000);
    const d = await designer();
    const id = await confirmed(c, d, 3000);
    await ok(c.a, 'payDesignerFee', { id, paycode: PAYCODE });
    const [t] = await q<{ deadline: string }>('SELECT deadline::text FROM tasks WHERE id = $1', [id]);
    const [job] = await q<{ run_at: Date }>(
      "SELECT run_at FROM jobs WHERE name = 'tasks.deadlineReminder' AND payload->>'task' = $1",
      [String(id)],
    );
    // 09:00 China time, the day before
    expect(job!.run_at.getTime()).toBe(new Date(`${t!.deadline}T09:00:00+08:00`).getTime() - 86_400_000);
    const last = async () =>
      (
        await q<{ title: string; conts: string }>(
          "SELECT title, conts FROM messages WHERE member_id = $1 AND kind = 'task' ORDER BY id DESC LIMIT 1",
          [d.id],
        )
      )[0]!;
    await due(id, 'tasks.deadlineReminder');
    await runner().runDue();
    expect(await last()).toEqual({
      title: '明天设计截止',
      conts: `「新能源汽车展 72㎡ 双层展台设计」设计截止日为${t!.deadline}，请按时提交设计成果。`,
    });

    // delivered already: the reminder of another task says nothing
    const id2 = await confirmed(c, d, 3000);
    await ok(c.a, 'payDesignerFee', { id: id2, paycode: PAYCODE });
    await ok(d.a, 'designerDeliver', { id: id2, conts: '终稿', attach: [await image(d.a, 'document')] });
    const before = await last();
    await due(id2, 'tasks.deadlineReminder');
    await runner().runDue();
    expect(await last()).toEqual(before);
  });

  it('an acceptance racing the auto-accept job releases once; the reminder comes on day 5', async () => {
    const c = await client(10_000);
    const d = await designer();
    const id = await confirmed(c, d, 3000);
    await ok(c.a, 'payDesignerFee', { id, paycode: PAYCODE });
    await ok(d.a, 'designerDeliver', { id, conts: '终稿', attach: [await image(d.a, 'document')] });
    const r = runner();
    await due(id, 'tasks.acceptReminder');
    await r.runDue();
    const [msg] = await q<{ title: string }>(
      "SELECT title FROM messages WHERE member_id = $1 AND kind = 'task' ORDER BY id DESC LIMIT 1",
      [c.id],
    );
    expect(msg!.title).toBe('请尽快验收');
    await due(id, 'tasks.autoAccept');
    const [accept] = await Promise.all([
      call(c.a, 'businesTaskAccept', { id, paycode: PAYCODE }),
      r.runDue(),
    ]);
    expect(['success', 'state_conflict']).toContain(accept.body.errCode);
    const info = await ok(c.a, 'businesTaskInfo', { id });
    expect(info.status).toBe('completed');
    expect(info.orbits.filter((o) => o.action === 'accept' || o.action === 'autoAccept')).toHaveLength(1);
    const orders = String(info.orders);
    expect(await ledgerKeys(`task:${orders}`)).toEqual([`task:${orders}:hold`, `task:${orders}:release`]);
    expect((await balances(d)).coins).toBe(2700);
    expect(await balances(c)).toEqual({ coins: 7000, escrow: 0 });
    await expectAuditClean();
  });

  it('auto-accepts 7 days after a delivery when nobody answers', async () => {
    const c = await client(1000);
    const d = await designer();
    const id = await confirmed(c, d, 1000);
    await ok(c.a, 'payDesignerFee', { id, paycode: PAYCODE });
    await ok(d.a, 'designerDeliver', { id, conts: '终稿', attach: [await image(d.a, 'document')] });
    await due(id, 'tasks.autoAccept');
    await runner().runDue();
    expect(await ok(c.a, 'businesTaskInfo', { id })).toMatchObject({ status: 'completed' });
    expect((await balances(d)).coins).toBe(900);
    await expectAuditClean();
  });

  it('cancels by agreement before delivery: one proposes, the other agrees, the fee is refunded', async () => {
    const c = await client(2000);
    const d = await designer();
    const stranger = await client();
    const id = await confirmed(c, d, 2000);
    await refused(c.a, 'taskCancel', { id }, 'state_conflict');
    await ok(c.a, 'payDesignerFee', { id, paycode: PAYCODE });
    expect(await balances(c)).toEqual({ coins: 0, escrow: 2000 });
    await refused(stranger.a, 'taskCancel', { id }, 'forbidden');
    expect(await ok(c.a, 'taskCancel', { id })).toMatchObject({ status: 'ongoing', cancelBy: 'client' });
    expect(await ok(c.a, 'taskCancel', { id })).toMatchObject({ status: 'ongoing', cancelBy: 'client' });
    const closed = await ok(d.a, 'taskCancel', { id });
    expect(closed).toMatchObject({ status: 'closed' });
    expect(await balances(c)).toEqual({ coins: 2000, escrow: 0 });
    await refused(
      d.a,
      'designerDeliver',
      { id, conts: '晚了', attach: [await image(d.a, 'document')] },
      'state_conflict',
    );
    await expectAuditClean();
  });

  it('closes before payment; a closed task takes no applications', async () => {
    const c = await client();
    const d = await designer();
    const id = await published(c);
    await refused(d.a, 'businesTaskClose', { id }, 'forbidden');
    expect((await ok(c.a, 'businesTaskClose', { id })).status).toBe('closed');
    await refused(
      d.a,
      'designerApply',
      { id, conts: '还能报名吗？我很感兴趣。', fee: 4800, ddate: day(15) },
      'state_conflict',
    );
  });
});
