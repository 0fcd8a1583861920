import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { member } from '../../../test/people.ts';
import { day, signedProject, wonProject } from '../../../test/projects.ts';
import {
  type Agent,
  agent,
  callsOf,
  createTestApp,
  operatorAgent,
  type TestApp,
} from '../../../test/test-app.ts';
import { createJobRunner } from '../jobs/jobs-runner.ts';
import { auditLedger } from '../wallet/wallet-repository.ts';
import { depositReminderAt, PROJECT_JOBS } from './projects-calendar.ts';

const DEPOSIT_JOB = PROJECT_JOBS.depositReminder;

/**
 * The venue deposits of a signed build project (decision 038) through the real calls (PGlite, and
 * PostgreSQL with TEST_DATABASE_URL): each recorded by the side that paid it, seen by the other, its states
 * checked, bad input refused in Chinese with nothing written, and the reminder after teardown (the job's
 * `run_at` moved to the database's now). A record, not a posting: the ledger does not move.
 */

let t: TestApp;
let op: Agent;
let visitor: Agent;

beforeAll(async () => {
  t = await createTestApp();
  op = await operatorAgent(t);
  visitor = agent(t.app);
});
afterEach(async () => expect(await auditLedger(t.database.db)).toEqual([]));
afterAll(() => t.close());

type Deposit = {
  kind: string;
  payer: string;
  quoted: number;
  state: string;
  amount: number;
  paydate: string;
  back: number;
  backdate: string;
  reason: string;
  mine: boolean;
};
type Deposits = { listItem: Deposit[]; open: boolean };
const { ok, refused } = callsOf<Deposits>('Projectcenter');
const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);

/** The quotation's fees: 施工押金 paid by the client (¥10,000), 清洁押金 by the factory (¥2,000). */
const fees = [
  { kind: '特装管理费', amount: 2160, payer: 'factory' },
  { kind: '施工押金', amount: 10000, payer: 'client', note: '撤展后30天内退还' },
  { kind: '清洁押金', amount: 2000, payer: 'factory' },
];
const signed = () => signedProject(t, op, { quote: { fees } });

const rows = async (id: number) =>
  q<{ kind: string; state: string; amount: number; back: number }>(
    'SELECT kind, state, amount::int AS amount, back::int AS back FROM project_deposits WHERE project_id = $1 ORDER BY kind',
    [id],
  );
const lastMessage = async (memberId: number) =>
  (
    await q<{ title: string; conts: string }>(
      "SELECT title, conts FROM messages WHERE member_id = $1 AND kind = 'project' ORDER BY id DESC LIMIT 1",
      [memberId],
    )
  )[0];
const ledgerRows = async () =>
  Number((await q<{ n: string }>('SELECT count(*) AS n FROM ledger_entries'))[0]!.n);

describe('venue deposits', () => {
  it('each side records the deposit it paid; the other sees it and is told; the ledger does not move', async () => {
    const { client, factory, id } = await signed();
    let list = await ok(client.a, 'depositList', { id });
    expect(list.open).toBe(true);
    expect(list.listItem.map((d) => [d.kind, d.payer, d.quoted, d.state, d.mine])).toEqual([
      ['施工押金', 'client', 10000, 'unpaid', true],
      ['清洁押金', 'factory', 2000, 'unpaid', false],
    ]);
    const ledger = await ledgerRows();

    list = await ok(client.a, 'depositUpdate', {
      id,
      kind: '施工押金',
      state: 'paid',
      amount: 9800,
      paydate: day(0),
    });
    expect(list.listItem[0]).toMatchObject({ state: 'paid', amount: 9800, paydate: day(0), mine: true });
    expect(await lastMessage(factory.id)).toMatchObject({ title: '客户更新了施工押金记录' });
    const seen = await ok(factory.a, 'depositList', { id });
    expect(seen.listItem[0]).toMatchObject({ kind: '施工押金', state: 'paid', amount: 9800, mine: false });
    expect(seen.listItem[1]!.mine).toBe(true);

    // the other side's deposit is not theirs to record
    await refused(
      factory.a,
      'depositUpdate',
      { id, kind: '施工押金', state: 'returned', backdate: day(0) },
      'forbidden',
      '施工押金由客户缴纳，只能由客户记录',
    );
    await refused(
      client.a,
      'depositUpdate',
      { id, kind: '清洁押金', state: 'paid', amount: 2000, paydate: day(0) },
      'forbidden',
      '清洁押金由工厂缴纳，只能由工厂记录',
    );

    await ok(factory.a, 'depositUpdate', {
      id,
      kind: '清洁押金',
      state: 'paid',
      amount: 2000,
      paydate: day(0),
    });
    // partly returned, then the rest comes back later
    list = await ok(client.a, 'depositUpdate', {
      id,
      kind: '施工押金',
      state: 'partial',
      back: 8000,
      backdate: day(0),
      reason: '地面划痕扣除1800元',
    });
    expect(list.listItem[0]).toMatchObject({ state: 'partial', back: 8000, reason: '地面划痕扣除1800元' });
    expect((await lastMessage(factory.id))!.conts).toContain('施工押金部分退还 ¥8,000.00，扣留 ¥1,800.00');
    list = await ok(client.a, 'depositUpdate', { id, kind: '施工押金', state: 'returned', backdate: day(0) });
    expect(list.listItem[0]).toMatchObject({ state: 'returned', back: 9800, amount: 9800 });
    // the factory's deposit withheld by the venue
    list = await ok(factory.a, 'depositUpdate', {
      id,
      kind: '清洁押金',
      state: 'withheld',
      backdate: day(0),
      reason: '撤展垃圾未清理',
    });
    expect(list.listItem[1]).toMatchObject({ state: 'withheld', back: 0, reason: '撤展垃圾未清理' });
    expect(await lastMessage(client.id)).toMatchObject({ title: '工厂更新了清洁押金记录' });

    // returned is final; a settled deposit's payment is not changed
    await refused(
      client.a,
      'depositUpdate',
      { id, kind: '施工押金', state: 'partial', back: 10, backdate: day(0) },
      'state_conflict',
      '押金已全额退还，不能再修改',
    );
    await refused(
      factory.a,
      'depositUpdate',
      { id, kind: '清洁押金', state: 'paid', amount: 1, paydate: day(0) },
      'state_conflict',
      '押金已记录退还情况，不能再修改缴纳信息',
    );
    expect(await rows(id)).toEqual([
      { kind: '施工押金', state: 'returned', amount: 980000, back: 980000 },
      { kind: '清洁押金', state: 'withheld', amount: 200000, back: 0 },
    ]);
    expect(await ledgerRows()).toBe(ledger);
    const orbits = (
      await ok<{ orbits: { action: string; note: string }[] }>(client.a, 'businesPrjctInfo', { id })
    ).orbits;
    expect(orbits.filter((o) => o.action === 'deposit')).toHaveLength(5);
  });

  it('only the two sides, and only once signed', async () => {
    const { client, id } = await signed();
    const stranger = await member(t, { business: true });
    await refused(stranger.a, 'depositList', { id }, 'forbidden');
    await refused(op, 'depositList', { id }, 'forbidden');
    await refused(visitor, 'depositList', { id }, 'not_logged_in');
    const body = { id, kind: '施工押金', state: 'paid', amount: 10000, paydate: day(0) };
    await refused(stranger.a, 'depositUpdate', body, 'forbidden');
    await refused(client.a, 'depositList', { id: 999_999 }, 'not_found');

    const won = await wonProject(t, op, { quote: { fees } });
    await refused(
      won.client.a,
      'depositList',
      { id: won.id },
      'state_conflict',
      '双方签约后才能记录场馆押金',
    );
    await refused(
      won.client.a,
      'depositUpdate',
      { ...body, id: won.id },
      'state_conflict',
      '双方签约后才能记录场馆押金',
    );
    expect(await rows(id)).toEqual([]);
    expect(await rows(won.id)).toEqual([]);
  });

  it('refuses bad records in Chinese, nothing written', async () => {
    const { client, id } = await signed();
    const paid = { id, kind: '施工押金', state: 'paid', amount: 10000, paydate: day(-3) };
    const bad: [Record<string, unknown>, string, string][] = [
      [{ ...paid, kind: '特装管理费' }, 'invalid_params', '押金类型不正确'],
      [{ ...paid, state: 'lost' }, 'invalid_params', '请选择押金状态'],
      [{ ...paid, amount: -5 }, 'invalid_params', '缴纳金额应为数字，最多两位小数'],
      [{ ...paid, amount: 0 }, 'invalid_params', '缴纳金额不能少于0.01元'],
      [{ ...paid, amount: undefined }, 'invalid_params', '请输入缴纳金额'],
      [{ ...paid, paydate: '2026-02-30' }, 'invalid_params', '日期不存在'],
      [{ ...paid, paydate: day(2) }, 'invalid_params', '缴纳日期不能晚于今天'],
      [
        { ...paid, reason: 'x'.repeat(201), state: 'withheld', backdate: day(0) },
        'invalid_params',
        '说明最多200个字',
      ],
      // a return before the payment is recorded
      [{ id, kind: '施工押金', state: 'returned', backdate: day(0) }, 'state_conflict', '请先记录押金的缴纳'],
    ];
    for (const [body, code, msg] of bad) await refused(client.a, 'depositUpdate', body, code, msg);
    expect(await rows(id)).toEqual([]);

    await ok(client.a, 'depositUpdate', paid);
    const after: [Record<string, unknown>, string, string][] = [
      [{ id, kind: '施工押金', state: 'returned' }, 'invalid_params', '请选择退还日期'],
      [
        { id, kind: '施工押金', state: 'returned', backdate: day(-4) },
        'invalid_params',
        '退还日期不能早于缴纳日期',
      ],
      [{ id, kind: '施工押金', state: 'returned', backdate: day(1) }, 'invalid_params', '日期不能晚于今天'],
      [
        { id, kind: '施工押金', state: 'withheld', backdate: day(0) },
        'invalid_params',
        '请填写押金被扣留的原因',
      ],
      [{ id, kind: '施工押金', state: 'partial', backdate: day(0) }, 'invalid_params', '请输入退还金额'],
      [
        { id, kind: '施工押金', state: 'partial', back: 10000, backdate: day(0) },
        'invalid_params',
        '部分退还的金额应小于缴纳金额 ¥10,000.00',
      ],
    ];
    for (const [body, code, msg] of after) await refused(client.a, 'depositUpdate', body, code, msg);
    expect(await rows(id)).toEqual([{ kind: '施工押金', state: 'paid', amount: 1000000, back: 0 }]);

    // a deposit the awarded quotation does not list
    const only = await signedProject(t, op, { quote: { fees: [fees[1]] } });
    await refused(
      only.client.a,
      'depositUpdate',
      { id: only.id, kind: '清洁押金', state: 'paid', amount: 100, paydate: day(0) },
      'invalid_params',
      '中标报价中没有清洁押金',
    );
    // none listed at all: an empty list
    const none = await signedProject(t, op, { quote: { fees: [] } });
    expect((await ok(none.client.a, 'depositList', { id: none.id })).listItem).toEqual([]);
  });

  it('reminds the payer 30 days after teardown while a deposit is not settled, then every 30 days', async () => {
    const { client, factory, id } = await signed();
    const jobsOf = () =>
      q<{ run_at: Date; state: string; n: string }>(
        "SELECT run_at, state, payload->>'n' AS n FROM jobs WHERE name = $1 AND payload->>'project' = $2 ORDER BY id",
        [DEPOSIT_JOB, String(id)],
      );
    const [{ outdate }] = (await q<{ outdate: string }>(
      'SELECT outdate::text AS outdate FROM projects WHERE id = $1',
      [id],
    )) as [{ outdate: string }];
    let jobs = await jobsOf();
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]!.run_at).toISOString()).toBe(depositReminderAt(outdate).toISOString());

    await ok(client.a, 'depositUpdate', {
      id,
      kind: '施工押金',
      state: 'paid',
      amount: 10000,
      paydate: day(0),
    });
    await ok(factory.a, 'depositUpdate', {
      id,
      kind: '清洁押金',
      state: 'paid',
      amount: 2000,
      paydate: day(0),
    });
    const run = () =>
      createJobRunner({
        database: t.database,
        definitions: t.app.jobs.definitions(),
        concurrency: 1,
        pollMs: 20,
        log: t.app.log,
      }).runDue();
    const due = () =>
      q("UPDATE jobs SET run_at = now() WHERE name = $1 AND state = 'queued' AND payload->>'project' = $2", [
        DEPOSIT_JOB,
        String(id),
      ]);
    await due();
    await run();
    expect(await lastMessage(client.id)).toMatchObject({ title: '请记录押金退还情况' });
    expect((await lastMessage(client.id))!.conts).toContain('施工押金尚未记录退还');
    expect((await lastMessage(factory.id))!.conts).toContain('清洁押金尚未记录退还');
    jobs = await jobsOf();
    expect(jobs.map((j) => [j.n, j.state])).toEqual([
      ['1', 'done'],
      ['2', 'queued'],
    ]);

    // both settled: the next reminder says nothing and the chain ends
    await ok(client.a, 'depositUpdate', { id, kind: '施工押金', state: 'returned', backdate: day(0) });
    await ok(factory.a, 'depositUpdate', {
      id,
      kind: '清洁押金',
      state: 'partial',
      back: 1500,
      backdate: day(0),
    });
    const before = await q('SELECT id FROM messages WHERE member_id IN ($1, $2)', [client.id, factory.id]);
    await due();
    await run();
    expect(
      await q('SELECT id FROM messages WHERE member_id IN ($1, $2)', [client.id, factory.id]),
    ).toHaveLength(before.length);
    expect((await jobsOf()).map((j) => [j.n, j.state])).toEqual([
      ['1', 'done'],
      ['2', 'done'],
    ]);
  });
});
