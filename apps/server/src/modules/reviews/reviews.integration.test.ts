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
import { recomputeReputation } from '../people/reputation-service.ts';

/**
 * Reviews after a completed design task (issue 13 point 7; docs/domains/reviews.md, decision 024), through
 * the real calls on a fresh database (PGlite, and PostgreSQL with TEST_DATABASE_URL): hidden until both
 * are in, published together; the 14-day publication by the job (its `run_at` and the task's completion
 * moved on the database clock, never the wall clock); edits until published; bad input with nothing
 * written; access of strangers, visitors and operators; the designer's reputation inputs and score.
 */

const { t, op, visitor, wallet } = fileApp();
const PAYCODE = '482916';

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);
const day = (offset: number) => chinaParts(new Date(Date.now() + offset * 86_400_000)).date;

const { call, ok, refused } = callsOf('Taskcenter');

let serial = 0;
async function client() {
  const m = await member(t, { business: true, company: `评价测试客户公司${++serial}` });
  await setPayPassword(t, m, PAYCODE);
  await wallet.topUp({ member: m.id, amount: 10_000_00, key: `reviews-test:${m.id}` });
  return m;
}
const designer = () => approvedDesigner(t, op);
const cardnoOf = async (m: Member) =>
  (await q<{ cardno: string }>('SELECT cardno FROM members WHERE id = $1', [m.id]))[0]!.cardno;

/** A task published, approved, taken by `d`, paid, delivered, and (unless `upTo` says) accepted. */
async function task(c: Member, d: Member, upTo: 'delivered' | 'completed' = 'completed') {
  const { id } = await ok<{ id: number }>(c.a, 'businesTaskPub', {
    title: `会展评价测试展台设计${++serial}`,
    sizes: 54,
    opens: 2,
    layer: 1,
    style: '科技感',
    sdate: day(30),
    edate: day(33),
    deadline: day(20),
    tips: '',
    cost: 3000,
    conts: '<p>需要一个简约风格的展台设计，含洽谈区。</p>',
    types: ['效果图'],
    rounds: 1,
  });
  await decide(op, 'task', id);
  const a = await ok<{ id: number }>(d.a, 'designerApply', {
    id,
    conts: '做过多个简约风格展台，可先出概念草图。',
    fee: 2800,
    ddate: day(15),
  });
  await ok(c.a, 'selectDesigner', { id, apply: a.id });
  await ok(d.a, 'confirmDesigner', { id, agree: true });
  await ok(c.a, 'payDesignerFee', { id, paycode: PAYCODE });
  await ok(d.a, 'designerDeliver', { id, conts: '效果图三张。', attach: [await image(d.a, 'document')] });
  if (upTo === 'completed') await ok(c.a, 'businesTaskAccept', { id, paycode: PAYCODE });
  return id;
}

const clientReview = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  fit: 5,
  punctual: 4,
  comm: 5,
  value: 4,
  conts: '方案很贴合需求，沟通顺畅，按时交付。',
  ...over,
});
const designerReview = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  clarity: 4,
  payment: 5,
  comm: 4,
  conts: '需求说明清楚，付款及时。',
  ...over,
});

const reviewCount = async (taskId: number) =>
  Number(
    (
      await q<{ n: number }>(
        "SELECT count(*)::int AS n FROM reviews WHERE kind = 'task' AND subject_id = $1",
        [taskId],
      )
    )[0]!.n,
  );
const inputsOf = async (m: Member) =>
  (
    await q<Record<string, number>>(
      `SELECT completed, rating_sum, rating_count, on_time, late FROM reputation_inputs
       WHERE member_id = $1 AND kind = 'designer'`,
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
const runner = () => jobWorkers(t);
const publishJob = async (taskId: number) =>
  q<{ id: number; state: string; run_at: string }>(
    "SELECT id, state, run_at FROM jobs WHERE name = 'reviews.publish' AND key = $1",
    [`reviews:task:${taskId}:publish`],
  );

type Item = {
  id: number;
  state: string;
  rating: number;
  editable: boolean;
  mine: boolean;
  conts: string;
  scores: { key: string; score: number }[];
};

describe('reviews of a design task', () => {
  it('both sides review once; hidden until both are in, then published together; reputation inputs move', async () => {
    const c = await client();
    const d = await designer();
    const stranger = await client();
    const id = await task(c, d, 'delivered');

    // before completion: refused, nothing written
    await refused(c.a, 'businesCmt', clientReview(id), 'state_conflict', '设计任务完成后才能评价');
    await ok(c.a, 'businesTaskAccept', { id, paycode: PAYCODE });
    // completion: the designer's completed count and on-time delivery, and the window's job
    expect(await inputsOf(d)).toMatchObject({ completed: 1, on_time: 1, late: 0, rating_count: 0 });
    expect(await publishJob(id)).toHaveLength(1);

    // access and bad input: each refused in Chinese, nothing written
    expect((await call(visitor, 'businesCmt', clientReview(id))).status).toBe(401);
    await refused(stranger.a, 'businesCmt', clientReview(id), 'forbidden', '只有设计任务的双方可以评价');
    await refused(op, 'businesCmt', clientReview(id), 'forbidden');
    await refused(c.a, 'businesCmt', clientReview(999_999), 'not_found', '设计任务不存在');
    await refused(
      c.a,
      'businesCmt',
      clientReview(id, { fit: 6 }),
      'invalid_params',
      '「符合需求」的评分应为1–5分',
    );
    await refused(
      c.a,
      'businesCmt',
      clientReview(id, { value: 0 }),
      'invalid_params',
      '「性价比」的评分应为1–5分',
    );
    await refused(
      c.a,
      'businesCmt',
      clientReview(id, { comm: 3.5 }),
      'invalid_params',
      /「沟通」的评分应为1–5的整数/,
    );
    await refused(
      c.a,
      'businesCmt',
      clientReview(id, { punctual: undefined }),
      'invalid_params',
      '请为「按时交付」打分',
    );
    await refused(
      c.a,
      'businesCmt',
      clientReview(id, { payment: 5 }),
      'invalid_params',
      '「付款及时」不是客户评价的项目',
    );
    await refused(
      c.a,
      'businesCmt',
      clientReview(id, { conts: '好' }),
      'invalid_params',
      '评价内容至少5个字',
    );
    await refused(
      d.a,
      'businesCmt',
      designerReview(id, { clarity: undefined }),
      'invalid_params',
      '请为「需求清晰」打分',
    );
    expect(await reviewCount(id)).toBe(0);

    // what each side sees before reviewing
    const form = await ok<{ role: string; canReview: boolean; criteria: { name: string }[]; other: string }>(
      d.a,
      'businesCmtTask',
      { id },
    );
    expect(form).toMatchObject({
      role: 'provider',
      canReview: true,
      other: expect.stringContaining('评价测试客户公司'),
    });
    expect(form.criteria.map((x) => x.name)).toEqual(['需求清晰', '付款及时', '沟通']);
    await refused(stranger.a, 'businesCmtTask', { id }, 'forbidden');

    // the client reviews; a second time is refused
    const mine = await ok<Item>(c.a, 'businesCmt', clientReview(id));
    expect(mine).toMatchObject({ state: 'pending', rating: 4.5, editable: true, mine: true });
    await refused(c.a, 'businesCmt', clientReview(id), 'state_conflict', '您已评价过，公开前可以修改');
    expect(await reviewCount(id)).toBe(1);
    expect(await messagesOf(d, '对方已评价')).toBe(1);

    // hidden: not to the designer, not on the designer's page, not in the inputs
    await refused(d.a, 'businesCmtItem', { id: mine.id }, 'not_found', '评价不存在');
    await refused(stranger.a, 'businesCmtItem', { id: mine.id }, 'not_found');
    expect((await ok<{ listItem: unknown[] }>(d.a, 'businesCmtList', { tab: 'received' })).listItem).toEqual(
      [],
    );
    const dForm = await ok<{ theirs: unknown; theirsIn: boolean }>(d.a, 'businesCmtTask', { id });
    expect(dForm).toMatchObject({ theirs: null, theirsIn: true });
    const cardno = await cardnoOf(d);
    expect(await ok(visitor, 'Designer/designerCmts', { cardno })).toMatchObject({
      total: 0,
      rating: 0,
      listItem: [],
    });

    // edits until published: its author only, valid input only
    await refused(d.a, 'businesCmtEdit', clientReview(mine.id), 'not_found', '评价不存在');
    await refused(c.a, 'businesCmtEdit', clientReview(mine.id, { fit: 9 }), 'invalid_params');
    const edited = await ok<Item>(
      c.a,
      'businesCmtEdit',
      clientReview(mine.id, { fit: 3, value: 3, conts: '改一下：整体不错，细节有待加强。' }),
    );
    expect(edited).toMatchObject({
      rating: 3.8,
      conts: '改一下：整体不错，细节有待加强。',
      state: 'pending',
    });
    expect((await ok<Item>(op, 'businesCmtItem', { id: mine.id })).rating).toBe(3.8);

    // the designer's review publishes both, with a message to each
    const theirs = await ok<Item>(d.a, 'businesCmt', designerReview(id));
    expect(theirs).toMatchObject({ state: 'published', editable: false, rating: 4.3 });
    expect((await ok<Item>(c.a, 'businesCmtItem', { id: mine.id })).state).toBe('published');
    expect(await messagesOf(c, '评价已公开')).toBe(1);
    expect(await messagesOf(d, '评价已公开')).toBe(1);
    await refused(c.a, 'businesCmtEdit', clientReview(mine.id), 'state_conflict', '评价已公开，不能修改');
    await refused(d.a, 'businesCmtEdit', designerReview(theirs.id), 'state_conflict', '评价已公开，不能修改');
    await refused(d.a, 'businesCmt', designerReview(id), 'state_conflict');

    // now each sees the other's; the lists by tab and state
    expect((await ok<Item>(d.a, 'businesCmtItem', { id: mine.id })).mine).toBe(false);
    const received = await ok<{ listItem: Item[]; total: number }>(c.a, 'businesCmtList', {
      tab: 'received',
    });
    expect(received.listItem.map((x) => x.id)).toEqual([theirs.id]);
    const given = await ok<{ listItem: Item[] }>(c.a, 'businesCmtList', { tab: 'given', state: 'published' });
    expect(given.listItem.map((x) => x.id)).toEqual([mine.id]);
    expect(
      (await ok<{ listItem: Item[] }>(c.a, 'businesCmtList', { tab: 'given', state: 'pending' })).listItem,
    ).toEqual([]);

    // the designer's page and reputation: the client's rating (3.75 → 4 stars) counts once
    const page = await ok<{
      total: number;
      rating: number;
      criteria: { name: string; avg: number }[];
      listItem: { conts: string; author: string }[];
    }>(visitor, 'Designer/designerCmts', { cardno });
    expect(page).toMatchObject({ total: 1, rating: 3.8 });
    expect(page.criteria.find((x) => x.name === '符合需求')!.avg).toBe(3);
    expect(page.listItem[0]).toMatchObject({
      conts: '改一下：整体不错，细节有待加强。',
      author: expect.stringContaining('评价测试客户公司'),
    });
    expect(await inputsOf(d)).toMatchObject({ completed: 1, rating_sum: 4, rating_count: 1, on_time: 1 });
    // the designer's ranking input: the score with the completed task and the rating beats the one without
    const score = async () =>
      (
        await q<{ reputation: number }>(
          "SELECT reputation FROM profiles WHERE member_id = $1 AND kind = 'designer'",
          [d.id],
        )
      )[0]!.reputation;
    await q(
      'UPDATE reputation_inputs SET completed = 0, rating_sum = 0, rating_count = 0, on_time = 0 WHERE member_id = $1',
      [d.id],
    );
    await t.database.db.transaction((tx) => recomputeReputation(tx, d.id));
    const before = await score();
    await q(
      'UPDATE reputation_inputs SET completed = 1, rating_sum = 4, rating_count = 1, on_time = 1 WHERE member_id = $1',
      [d.id],
    );
    await t.database.db.transaction((tx) => recomputeReputation(tx, d.id));
    expect(await score()).toBeGreaterThan(before);
    const allWorks = await ok<{ reputation: number }>(visitor, 'Designer/allWorks', { cardno });
    expect(allWorks.reputation * 10).toBe(await score());
    // the window's job finds nothing left and sends nothing more
    await q("UPDATE jobs SET run_at = now() WHERE name = 'reviews.publish' AND key = $1", [
      `reviews:task:${id}:publish`,
    ]);
    await runner().runDue();
    expect(await messagesOf(c, '评价已公开')).toBe(1);
    expect(await inputsOf(d)).toMatchObject({ rating_count: 1 });
  });

  it('one review alone is published by the job when 14 days have passed; then the window is closed', async () => {
    const c = await client();
    const d = await designer();
    const id = await task(c, d);
    const mine = await ok<Item>(d.a, 'businesCmt', designerReview(id));
    const [job] = await publishJob(id);
    expect(job).toMatchObject({ state: 'queued' });
    // due 14 days after completion (on the database clock)
    const [gap] = await q<{ days: number }>(
      'SELECT round(extract(epoch FROM (j.run_at - t.completed_at)) / 86400)::int AS days FROM jobs j, tasks t WHERE j.id = $1 AND t.id = $2',
      [job!.id, id],
    );
    expect(gap!.days).toBe(14);
    await runner().runDue();
    expect((await ok<Item>(d.a, 'businesCmtItem', { id: mine.id })).state).toBe('pending');
    // the 14 days pass: the task completed 15 days ago and the job due now
    await q("UPDATE tasks SET completed_at = completed_at - interval '15 days' WHERE id = $1", [id]);
    await q('UPDATE jobs SET run_at = now() WHERE id = $1', [job!.id]);
    await runner().runDue();
    expect((await ok<Item>(d.a, 'businesCmtItem', { id: mine.id })).state).toBe('published');
    expect(await messagesOf(c, '评价已公开')).toBe(1);
    expect(await messagesOf(d, '评价已公开')).toBe(1);
    // the client saw it, can no longer write one; the designer's review of a client feeds no reputation
    expect(
      (await ok<{ listItem: Item[] }>(c.a, 'businesCmtList', { tab: 'received' })).listItem,
    ).toHaveLength(1);
    await refused(c.a, 'businesCmt', clientReview(id), 'state_conflict', '评价已公开，不能再评价');
    expect(await reviewCount(id)).toBe(1);
    expect(await inputsOf(d)).toMatchObject({ completed: 1, rating_count: 0 });

    // a task whose window ended with no review: refused, nothing written
    const id2 = await task(c, d);
    await q("UPDATE tasks SET completed_at = completed_at - interval '14 days 1 minute' WHERE id = $1", [
      id2,
    ]);
    await refused(
      c.a,
      'businesCmt',
      clientReview(id2),
      'state_conflict',
      '评价期已结束（完成后14天内可评价）',
    );
    expect(await reviewCount(id2)).toBe(0);
    const form = await ok<{ canReview: boolean; why: string }>(c.a, 'businesCmtTask', { id: id2 });
    expect(form).toMatchObject({ canReview: false, why: '评价期已结束（完成后14天内可评价）' });
    expect(await inputsOf(d)).toMatchObject({ completed: 2 });
  });

  it('a late delivery counts as late; both reviews at once publish once', async () => {
    const c = await client();
    const d = await designer();
    const id = await task(c, d, 'delivered');
    // the deadline passed before the first delivery
    await q("UPDATE tasks SET deadline = (now() AT TIME ZONE 'Asia/Shanghai')::date - 1 WHERE id = $1", [id]);
    await ok(c.a, 'businesTaskAccept', { id, paycode: PAYCODE });
    expect(await inputsOf(d)).toMatchObject({ completed: 1, on_time: 0, late: 1 });
    const [a, b] = await Promise.all([
      call(c.a, 'businesCmt', clientReview(id)),
      call(d.a, 'businesCmt', designerReview(id)),
    ]);
    expect([a.body.errCode, b.body.errCode]).toEqual(['success', 'success']);
    const states = await q<{ state: string }>(
      "SELECT state FROM reviews WHERE subject_id = $1 AND kind = 'task'",
      [id],
    );
    expect(states.map((s) => s.state)).toEqual(['published', 'published']);
    expect(await inputsOf(d)).toMatchObject({ rating_sum: 5, rating_count: 1 });
    expect(await messagesOf(c, '评价已公开')).toBe(1);
  });
});
