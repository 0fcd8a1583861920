import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approvedDesigner, decide, image, member, setPayPassword } from '../../../test/people.ts';
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
import { createWalletService } from '../wallet/wallet-service.ts';
import { contestBody } from '../../../test/contests.ts';

/**
 * The task hall's contests tab (issue 30): `contestHall` by phase (征稿中, 评选中, 已选出), place, prize band,
 * keyword, order and page, as a visitor, on a fresh database (PGlite, and PostgreSQL with TEST_DATABASE_URL).
 */

let t: TestApp;
let op: Agent;
let visitor: Agent;
const PAYCODE = '482916';
const KW = '大厅筛选';

beforeAll(async () => {
  t = await createTestApp({ env: { CONTEST_MIN_PRIZE_YUAN: '100' } });
  op = await operatorAgent(t);
  visitor = agent(t.app);
});
afterAll(() => t.close());
afterEach(async () => expect(await auditLedger(t.database.db)).toEqual([]));

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);
const { call, ok } = callsOf<{ id: number }>('Contest');
type Hall = { total: number; listItem: { id: number; prize: number; status: string; city: string }[] };
const hall = (body: Record<string, unknown>) => ok<Hall>(visitor, 'contestHall', { kw: KW, ...body });
const ids = async (body: Record<string, unknown>) => (await hall(body)).listItem.map((c) => c.id);

async function publish(prize: number, prov: string, city: string, title: string, approve = true) {
  const c = await member(t, { business: true });
  await setPayPassword(t, c, PAYCODE);
  await createWalletService({ db: t.database.db }).topUp({
    member: c.id,
    amount: prize * 100,
    key: `hall-topup:${c.id}`,
  });
  const d = await ok(
    c.a,
    'contestPub',
    contestBody(PAYCODE, {
      title: `${KW} ${title}`,
      sizes: 54,
      prov,
      city,
      conts: '<p>一个开放式的展台，洽谈区在入口右侧，品牌绿为主色。</p>',
      prize,
    }),
  );
  if (approve) await decide(op, 'contest', d.id);
  return { id: d.id, client: c };
}

/** Entries close now (the contest's deadline and its timer moved to the database's now) and the timers run. */
async function entriesClose(id: number) {
  await q(`UPDATE contests SET euntil = now() - interval '1 second' WHERE id = $1`, [id]);
  await q(
    `UPDATE jobs SET run_at = now() WHERE name = 'contests.entryEnd' AND state = 'queued' AND payload->>'contest' = $1`,
    [String(id)],
  );
  await createJobRunner({
    database: t.database,
    definitions: t.app.jobs.definitions(),
    concurrency: 1,
    pollMs: 20,
    log: t.app.log,
  }).runDue();
}

describe('the contests tab of the task hall (contestHall)', () => {
  it('filters by phase, place and prize; orders by date, prize and deadline; pages', async () => {
    const sh = await publish(800, '上海市', '上海市', '上海 800');
    const sz = await publish(5000, '江苏省', '苏州市', '苏州 5000');
    const nj = await publish(2000, '江苏省', '南京市', '南京 2000');
    // one selecting (an entry, the deadline passed), one with its winner chosen
    const selecting = await publish(3000, '上海市', '上海市', '评选中 3000');
    const done = await publish(1500, '上海市', '上海市', '已选出 1500');
    const d = await approvedDesigner(t, op);
    for (const x of [selecting, done])
      await ok(d.a, 'entrySubmit', {
        id: x.id,
        conts: '品牌绿为主色，开放式洽谈区在右侧。',
        pics: [await image(d.a)],
      });
    await entriesClose(selecting.id);
    await entriesClose(done.id);
    const [entry] = await q<{ id: number }>('SELECT id FROM contest_entries WHERE contest_id = $1', [
      done.id,
    ]);
    await ok(done.client.a, 'chooseWinners', { id: done.id, entries: [Number(entry!.id)] });
    // one under review: never listed
    const pending = await publish(900, '上海市', '上海市', '审核中 900', false);

    // 征稿中 by default, newest first
    expect(await ids({})).toEqual([nj.id, sz.id, sh.id]);
    expect(await ids({ status: 'selecting' })).toEqual([selecting.id]);
    const finished = await hall({ status: 'done' });
    expect(finished.listItem.map((c) => [c.id, c.status])).toEqual([[done.id, 'handover']]);
    // place: a province (its cities), a province and a city
    expect(await ids({ prov: '江苏省' })).toEqual([nj.id, sz.id]);
    expect(await ids({ prov: '江苏省', city: '苏州市' })).toEqual([sz.id]);
    // the prize's band (yuan, bounds included) and the orders
    expect(await ids({ minPrize: 1000, maxPrize: 3000 })).toEqual([nj.id]);
    expect(await ids({ minPrize: 2000 })).toEqual([nj.id, sz.id]);
    expect(await ids({ maxPrize: 800 })).toEqual([sh.id]);
    expect(await ids({ sort: 'prize' })).toEqual([sz.id, nj.id, sh.id]);
    await q(`UPDATE contests SET euntil = now() + interval '1 day' WHERE id = $1`, [sh.id]);
    await q(`UPDATE contests SET euntil = now() + interval '2 days' WHERE id = $1`, [nj.id]);
    await q(`UPDATE contests SET euntil = now() + interval '3 days' WHERE id = $1`, [sz.id]);
    expect(await ids({ sort: 'deadline' })).toEqual([sh.id, nj.id, sz.id]);
    // pages
    const p2 = await hall({ sort: 'prize', page: 2, pageSize: 2 });
    expect({ total: p2.total, ids: p2.listItem.map((c) => c.id) }).toEqual({ total: 3, ids: [sh.id] });
    // a closed contest, and one under review, are in no phase
    await q(`UPDATE contests SET status = 'closed' WHERE id = $1`, [sh.id]);
    for (const status of ['open', 'selecting', 'done']) {
      expect(await ids({ status })).not.toContain(sh.id);
      expect(await ids({ status })).not.toContain(pending.id);
    }
  });

  it('refuses a malformed filter with a Chinese field error', async () => {
    for (const [over, field, message] of [
      [{ minPrize: 'abc' }, 'minPrize', '最低奖金应为数字，最多两位小数'],
      [{ status: 'closed' }, 'status', '状态不正确'],
      [{ sort: 'views' }, 'sort', '排序方式不正确'],
    ] as const) {
      const r = await call(visitor, 'contestHall', over);
      expect(r.body.errCode).toBe('invalid_params');
      expect((r.body.data as unknown as { fields: Record<string, string> }).fields[field]).toBe(message);
    }
  });
});
