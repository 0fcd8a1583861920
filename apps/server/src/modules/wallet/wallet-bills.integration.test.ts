import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approvedDesigner, decide, image, type Member } from '../../../test/people.ts';
import { PROJECT_PAYCODE as PAYCODE, QUOTE_TOTAL, day, signedProject } from '../../../test/projects.ts';
import { type Agent, callsOf, createTestApp, operatorAgent, type TestApp } from '../../../test/test-app.ts';
import { PROJECT_JOBS } from '../projects/projects-calendar.ts';
import { createJobRunner } from '../jobs/jobs-runner.ts';
import { auditLedger } from './wallet-repository.ts';

/**
 * The bills as each party reads them (issue 27 points 2 and 3), through the real calls on a fresh
 * database (PGlite, and PostgreSQL with TEST_DATABASE_URL): one client has a design task done by a
 * designer and a build project built by a factory. Each one's 账单明细 lists every movement of their money
 * once, with running balances that end at `userInfo.coins` and `walletInfo.escrow`; 托管中 shows what the
 * client holds and what is held for the factory (待结算); settlements carry gross, fee and net.
 */

let t: TestApp;
let op: Agent;
// commission 10 %
const ENV = { WALLET_COMMISSION_BPS: '1000' };

beforeAll(async () => {
  t = await createTestApp({ env: ENV });
  op = await operatorAgent(t);
});
afterEach(async () => expect(await auditLedger(t.database.db)).toEqual([]));
afterAll(() => t.close());

interface Bill {
  id: number;
  type: string;
  typeName: string;
  account: string;
  amount: number;
  balance: number;
  held: number;
  heldBalance: number;
  withdrawing: number;
  settle: { gross: number; fee: number; net: number } | null;
  subject: { kind: string; id: number; title: string } | null;
  orders: string;
}
interface Escrow {
  held: number;
  pending: number;
  listItem: Array<{ side: string; orders: string; amount: number; subject: Bill['subject'] }>;
}
const wallet = callsOf('Bills');
const tasks = callsOf<{ id: number; orders: string }>('Taskcenter');
const projects = callsOf<{ id: number; orders: string; title: string }>('Projectcenter');
const member = callsOf('Member');

const cents = (yuan: number) => Math.round(yuan * 100);

/**
 * Every bill line of `m` (newest first), checked: one per posting that touched the member's money, each
 * moving something, the running balances chained from zero and ending at userInfo's and walletInfo's.
 */
async function bills(m: Member) {
  const page = await wallet.ok<{ listItem: Bill[]; total: number }>(m.a, 'transaction', { pageSize: 100 });
  const lines = page.listItem;
  expect(page.total).toBe(lines.length);
  const [{ n }] = (await t.database.query<{ n: string }>(
    `SELECT count(DISTINCT e.transaction_id)::text AS n FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id = $1`,
    [m.id],
  )) as [{ n: string }];
  expect(lines.length, 'one line per movement').toBe(Number(n));
  expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
  let balance = 0;
  let held = 0;
  for (const l of [...lines].reverse()) {
    expect(l.amount !== 0 || l.held !== 0 || l.withdrawing !== 0, `line ${l.id} moves something`).toBe(true);
    balance = (cents(balance) + cents(l.amount)) / 100;
    held = (cents(held) + cents(l.held)) / 100;
    expect([l.balance, l.heldBalance], `running balances of line ${l.id}`).toEqual([balance, held]);
  }
  const info = await member.ok<{ coins: number }>(m.a, 'userInfo', {});
  const w = await member.ok<{ coins: number; escrow: number; pending: number }>(m.a, 'walletInfo', {});
  expect([balance, held]).toEqual([info.coins, w.escrow]);
  expect(w.coins).toBe(info.coins);
  const escrow = await wallet.ok<Escrow>(m.a, 'escrow', {});
  expect([escrow.held, escrow.pending]).toEqual([w.escrow, w.pending]);
  return { lines, escrow, coins: info.coins };
}

const brief = (l: Bill) => [l.typeName, l.amount, l.balance, l.held, l.heldBalance, l.subject?.kind ?? ''];

const runner = () =>
  createJobRunner({
    database: t.database,
    definitions: t.app.jobs.definitions(),
    concurrency: 1,
    pollMs: 20,
    log: t.app.log,
  });

describe('bills of a client, a designer and a factory after one design task and one build project', () => {
  it('list each movement once with running balances, held and 待结算, gross, fee and net', async () => {
    // the project signed: the client topped up the price, ¥1,000 and the design fee; 预付款 30 % held
    const s = await signedProject(t, op, { topUp: QUOTE_TOTAL + 1000 + 4800 });
    const { client, factory } = s;
    const project = await projects.ok(client.a, 'businesPrjctInfo', { id: s.id });

    // the design task: published, applied for, chosen, paid, delivered and accepted
    const designer = await approvedDesigner(t, op);
    const { id: taskId } = await tasks.ok(client.a, 'businesTaskPub', {
      title: '新能源汽车展 72㎡ 双层展台设计',
      sizes: 72,
      opens: 3,
      layer: 2,
      style: '科技感',
      sdate: day(30),
      edate: day(33),
      deadline: day(20),
      cost: 5000,
      conts: '<p>需要一个科技感的双层展台，上层洽谈区，下层展示两台车。</p>',
      types: ['效果图'],
      rounds: 1,
    });
    await decide(op, 'task', taskId);
    const apply = await tasks.ok(designer.a, 'designerApply', {
      id: taskId,
      conts: '我做过三个新能源车企的双层展台，可先出概念草图。',
      fee: 4800,
      ddate: day(15),
    });
    await tasks.ok(client.a, 'selectDesigner', { id: taskId, apply: apply.id });
    await tasks.ok(designer.a, 'confirmDesigner', { id: taskId, agree: true });
    await tasks.ok(client.a, 'payDesignerFee', { id: taskId, paycode: PAYCODE });
    const file = await image(designer.a, 'document');
    await tasks.ok(designer.a, 'designerDeliver', { id: taskId, conts: '效果图', attach: [file] });
    const task = await tasks.ok(client.a, 'businesTaskAccept', { id: taskId, paycode: PAYCODE });

    // the project: drawings approved (预付款 paid to the factory), the move-in stages held
    const pic = await image(factory.a, 'document');
    await projects.ok(factory.a, 'fUpdateDrawings', { id: s.id, drawings: [pic], conts: '施工图第一版' });
    await projects.ok(client.a, 'bApproveDrawings', { id: s.id, paycode: PAYCODE });
    await projects.ok(client.a, 'bPayStages', { id: s.id, paycode: PAYCODE });

    // ¥29,530: 预付款 ¥8,859, 进场款 ¥11,812, 尾款 ¥8,859
    const c = await bills(client);
    expect(c.lines.map(brief)).toEqual([
      ['托管付款', -8859, 1000, 8859, 20671, 'project'],
      ['托管付款', -11812, 9859, 11812, 11812, 'project'],
      ['托管结算', 0, 21671, -8859, 0, 'project'],
      ['托管结算', 0, 21671, -4800, 8859, 'task'],
      ['托管付款', -4800, 21671, 4800, 13659, 'task'],
      ['托管付款', -8859, 26471, 8859, 8859, 'project'],
      ['充值', 35330, 35330, 0, 0, ''],
    ]);
    // the payer's release moves none of the client's coins and carries no settlement
    expect(c.lines.every((l) => l.settle === null)).toBe(true);
    expect(c.lines[3]!.subject).toEqual({
      kind: 'task',
      id: taskId,
      title: '新能源汽车展 72㎡ 双层展台设计',
    });
    expect(c.lines[0]!.subject).toEqual({ kind: 'project', id: s.id, title: project.title });
    expect(c.escrow).toEqual({
      held: 20671,
      pending: 0,
      listItem: [
        {
          side: 'payer',
          orders: project.orders,
          amount: 20671,
          subject: { kind: 'project', id: s.id, title: project.title },
        },
      ],
    });

    const d = await bills(designer);
    expect(d.lines.map((l) => [l.typeName, l.amount, l.balance, l.settle, l.orders])).toEqual([
      ['托管结算', 4320, 4320, { gross: 4800, fee: 480, net: 4320 }, task.orders],
    ]);
    expect(d.lines[0]!.subject).toMatchObject({ kind: 'task', id: taskId });
    expect(d.escrow).toEqual({ held: 0, pending: 0, listItem: [] });

    // the factory: the 预付款 net of the fee; the rest held for it by the client (待结算)
    const f = await bills(factory);
    expect(f.lines.map((l) => [l.typeName, l.amount, l.balance, l.settle])).toEqual([
      ['托管结算', 7973.1, 7973.1, { gross: 8859, fee: 885.9, net: 7973.1 }],
    ]);
    expect(f.escrow).toEqual({
      held: 0,
      pending: 20671,
      listItem: [
        {
          side: 'payee',
          orders: project.orders,
          amount: 20671,
          subject: { kind: 'project', id: s.id, title: project.title },
        },
      ],
    });

    // the move-in date comes (进场款 paid), the report is accepted (尾款 paid): nothing held any more
    await t.database.query(
      "UPDATE jobs SET run_at = now() WHERE name = $1 AND state = 'queued' AND payload->>'project' = $2",
      [PROJECT_JOBS.moveIn, String(s.id)],
    );
    await runner().runDue();
    const photo = await image(factory.a, 'document');
    await projects.ok(factory.a, 'fUpdateReports', {
      id: s.id,
      reportpics: [photo],
      teardown: 1,
      conts: '完工',
    });
    await projects.ok(client.a, 'bUpdateReports', { id: s.id, paycode: PAYCODE });

    const c2 = await bills(client);
    expect(c2.lines.slice(0, 2).map(brief)).toEqual([
      ['托管结算', 0, 1000, -8859, 0, 'project'],
      ['托管结算', 0, 1000, -11812, 8859, 'project'],
    ]);
    expect(c2.escrow).toEqual({ held: 0, pending: 0, listItem: [] });
    const f2 = await bills(factory);
    expect(f2.lines.map((l) => [l.amount, l.balance, l.settle])).toEqual([
      [7973.1, 26577, { gross: 8859, fee: 885.9, net: 7973.1 }],
      [10630.8, 18603.9, { gross: 11812, fee: 1181.2, net: 10630.8 }],
      [7973.1, 7973.1, { gross: 8859, fee: 885.9, net: 7973.1 }],
    ]);
    expect(f2.escrow).toEqual({ held: 0, pending: 0, listItem: [] });
    expect((await bills(designer)).coins).toBe(4320);
  }, 120_000);
});
