import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { image, type Member, member } from '../../../test/people.ts';
import { PROJECT_PAYCODE as PAYCODE, signedProject } from '../../../test/projects.ts';
import { type Agent, callsOf, createTestApp, operatorAgent, type TestApp } from '../../../test/test-app.ts';
import { createJobRunner } from '../jobs/jobs-runner.ts';
import { auditLedger } from '../wallet/wallet-repository.ts';
import { chinaAt } from '../../lib/china-time.ts';
import { autoAcceptAt, PROJECT_JOBS } from './projects-calendar.ts';

/**
 * A build project after both sides signed (issue 14 points 5–7; decision 035) through the real calls on a
 * fresh database (PGlite, and PostgreSQL with TEST_DATABASE_URL): drawings and the 预付款, the move-in
 * hold and the move-in timer (the database clock is moved: jobs' `run_at`), the report and its acceptance,
 * automatic acceptance racing the client's, bad input with nothing written. The ledger audit is clean
 * after each test.
 */

let t: TestApp;
let op: Agent;
// commission 10 %
/** Whole yuan as the messages write them (decision 046): 20671 → 20,671. */
const grouped = (n: number) => n.toLocaleString('en-US');
const ENV = { WALLET_COMMISSION_BPS: '1000' };

beforeAll(async () => {
  t = await createTestApp({ env: ENV });
  op = await operatorAgent(t);
});
afterEach(async () => expect(await auditLedger(t.database.db)).toEqual([]));
afterAll(() => t.close());

type Info = Record<string, unknown> & {
  id: number;
  orders: string;
  status: string;
  drawingsck: number;
  reportck: number;
  reportdate: string;
  teardown: number;
  orbits: { action: string }[];
  stages: { key: string; state: string; amount: number }[];
  deadlines: { key: string; date: string; who: string }[];
};
const { call, ok, refused } = callsOf<Info>('Projectcenter');

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);

const runner = () =>
  createJobRunner({
    database: t.database,
    definitions: t.app.jobs.definitions(),
    concurrency: 1,
    pollMs: 20,
    log: t.app.log,
  });

/** Moves a project's queued job `name` to now (the database clock), as if its time had come. */
const due = async (id: number, name: string, where = '') => {
  const sel = `name = $1 AND state = 'queued' AND payload->>'project' = $2 ${where}`;
  const n = await q<{ id: number }>(`SELECT id FROM jobs WHERE ${sel}`, [name, String(id)]);
  expect(n, `${name} queued for project ${id}`).toHaveLength(1);
  await q(`UPDATE jobs SET run_at = now() WHERE ${sel}`, [name, String(id)]);
};

const balances = async (m: Member) => {
  const w = (await m.a.post<{ coins: number; escrow: number }>('/api/Member/walletInfo', {})).body.data!;
  return { coins: w.coins, escrow: w.escrow };
};

const ledgerKeys = async (orders: string) =>
  (
    await q<{ key: string }>('SELECT key FROM ledger_transactions WHERE key LIKE $1 ORDER BY id', [
      `project:${orders}:%`,
    ])
  ).map((r) => r.key);

const lastMessage = async (m: Member) =>
  (
    await q<{ title: string; conts: string }>(
      "SELECT title, conts FROM messages WHERE member_id = $1 AND kind = 'project' ORDER BY id DESC LIMIT 1",
      [m.id],
    )
  )[0];

const stageStates = (i: Info) => i.stages.map((s) => `${s.key}:${s.state}`);

// the awarded price ¥29,530: 预付款 30 % ¥8,859, 进场款 40 % ¥11,812, 尾款 ¥8,859
const PREPAY = 8859;
const MOVEIN = 11812;
const FINAL = 8859;
const net = (yuan: number) => Math.round(yuan * 90) / 100;

async function drawingsApproved() {
  const s = await signedProject(t, op);
  const pic = await image(s.factory.a, 'document');
  await ok(s.factory.a, 'fUpdateDrawings', { id: s.id, drawings: [pic], conts: '施工图第一版' });
  await ok(s.client.a, 'bApproveDrawings', { id: s.id, paycode: PAYCODE });
  return s;
}

async function reported() {
  const s = await drawingsApproved();
  await ok(s.client.a, 'bPayStages', { id: s.id, paycode: PAYCODE });
  await due(s.id, PROJECT_JOBS.moveIn);
  await runner().runDue();
  const pic = await image(s.factory.a, 'document');
  await ok(s.factory.a, 'fUpdateReports', { id: s.id, reportpics: [pic], teardown: 1, conts: '已完工' });
  return s;
}

describe('actions and next steps from the server', () => {
  type View = { actions: { name: string; label: string; money: boolean; due: string }[]; next: string };
  const view = async (m: Member, id: number) => {
    const v = await ok<View>(m.a, 'businesPrjctInfo', { id });
    return { names: v.actions.map((a) => a.name), next: v.next, actions: v.actions };
  };

  it('follows the drawings and the move-in hold for both sides, without a reload of anything but the answer', async () => {
    const s = await signedProject(t, op);
    const { client, factory, id } = s;
    const indate = String((await ok(client.a, 'businesPrjctInfo', { id })).indate);
    // signed: the factory uploads its drawings, the client holds the move-in stages
    let c = await view(client, id);
    let f = await view(factory, id);
    expect(c.names).toEqual(['payStages', 'deposit', 'complain']);
    expect(c.actions[0]).toMatchObject({ label: '托管进场款和尾款', money: true, due: indate });
    expect(c.next).toBe(
      `请在进场（${indate}）前托管进场款 ¥${grouped(MOVEIN)}.00、尾款 ¥${grouped(FINAL)}.00（共 ¥${grouped(MOVEIN + FINAL)}.00）`,
    );
    expect(f.names).toEqual(['drawings', 'complain']);
    expect(f.next).toBe('请上传施工图，客户确认后预付款支付给您');

    // the drawings uploaded: the factory waits for the client (the finding of issue 26)
    const pic = await image(factory.a, 'document');
    const up = await ok<View>(factory.a, 'fUpdateDrawings', { id, drawings: [pic], conts: '' });
    expect(up.next).toBe('已上传施工图，等待客户确认');
    f = await view(factory, id);
    expect(f.names).toEqual(['drawings', 'complain']);
    expect(f.actions[0]!.label).toBe('重新上传施工图');
    c = await view(client, id);
    expect(c.names).toEqual(['approveDrawings', 'payStages', 'deposit', 'complain']);
    expect(c.next).toBe('工厂已上传施工图，请查看并确认，确认后预付款支付给工厂');

    // approved: the client still has the hold to do; the factory waits for it
    const approved = await ok<View>(client.a, 'bApproveDrawings', { id, paycode: PAYCODE });
    expect(approved.next).toMatch(/^请在进场（.*）前托管进场款/);
    f = await view(factory, id);
    // nothing is held now (the 预付款 was paid): no complaint either
    expect(f.names).toEqual([]);
    expect(f.next).toBe('等待客户托管进场款和尾款');

    // held: the hold is no longer offered, and both sides read a new 下一步 (the other finding of issue 26)
    const held = await ok<View>(client.a, 'bPayStages', { id, paycode: PAYCODE });
    expect(held.actions.map((a) => a.name)).not.toContain('payStages');
    expect(held.next).toBe(`等待进场搭建（进场 ${indate}）`);
    c = await view(client, id);
    expect(c.names).toEqual(['deposit', 'complain']);
    expect(c.next).toBe(`等待进场搭建（进场 ${indate}）`);
    f = await view(factory, id);
    expect(f.next).toBe(`施工图已确认，请按图备料，${indate}进场搭建`);
    // the lists say the same 下一步 as the page
    const mine = await ok<{ listItem: { id: number; next: string }[] }>(client.a, 'businesPrjctList', {
      page: 1,
      pageSize: 20,
    });
    expect(mine.listItem.find((x) => x.id === id)!.next).toBe(c.next);
    const quotes = await ok<{ listItem: { id: number; next: string }[] }>(factory.a, 'factoryPrjctList', {
      page: 1,
      pageSize: 20,
    });
    expect(quotes.listItem.find((x) => x.id === id)!.next).toBe(f.next);
    // a stranger is offered nothing
    const stranger = await member(t);
    expect(await view(stranger, id)).toMatchObject({ names: [], next: '' });
  });
});

describe('the whole path after signing', () => {
  it('signed → drawings → 预付款 paid → 进场款 held → move-in job → paid → report → accept → 尾款 paid', async () => {
    const s = await signedProject(t, op);
    const { client, factory, id } = s;
    let info = await ok(client.a, 'businesPrjctInfo', { id });
    expect(info.status).toBe('signed');
    expect(stageStates(info)).toEqual(['prepay:held', 'movein:planned', 'final:planned']);
    expect(info.deadlines.map((d) => d.key)).toEqual(
      expect.arrayContaining(['bgdate', 'payMovein', 'indate', 'sdate', 'outdate']),
    );
    expect(await balances(client)).toEqual({ coins: 30530 - PREPAY, escrow: PREPAY });

    // drawings: the factory uploads, the client approves, the 预付款 is paid minus the commission
    await refused(
      client.a,
      'bApproveDrawings',
      { id, paycode: PAYCODE },
      'state_conflict',
      '工厂尚未上传施工图',
    );
    const pic = await image(factory.a, 'document');
    info = await ok(factory.a, 'fUpdateDrawings', { id, drawings: [pic], conts: '施工图第一版' });
    expect((info.drawings as unknown[]).length).toBe(1);
    expect((await lastMessage(client))!.title).toBe('工厂上传了施工图');
    info = await ok(client.a, 'bApproveDrawings', { id, paycode: PAYCODE });
    expect(info.drawingsck).toBe(1);
    expect(stageStates(info)).toEqual(['prepay:released', 'movein:planned', 'final:planned']);
    expect((await balances(factory)).coins).toBe(net(PREPAY));
    await refused(client.a, 'bApproveDrawings', { id, paycode: PAYCODE }, 'state_conflict', '施工图已确认');
    await refused(
      factory.a,
      'fUpdateDrawings',
      { id, drawings: [pic] },
      'state_conflict',
      '客户已确认施工图，不能再修改',
    );

    // the move-in stages held with the pay password
    info = await ok(client.a, 'bPayStages', { id, paycode: PAYCODE });
    expect(stageStates(info)).toEqual(['prepay:released', 'movein:held', 'final:held']);
    expect(await balances(client)).toEqual({ coins: 1000, escrow: MOVEIN + FINAL });
    await refused(client.a, 'bPayStages', { id, paycode: PAYCODE }, 'state_conflict');
    expect(info.deadlines.map((d) => d.key)).not.toContain('payMovein');

    // no report before the move-in
    await refused(factory.a, 'fUpdateReports', { id, reportpics: [pic] }, 'state_conflict');

    // the move-in date comes (the job's time moved to the database's now): building, 进场款 paid
    const r = runner();
    await r.runDue();
    expect((await ok(client.a, 'businesPrjctInfo', { id })).status).toBe('signed');
    await due(id, PROJECT_JOBS.moveIn);
    await r.runDue();
    info = await ok(client.a, 'businesPrjctInfo', { id });
    expect(info.status).toBe('building');
    expect(stageStates(info)).toEqual(['prepay:released', 'movein:released', 'final:held']);
    expect((await balances(factory)).coins).toBe(net(PREPAY + MOVEIN));

    // the report, then the client's acceptance: the 尾款 paid
    const photo = await image(factory.a, 'document');
    info = await ok(factory.a, 'fUpdateReports', {
      id,
      reportpics: [photo],
      reports: [pic],
      teardown: 1,
      conts: '展台已按图完工',
    });
    expect(info).toMatchObject({ status: 'reported', teardown: 1, reportck: 0 });
    expect(info.deadlines.map((d) => d.key)).toContain('autoAccept');
    info = await ok(client.a, 'bUpdateReports', { id, paycode: PAYCODE });
    expect(info).toMatchObject({ status: 'accepted', reportck: 1 });
    expect(info.reportdate).not.toBe('');
    expect(stageStates(info)).toEqual(['prepay:released', 'movein:released', 'final:released']);
    expect(await balances(client)).toEqual({ coins: 1000, escrow: 0 });
    expect((await balances(factory)).coins).toBe(net(PREPAY) + net(MOVEIN) + net(FINAL));
    expect(info.orbits.map((o) => o.action)).toEqual(
      expect.arrayContaining([
        'sign',
        'drawings',
        'approveDrawings',
        'payStages',
        'start',
        'report',
        'accept',
      ]),
    );
    expect(await ledgerKeys(info.orders)).toEqual([
      `project:${info.orders}:stage:1:hold`,
      `project:${info.orders}:stage:1:release`,
      `project:${info.orders}:stage:2:hold`,
      `project:${info.orders}:stage:3:hold`,
      `project:${info.orders}:stage:2:release`,
      `project:${info.orders}:stage:3:release`,
    ]);

    // the project closes 15 days after acceptance
    await due(id, PROJECT_JOBS.finish);
    await r.runDue();
    expect((await ok(client.a, 'businesPrjctInfo', { id })).status).toBe('closed');
  });
});

describe('timers', () => {
  it('reminds the client 3 and 1 days before move-in, the factory too at 1 day; not once held', async () => {
    const s = await signedProject(t, op);
    const r = runner();
    await due(s.id, PROJECT_JOBS.payReminder, "AND payload->>'days' = '3'");
    await r.runDue();
    expect((await lastMessage(s.client))!.title).toBe('3天后进场，请托管款项');
    await due(s.id, PROJECT_JOBS.payReminder, "AND payload->>'days' = '1'");
    await r.runDue();
    expect((await lastMessage(s.client))!.title).toBe('1天后进场，请托管款项');
    expect((await lastMessage(s.factory))!.title).toBe('客户尚未托管进场款');

    const held = await signedProject(t, op);
    await ok(held.client.a, 'bPayStages', { id: held.id, paycode: PAYCODE });
    const before = await lastMessage(held.client);
    await due(held.id, PROJECT_JOBS.payReminder, "AND payload->>'days' = '1'");
    await r.runDue();
    expect(await lastMessage(held.client)).toEqual(before);
  });

  it('reminds both sides a week before the 报馆 deadline and the factory the day before move-in (issue 31)', async () => {
    const s = await signedProject(t, op);
    const r = runner();
    const [p] = await q<{ bgdate: string; indate: string }>(
      'SELECT bgdate::text, indate::text FROM projects WHERE id = $1',
      [s.id],
    );
    const runAt = async (key: string) =>
      (
        await q<{ run_at: Date }>(
          `SELECT run_at FROM jobs WHERE name = $1 AND payload->>'project' = $2 AND payload->>'key' = $3`,
          [PROJECT_JOBS.dateReminder, String(s.id), key],
        )
      ).map((j) => j.run_at.getTime());
    // 09:00 China time, 7 days before the 报馆 deadline and 1 day before move-in
    expect(await runAt('bgdate7')).toEqual([
      new Date(`${p!.bgdate}T09:00:00+08:00`).getTime() - 7 * 86_400_000,
    ]);
    expect(await runAt('indate')).toEqual([new Date(`${p!.indate}T09:00:00+08:00`).getTime() - 86_400_000]);
    await due(s.id, PROJECT_JOBS.dateReminder, "AND payload->>'key' = 'bgdate7'");
    await r.runDue();
    expect((await lastMessage(s.factory))!.title).toBe('7天后报馆截止');
    expect((await lastMessage(s.client))!.title).toBe('7天后报馆截止');
    await due(s.id, PROJECT_JOBS.dateReminder, "AND payload->>'key' = 'indate'");
    await r.runDue();
    expect((await lastMessage(s.factory))!.title).toBe('明天进场搭建');
    expect((await lastMessage(s.client))!.title).toBe('7天后报馆截止');
  });

  it('sets the move-in at China 00:00 of indate, auto-acceptance 3 days after the show', async () => {
    const s = await signedProject(t, op);
    const [p] = await q<{ indate: string; edate: string }>(
      'SELECT indate::text, edate::text FROM projects WHERE id = $1',
      [s.id],
    );
    const [job] = await q<{ run_at: Date }>(
      `SELECT run_at FROM jobs WHERE name = $1 AND payload->>'project' = $2`,
      [PROJECT_JOBS.moveIn, String(s.id)],
    );
    expect(new Date(job!.run_at).toISOString()).toBe(chinaAt(p!.indate).toISOString());
    expect(chinaAt('2027-03-10').toISOString()).toBe('2027-03-09T16:00:00.000Z');
    // the show's last day + 3 whole days, or 3 days after a report that came later
    expect(autoAcceptAt('2027-03-10', new Date('2027-03-08T02:00:00Z')).toISOString()).toBe(
      '2027-03-13T16:00:00.000Z',
    );
    expect(autoAcceptAt('2027-03-10', new Date('2027-03-20T02:00:00Z')).toISOString()).toBe(
      '2027-03-23T02:00:00.000Z',
    );
  });

  it('starts the build at move-in without the 进场款, warns the factory, pays on a late hold at once', async () => {
    const s = await signedProject(t, op);
    await due(s.id, PROJECT_JOBS.moveIn);
    await runner().runDue();
    let info = await ok(s.client.a, 'businesPrjctInfo', { id: s.id });
    expect(info.status).toBe('building');
    expect(stageStates(info)).toEqual(['prepay:held', 'movein:planned', 'final:planned']);
    expect((await lastMessage(s.factory))!.title).toBe('进场款未托管');
    info = await ok(s.client.a, 'bPayStages', { id: s.id, paycode: PAYCODE });
    expect(stageStates(info)).toEqual(['prepay:held', 'movein:released', 'final:held']);
    expect((await balances(s.factory)).coins).toBe(net(MOVEIN));
  });

  it('auto-accepts when nobody answers; a timer set before a later move does nothing', async () => {
    const s = await reported();
    await due(s.id, PROJECT_JOBS.autoAccept);
    await runner().runDue();
    const info = await ok(s.client.a, 'businesPrjctInfo', { id: s.id });
    expect(info).toMatchObject({ status: 'accepted', reportck: 1 });
    expect(info.orbits.filter((o) => o.action === 'autoAccept')).toHaveLength(1);
    expect((await lastMessage(s.client))!.title).toBe('项目已自动验收');
    expect(await balances(s.client)).toEqual({ coins: 1000, escrow: 0 });
  });

  it('an acceptance racing the auto-acceptance job: exactly one wins, the 尾款 paid once', async () => {
    const s = await reported();
    await due(s.id, PROJECT_JOBS.autoAccept);
    const [accept] = await Promise.all([
      call(s.client.a, 'bUpdateReports', { id: s.id, paycode: PAYCODE }),
      runner().runDue(),
    ]);
    expect(['success', 'state_conflict']).toContain(accept.body.errCode);
    const info = await ok(s.client.a, 'businesPrjctInfo', { id: s.id });
    expect(info.status).toBe('accepted');
    expect(info.orbits.filter((o) => o.action === 'accept' || o.action === 'autoAccept')).toHaveLength(1);
    const keys = await ledgerKeys(info.orders);
    expect(keys.filter((k) => k.endsWith(':stage:3:release'))).toHaveLength(1);
    expect((await balances(s.factory)).coins).toBe(net(PREPAY) + net(MOVEIN) + net(FINAL));
  });
});

describe('bad input', () => {
  it('refuses strangers and the wrong side', async () => {
    const s = await signedProject(t, op);
    const stranger = await member(t, { business: true });
    const pic = await image(s.factory.a, 'document');
    await refused(stranger.a, 'fUpdateDrawings', { id: s.id, drawings: [pic] }, 'forbidden');
    await refused(s.client.a, 'fUpdateDrawings', { id: s.id, drawings: [pic] }, 'forbidden');
    await refused(s.factory.a, 'bApproveDrawings', { id: s.id, paycode: PAYCODE }, 'forbidden');
    await refused(stranger.a, 'bPayStages', { id: s.id, paycode: PAYCODE }, 'forbidden');
    await refused(s.factory.a, 'bUpdateReports', { id: s.id, paycode: PAYCODE }, 'forbidden');
    // another member's file is not the factory's drawing
    const theirs = await image(s.client.a, 'document');
    await refused(s.factory.a, 'fUpdateDrawings', { id: s.id, drawings: [theirs] }, 'invalid_params');
    await refused(s.factory.a, 'fUpdateDrawings', { id: s.id, drawings: [] }, 'invalid_params');
    await refused(s.factory.a, 'fUpdateDrawings', { id: 99_999_999, drawings: [pic] }, 'not_found');
    const info = await ok(s.client.a, 'businesPrjctInfo', { id: s.id });
    expect(info.drawings).toEqual([]);
    // a stranger sees none of it
    const seen = await ok(stranger.a, 'businesPrjctInfo', { id: s.id });
    expect(seen).toMatchObject({ stages: [], deadlines: [], drawings: [] });
  });

  it('refuses a wrong pay password and a short balance, and writes nothing', async () => {
    // topped up with the 预付款 and ¥100 only
    const s = await signedProject(t, op, { topUp: PREPAY + 100 });
    await refused(s.client.a, 'bPayStages', { id: s.id, paycode: '000000' }, 'pay_password_wrong');
    await refused(
      s.client.a,
      'bPayStages',
      { id: s.id, paycode: PAYCODE },
      'insufficient_balance',
      `余额不足：需托管 ¥${grouped(MOVEIN + FINAL)}.00，可用余额 ¥100.00，请先充值`,
    );
    const info = await ok(s.client.a, 'businesPrjctInfo', { id: s.id });
    expect(stageStates(info)).toEqual(['prepay:held', 'movein:planned', 'final:planned']);
    expect(info.orbits.map((o) => o.action)).not.toContain('payStages');
    expect(await balances(s.client)).toEqual({ coins: 100, escrow: PREPAY });
  });

  it('refuses steps in the wrong state', async () => {
    const s = await signedProject(t, op);
    await refused(s.client.a, 'bUpdateReports', { id: s.id, paycode: PAYCODE }, 'state_conflict');
    const pic = await image(s.factory.a, 'document');
    await refused(s.factory.a, 'fUpdateReports', { id: s.id, reportpics: [pic] }, 'state_conflict');
  });
});

describe('complaints', () => {
  type Complaint = {
    id: number;
    amount: number;
    status: string;
    canDecide: boolean;
    done: { client: boolean; provider: boolean };
  };
  type Evidence = {
    deliveries: { n: number; attach: unknown[] }[];
    orbits: { action: string }[];
    conversation: { side: string; conts: string }[];
  };
  /** The statement window ends: the database clock moves past `closes_at` (decision 047). */
  const windowEnds = (id: number) =>
    q("UPDATE complaints SET closes_at = now() - interval '1 second' WHERE id = $1", [id]);
  const complain = (m: Member, id: number) =>
    ok<Complaint>(m.a, 'Complain/complainAdd', {
      kind: 'project',
      id,
      conts: '工厂进场后迟迟不施工，展台无法按时完工。',
    });

  it('a complaint pauses everything; a split decision divides the held stages and closes the project', async () => {
    const s = await drawingsApproved();
    await ok(s.client.a, 'bPayStages', { id: s.id, paycode: PAYCODE });
    const c = await complain(s.client, s.id);
    expect(c.amount).toBe(MOVEIN + FINAL);
    // the quotation and the drawings attached for the operator; the timeline too
    const ev = await ok<Evidence>(op, 'Admin/complaintEvidence', { id: c.id });
    expect(ev.deliveries.map((d) => d.n)).toEqual([1, 2]);
    expect(ev.orbits.map((o) => o.action)).toContain('complain');
    await refused(s.factory.a, 'Admin/complaintEvidence', { id: c.id }, 'forbidden');
    let info = await ok(s.client.a, 'businesPrjctInfo', { id: s.id });
    expect(info.status).toBe('disputed');
    // the factory is told it may respond, and by when
    const f = await ok<{ next: string }>(s.factory.a, 'businesPrjctInfo', { id: s.id });
    expect(f.next).toMatch(
      /^对方发起了投诉（托管款项暂停支付）。您可在 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 前提交陈述和材料回应，或放弃补充陈述/,
    );
    expect(info.deadlines).toEqual([]);
    // no second complaint, no release, no report while it is open
    await refused(
      s.factory.a,
      'Complain/complainAdd',
      {
        kind: 'project',
        id: s.id,
        conts: '客户无故投诉，我方已按图施工。',
      },
      'conflict',
    );
    await refused(s.client.a, 'bUpdateReports', { id: s.id, paycode: PAYCODE }, 'state_conflict');
    // the move-in timer was set before the complaint: it does nothing
    await due(s.id, PROJECT_JOBS.moveIn);
    await runner().runDue();
    info = await ok(s.client.a, 'businesPrjctInfo', { id: s.id });
    expect(info.status).toBe('disputed');
    expect(stageStates(info)).toEqual(['prepay:released', 'movein:held', 'final:held']);

    // both sides end their statements: the operator may decide before the window ends
    const split = { id: c.id, outcome: 'split', percent: 50, reason: '双方均有责任，按比例分配' };
    await refused(
      op,
      'Admin/complaintDecide',
      split,
      'state_conflict',
      /客户和工厂尚未提交最终陈述或放弃补充陈述/,
    );
    expect((await ok<Complaint>(s.client.a, 'Complain/complainWaive', { id: c.id })).canDecide).toBe(false);
    expect((await ok<Complaint>(s.factory.a, 'Complain/complainWaive', { id: c.id })).canDecide).toBe(true);
    const done = await ok<{ status: string; providerGets: number; clientGets: number; commission: number }>(
      op,
      'Admin/complaintDecide',
      split,
    );
    // 50 % of ¥11,812 and of ¥8,859 to the factory, 10 % commission on that part
    expect(done).toMatchObject({
      status: 'decided',
      providerGets: 9301.95,
      commission: 1033.55,
      clientGets: 10335.5,
    });
    info = await ok(s.client.a, 'businesPrjctInfo', { id: s.id });
    expect(info.status).toBe('closed');
    expect(stageStates(info)).toEqual(['prepay:released', 'movein:split', 'final:split']);
    expect(await balances(s.client)).toEqual({ coins: 1000 + 10335.5, escrow: 0 });
    expect(info.orbits.map((o) => o.action)).toContain('decideSplit');
  });

  it('a refund decision gives every held stage back; complaints need money in escrow', async () => {
    const s = await signedProject(t, op);
    const c = await complain(s.factory, s.id);
    expect(c.amount).toBe(PREPAY);
    await windowEnds(c.id);
    await ok(op, 'Admin/complaintDecide', { id: c.id, outcome: 'refund', reason: '工厂未能按约履行' });
    const info = await ok(s.client.a, 'businesPrjctInfo', { id: s.id });
    expect(info.status).toBe('closed');
    expect(stageStates(info)).toEqual(['prepay:refunded', 'movein:planned', 'final:planned']);
    expect(await balances(s.client)).toEqual({ coins: 30530, escrow: 0 });
    await refused(s.client.a, 'bPayStages', { id: s.id, paycode: PAYCODE }, 'state_conflict');
    // a release decision: what is held goes to the factory, the project is accepted; no second complaint
    const w = await signedProject(t, op);
    const wc = await complain(w.client, w.id);
    await windowEnds(wc.id);
    await ok(op, 'Admin/complaintDecide', {
      id: wc.id,
      outcome: 'release',
      reason: '工厂已按约履行，预付款支付给工厂',
    });
    const r = await ok(w.client.a, 'businesPrjctInfo', { id: w.id });
    expect(r.status).toBe('accepted');
    expect((await balances(w.factory)).coins).toBe(net(PREPAY));
    await refused(
      w.client.a,
      'Complain/complainAdd',
      { kind: 'project', id: w.id, conts: '再次投诉，要求退还预付款。' },
      'state_conflict',
      '项目已验收或已关闭，不能再发起投诉',
    );
  });

  it('a drawings approval racing a complaint: money moves once and the complaint holds what is left', async () => {
    const s = await signedProject(t, op);
    const pic = await image(s.factory.a, 'document');
    await ok(s.factory.a, 'fUpdateDrawings', { id: s.id, drawings: [pic] });
    await ok(s.client.a, 'bPayStages', { id: s.id, paycode: PAYCODE });
    const [approve, c] = await Promise.all([
      call(s.client.a, 'bApproveDrawings', { id: s.id, paycode: PAYCODE }),
      call<Complaint>(s.factory.a, 'Complain/complainAdd', {
        kind: 'project',
        id: s.id,
        conts: '客户迟迟不确认施工图，影响备料。',
      }),
    ]);
    expect(c.body.errCode).toBe('success');
    const info = await ok(s.client.a, 'businesPrjctInfo', { id: s.id });
    expect(info.status).toBe('disputed');
    if (approve.body.errCode === 'success') {
      expect(stageStates(info)[0]).toBe('prepay:released');
      expect(c.body.data!.amount).toBe(MOVEIN + FINAL);
      expect((await balances(s.factory)).coins).toBe(net(PREPAY));
    } else {
      expect(approve.body.errCode).toBe('state_conflict');
      expect(stageStates(info)[0]).toBe('prepay:held');
      expect(c.body.data!.amount).toBe(PREPAY + MOVEIN + FINAL);
      expect((await balances(s.factory)).coins).toBe(0);
    }
  });
});

describe('reviews and contacts', () => {
  it('both sides review an accepted project; the second review publishes both', async () => {
    const s = await reported();
    const stranger = await member(t, { business: true });
    const body = { id: s.id, fit: 5, punctual: 4, comm: 5, value: 4, conts: '展台按图完工，质量很好。' };
    // not before acceptance
    await refused(s.client.a, 'businesCmt', body, 'state_conflict', '搭建项目完成后才能评价');
    await ok(s.client.a, 'bUpdateReports', { id: s.id, paycode: PAYCODE });
    await refused(stranger.a, 'businesCmt', body, 'forbidden');
    // the factory may not rate the client's criteria
    await refused(s.factory.a, 'businesCmt', body, 'invalid_params');
    const mine = await ok<{ id: number; state: string; role: string }>(s.client.a, 'businesCmt', body);
    expect(mine).toMatchObject({ state: 'pending', role: 'client' });
    await refused(s.client.a, 'businesCmt', body, 'state_conflict');
    // the factory is told, with a link straight to its review form of this project
    const [told] = await t.database.query<{ link: string }>(
      "SELECT link FROM messages WHERE member_id = $1 AND title = '对方已评价'",
      [s.factory.id],
    );
    expect(told!.link).toBe(`/personCenter/evaluateEdit?id=${s.id}&kind=project`);
    const theirs = await ok<{ state: string }>(s.factory.a, 'businesCmt', {
      id: s.id,
      clarity: 5,
      payment: 5,
      comm: 4,
      conts: '客户需求清晰，付款及时。',
    });
    expect(theirs.state).toBe('published');
    const item = await ok<{ state: string; kind: string }>(s.client.a, 'businesCmtItem', { id: mine.id });
    expect(item).toMatchObject({ state: 'published', kind: 'project' });
    const received = await ok<{ listItem: { kind: string }[] }>(s.factory.a, 'businesCmtList', {
      tab: 'received',
    });
    expect(received.listItem.map((r) => r.kind)).toContain('project');
    const view = await ok<Record<string, unknown>>(s.factory.a, 'businesCmtPrjct', { id: s.id });
    expect(view).toMatchObject({ kind: 'project', role: 'provider', canReview: false });
    expect((view.criteria as { key: string }[]).map((c) => c.key)).toEqual(['clarity', 'payment', 'comm']);
    expect(view.theirs).toMatchObject({ role: 'client', state: 'published' });
  });

  it('shows each side the other one’s contacts once a factory is chosen, nobody else', async () => {
    const s = await signedProject(t, op);
    const stranger = await member(t, { business: true });
    const c = await ok<{ mobile: string; cardno: string }>(s.client.a, 'winnerInfo', { id: s.id });
    expect(c.mobile).toBe(s.factory.mobile);
    const f = await ok<{ mobile: string }>(s.factory.a, 'winnerInfo', { id: s.id });
    expect(f.mobile).toBe(s.client.mobile);
    await refused(stranger.a, 'winnerInfo', { id: s.id }, 'not_found');
  });
});
