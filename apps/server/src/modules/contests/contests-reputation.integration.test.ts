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
import { createJobRunner } from '../jobs/jobs-runner.ts';
import { auditLedger } from '../wallet/wallet-repository.ts';
import { createWalletService } from '../wallet/wallet-service.ts';
import { contestBody } from '../../../test/contests.ts';

/**
 * Design contests in a designer's reputation (issue 30 point 6): a win and a finalist place count once the
 * contest is decided, through the people module's debounced recompute, and show on the designer's page
 * (`Designer/allWorks`); an entry that placed nowhere counts nothing. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */

let t: TestApp;
let op: Agent;
let visitor: Agent;
const PAYCODE = '482916';

beforeAll(async () => {
  t = await createTestApp({ env: { CONTEST_MIN_PRIZE_YUAN: '100' } });
  op = await operatorAgent(t);
  visitor = agent(t.app);
});
afterAll(() => t.close());
afterEach(async () => expect(await auditLedger(t.database.db)).toEqual([]));

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);
const { ok } = callsOf<{ id: number; status: string }>('Contest');
const runDue = () =>
  createJobRunner({
    database: t.database,
    definitions: t.app.jobs.definitions(),
    concurrency: 1,
    pollMs: 20,
    log: t.app.log,
  }).runDue();

/** The member's reputation recompute queued (debounced) is due now, and run. */
async function recompute(m: Member) {
  const jobs = await q<{ id: number }>(
    `SELECT id FROM jobs WHERE name = 'people.reputationOf' AND state = 'queued' AND payload->>'member' = $1`,
    [String(m.id)],
  );
  expect(jobs.length, `a recompute queued for member ${m.id}`).toBeGreaterThan(0);
  await q(
    `UPDATE jobs SET run_at = now() WHERE name = 'people.reputationOf' AND state = 'queued' AND payload->>'member' = $1`,
    [String(m.id)],
  );
  await runDue();
}
const reputationOf = async (m: Member) =>
  Number(
    (
      await q<{ r: number }>(
        `SELECT reputation AS r FROM profiles WHERE member_id = $1 AND kind = 'designer'`,
        [m.id],
      )
    )[0]!.r,
  );
const page = async (m: Member) =>
  (
    await visitor.post<{ contestWins: number; contestFinals: number; reputation: number }>(
      '/api/Designer/allWorks',
      { cardno: m.cardno },
    )
  ).body.data!;

describe("design contests in a designer's reputation", () => {
  it('a win and a finalist place count once decided, and show on the page; an entry alone counts nothing', async () => {
    const c = await member(t, { business: true });
    await setPayPassword(t, c, PAYCODE);
    await createWalletService({ db: t.database.db }).topUp({
      member: c.id,
      amount: 300_000,
      key: `rep:${c.id}`,
    });
    const contest = await ok(
      c.a,
      'contestPub',
      contestBody(PAYCODE, {
        title: '信誉测试 54㎡ 展台设计比稿',
        sizes: 54,
        conts: '<p>一个开放式的展台，洽谈区在入口右侧，品牌绿为主色。</p>',
        prize: 2000,
        finals: 2,
      }),
    );
    const id = contest.id;
    await decide(op, 'contest', id);
    const [winner, finalist, other] = [
      await approvedDesigner(t, op),
      await approvedDesigner(t, op),
      await approvedDesigner(t, op),
    ];
    // the profiles' scores as they stand before (their approvals' recomputes run)
    await q(`UPDATE jobs SET run_at = now() WHERE name = 'people.reputationOf' AND state = 'queued'`);
    await runDue();
    // as if a later minute: a recompute keyed for this window has run, so the next would share its key
    await q(`DELETE FROM jobs WHERE name = 'people.reputationOf' AND state <> 'queued'`);
    const before = {
      winner: await reputationOf(winner),
      finalist: await reputationOf(finalist),
      other: await reputationOf(other),
    };
    const enter = async (d: Member) =>
      (
        await ok(d.a, 'entrySubmit', {
          id,
          conts: '品牌绿为主色，开放式洽谈区在右侧。',
          pics: [await image(d.a)],
        })
      ).id;
    const [eW, eF] = [await enter(winner), await enter(finalist), await enter(other)];
    await q(`UPDATE contests SET euntil = now() - interval '1 second' WHERE id = $1`, [id]);
    await q(
      `UPDATE jobs SET run_at = now() WHERE name = 'contests.entryEnd' AND state = 'queued' AND payload->>'contest' = $1`,
      [String(id)],
    );
    await runDue();
    await ok(c.a, 'nameFinalists', { id, entries: [eW, eF] });
    // finalists named, the winners not yet chosen: nothing counts yet
    expect(await page(finalist)).toMatchObject({ contestWins: 0, contestFinals: 0 });
    await q(`UPDATE contests SET funtil = now() - interval '1 second' WHERE id = $1`, [id]);
    await q(
      `UPDATE jobs SET run_at = now() WHERE name = 'contests.reviseEnd' AND state = 'queued' AND payload->>'contest' = $1`,
      [String(id)],
    );
    await runDue();
    expect((await ok(c.a, 'chooseWinners', { id, entries: [eW] })).status).toBe('handover');
    // the winners chosen: the finalist places count (the winner's too, until the win is handed over and
    // paid, when it counts as a win instead)
    expect(await page(finalist)).toMatchObject({ contestWins: 0, contestFinals: 1 });
    expect(await page(winner)).toMatchObject({ contestWins: 0, contestFinals: 1 });
    await ok(winner.a, 'entryHandover', {
      id: eW,
      conts: '源文件与施工说明',
      attach: [await image(winner.a, 'document')],
    });
    expect((await ok(c.a, 'contestAccept', { id, paycode: PAYCODE })).status).toBe('completed');
    expect(await page(winner)).toMatchObject({ contestWins: 1, contestFinals: 0 });

    // the reputation: recomputed for the placed designers, from the inputs gathered
    await recompute(winner);
    await recompute(finalist);
    const inputs = await q<{ member_id: string; contest_wins: number; contest_finals: number }>(
      `SELECT member_id, contest_wins, contest_finals FROM reputation_inputs WHERE kind = 'designer' AND member_id = ANY($1)`,
      [[winner.id, finalist.id]],
    );
    expect(
      Object.fromEntries(inputs.map((r) => [Number(r.member_id), [r.contest_wins, r.contest_finals]])),
    ).toEqual({ [winner.id]: [1, 0], [finalist.id]: [0, 1] });
    const after = {
      winner: await reputationOf(winner),
      finalist: await reputationOf(finalist),
      other: await reputationOf(other),
    };
    // 10 · (1 − e^(−1/3)) ≈ 2.8 points for a win, 10 · (1 − e^(−1/6)) ≈ 1.5 for a finalist place (tenths)
    expect(after.winner - before.winner).toBe(Math.round(100 * (1 - Math.exp(-1 / 3))));
    expect(after.finalist - before.finalist).toBe(Math.round(100 * (1 - Math.exp(-1 / 6))));
    expect(after.other).toBe(before.other);
    expect(await page(other)).toMatchObject({ contestWins: 0, contestFinals: 0 });
    expect((await page(winner)).reputation).toBe(after.winner / 10);
  });
});
