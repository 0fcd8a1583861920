import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedDesigner,
  decide,
  image,
  type Member,
  member,
  setPayPassword,
} from '../../../test/people.ts';
import { type Agent, callsOf, createTestApp, operatorAgent, type TestApp } from '../../../test/test-app.ts';
import { createJobRunner } from '../jobs/jobs-runner.ts';
import { auditLedger } from '../wallet/wallet-repository.ts';
import { createWalletService } from '../wallet/wallet-service.ts';
import { contestBody } from '../../../test/contests.ts';

/**
 * Reviews of design contests (issue 30 point 4; docs/domains/contests.md "Reviews and complaints"): the
 * subject is an awarded entry, so each place is one client–winner pair, reviewable once the client
 * accepted; an entry without a place, a stranger, or a contest not yet accepted is refused. PGlite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let op: Agent;
const PAYCODE = '482916';

beforeAll(async () => {
  t = await createTestApp({ env: { CONTEST_MIN_PRIZE_YUAN: '100' } });
  op = await operatorAgent(t);
});
afterAll(() => t.close());
afterEach(async () => expect(await auditLedger(t.database.db)).toEqual([]));

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);
const { ok, refused } = callsOf<{ id: number; status: string }>('Contest');
const runDue = () =>
  createJobRunner({
    database: t.database,
    definitions: t.app.jobs.definitions(),
    concurrency: 1,
    pollMs: 20,
    log: t.app.log,
  }).runDue();
const inputsOf = async (m: Member) =>
  (
    await q<Record<string, number>>(
      `SELECT completed, rating_sum, rating_count FROM reputation_inputs WHERE member_id = $1 AND kind = 'designer'`,
      [m.id],
    )
  )[0];
const messagesOf = async (m: Member, title: string) =>
  Number(
    (
      await q<{ n: number }>('SELECT count(*)::int AS n FROM messages WHERE member_id = $1 AND title = $2', [
        m.id,
        title,
      ])
    )[0]!.n,
  );

type Info = {
  role: string;
  other: string;
  canReview: boolean;
  why: string;
  criteria: { key: string }[];
  mine: { state: string } | null;
  theirs: { state: string; rating: number } | null;
  theirsIn: boolean;
  link: string;
};
const clientReview = { fit: 5, punctual: 4, comm: 5, value: 4, conts: '方案很用心，源文件完整。' };
const designerReview = { clarity: 5, payment: 5, comm: 4, conts: '需求清楚，验收及时。' };

/** A published and approved contest with one place and two entries (the winner's, another's), entries closed. */
async function contestSelecting(o: { guarantee?: boolean } = {}) {
  const c = await member(t, { business: true });
  await setPayPassword(t, c, PAYCODE);
  await createWalletService({ db: t.database.db }).topUp({
    member: c.id,
    amount: 300_000,
    key: `cr:${c.id}`,
  });
  const { id } = await ok(
    c.a,
    'contestPub',
    contestBody(PAYCODE, { title: '评价测试 36㎡ 展台设计比稿', guarantee: o.guarantee ?? false }),
  );
  await decide(op, 'contest', id);
  const [winner, other] = [await approvedDesigner(t, op), await approvedDesigner(t, op)];
  const enter = async (d: Member) =>
    (await ok(d.a, 'entrySubmit', { id, conts: '品牌蓝为主色，洽谈区在右侧。', pics: [await image(d.a)] }))
      .id;
  const [eW, eO] = [await enter(winner), await enter(other)];
  await q(`UPDATE contests SET euntil = now() - interval '1 second' WHERE id = $1`, [id]);
  await q(
    `UPDATE jobs SET run_at = now() WHERE name = 'contests.entryEnd' AND state = 'queued' AND payload->>'contest' = $1`,
    [String(id)],
  );
  await runDue();
  return { c, id, winner, other, eW, eO };
}

/** As `contestSelecting`, the winner chosen; not yet handed over. */
async function contestInHandover() {
  const s = await contestSelecting();
  expect((await ok(s.c.a, 'chooseWinners', { id: s.id, entries: [s.eW] })).status).toBe('handover');
  return s;
}

describe('reviews of a design contest', () => {
  it('the client and the winner review each other after acceptance, published together; nobody else', async () => {
    const { c, id, winner, other, eW, eO } = await contestInHandover();
    const stranger = await member(t);

    // before acceptance: both sides see the pair, neither may write yet
    const early = await ok<Info>(winner.a, 'businesCmtEntry', { id: eW });
    expect(early).toMatchObject({ role: 'provider', canReview: false, why: '悬赏比稿完成后才能评价' });
    expect(early.link).toBe(`/contestDetail?id=${id}`);
    await refused(c.a, 'businesCmt', { id: eW, ...clientReview }, 'state_conflict', '悬赏比稿完成后才能评价');
    await ok(winner.a, 'entryHandover', {
      id: eW,
      conts: '源文件与施工说明',
      attach: [await image(winner.a, 'document')],
    });
    await refused(winner.a, 'businesCmt', { id: eW, ...designerReview }, 'state_conflict');
    expect((await ok(c.a, 'contestAccept', { id, paycode: PAYCODE })).status).toBe('completed');

    // after: the pair may write; an entry without a place, a stranger, an operator may not
    const asClient = await ok<Info>(c.a, 'businesCmtEntry', { id: eW });
    expect(asClient).toMatchObject({ role: 'client', canReview: true, why: '' });
    expect(asClient.criteria.map((x) => x.key)).toEqual(['fit', 'punctual', 'comm', 'value']);
    expect((await ok<Info>(c.a, 'businesCmtEntry', { id: eO })).canReview).toBe(false);
    await refused(c.a, 'businesCmt', { id: eO, ...clientReview }, 'state_conflict', '悬赏比稿完成后才能评价');
    await refused(other.a, 'businesCmt', { id: eO, ...designerReview }, 'state_conflict');
    await refused(
      stranger.a,
      'businesCmt',
      { id: eW, ...clientReview },
      'forbidden',
      '只有悬赏比稿的双方可以评价',
    );
    await refused(op, 'businesCmtEntry', { id: eW }, 'forbidden');
    await refused(c.a, 'businesCmt', { id: 999_999, ...clientReview }, 'not_found');
    // the other side's criteria are refused with a field error, nothing stored
    await refused(c.a, 'businesCmt', { id: eW, ...designerReview }, 'invalid_params', '请为「符合需求」打分');
    const stored = () =>
      q<{ n: number }>("SELECT count(*)::int AS n FROM reviews WHERE kind = 'contest' AND subject_id = $1", [
        eW,
      ]);
    expect((await stored())[0]!.n).toBe(0);

    // the client first: pending, hidden from the winner, who is told
    const mine = await ok<{ state: string; kind: string; subjectId: number }>(c.a, 'businesCmt', {
      id: eW,
      ...clientReview,
    });
    expect(mine).toMatchObject({ state: 'pending', kind: 'contest', subjectId: eW });
    expect((await stored())[0]!.n).toBe(1);
    await refused(
      c.a,
      'businesCmt',
      { id: eW, ...clientReview },
      'state_conflict',
      '您已评价过，公开前可以修改',
    );
    const seen = await ok<Info>(winner.a, 'businesCmtEntry', { id: eW });
    expect(seen).toMatchObject({ canReview: true, theirsIn: true, theirs: null });
    expect(await messagesOf(winner, '对方已评价')).toBe(1);
    // the publication job is set 14 days after the acceptance
    const [job] = await q<{ days: number }>(
      `SELECT round(extract(epoch FROM (j.run_at - c.settled_at)) / 86400)::int AS days
       FROM jobs j, contests c WHERE j.name = 'reviews.publish' AND j.key = $1 AND c.id = $2`,
      [`reviews:contest:${eW}:publish`, id],
    );
    expect(job?.days).toBe(14);

    // the winner second: both published, the client's rating feeds the winner's reputation inputs
    const before = await inputsOf(winner);
    await ok(winner.a, 'businesCmt', { id: eW, ...designerReview });
    const after = await ok<Info>(winner.a, 'businesCmtEntry', { id: eW });
    expect(after.mine?.state).toBe('published');
    expect(after.theirs).toMatchObject({ state: 'published', rating: 4.5 });
    expect((await ok<Info>(c.a, 'businesCmtEntry', { id: eW })).theirs?.state).toBe('published');
    expect(await inputsOf(winner)).toMatchObject({
      rating_sum: Number(before?.rating_sum ?? 0) + 5,
      rating_count: Number(before?.rating_count ?? 0) + 1,
    });
    expect(await messagesOf(c, '评价已公开')).toBe(1);
    expect(await messagesOf(winner, '评价已公开')).toBe(1);
    // the winner's public page lists it among the clients' reviews, as a contest's, in the mean rating
    const [{ cardno }] = (await q<{ cardno: string }>('SELECT cardno FROM members WHERE id = $1', [
      winner.id,
    ])) as [{ cardno: string }];
    const page = await ok<{
      total: number;
      rating: number;
      listItem: { kind: string; title: string; rating: number; conts: string }[];
    }>(stranger.a, 'Designer/designerCmts', { cardno });
    expect(page.total).toBe(1);
    expect(page.rating).toBe(4.5);
    expect(page.listItem).toEqual([
      expect.objectContaining({
        kind: 'contest',
        title: '评价测试 36㎡ 展台设计比稿',
        conts: clientReview.conts,
      }),
    ]);
    // the lists are the reviews module's own: the client's given list has it, as a contest review
    const given = await ok<{ listItem: { kind: string; link: string }[] }>(c.a, 'Taskcenter/businesCmtList', {
      tab: 'given',
    });
    expect(given.listItem).toEqual([
      expect.objectContaining({ kind: 'contest', link: `/contestDetail?id=${id}` }),
    ]);
  });

  it("a share paid at the window's end is not reviewable: nobody chose it, nothing was handed over", async () => {
    const { c, id, winner, eW } = await contestSelecting({ guarantee: true });
    await ok(c.a, 'entryRate', { id: eW, rating: 5 });
    await q(`UPDATE contests SET suntil = now() - interval '1 second' WHERE id = $1`, [id]);
    await q(
      `UPDATE jobs SET run_at = now() WHERE name = 'contests.selectEnd' AND state = 'queued' AND payload->>'contest' = $1`,
      [String(id)],
    );
    await runDue();
    const [row] = await q<{ status: string; place: number | null }>(
      'SELECT c.status, e.place FROM contests c JOIN contest_entries e ON e.contest_id = c.id WHERE e.id = $1',
      [eW],
    );
    expect(row).toMatchObject({ status: 'completed', place: 1 });
    expect(await ok<Info>(c.a, 'businesCmtEntry', { id: eW })).toMatchObject({
      canReview: false,
      why: '悬赏比稿完成后才能评价',
    });
    await refused(c.a, 'businesCmt', { id: eW, ...clientReview }, 'state_conflict');
    await refused(winner.a, 'businesCmt', { id: eW, ...designerReview }, 'state_conflict');
  });
});
