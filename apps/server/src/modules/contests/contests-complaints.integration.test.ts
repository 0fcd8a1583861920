import { afterEach, describe, expect, it } from 'vitest';
import {
  approvedDesigner,
  decide,
  image,
  type Member,
  member,
  setPayPassword,
} from '../../../test/people.ts';
import { callsOf, fileApp } from '../../../test/test-app.ts';
import { showComplaints } from '../complaints/complaints-of-show.ts';
import { createJobRunner } from '../jobs/jobs-runner.ts';
import { auditLedger } from '../wallet/wallet-repository.ts';
import { contestBody } from '../../../test/contests.ts';

/**
 * Complaints about design contests (issue 30 point 4; decision 063): the subject is an awarded place, the
 * pair its client and its winner; opened once every winner handed over and before acceptance, decided per
 * place by an operator after decision 047's window (moved with the database clock). PGlite, and
 * PostgreSQL with TEST_DATABASE_URL; the ledger audit clean after each test.
 */

const { t, op, wallet } = fileApp({ env: { CONTEST_MIN_PRIZE_YUAN: '100', WALLET_COMMISSION_BPS: '1000' } });
const PAYCODE = '482916';
afterEach(async () => expect(await auditLedger(t.database.db)).toEqual([]));

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);
const { ok, refused } = callsOf<{ id: number; status: string; next: string; actions: { name: string }[] }>(
  'Contest',
);
const runDue = () =>
  createJobRunner({
    database: t.database,
    definitions: t.app.jobs.definitions(),
    concurrency: 1,
    pollMs: 20,
    log: t.app.log,
  }).runDue();
const runNow = async (name: string, id: number) => {
  await q(
    `UPDATE jobs SET run_at = now() WHERE name = $1 AND state = 'queued' AND payload->>'contest' = $2`,
    [name, String(id)],
  );
  await runDue();
};
const balances = async (m: Member) => {
  const w = (await m.a.post<{ coins: number; escrow: number }>('/api/Member/walletInfo', {})).body.data!;
  return { coins: w.coins, escrow: w.escrow };
};
const contestRow = async (id: number) =>
  (
    await q<{ status: string; paused_ms: string | null; due_at: Date | null; orders: string; left: number }>(
      `SELECT status, paused_ms, due_at, orders,
         extract(epoch FROM (due_at - now()))::int AS left FROM contests WHERE id = $1`,
      [id],
    )
  )[0]!;
const ledgerKeys = async (orders: string) =>
  (
    await q<{ key: string }>('SELECT key FROM ledger_transactions WHERE key LIKE $1 ORDER BY id', [
      `contest:${orders}:%`,
    ])
  ).map((r) => r.key);
const windowEnds = (id: number) =>
  q("UPDATE complaints SET closes_at = now() - interval '1 second' WHERE id = $1", [id]);

type Complaint = {
  id: number;
  kind: string;
  status: string;
  role: string;
  link: string;
  title: string;
  amount: number;
  providerGets: number;
  clientGets: number;
  commission: number;
};

/**
 * A contest of ¥1,000 with `split` places, every winner handed over (`delivered`), and one more entry
 * that won nothing.
 */
async function delivered(split: number[]) {
  const c = await member(t, { business: true });
  await setPayPassword(t, c, PAYCODE);
  await wallet.topUp({ member: c.id, amount: 100_000, key: `cc:${c.id}` });
  const { id } = await ok(
    c.a,
    'contestPub',
    contestBody(PAYCODE, { title: '投诉测试 36㎡ 展台设计比稿', winners: split.length, split }),
  );
  await decide(op, 'contest', id);
  const designers: Member[] = [];
  const entries: number[] = [];
  for (let i = 0; i <= split.length; i++) {
    const d = await approvedDesigner(t, op);
    designers.push(d);
    entries.push(
      (await ok(d.a, 'entrySubmit', { id, conts: `方案${i + 1}：品牌蓝为主色。`, pics: [await image(d.a)] }))
        .id,
    );
  }
  await q(`UPDATE contests SET euntil = now() - interval '1 second' WHERE id = $1`, [id]);
  await runNow('contests.entryEnd', id);
  const won = entries.slice(0, split.length);
  await ok(c.a, 'chooseWinners', { id, entries: won });
  for (let i = 0; i < split.length; i++) {
    const d = designers[i]!;
    await ok(d.a, 'entryHandover', { id: won[i], conts: '源文件', attach: [await image(d.a, 'document')] });
  }
  expect((await contestRow(id)).status).toBe('delivered');
  return { c, id, designers, entries, other: designers[split.length]!, otherEntry: entries[split.length]! };
}

const complain = (m: Member, entry: number, conts = '源文件与效果图不一致，缺少施工图。') =>
  ok<Complaint>(m.a, 'Complain/complainAdd', { kind: 'contest', id: entry, conts });

describe('complaints about a design contest', () => {
  it('a place’s pair complains; strangers and other entrants refused; the window binds the operator; a split settles that place and the rest is accepted', async () => {
    const { c, id, designers, entries, other, otherEntry } = await delivered([60, 40]);
    const [w1, w2] = designers as [Member, Member];
    const [e1, e2] = entries as [number, number];
    const stranger = await member(t);
    const before = await contestRow(id);

    // who may complain about place 1: its client and its winner only
    const body = { kind: 'contest', id: e1, conts: '源文件与效果图不一致，缺少施工图。' };
    await refused(stranger.a, 'Complain/complainAdd', body, 'forbidden', '只有悬赏比稿的双方可以发起投诉');
    await refused(other.a, 'Complain/complainAdd', body, 'forbidden', '只有悬赏比稿的双方可以发起投诉');
    await refused(w2.a, 'Complain/complainAdd', body, 'forbidden', '只有悬赏比稿的双方可以发起投诉');
    await refused(
      other.a,
      'Complain/complainAdd',
      { ...body, id: otherEntry },
      'state_conflict',
      '该稿件没有获奖名次，不能发起投诉',
    );
    await refused(c.a, 'Complain/complainAdd', { ...body, id: 999_999 }, 'not_found', '悬赏比稿不存在');
    expect((await q<{ n: number }>('SELECT count(*)::int AS n FROM complaints'))[0]!.n).toBe(0);

    // the client complains about place 1: disputed, the automatic acceptance paused
    const opened = await complain(c, e1);
    expect(opened).toMatchObject({
      kind: 'contest',
      status: 'open',
      role: 'client',
      link: `/contestDetail?id=${id}`,
      title: '投诉测试 36㎡ 展台设计比稿（第1名）',
      amount: 600,
    });
    // the show plan lists it with the contest, for the pair only (issue 31)
    const onPlan = (m: Member) =>
      t.database.db.transaction((tx) => showComplaints(tx, m.id, [{ kind: 'contest', id }]));
    expect(await onPlan(w1)).toMatchObject([
      { id: opened.id, kind: 'contest', dealId: id, mine: false, link: `/contestDetail?id=${id}` },
    ]);
    expect(await onPlan(c)).toMatchObject([{ id: opened.id, mine: true }]);
    expect(await onPlan(w2)).toEqual([]);
    const paused = await contestRow(id);
    expect(paused.status).toBe('disputed');
    expect(paused.due_at).toBeNull();
    expect(Number(paused.paused_ms)).toBeGreaterThan(6 * 86_400_000);
    // each side's 下一步; the other winner waits; a second complaint waits for this one
    expect((await ok(c.a, 'contestInfo', { id })).next).toMatch(/^您已发起投诉（自动验收已暂停）/);
    expect((await ok(w1.a, 'contestInfo', { id })).next).toMatch(/^对方发起了投诉（自动验收已暂停）/);
    expect((await ok(w2.a, 'contestInfo', { id })).next).toBe('投诉处理中，自动验收暂停，等待平台裁决');
    await refused(
      w2.a,
      'Complain/complainAdd',
      { ...body, id: e2 },
      'state_conflict',
      '该比稿正在投诉处理中，请等待平台裁决后再发起投诉',
    );
    await refused(c.a, 'contestAccept', { id, paycode: PAYCODE }, 'state_conflict');
    // the automatic acceptance set before does nothing now
    await runNow('contests.autoAccept', id);
    expect((await contestRow(id)).status).toBe('disputed');

    // the winner answers with a final statement; the client has not ended: no decision yet
    await ok(w1.a, 'Complain/complainEdit', {
      id: opened.id,
      conts: '源文件已按交付物清单提交。',
      attach: [],
      final: true,
    });
    const split = { id: opened.id, outcome: 'split', percent: 50, reason: '源文件部分缺失，按一半结算' };
    await refused(op, 'Admin/complaintDecide', split, 'state_conflict', /尚未提交最终陈述或放弃补充陈述/);
    // the evidence: the entry and its final files, the contest's timeline
    const ev = await ok<{ deliveries: { n: number }[]; orbits: { action: string }[] }>(
      op,
      'Admin/complaintEvidence',
      { id: opened.id },
    );
    expect(ev.deliveries.map((d) => d.n)).toEqual([1, 2]);
    expect(ev.orbits.map((o) => o.action)).toContain('complain');

    // the window ends by the database clock: split 50 % of place 1's ¥600
    await windowEnds(opened.id);
    expect(await ok<Complaint>(op, 'Admin/complaintDecide', split)).toMatchObject({
      status: 'decided',
      providerGets: 270,
      clientGets: 300,
      commission: 30,
    });
    await refused(op, 'Admin/complaintDecide', split, 'state_conflict', '该投诉已裁决，请刷新后查看');
    // the contest resumes with the acceptance's time it had left; place 1 is not complainable again
    const resumed = await contestRow(id);
    expect(resumed.status).toBe('delivered');
    expect(resumed.left).toBeGreaterThan(before.left - 120);
    expect(resumed.left).toBeLessThanOrEqual(before.left + 5);
    await refused(w1.a, 'Complain/complainAdd', body, 'state_conflict', '该名次的奖金已结算，不能再发起投诉');
    const info = await ok<{
      awards: { place: number; paid: boolean }[];
      actions: { name: string; funds: { amount: number } | null }[];
    }>(c.a, 'contestInfo', { id });
    expect(info.awards.map((a) => [a.place, a.paid])).toEqual([
      [1, true],
      [2, false],
    ]);
    // the acceptance's money is what is still held: place 2's ¥400, not the whole prize
    expect(info.actions.find((a) => a.name === 'accept')?.funds?.amount).toBe(400);

    // the client accepts the rest: place 2 only, once
    expect((await ok(c.a, 'contestAccept', { id, paycode: PAYCODE })).status).toBe('completed');
    expect(await balances(w1)).toMatchObject({ coins: 270 });
    expect(await balances(w2)).toMatchObject({ coins: 360 });
    expect(await balances(c)).toEqual({ coins: 300, escrow: 0 });
    const orders = resumed.orders;
    expect(await ledgerKeys(orders)).toEqual([
      `contest:${orders}:hold`,
      `contest:${orders}:split:1`,
      `contest:${orders}:award:2`,
    ]);
  });

  it('refund: the place taken back and its share returned; the last place refunded closes the contest', async () => {
    const { c, id, designers, entries } = await delivered([100]);
    const [w] = designers as [Member];
    const opened = await complain(w, entries[0]!, '发布方收到源文件后一直不验收。');
    expect(opened.role).toBe('provider');
    // both sides end their statements: decided before the window's end
    await ok(c.a, 'Complain/complainWaive', { id: opened.id });
    await ok(w.a, 'Complain/complainWaive', { id: opened.id });
    expect(
      await ok<Complaint>(op, 'Admin/complaintDecide', {
        id: opened.id,
        outcome: 'refund',
        reason: '源文件与参赛稿件不符',
      }),
    ).toMatchObject({ providerGets: 0, clientGets: 1000, commission: 0 });
    const row = await contestRow(id);
    expect(row.status).toBe('closed');
    expect(await balances(c)).toEqual({ coins: 1000, escrow: 0 });
    expect(await balances(w)).toMatchObject({ coins: 0 });
    const [e] = await q<{ place: number | null }>('SELECT place FROM contest_entries WHERE id = $1', [
      entries[0],
    ]);
    expect(e?.place).toBeNull();
    expect(await ledgerKeys(row.orders)).toEqual([
      `contest:${row.orders}:hold`,
      `contest:${row.orders}:refund:place:1`,
    ]);
  });

  it('release: the share to the winner minus the commission; the last place paid completes the contest', async () => {
    const { c, id, designers, entries } = await delivered([100]);
    const [w] = designers as [Member];
    const opened = await complain(c, entries[0]!);
    await windowEnds(opened.id);
    expect(
      await ok<Complaint>(op, 'Admin/complaintDecide', {
        id: opened.id,
        outcome: 'release',
        reason: '源文件齐全，符合参赛稿件',
      }),
    ).toMatchObject({ providerGets: 900, clientGets: 0, commission: 100 });
    const row = await contestRow(id);
    expect(row.status).toBe('completed');
    expect(await balances(w)).toMatchObject({ coins: 900 });
    expect(await balances(c)).toEqual({ coins: 0, escrow: 0 });
    await refused(c.a, 'contestAccept', { id, paycode: PAYCODE }, 'state_conflict');
    await refused(
      c.a,
      'Complain/complainAdd',
      { kind: 'contest', id: entries[0], conts: '源文件仍然缺少施工图，再次投诉。' },
      'state_conflict',
    );
    expect(await ledgerKeys(row.orders)).toEqual([
      `contest:${row.orders}:hold`,
      `contest:${row.orders}:award:1`,
    ]);
  });

  it('not before every winner handed over: the handover window’s own rule decides a place not handed over', async () => {
    const c = await member(t, { business: true });
    await setPayPassword(t, c, PAYCODE);
    await wallet.topUp({ member: c.id, amount: 100_000, key: `cc2:${c.id}` });
    const { id } = await ok(
      c.a,
      'contestPub',
      contestBody(PAYCODE, { title: '投诉测试 交付前', prize: 500 }),
    );
    await decide(op, 'contest', id);
    const d = await approvedDesigner(t, op);
    const e = (await ok(d.a, 'entrySubmit', { id, conts: '方案：品牌蓝为主色。', pics: [await image(d.a)] }))
      .id;
    await q(`UPDATE contests SET euntil = now() - interval '1 second' WHERE id = $1`, [id]);
    await runNow('contests.entryEnd', id);
    await ok(c.a, 'chooseWinners', { id, entries: [e] });
    await refused(
      c.a,
      'Complain/complainAdd',
      { kind: 'contest', id: e, conts: '获奖者一直不提交源文件，联系不上。' },
      'state_conflict',
      '获奖者提交源文件后才能发起投诉；逾期未提交的名次奖金将自动退回',
    );
  });
});
