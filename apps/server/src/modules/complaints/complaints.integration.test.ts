import { describe, expect, it } from 'vitest';
import {
  decide,
  image,
  type Member,
  member,
  approvedDesigner,
  setPayPassword,
} from '../../../test/people.ts';
import { callsOf, fileApp, jobWorkers } from '../../../test/test-app.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { auditLedger } from '../wallet/wallet-repository.ts';

/**
 * Complaints on design tasks (issue 13 point 6; decision 023) through the real calls on a fresh database
 * (PGlite, and PostgreSQL with TEST_DATABASE_URL): who may complain and when, the paused timers (the
 * database clock is moved: jobs' `run_at`), statements within the window, each outcome with both sides'
 * balances and bills, bad input refused in Chinese with nothing written, two decisions racing, and
 * strangers. The ledger audit is clean after each test that moves money.
 */

const { t, op, visitor, wallet } = fileApp({ env: { WALLET_COMMISSION_BPS: '1000' } }); // 10 %
const PAYCODE = '482916';

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);
const day = (offset: number) => chinaParts(new Date(Date.now() + offset * 86_400_000)).date;

let topups = 0;
async function client(yuan: number) {
  const m = await member(t, { business: true });
  await setPayPassword(t, m, PAYCODE);
  if (yuan > 0) await wallet.topUp({ member: m.id, amount: yuan * 100, key: `c-topup:${m.id}:${topups++}` });
  return m;
}

const designer = () => approvedDesigner(t, op);

type Info = {
  id: number;
  status: string;
  role: string;
  canAdd: boolean;
  windowOpen: boolean;
  outcome: string;
  percent: number;
  providerGets: number;
  clientGets: number;
  commission: number;
  statements: { side: string; conts: string; attach: unknown[] }[];
};
type Evidence = { deliveries: { n: number }[]; orbits: { action: string }[]; conversation: unknown[] };

const { ok, refused } = callsOf<Info>('Taskcenter');

/** A task between `c` and `d` at `fee` yuan: confirmed, and paid (and delivered) when asked. */
async function task(c: Member, d: Member, fee: number, upTo: 'confirmed' | 'ongoing' | 'delivered') {
  const pub = await ok<{ id: number }>(c.a, 'Taskcenter/businesTaskPub', {
    title: '新能源汽车展 72㎡ 双层展台设计',
    sizes: 72,
    opens: 3,
    layer: 2,
    style: '科技感',
    sdate: day(30),
    edate: day(33),
    deadline: day(20),
    cost: fee,
    conts: '<p>需要一个科技感的双层展台，上层洽谈区，下层展示两台车。</p>',
    types: ['效果图'],
    rounds: 1,
  });
  const id = pub.id;
  await decide(op, 'task', id);
  const a = await ok<{ id: number }>(d.a, 'Taskcenter/designerApply', {
    id,
    conts: '我做过三个新能源车企的双层展台，可先出概念草图。',
    fee,
    ddate: day(15),
  });
  await ok(c.a, 'Taskcenter/selectDesigner', { id, apply: a.id });
  await ok(d.a, 'Taskcenter/confirmDesigner', { id, agree: true });
  if (upTo === 'confirmed') return id;
  await ok(c.a, 'Taskcenter/payDesignerFee', { id, paycode: PAYCODE });
  if (upTo === 'ongoing') return id;
  await ok(d.a, 'Taskcenter/designerDeliver', {
    id,
    conts: '效果图三张，见附件。',
    attach: [await image(d.a, 'document')],
  });
  return id;
}

const complain = (m: Member, id: number, over: Record<string, unknown> = {}) =>
  ok(m.a, 'Complain/complainAdd', {
    id,
    conts: '交付的效果图与需求明显不符，沟通后也没有修改。',
    ...over,
  });

const balances = async (m: Member) => {
  const w = (await m.a.post<{ coins: number; escrow: number }>('/api/Member/walletInfo', {})).body.data!;
  return { coins: w.coins, escrow: w.escrow };
};
const taskState = async (id: number) =>
  (
    await q<{ status: string; paused_ms: string | null; due_at: Date | null }>(
      'SELECT status, paused_ms, due_at FROM tasks WHERE id = $1',
      [id],
    )
  )[0]!;
const ledgerKeys = async (orders: string) =>
  (
    await q<{ key: string }>('SELECT key FROM ledger_transactions WHERE key LIKE $1 ORDER BY id', [
      `task:${orders}:%`,
    ])
  ).map((r) => r.key);
const ordersOf = async (id: number) =>
  (await q<{ orders: string }>('SELECT orders FROM tasks WHERE id = $1', [id]))[0]!.orders;
const counts = async () =>
  (
    await q<{ c: string; s: string }>(
      'SELECT (SELECT count(*) FROM complaints) AS c, (SELECT count(*) FROM complaint_statements) AS s',
    )
  )[0]!;
/** The statement window ends: the database clock moves past `closes_at` (decision 047). */
const windowEnds = (id: number) =>
  q("UPDATE complaints SET closes_at = now() - interval '1 second' WHERE id = $1", [id]);
const expectAuditClean = async () => expect(await auditLedger(t.database.db)).toEqual([]);
const lastMessage = async (m: Member) =>
  (
    await q<{ title: string; conts: string }>(
      "SELECT title, conts FROM messages WHERE member_id = $1 AND kind = 'task' ORDER BY id DESC LIMIT 1",
      [m.id],
    )
  )[0]!;

describe('opening a complaint', () => {
  it('either side, while paid and not completed; strangers, bad input and a second complaint refused with nothing written; timers paused', async () => {
    const c = await client(5000);
    const d = await designer();
    const stranger = await client(0);
    const id = await task(c, d, 3000, 'confirmed');
    const before = await counts();

    // not paid yet
    expect(
      (await visitor.post('/api/Complain/complainAdd', { id, conts: '交付的效果图与需求明显不符。' })).status,
    ).toBe(401);
    await refused(
      c.a,
      'Complain/complainAdd',
      { id, conts: '设计师迟迟不开始工作，联系不上。' },
      'state_conflict',
      '任务尚未托管设计费，不能发起投诉',
    );
    await ok(c.a, 'Taskcenter/payDesignerFee', { id, paycode: PAYCODE });
    await ok(d.a, 'Taskcenter/designerDeliver', {
      id,
      conts: '效果图三张。',
      attach: [await image(d.a, 'document')],
    });
    const delivered = await taskState(id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.due_at).not.toBeNull();

    // strangers and operators are not parties
    await refused(
      stranger.a,
      'Complain/complainAdd',
      { id, conts: '我觉得这个任务有问题需要处理。' },
      'forbidden',
      '只有设计任务的双方可以发起投诉',
    );
    await refused(op, 'Complain/complainAdd', { id, conts: '我觉得这个任务有问题需要处理。' }, 'forbidden');
    await refused(
      c.a,
      'Complain/complainAdd',
      { id: 99_999_999, conts: '我觉得这个任务有问题需要处理。' },
      'not_found',
      '设计任务不存在',
    );
    // bad input
    const short = await refused(c.a, 'Complain/complainAdd', { id, conts: '太差' }, 'invalid_params');
    expect(JSON.stringify(short)).toContain('说明至少10个字');
    await refused(
      c.a,
      'Complain/complainAdd',
      { id, conts: '交付的效果图与需求明显不符。', kind: 'model' },
      'invalid_params',
      /投诉类型不正确/,
    );
    const othersFile = await image(d.a, 'document');
    await refused(
      c.a,
      'Complain/complainAdd',
      { id, conts: '交付的效果图与需求明显不符。', attach: [othersFile] },
      'invalid_params',
      /文件不存在/,
    );
    expect(await counts()).toEqual(before);
    expect((await taskState(id)).status).toBe('delivered');

    // the client complains with a file
    const file = await image(c.a, 'document');
    const info = await complain(c, id, { attach: [file] });
    expect(info).toMatchObject({
      status: 'open',
      role: 'client',
      canAdd: true,
      windowOpen: true,
      outcome: '',
    });
    expect(info.statements).toHaveLength(1);
    expect(info.statements[0]).toMatchObject({ side: 'client', attach: [{ id: file }] });
    // the deal's evidence is the operators' call
    const ev = await ok<Evidence>(op, 'Admin/complaintEvidence', { id: info.id });
    expect(ev.deliveries.map((x) => x.n)).toEqual([1]);
    expect(ev.orbits.map((o) => o.action).at(-1)).toBe('complain');
    expect(ev.conversation).toEqual([]);
    const paused = await taskState(id);
    expect(paused.status).toBe('disputed');
    expect(paused.due_at).toBeNull();
    // about 7 days were left of the automatic acceptance
    expect(Number(paused.paused_ms)).toBeGreaterThan(6.9 * 86_400_000);
    expect(Number(paused.paused_ms)).toBeLessThanOrEqual(7 * 86_400_000);
    expect((await lastMessage(d)).title).toBe('对方发起了投诉');

    // a second complaint while this one is open: either side
    await refused(
      d.a,
      'Complain/complainAdd',
      { id, conts: '客户无理由拒绝验收，我已按需求交付。' },
      'conflict',
      '该设计任务已有处理中的投诉，请在投诉详情中补充陈述',
    );
    await refused(c.a, 'Complain/complainAdd', { id, conts: '再次投诉，设计师不回复消息。' }, 'conflict');

    // the timers do nothing while disputed
    await q(`UPDATE jobs SET run_at = now() WHERE state = 'queued' AND payload->>'task' = $1`, [String(id)]);
    const queued = await q<{ name: string }>(
      `SELECT name FROM jobs WHERE state = 'queued' AND payload->>'task' = $1 ORDER BY name`,
      [String(id)],
    );
    // the auto-acceptance and the day-5 reminder are due (the older timers of choosing, too)
    expect(queued.map((j) => j.name)).toEqual(
      expect.arrayContaining(['tasks.acceptReminder', 'tasks.autoAccept']),
    );
    await jobWorkers(t).runDue();
    expect((await taskState(id)).status).toBe('disputed');
    expect(await ledgerKeys(await ordersOf(id))).toEqual([`task:${await ordersOf(id)}:hold`]);
    expect(await balances(d)).toMatchObject({ coins: 0 });
    expect((await lastMessage(c)).title).toBe('投诉已提交'); // no reminder, no automatic acceptance

    // the designer answers within the window; both see both statements
    const answered = await ok(d.a, 'Complain/complainEdit', {
      id: info.id,
      conts: '我已按需求交付三张效果图，客户未提出具体修改意见。',
      attach: [othersFile],
    });
    expect(answered.role).toBe('provider');
    expect(answered.statements.map((s) => s.side)).toEqual(['client', 'provider']);
    expect((await ok(c.a, 'Complain/complainInfo', { id: info.id })).statements).toHaveLength(2);
    expect((await ok(op, 'Complain/complainInfo', { id: info.id })).role).toBe('operator');
    // strangers: the complaint does not exist for them; an operator adds no statement
    await refused(stranger.a, 'Complain/complainInfo', { id: info.id }, 'not_found', '投诉不存在');
    await refused(
      stranger.a,
      'Complain/complainEdit',
      { id: info.id, conts: '我也想说两句这件事情。' },
      'not_found',
    );
    await refused(op, 'Complain/complainEdit', { id: info.id, conts: '运营补充说明一下情况。' }, 'not_found');
    expect((await visitor.post('/api/Complain/complainInfo', { id: info.id })).status).toBe(401);
    // lists: both sides see it, a stranger does not
    const mine = await ok<{ listItem: { id: number; side: string }[] }>(d.a, 'Complain/complainList', {});
    expect(mine.listItem.map((x) => x.id)).toEqual([info.id]);
    expect((await ok<{ total: number }>(stranger.a, 'Complain/complainList', {})).total).toBe(0);

    // after 3 days, no more statements
    await windowEnds(info.id);
    const s = (await counts()).s;
    await refused(
      c.a,
      'Complain/complainEdit',
      { id: info.id, conts: '再补充一点新的材料说明。' },
      'state_conflict',
      '补充陈述的期限（投诉后3天）已过，请等待平台裁决',
    );
    expect((await counts()).s).toBe(s);
    expect(await ok(c.a, 'Complain/complainInfo', { id: info.id })).toMatchObject({
      canAdd: false,
      windowOpen: false,
    });
    await expectAuditClean();
  });
});

describe('deciding', () => {
  it('release: the fee to the designer minus the commission; the queue, the audit entry, both messages; deciding twice refused', async () => {
    const c = await client(3000);
    const d = await designer();
    const id = await task(c, d, 3000, 'ongoing');
    // the designer complains (the client stopped answering)
    const info = await complain(d, id, { conts: '客户长期不回复，无法继续设计工作。' });
    expect(info.role).toBe('provider');
    const queue = await ok<{ listItem: { id: number }[] }>(op, 'Admin/complaintList', {
      status: 'open',
      pageSize: 100,
    });
    expect(queue.listItem.map((x) => x.id)).toContain(info.id);
    const counts0 = await ok<{ complaints: number }>(op, 'Admin/pendingCounts', {});
    expect(counts0.complaints).toBeGreaterThanOrEqual(1);
    // members may not decide
    await refused(
      c.a,
      'Admin/complaintDecide',
      { id: info.id, outcome: 'refund', reason: '我要退款啊啊' },
      'forbidden',
    );

    await windowEnds(info.id);
    const done = await ok(op, 'Admin/complaintDecide', {
      id: info.id,
      outcome: 'release',
      reason: '设计师已按约定工作，客户无正当理由',
    });
    expect(done).toMatchObject({
      status: 'decided',
      outcome: 'release',
      percent: 100,
      providerGets: 2700,
      clientGets: 0,
      commission: 300,
    });
    expect((await taskState(id)).status).toBe('completed');
    expect(await balances(d)).toMatchObject({ coins: 2700 });
    expect(await balances(c)).toEqual({ coins: 0, escrow: 0 });
    const orders = await ordersOf(id);
    expect(await ledgerKeys(orders)).toEqual([`task:${orders}:hold`, `task:${orders}:release`]);
    const [entry] = await q<{ action: string; target_kind: string; reason: string }>(
      "SELECT action, target_kind, reason FROM audit_log WHERE target_kind = 'complaint' AND target_id = $1",
      [info.id],
    );
    expect(entry).toMatchObject({ action: 'complaint.decide', reason: '设计师已按约定工作，客户无正当理由' });
    expect((await lastMessage(c)).title).toBe('投诉已裁决');
    expect((await lastMessage(d)).conts).toContain('支付给设计师');
    // the audit log shows it
    const log = await ok<{ listItem: { action: string; title: string }[] }>(op, 'Admin/auditList', {
      action: 'complaint.decide',
    });
    expect(log.listItem[0]).toMatchObject({
      action: 'complaint.decide',
      title: '投诉：新能源汽车展 72㎡ 双层展台设计',
    });

    // deciding twice; statements after the decision
    await refused(
      op,
      'Admin/complaintDecide',
      { id: info.id, outcome: 'refund', reason: '改判为全额退款' },
      'state_conflict',
      '该投诉已裁决，请刷新后查看',
    );
    await refused(
      c.a,
      'Complain/complainEdit',
      { id: info.id, conts: '我不同意这个裁决结果。' },
      'state_conflict',
      '投诉已裁决，不能再补充陈述',
    );
    // a completed task takes no complaint
    await refused(
      c.a,
      'Complain/complainAdd',
      { id, conts: '我不同意这个裁决结果。' },
      'state_conflict',
      '任务已完成，不能再发起投诉',
    );
    expect(await ledgerKeys(orders)).toHaveLength(2);
    await expectAuditClean();
  });

  it('refund: the fee back to the client, the task closed, the design not the client’s', async () => {
    const c = await client(3000);
    const d = await designer();
    const id = await task(c, d, 3000, 'delivered');
    const info = await complain(c, id);
    await windowEnds(info.id);
    const done = await ok(op, 'Admin/complaintDecide', {
      id: info.id,
      outcome: 'refund',
      reason: '交付物与需求明显不符',
    });
    expect(done).toMatchObject({
      outcome: 'refund',
      percent: 0,
      providerGets: 0,
      clientGets: 3000,
      commission: 0,
    });
    expect((await taskState(id)).status).toBe('closed');
    expect(await balances(c)).toEqual({ coins: 3000, escrow: 0 });
    expect(await balances(d)).toMatchObject({ coins: 0 });
    const orders = await ordersOf(id);
    expect(await ledgerKeys(orders)).toEqual([`task:${orders}:hold`, `task:${orders}:refund`]);
    expect((await lastMessage(c)).conts).toContain('客户不得使用');
    await refused(
      c.a,
      'Complain/complainAdd',
      { id, conts: '任务已关闭但我还想投诉。' },
      'state_conflict',
      '任务已关闭，不能发起投诉',
    );
    await expectAuditClean();
  });

  it('split 60 %: the designer gets 60 % minus the commission on that part, the client 40 % back; bad splits refused with nothing written', async () => {
    const c = await client(5000);
    const d = await designer();
    const id = await task(c, d, 5000, 'delivered');
    const info = await complain(c, id);
    await windowEnds(info.id);
    const bad: [unknown, RegExp][] = [
      [101, /分配比例应为0–100的整数/],
      [-1, /分配比例应为0–100的整数/],
      [60.5, /分配比例应为0–100的整数/],
      ['60', /分配比例应为0–100的整数/],
      [undefined, /请填写服务方应得的比例/],
      [0, /按比例分配的比例应为1–99/],
      [100, /按比例分配的比例应为1–99/],
    ];
    for (const [percent, msg] of bad) {
      const r = await refused(
        op,
        'Admin/complaintDecide',
        { id: info.id, outcome: 'split', percent, reason: '双方各有责任' },
        'invalid_params',
      );
      expect(JSON.stringify(r)).toMatch(msg);
    }
    await refused(
      op,
      'Admin/complaintDecide',
      { id: info.id, outcome: 'split', percent: 60, reason: '' },
      'invalid_params',
      /裁决理由/,
    );
    expect((await taskState(id)).status).toBe('disputed');
    expect(await ok(op, 'Complain/complainInfo', { id: info.id })).toMatchObject({ status: 'open' });

    const done = await ok(op, 'Admin/complaintDecide', {
      id: info.id,
      outcome: 'split',
      percent: 60,
      reason: '设计完成过半，双方各有责任',
    });
    // 60 % of ¥5000 = ¥3000, 10 % commission on it = ¥300: the designer gets ¥2700, the client ¥2000 back
    expect(done).toMatchObject({
      outcome: 'split',
      percent: 60,
      providerGets: 2700,
      clientGets: 2000,
      commission: 300,
    });
    expect((await taskState(id)).status).toBe('completed');
    expect(await balances(c)).toEqual({ coins: 2000, escrow: 0 });
    expect(await balances(d)).toMatchObject({ coins: 2700 });
    const orders = await ordersOf(id);
    expect(await ledgerKeys(orders)).toEqual([`task:${orders}:hold`, `task:${orders}:split`]);
    // the bills: one line each, typed 托管分配; the designer's with gross, fee and net
    type Bills = {
      listItem: {
        type: string;
        typeName: string;
        amount: number;
        account: string;
        held: number;
        settle: unknown;
      }[];
    };
    const cb = await ok<Bills>(c.a, 'Bills/transaction', { type: 'split' });
    expect(cb.listItem.map((b) => [b.account, b.amount, b.held, b.settle])).toEqual([
      ['available', 2000, -5000, null],
    ]);
    const db = await ok<Bills>(d.a, 'Bills/transaction', { type: 'split' });
    expect(db.listItem.map((b) => [b.typeName, b.account, b.amount, b.settle])).toEqual([
      ['托管分配', 'available', 2700, { gross: 3000, fee: 300, net: 2700 }],
    ]);
    expect((await lastMessage(d)).conts).toContain('设计师得 60%');
    await expectAuditClean();
  });

  it('two decisions racing: one applies, the other is refused; the ledger moves once', async () => {
    const c = await client(4000);
    const d = await designer();
    const id = await task(c, d, 4000, 'delivered');
    const info = await complain(d, id, { conts: '客户拒绝验收也不说明原因。' });
    await windowEnds(info.id);
    const both = await Promise.all([
      op.post('/api/Admin/complaintDecide', { id: info.id, outcome: 'release', reason: '设计师已按约交付' }),
      op.post('/api/Admin/complaintDecide', { id: info.id, outcome: 'refund', reason: '交付物不符合需求' }),
    ]);
    expect(both.map((r) => r.body.errCode).sort()).toEqual(['state_conflict', 'success']);
    const orders = await ordersOf(id);
    const keys = await ledgerKeys(orders);
    expect(keys).toHaveLength(2);
    const entries = await q<{ n: string }>(
      "SELECT count(*) AS n FROM audit_log WHERE target_kind = 'complaint' AND target_id = $1",
      [info.id],
    );
    expect(Number(entries[0]!.n)).toBe(1);
    const won = both.find((r) => r.body.errCode === 'success')!.body.data as Info;
    if (won.outcome === 'release') expect(await balances(d)).toMatchObject({ coins: 3600 });
    else expect(await balances(c)).toEqual({ coins: 4000, escrow: 0 });
    await expectAuditClean();
  });
});

describe('the statement window (decision 047)', () => {
  type Item = Info & { canDecide: boolean; done: { client: boolean; provider: boolean }; closes: string };
  const nextOf = async (m: Member, id: number) =>
    (await ok<{ next: string }>(m.a, 'Taskcenter/businesTaskInfo', { id })).next;
  const stamp = (iso: string) => {
    const p = chinaParts(new Date(iso));
    return `${p.date} ${p.time.slice(0, 5)}`;
  };

  it('no decision before the window ends unless both sides ended their statements (a final statement or 放弃补充陈述); each side’s 下一步 says what it may do and by when', async () => {
    const c = await client(5000);
    const d = await designer();
    const id = await task(c, d, 5000, 'delivered');
    const info = await complain(c, id);
    const until = stamp((info as Item).closes);
    const refund = { id: info.id, outcome: 'refund', reason: '交付物与需求明显不符' };

    // just opened: refused in Chinese, nothing moved
    await refused(
      op,
      'Admin/complaintDecide',
      refund,
      'state_conflict',
      `陈述期至 ${until} 结束，客户和设计师尚未提交最终陈述或放弃补充陈述；陈述期结束或双方都结束陈述后才能裁决`,
    );
    expect((await taskState(id)).status).toBe('disputed');
    expect(await ledgerKeys(await ordersOf(id))).toEqual([`task:${await ordersOf(id)}:hold`]);
    const queue = await ok<{ listItem: Item[] }>(op, 'Admin/complaintList', {
      status: 'open',
      pageSize: 100,
    });
    expect(queue.listItem.find((x) => x.id === info.id)).toMatchObject({
      canDecide: false,
      windowOpen: true,
      done: { client: false, provider: false },
    });

    // the side complained about may respond, and by when; the complaining side may add to its statement
    expect(await nextOf(d, id)).toBe(
      `对方发起了投诉（任务计时已暂停）。您可在 ${until} 前提交陈述和材料回应，或放弃补充陈述；期限过后平台将裁决`,
    );
    expect(await nextOf(c, id)).toMatch(
      new RegExp(`^您已发起投诉（任务计时已暂停）。可在 ${until} 前补充陈述`),
    );

    // the designer's final statement ends its side: no more statements from it
    const fin = await ok<Item>(d.a, 'Complain/complainEdit', {
      id: info.id,
      conts: '我已按需求交付三张效果图，客户未提出具体修改意见。',
      final: true,
    });
    expect(fin).toMatchObject({ canAdd: false, canDecide: false, done: { client: false, provider: true } });
    await refused(
      d.a,
      'Complain/complainEdit',
      { id: info.id, conts: '再补充一点新的材料说明。' },
      'state_conflict',
      '您已结束陈述，不能再补充，请等待平台裁决',
    );
    await refused(d.a, 'Complain/complainWaive', { id: info.id }, 'state_conflict', /您已结束陈述/);
    expect((await lastMessage(c)).title).toBe('对方提交了最终陈述');
    expect(await nextOf(d, id)).toBe(`您已结束陈述，对方可在 ${until} 前补充陈述，之后由平台裁决`);
    await refused(
      op,
      'Admin/complaintDecide',
      refund,
      'state_conflict',
      /客户尚未提交最终陈述或放弃补充陈述/,
    );
    // strangers and operators waive nothing
    await refused((await client(0)).a, 'Complain/complainWaive', { id: info.id }, 'not_found');
    await refused(op, 'Complain/complainWaive', { id: info.id }, 'not_found');

    // the client waives: both ended, the operator may decide before the window ends
    const waived = await ok<Item>(c.a, 'Complain/complainWaive', { id: info.id });
    expect(waived).toMatchObject({ canAdd: false, canDecide: true, windowOpen: true });
    expect((await lastMessage(d)).conts).toContain('对方放弃补充陈述，双方陈述均已结束，平台将尽快裁决');
    expect(await nextOf(c, id)).toBe('双方陈述已结束，等待平台裁决（任务计时已暂停）');
    const done = await ok<Item>(op, 'Admin/complaintDecide', refund);
    expect(done).toMatchObject({ status: 'decided', clientGets: 5000, canDecide: false });
    const [row] = await q<{ early: boolean }>(
      'SELECT closes_at > now() AS early FROM complaints WHERE id = $1',
      [info.id],
    );
    expect(row!.early).toBe(true);
    await refused(
      c.a,
      'Complain/complainWaive',
      { id: info.id },
      'state_conflict',
      '投诉已裁决，不能再补充陈述',
    );
    await expectAuditClean();
  });

  it('the window ended (the database clock moved): the operator decides without waivers; no waiver after it', async () => {
    const c = await client(3000);
    const d = await designer();
    const id = await task(c, d, 3000, 'ongoing');
    const info = await complain(d, id, { conts: '客户长期不回复，无法继续设计工作。' });
    expect(await nextOf(c, id)).toMatch(/^对方发起了投诉（任务计时已暂停）。您可在 /);
    await windowEnds(info.id);
    expect(await nextOf(c, id)).toBe('双方陈述已结束，等待平台裁决（任务计时已暂停）');
    await refused(c.a, 'Complain/complainWaive', { id: info.id }, 'state_conflict', /期限（投诉后3天）已过/);
    const queue = await ok<{ listItem: Item[] }>(op, 'Admin/complaintList', {
      status: 'open',
      pageSize: 100,
    });
    expect(queue.listItem.find((x) => x.id === info.id)).toMatchObject({
      canDecide: true,
      windowOpen: false,
    });
    await ok(op, 'Admin/complaintDecide', { id: info.id, outcome: 'release', reason: '设计师已按约定工作' });
    await expectAuditClean();
  });

  it('the deal’s conversation, deliveries and timeline are the operators’ evidence: the sides, strangers and visitors are refused', async () => {
    const c = await client(2000);
    const d = await designer();
    const id = await task(c, d, 2000, 'delivered');
    await ok(c.a, 'Taskcenter/taskTalkSend', { id, conts: '第二张效果图的洽谈区请移到左侧。' });
    await ok(d.a, 'Taskcenter/taskTalkSend', { id, conts: '好的，这周内改好发您。' });
    const info = await complain(c, id);
    const ev = await ok<{
      conversation: { side: string; conts: string }[];
      deliveries: { n: number }[];
      orbits: { action: string }[];
    }>(op, 'Admin/complaintEvidence', { id: info.id });
    expect(ev.conversation.map((m) => [m.side, m.conts])).toEqual([
      ['client', '第二张效果图的洽谈区请移到左侧。'],
      ['provider', '好的，这周内改好发您。'],
    ]);
    expect(ev.deliveries.map((x) => x.n)).toEqual([1]);
    expect(ev.orbits.map((o) => o.action)).toEqual(expect.arrayContaining(['pay', 'deliver', 'complain']));
    for (const m of [c, d, await client(0)])
      await refused(m.a, 'Admin/complaintEvidence', { id: info.id }, 'forbidden');
    expect((await visitor.post('/api/Admin/complaintEvidence', { id: info.id })).status).toBe(401);
    await refused(op, 'Admin/complaintEvidence', { id: 999_999 }, 'not_found', '投诉不存在');
    // the parties' view of the complaint carries no evidence of its own
    expect(Object.keys(await ok(c.a, 'Complain/complainInfo', { id: info.id }))).not.toContain(
      'conversation',
    );
  });
});
