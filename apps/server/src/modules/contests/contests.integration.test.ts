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
 * Design contests (issue 30) through the real calls on a fresh database (PGlite, and PostgreSQL with
 * TEST_DATABASE_URL): publishing with the prize held, moderation, entries and their limits, blind mode,
 * the client's tools, finalists, winners, handover and acceptance, every rule of decision 054's table with
 * the database clock moved (the contest's deadlines and the jobs' `run_at`), the races where money moves,
 * and bad input with nothing stored. The ledger audit is clean after each test.
 */

let t: TestApp;
let op: Agent;
let visitor: Agent;
let wallet: WalletService;
const PAYCODE = '482916';
// commission 10 %, prize at least ¥500, two entries per designer
const ENV = { WALLET_COMMISSION_BPS: '1000', CONTEST_MIN_PRIZE_YUAN: '500', CONTEST_MAX_ENTRIES: '2' };

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
const expectAuditClean = async () => expect(await auditLedger(t.database.db)).toEqual([]);
afterEach(expectAuditClean);

let topups = 0;
async function client(yuan = 0) {
  const m = await member(t, { business: true });
  await setPayPassword(t, m, PAYCODE);
  if (yuan > 0)
    await wallet.topUp({ member: m.id, amount: yuan * 100, key: `test-topup:${m.id}:${topups++}` });
  return m;
}
const designer = () => approvedDesigner(t, op);

const body = (over: Record<string, unknown> = {}) => ({
  title: '新能源汽车展 72㎡ 展台设计比稿',
  sizes: 72,
  opens: 3,
  layer: 1,
  style: '科技感',
  sdate: day(40),
  edate: day(43),
  tips: '',
  conts: '<p>需要一个科技感的展台，洽谈区和两台展车，品牌蓝为主色。</p>',
  types: ['效果图'],
  prize: 1000,
  winners: 1,
  split: [100],
  edays: 5,
  sdays: 3,
  paycode: PAYCODE,
  ...over,
});

type Info = Record<string, unknown> & {
  id: number;
  orders: string;
  status: string;
  checked: number;
  role: string;
  next: string;
  entries: number;
  actions: { name: string }[];
  awards: { place: number; entry: number; amount: number; handed: boolean }[];
  orbits: { action: string }[];
};
type Entry = {
  id: number;
  n: number;
  rating: number;
  comment: string;
  status: string;
  mine: boolean;
  place: number;
};
type Entries = { listItem: Entry[]; hidden: number };

const { call, ok, refused } = callsOf<Info>('Contest');

const balances = async (m: Member) => {
  const w = (await m.a.post<{ coins: number; escrow: number }>('/api/Member/walletInfo', {})).body.data!;
  return { coins: w.coins, escrow: w.escrow };
};
const ledgerKeys = async (orders: string) =>
  (
    await q<{ key: string }>('SELECT key FROM ledger_transactions WHERE key LIKE $1 ORDER BY id', [
      `contest:${orders}:%`,
    ])
  ).map((r) => r.key);

const runner = () =>
  createJobRunner({
    database: t.database,
    definitions: t.app.jobs.definitions(),
    concurrency: 1,
    pollMs: 20,
    log: t.app.log,
  });

/**
 * Moves a contest's queued timer of `name`, set for its current `rev`, to now (the database clock), as if
 * its time had come. Timers set for an older `rev` stay queued and do nothing when they run.
 */
const due = async (id: number, name: string) => {
  const current = `name = $1 AND state = 'queued' AND payload->>'contest' = $2
    AND (payload->>'rev')::int = (SELECT rev FROM contests WHERE id = $2::bigint)`;
  const n = await q<{ id: number }>(`SELECT id FROM jobs WHERE ${current}`, [name, String(id)]);
  expect(n, `${name} queued for contest ${id}`).toHaveLength(1);
  await q(`UPDATE jobs SET run_at = now() WHERE ${current}`, [name, String(id)]);
};

/** The entry deadline has passed (the contest's `euntil` and its timer moved to now), timers run. */
async function deadlinePasses(id: number) {
  await q(`UPDATE contests SET euntil = now() - interval '1 second' WHERE id = $1`, [id]);
  await due(id, 'contests.entryEnd');
  await runner().runDue();
}
/** The selection window has ended: its timer moved to now and run. */
async function windowEnds(id: number) {
  await q(`UPDATE contests SET suntil = now() - interval '1 second' WHERE id = $1`, [id]);
  await due(id, 'contests.selectEnd');
  await runner().runDue();
}

async function published(c: Member, over: Record<string, unknown> = {}) {
  const d = await ok(c.a, 'contestPub', body(over));
  await decide(op, 'contest', d.id);
  return d.id;
}
const entry = async (d: Member, id: number, over: Record<string, unknown> = {}) =>
  ok<Entry>(d.a, 'entrySubmit', {
    id,
    conts: '以品牌蓝为主色，开放式洽谈区在左侧，展车斜向摆放。',
    pics: [await image(d.a)],
    ...over,
  });
const entries = (a: Agent, id: number) => ok<Entries>(a, 'entryList', { id });
const info = (a: Agent, id: number) => ok(a, 'contestInfo', { id });

describe('publishing a contest', () => {
  it('refuses bad input with Chinese field errors and stores nothing', async () => {
    const c = await client(5000);
    const bad: [Record<string, unknown>, string, string][] = [
      [{ prize: 300 }, 'prize', '奖金不能少于¥500.00'],
      [{ prize: 'abc' }, 'prize', '奖金应为数字，最多两位小数'],
      [{ winners: 4, split: [40, 30, 20, 10] }, 'winners', '获奖人数为1–3人'],
      [{ winners: 2, split: [100] }, 'split', '请为2个名次分别填写奖金比例'],
      [{ winners: 2, split: [60, 30] }, 'split', '奖金分配合计应为100%'],
      [{ edays: 2 }, 'edays', '征稿天数为3–14天'],
      [{ edays: 15 }, 'edays', '征稿天数为3–14天'],
      [{ sdays: 8 }, 'sdays', '评选天数为1–7天'],
      [{ finals: 7 }, 'finals', '入围人数为0–6人'],
      [{ winners: 3, split: [50, 30, 20], finals: 2 }, 'finals', '入围人数不能少于获奖人数'],
      [{ sdate: day(-2), edate: day(1) }, 'sdate', '展会开始日期不能早于今天'],
      [{ paycode: '12' }, 'paycode', '支付密码为6位数字'],
    ];
    for (const [over, field, message] of bad) {
      const r = await call(c.a, 'contestPub', body(over));
      expect(r.body.errCode, JSON.stringify(over)).toBe('invalid_params');
      expect(
        (r.body.data as unknown as { fields: Record<string, string> }).fields[field],
        JSON.stringify(over),
      ).toBe(message);
    }
    await refused(c.a, 'contestPub', body({ paycode: '000000' }), 'pay_password_wrong');
    // another member's reference file
    const other = await client();
    await refused(c.a, 'contestPub', body({ attach: [await image(other.a, 'document')] }), 'invalid_params');
    expect(await q('SELECT id FROM contests WHERE member_id = $1', [c.id])).toEqual([]);
    expect(await balances(c)).toEqual({ coins: 5000, escrow: 0 });
  });

  it('refuses an unverified member, and a short balance with nothing stored', async () => {
    const plain = await member(t);
    await refused(plain.a, 'contestPub', body(), 'not_verified');
    const poor = await client(200);
    await refused(poor.a, 'contestPub', body(), 'insufficient_balance');
    expect(await q('SELECT id FROM contests WHERE member_id = $1', [poor.id])).toEqual([]);
    expect(await balances(poor)).toEqual({ coins: 200, escrow: 0 });
  });

  it('holds the prize at publishing; hidden until approved; approval opens entries with a deadline', async () => {
    const c = await client(3000);
    const d = await ok(c.a, 'contestPub', body({ prize: 1200 }));
    expect(d).toMatchObject({ status: 'open', checked: 0, prize: 1200, role: 'client', euntil: '' });
    expect(d.next).toBe('等待平台审核，审核通过后开始征稿');
    expect(await balances(c)).toEqual({ coins: 1800, escrow: 1200 });
    expect(await ledgerKeys(d.orders)).toEqual([`contest:${d.orders}:hold`]);
    await refused(visitor, 'contestInfo', { id: d.id }, 'not_found');
    const stranger = await designer();
    await refused(
      stranger.a,
      'entrySubmit',
      { id: d.id, conts: '看不见的比稿也想投一稿。', pics: [await image(stranger.a)] },
      'not_found',
    );
    // in the console's review queue like a task
    const queue = await ok<{ listItem: { id: number; kind: string }[] }>(op, 'Admin/contentList', {
      kind: 'contest',
      checked: 0,
    });
    expect(queue.listItem.map((x) => x.id)).toContain(d.id);
    await decide(op, 'contest', d.id);
    const open = await info(visitor, d.id);
    expect(open.status).toBe('open');
    const [row] = await q<{ left: number }>(
      `SELECT extract(epoch FROM euntil - now()) / 86400 AS left FROM contests WHERE id = $1`,
      [d.id],
    );
    expect(Number(row!.left)).toBeCloseTo(5, 1);
    const hall = await ok<{ listItem: { id: number }[] }>(visitor, 'contestHall', { sort: 'prize' });
    expect(hall.listItem.map((x) => x.id)).toContain(d.id);
  });
});

describe('entries', () => {
  it('a verified designer enters up to the limit, edits and withdraws before the deadline; refusals store nothing', async () => {
    const c = await client(2000);
    const id = await published(c);
    const d = await designer();
    const unverified = await member(t);
    await refused(
      unverified.a,
      'entrySubmit',
      { id, conts: '我也想参加这个比稿。', pics: [await image(unverified.a)] },
      'not_verified',
    );
    // the client itself
    await q('UPDATE members SET personauth = 1 WHERE id = $1', [c.id]);
    await refused(
      c.a,
      'entrySubmit',
      { id, conts: '给自己的比稿投一稿试试。', pics: [await image(c.a)] },
      'forbidden',
    );
    // another member's picture
    await refused(
      d.a,
      'entrySubmit',
      { id, conts: '用别人的图片投稿应该被拒绝。', pics: [await image(c.a)] },
      'invalid_params',
    );
    await refused(
      d.a,
      'entrySubmit',
      { id, conts: '太短', pics: [await image(d.a)] },
      'invalid_params',
      undefined,
    );
    expect(await q('SELECT id FROM contest_entries WHERE contest_id = $1', [id])).toEqual([]);
    const e1 = await entry(d, id);
    const e2 = await entry(d, id);
    expect([e1.n, e2.n]).toEqual([1, 2]);
    await refused(
      d.a,
      'entrySubmit',
      { id, conts: '第三稿超过了每人两稿的限制。', pics: [await image(d.a)] },
      'limit_exceeded',
      '每位设计师在一个比稿中最多投2稿',
    );
    const edited = await ok<Entry & { conts: string }>(d.a, 'entryEdit', {
      id: e1.id,
      conts: '修改后：洽谈区改到右侧，增加储物间。',
      pics: [await image(d.a)],
    });
    expect(edited.conts).toBe('修改后：洽谈区改到右侧，增加储物间。');
    await refused(
      c.a,
      'entryEdit',
      { id: e1.id, conts: '发布方不能改设计师的稿件。', pics: [await image(c.a)] },
      'forbidden',
    );
    expect((await ok<Entry>(d.a, 'entryWithdraw', { id: e2.id })).status).toBe('withdrawn');
    // a withdrawn entry frees a place
    await entry(d, id);
    expect((await info(c.a, id)).entries).toBe(2);
    await deadlinePasses(id);
    expect((await info(c.a, id)).status).toBe('selecting');
    await refused(
      d.a,
      'entrySubmit',
      { id, conts: '截止后再投稿应该被拒绝。', pics: [await image(d.a)] },
      'state_conflict',
      '该比稿已截止征稿',
    );
    await refused(d.a, 'entryWithdraw', { id: e1.id }, 'state_conflict', '征稿已截止，不能撤回稿件');
    await refused(
      d.a,
      'entryEdit',
      { id: e1.id, conts: '截止后修改稿件应该被拒绝。', pics: [await image(d.a)] },
      'state_conflict',
    );
    expect((await entries(c.a, id)).listItem).toHaveLength(2);
  });

  it('an entry after the deadline by the database clock is refused even before the timer runs', async () => {
    const c = await client(2000);
    const id = await published(c);
    const d = await designer();
    await q(`UPDATE contests SET euntil = now() - interval '1 second' WHERE id = $1`, [id]);
    await refused(
      d.a,
      'entrySubmit',
      { id, conts: '时间已过，但定时任务还没运行。', pics: [await image(d.a)] },
      'state_conflict',
    );
    expect(await q('SELECT id FROM contest_entries WHERE contest_id = $1', [id])).toEqual([]);
  });
});

describe('blind mode (enforced on the server)', () => {
  it('entrants see only their own, visitors nothing; after the winner the winner and the willing are public', async () => {
    const c = await client(2000);
    const id = await published(c, { blind: true });
    const [d1, d2, d3] = [await designer(), await designer(), await designer()];
    const e1 = await entry(d1, id);
    const e2 = await entry(d2, id, { show: true });
    const e3 = await entry(d3, id);
    const mine1 = await entries(d1.a, id);
    expect(mine1.listItem.map((e) => e.id)).toEqual([e1.id]);
    expect(mine1.hidden).toBe(2);
    expect((await entries(d2.a, id)).listItem.map((e) => e.id)).toEqual([e2.id]);
    const pub = await entries(visitor, id);
    expect(pub).toEqual({ listItem: [], hidden: 3 });
    expect((await entries(c.a, id)).listItem.map((e) => e.id)).toEqual([e1.id, e2.id, e3.id]);
    // ratings and comments: the client and the author only
    await ok(c.a, 'entryRate', { id: e1.id, rating: 5 });
    await ok(c.a, 'entryComment', { id: e1.id, conts: '色彩很好，洽谈区再大一些。' });
    await refused(d2.a, 'entryRate', { id: e1.id, rating: 1 }, 'not_found');
    await refused(d1.a, 'entryRate', { id: e1.id, rating: 5 }, 'forbidden');
    expect((await entries(d1.a, id)).listItem[0]).toMatchObject({
      rating: 5,
      comment: '色彩很好，洽谈区再大一些。',
    });
    await deadlinePasses(id);
    await ok(c.a, 'chooseWinners', { id, entries: [e3.id] });
    // the winner's entry, and the one whose author allowed it; never the third
    const after = await entries(visitor, id);
    expect(after.listItem.map((e) => e.id).sort()).toEqual([e2.id, e3.id].sort());
    expect(after.listItem.every((e) => e.rating === 0 && e.comment === '')).toBe(true);
    expect((await entries(d2.a, id)).listItem.map((e) => e.id).sort()).toEqual([e2.id, e3.id].sort());
    expect((await entries(d1.a, id)).listItem.map((e) => e.id).sort()).toEqual([e1.id, e2.id, e3.id].sort());
  });

  it('an open contest shows the entries in the running to everyone, never ratings or comments', async () => {
    const c = await client(2000);
    const id = await published(c);
    const [d1, d2] = [await designer(), await designer()];
    const e1 = await entry(d1, id);
    const e2 = await entry(d2, id);
    await ok(c.a, 'entryRate', { id: e1.id, rating: 3 });
    await ok(c.a, 'entryEliminate', { id: e2.id });
    const seen = await entries(d2.a, id);
    expect(seen.listItem.map((e) => [e.id, e.rating])).toEqual([
      [e1.id, 0],
      [e2.id, 0],
    ]);
    expect((await entries(visitor, id)).listItem.map((e) => e.id)).toEqual([e1.id]);
  });
});

describe('finalists, winners, handover and acceptance', () => {
  it('a blind contest from entries to the prize: finalists, a winner, handover, acceptance, one bill', async () => {
    const c = await client(3000);
    const id = await published(c, { blind: true, finals: 1, prize: 2000 });
    const [d1, d2] = [await designer(), await designer()];
    const e1 = await entry(d1, id);
    const e2 = await entry(d2, id);
    await ok(c.a, 'entryRate', { id: e2.id, rating: 4 });
    await deadlinePasses(id);
    // the round is on: finalists first
    await refused(
      c.a,
      'chooseWinners',
      { id, entries: [e2.id] },
      'state_conflict',
      '该比稿设有入围环节，请先选定入围稿件',
    );
    await refused(c.a, 'nameFinalists', { id, entries: [e1.id, e2.id] }, 'invalid_params');
    const fin = await ok(c.a, 'nameFinalists', { id, entries: [e2.id] });
    expect(fin.status).toBe('finalist');
    // a finalist revises; the other cannot
    await ok(d2.a, 'entryEdit', {
      id: e2.id,
      conts: '入围后修改：增加了灯光方案。',
      pics: [await image(d2.a)],
    });
    await refused(
      d1.a,
      'entryEdit',
      { id: e1.id, conts: '未入围的稿件不能修改。', pics: [await image(d1.a)] },
      'state_conflict',
    );
    await due(id, 'contests.reviseEnd');
    await runner().runDue();
    expect((await info(c.a, id)).status).toBe('judging');
    await refused(c.a, 'chooseWinners', { id, entries: [e1.id] }, 'invalid_params', undefined);
    const won = await ok(c.a, 'chooseWinners', { id, entries: [e2.id] });
    expect(won.status).toBe('handover');
    expect(won.awards).toEqual([
      expect.objectContaining({ place: 1, entry: e2.id, amount: 2000, handed: false }),
    ]);
    const winnerView = await info(d2.a, id);
    expect(winnerView.role).toBe('winner');
    expect(winnerView.actions.map((a) => a.name)).toContain('handover');
    await refused(
      d1.a,
      'entryHandover',
      { id: e1.id, conts: '源文件', attach: [await image(d1.a, 'document')] },
      'state_conflict',
    );
    const handed = await ok(d2.a, 'entryHandover', {
      id: e2.id,
      conts: '源文件与施工说明',
      attach: [await image(d2.a, 'document')],
    });
    expect(handed.status).toBe('delivered');
    // the notices went out after each commit: the entrants told the results, the client the handover
    const titles = async (m: Member) =>
      (await q<{ title: string }>('SELECT title FROM messages WHERE member_id = $1 ORDER BY id', [m.id])).map(
        (r) => r.title,
      );
    expect(await titles(d2)).toEqual(expect.arrayContaining(['稿件被评分', '您的稿件入围了', '恭喜您获奖']));
    expect(await titles(d1)).toEqual(expect.arrayContaining(['入围结果已公布', '获奖结果已公布']));
    expect(await titles(d1)).not.toContain('稿件被评分');
    expect(await titles(c)).toEqual(
      expect.arrayContaining(['收到参赛稿件', '征稿已截止，请评选', '获奖者已提交源文件']),
    );
    // 我的比稿: the client's and each entrant's, with their 下一步
    const mineC = await ok<{ listItem: { id: number; next: string }[] }>(c.a, 'myContests', {
      role: 'client',
    });
    expect(mineC.listItem.find((x) => x.id === id)?.next).toMatch(/^请验收源文件/);
    const mineD = await ok<{ listItem: { id: number; next: string }[] }>(d1.a, 'myContests', {
      role: 'entrant',
    });
    expect(mineD.listItem.map((x) => x.id)).toEqual([id]);
    expect(mineD.listItem[0]!.next).toBe('获奖结果已公布，感谢参与');
    await refused(c.a, 'contestAccept', { id, paycode: '000000' }, 'pay_password_wrong');
    const done = await ok(c.a, 'contestAccept', { id, paycode: PAYCODE });
    expect(done.status).toBe('completed');
    expect(await balances(c)).toEqual({ coins: 1000, escrow: 0 });
    expect((await balances(d2)).coins).toBe(1800);
    expect((await balances(d1)).coins).toBe(0);
    expect(await ledgerKeys(done.orders)).toEqual([
      `contest:${done.orders}:hold`,
      `contest:${done.orders}:award:1`,
    ]);
    // the winner's bills list the prize once
    const bills = await ok<{ listItem: { memo: string }[] }>(d2.a, 'Bills/transaction', { page: 1 });
    expect(bills.listItem.filter((b) => b.memo === '比稿奖金结算')).toHaveLength(1);
    await refused(c.a, 'contestAccept', { id, paycode: PAYCODE }, 'state_conflict');
    expect(done.orbits.map((o) => o.action)).toEqual([
      'publish',
      'approve',
      'entriesClose',
      'nameFinalists',
      'reviseEnd',
      'choose',
      'handover',
      'accept',
    ]);
  });

  it('two winners split as published; the last handover starts the 7-day auto-accept', async () => {
    const c = await client(2000);
    const id = await published(c, { prize: 1000, winners: 2, split: [70, 30] });
    const [d1, d2] = [await designer(), await designer()];
    const e1 = await entry(d1, id);
    const e2 = await entry(d2, id);
    await deadlinePasses(id);
    await refused(c.a, 'chooseWinners', { id, entries: [e1.id] }, 'invalid_params', undefined);
    await ok(c.a, 'chooseWinners', { id, entries: [e2.id, e1.id] });
    const first = await ok(d1.a, 'entryHandover', {
      id: e1.id,
      conts: '源文件',
      attach: [await image(d1.a, 'document')],
    });
    expect(first.status).toBe('handover');
    await ok(d2.a, 'entryHandover', { id: e2.id, conts: '源文件', attach: [await image(d2.a, 'document')] });
    await due(id, 'contests.autoAccept');
    await runner().runDue();
    expect((await info(c.a, id)).status).toBe('completed');
    expect((await balances(d2)).coins).toBe(630);
    expect((await balances(d1)).coins).toBe(270);
    expect(await balances(c)).toEqual({ coins: 1000, escrow: 0 });
  });
});

describe('the rules when nobody decides (decision 054), on the database clock', () => {
  it('not guaranteed, no finalist, no winner in the window: refunded in full', async () => {
    const c = await client(1000);
    const id = await published(c);
    const d = await designer();
    await entry(d, id);
    await deadlinePasses(id);
    await windowEnds(id);
    const r = await info(c.a, id);
    expect(r.status).toBe('closed');
    expect(await balances(c)).toEqual({ coins: 1000, escrow: 0 });
    expect(await ledgerKeys(r.orders)).toEqual([`contest:${r.orders}:hold`, `contest:${r.orders}:refund`]);
  });

  it('finalists named, no winner in the window: split equally among the finalists', async () => {
    const c = await client(1000);
    const id = await published(c, { prize: 1000, finals: 2 });
    const [d1, d2, d3] = [await designer(), await designer(), await designer()];
    const e1 = await entry(d1, id);
    const e2 = await entry(d2, id);
    await entry(d3, id);
    await deadlinePasses(id);
    await ok(c.a, 'nameFinalists', { id, entries: [e1.id, e2.id] });
    await windowEnds(id);
    expect((await info(c.a, id)).status).toBe('completed');
    // ¥500 each, minus 10 %
    expect((await balances(d1)).coins).toBe(450);
    expect((await balances(d2)).coins).toBe(450);
    expect((await balances(d3)).coins).toBe(0);
    expect(await balances(c)).toEqual({ coins: 0, escrow: 0 });
  });

  it('guaranteed with no finalists: split among the highest-rated entries, as many as the places', async () => {
    const c = await client(1200);
    const id = await published(c, { prize: 1200, guarantee: true, winners: 2, split: [50, 50] });
    const [d1, d2, d3] = [await designer(), await designer(), await designer()];
    const e1 = await entry(d1, id);
    const e2 = await entry(d2, id);
    const e3 = await entry(d3, id);
    await ok(c.a, 'entryRate', { id: e1.id, rating: 2 });
    await ok(c.a, 'entryRate', { id: e2.id, rating: 5 });
    await ok(c.a, 'entryRate', { id: e3.id, rating: 4 });
    await deadlinePasses(id);
    await windowEnds(id);
    expect((await info(c.a, id)).status).toBe('completed');
    expect((await balances(d2)).coins).toBe(540);
    expect((await balances(d3)).coins).toBe(540);
    expect((await balances(d1)).coins).toBe(0);
  });

  it('no entry at the deadline: extended once; empty again, closed by the client with a full refund', async () => {
    const c = await client(1000);
    const id = await published(c);
    await deadlinePasses(id);
    const empty = await info(c.a, id);
    expect(empty.status).toBe('empty');
    expect(empty.actions.map((a) => a.name)).toEqual(['extend', 'close']);
    await refused(c.a, 'contestExtend', { id, edays: 20 }, 'invalid_params');
    expect((await ok(c.a, 'contestExtend', { id, edays: 3 })).status).toBe('open');
    await refused(c.a, 'contestExtend', { id, edays: 3 }, 'state_conflict');
    await deadlinePasses(id);
    await refused(c.a, 'contestExtend', { id, edays: 3 }, 'state_conflict', '征稿期只能延长一次，请关闭比稿');
    expect((await ok(c.a, 'contestClose', { id })).status).toBe('closed');
    expect(await balances(c)).toEqual({ coins: 1000, escrow: 0 });
  });

  it('no entry and nobody acts by the end of the window: closed automatically, refunded', async () => {
    const c = await client(1000);
    const id = await published(c);
    await deadlinePasses(id);
    await due(id, 'contests.emptyEnd');
    await runner().runDue();
    expect((await info(c.a, id)).status).toBe('closed');
    expect(await balances(c)).toEqual({ coins: 1000, escrow: 0 });
  });

  it('a winner who does not hand over in time loses the place: its share back to the client', async () => {
    const c = await client(1000);
    const id = await published(c, { prize: 1000, winners: 2, split: [70, 30] });
    const [d1, d2] = [await designer(), await designer()];
    const e1 = await entry(d1, id);
    const e2 = await entry(d2, id);
    await deadlinePasses(id);
    await ok(c.a, 'chooseWinners', { id, entries: [e2.id, e1.id] });
    await ok(d1.a, 'entryHandover', { id: e1.id, conts: '源文件', attach: [await image(d1.a, 'document')] });
    await due(id, 'contests.handoverEnd');
    await runner().runDue();
    const lapsed = await info(c.a, id);
    expect(lapsed.status).toBe('delivered');
    expect(lapsed.awards.map((a) => [a.entry, a.amount])).toEqual([[e1.id, 300]]);
    expect(await balances(c)).toEqual({ coins: 700, escrow: 300 });
    await refused(
      d2.a,
      'entryHandover',
      { id: e2.id, conts: '晚了', attach: [await image(d2.a, 'document')] },
      'state_conflict',
    );
    await ok(c.a, 'contestAccept', { id, paycode: PAYCODE });
    expect((await balances(d1)).coins).toBe(270);
    expect((await balances(d2)).coins).toBe(0);
    expect(await ledgerKeys(lapsed.orders)).toEqual([
      `contest:${lapsed.orders}:hold`,
      `contest:${lapsed.orders}:forfeit`,
      `contest:${lapsed.orders}:award:2`,
    ]);
  });

  it('no winner hands over in time: closed, the whole prize refunded', async () => {
    const c = await client(1000);
    const id = await published(c);
    const d = await designer();
    const e = await entry(d, id);
    await deadlinePasses(id);
    await ok(c.a, 'chooseWinners', { id, entries: [e.id] });
    await due(id, 'contests.handoverEnd');
    await runner().runDue();
    const r = await info(c.a, id);
    expect(r.status).toBe('closed');
    expect(r.awards).toEqual([]);
    expect(await balances(c)).toEqual({ coins: 1000, escrow: 0 });
  });

  it('a contest with entries cannot be closed; one under review can, refunded', async () => {
    const c = await client(2000);
    const pending = await ok(c.a, 'contestPub', body());
    expect((await ok(c.a, 'contestClose', { id: pending.id })).status).toBe('closed');
    // approved afterwards, it stays closed: no entry period, no timer
    await decide(op, 'contest', pending.id);
    expect((await info(visitor, pending.id)).status).toBe('closed');
    expect(await q(`SELECT id FROM jobs WHERE payload->>'contest' = $1`, [String(pending.id)])).toEqual([]);
    const id = await published(c);
    await entry(await designer(), id);
    await refused(c.a, 'contestClose', { id }, 'state_conflict');
    expect(await balances(c)).toEqual({ coins: 1000, escrow: 1000 });
  });
});

describe('races where money moves (one outcome, the ledger audit clean)', () => {
  it('a winner chosen racing the window timer: one outcome, the prize moved once', async () => {
    const c = await client(1000);
    const id = await published(c);
    const d = await designer();
    const e = await entry(d, id);
    await deadlinePasses(id);
    await q(`UPDATE contests SET suntil = now() WHERE id = $1`, [id]);
    await due(id, 'contests.selectEnd');
    const [choice] = await Promise.all([
      call(c.a, 'chooseWinners', { id, entries: [e.id] }),
      runner().runDue(),
    ]);
    const r = await info(c.a, id);
    const keys = await ledgerKeys(r.orders);
    if (choice.body.errCode === 'success') {
      expect(r.status).toBe('handover');
      expect(keys).toEqual([`contest:${r.orders}:hold`]);
    } else {
      expect(choice.body.errCode).toBe('state_conflict');
      expect(r.status).toBe('closed');
      expect(keys).toEqual([`contest:${r.orders}:hold`, `contest:${r.orders}:refund`]);
    }
    await expectAuditClean();
  });

  it('two winner choices at once: one wins, the other is refused', async () => {
    const c = await client(1000);
    const id = await published(c);
    const [d1, d2] = [await designer(), await designer()];
    const e1 = await entry(d1, id);
    const e2 = await entry(d2, id);
    await deadlinePasses(id);
    const both = await Promise.all([
      call(c.a, 'chooseWinners', { id, entries: [e1.id] }),
      call(c.a, 'chooseWinners', { id, entries: [e2.id] }),
    ]);
    expect(both.map((r) => r.body.errCode).sort()).toEqual(['state_conflict', 'success']);
    const r = await info(c.a, id);
    expect(r.awards).toHaveLength(1);
    const [n] = await q<{ n: number }>(
      'SELECT count(*)::int AS n FROM contest_entries WHERE contest_id = $1 AND place IS NOT NULL',
      [id],
    );
    expect(n!.n).toBe(1);
  });

  it('a withdrawal racing the deadline: withdrawn before it (then empty) or refused after it', async () => {
    const c = await client(1000);
    const id = await published(c);
    const d = await designer();
    const e = await entry(d, id);
    await q(`UPDATE contests SET euntil = now() + interval '300 milliseconds' WHERE id = $1`, [id]);
    await due(id, 'contests.entryEnd');
    await new Promise((r) => setTimeout(r, 250));
    const [w] = await Promise.all([
      call(d.a, 'entryWithdraw', { id: e.id }),
      (async () => {
        await new Promise((r) => setTimeout(r, 60));
        await runner().runDue();
      })(),
    ]);
    const r = await info(c.a, id);
    if (w.body.errCode === 'success') expect(r.status).toBe('empty');
    else {
      expect(w.body.errCode).toBe('state_conflict');
      expect(r.status).toBe('selecting');
    }
    expect(await balances(c)).toEqual({ coins: 0, escrow: 1000 });
  });
});
