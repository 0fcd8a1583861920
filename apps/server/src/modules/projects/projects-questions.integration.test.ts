import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedFactory, member } from '../../../test/people.ts';
import { projectClient, publishedProject, quoteBody } from '../../../test/projects.ts';
import {
  type Agent,
  agent,
  callsOf,
  createTestApp,
  operatorAgent,
  type TestApp,
} from '../../../test/test-app.ts';

/**
 * The client's questions on a quotation and the factory's answers (issue 14 point 3) through the real calls
 * (PGlite, and PostgreSQL with TEST_DATABASE_URL): a thread per quotation, only the client and that factory,
 * asked and answered while the project is open, each a message to the other side; limits and bad input.
 */

let t: TestApp;
let op: Agent;
let visitor: Agent;

beforeAll(async () => {
  t = await createTestApp();
  op = await operatorAgent(t);
  visitor = agent(t.app);
});
afterAll(() => t.close());

type Thread = {
  listItem: { id: number; question: string; answer: string; answered: string }[];
  canAsk: boolean;
  canAnswer: boolean;
};
const { ok, refused } = callsOf<Thread>('Projectcenter');
const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);
const lastMessage = async (memberId: number) =>
  (
    await q<{ title: string; conts: string }>(
      "SELECT title, conts FROM messages WHERE member_id = $1 AND kind = 'project' ORDER BY id DESC LIMIT 1",
      [memberId],
    )
  )[0];
const count = async (id: number) =>
  Number(
    (await q<{ n: string }>('SELECT count(*) AS n FROM project_quote_asks WHERE project_id = $1', [id]))[0]!
      .n,
  );

/** An open project with two factories' quotations. */
async function twoQuotes() {
  const client = await projectClient(t);
  const id = await publishedProject(client, op);
  const a = await approvedFactory(t, op);
  const b = await approvedFactory(t, op);
  const qa = await ok<{ id: number }>(a.a, 'factoryQuote', quoteBody(id));
  const qb = await ok<{ id: number }>(b.a, 'factoryQuote', quoteBody(id));
  return { client, id, a, b, qa: qa.id, qb: qb.id };
}

describe('questions on a quotation', () => {
  it('the client asks, that factory answers, each told; the other factory sees nothing of it', async () => {
    const { client, id, a, b, qa, qb } = await twoQuotes();
    let th = await ok(client.a, 'quoteQuestions', { id, quote: qa });
    expect(th).toEqual({ listItem: [], canAsk: true, canAnswer: false });

    th = await ok(client.a, 'quoteAsk', { id, quote: qa, conts: '  背板是否含灯箱制作？  ' });
    expect(th.listItem.map((x) => [x.question, x.answer])).toEqual([['背板是否含灯箱制作？', '']]);
    expect(await lastMessage(a.id)).toMatchObject({ title: '客户对您的报价提问' });
    expect((await lastMessage(a.id))!.conts).toContain('背板是否含灯箱制作？');

    const fa = await ok(a.a, 'quoteQuestions', { id, quote: qa });
    expect(fa.canAnswer).toBe(true);
    expect(fa.canAsk).toBe(false);
    const qid = fa.listItem[0]!.id;
    th = await ok(a.a, 'quoteAnswer', { id, quote: qa, question: qid, conts: '含灯箱，见背板明细第2项。' });
    expect(th.listItem[0]).toMatchObject({ answer: '含灯箱，见背板明细第2项。' });
    expect(th.listItem[0]!.answered).not.toBe('');
    expect(await lastMessage(client.id)).toMatchObject({ title: '工厂回答了您的提问' });
    // answered once
    await refused(
      a.a,
      'quoteAnswer',
      { id, quote: qa, question: qid, conts: '再补充一下' },
      'state_conflict',
      '该问题已回答',
    );

    // the other factory: not its thread, and cannot answer through its own quotation
    await refused(b.a, 'quoteQuestions', { id, quote: qa }, 'forbidden');
    await refused(b.a, 'quoteAnswer', { id, quote: qa, question: qid, conts: '我来回答' }, 'forbidden');
    await refused(
      b.a,
      'quoteAnswer',
      { id, quote: qb, question: qid, conts: '我来回答' },
      'not_found',
      '问题不存在',
    );
    expect((await ok(b.a, 'quoteQuestions', { id, quote: qb })).listItem).toEqual([]);
    // the factory does not ask, the client does not answer; strangers and visitors are refused
    await refused(
      a.a,
      'quoteAsk',
      { id, quote: qa, conts: '我也问一个' },
      'forbidden',
      '只有项目发布者可以提问',
    );
    await refused(client.a, 'quoteAnswer', { id, quote: qa, question: qid, conts: '自问自答' }, 'forbidden');
    const stranger = await member(t, { business: true });
    await refused(stranger.a, 'quoteQuestions', { id, quote: qa }, 'forbidden');
    await refused(op, 'quoteQuestions', { id, quote: qa }, 'forbidden');
    await refused(visitor, 'quoteQuestions', { id, quote: qa }, 'not_logged_in');
    // a quotation of another project
    const other = await twoQuotes();
    await refused(client.a, 'quoteQuestions', { id, quote: other.qa }, 'not_found', '报价不存在');

    // after the award: read-only
    await ok(client.a, 'wonPrjct', { id, quote: qa });
    th = await ok(client.a, 'quoteQuestions', { id, quote: qa });
    expect(th.canAsk).toBe(false);
    expect(th.listItem).toHaveLength(1);
    await refused(
      client.a,
      'quoteAsk',
      { id, quote: qa, conts: '什么时候进场？' },
      'state_conflict',
      '项目已不在报价中，不能再提问',
    );
    expect(await count(id)).toBe(1);
  });

  it('limits the length and the count, bad input in Chinese, nothing written', async () => {
    const { client, id, a, qa } = await twoQuotes();
    const bad: [Record<string, unknown>, string][] = [
      [{ id, quote: qa, conts: '' }, '问题至少2个字'],
      [{ id, quote: qa, conts: '问'.repeat(501) }, '问题最多500个字'],
      [{ id, quote: qa }, '请输入问题'],
      [{ id, quote: 0, conts: '可以吗？' }, '报价编号不正确'],
    ];
    for (const [body, msg] of bad) {
      const r = await refused(client.a, 'quoteAsk', body, 'invalid_params');
      expect(r.errMsg).toContain(msg.slice(0, 4));
    }
    expect(await count(id)).toBe(0);
    const th = await ok(client.a, 'quoteAsk', { id, quote: qa, conts: '第1个问题？' });
    await refused(
      a.a,
      'quoteAnswer',
      { id, quote: qa, question: th.listItem[0]!.id, conts: '答'.repeat(1001) },
      'invalid_params',
      '回答最多1000个字',
    );
    for (let n = 2; n <= 20; n++) await ok(client.a, 'quoteAsk', { id, quote: qa, conts: `第${n}个问题？` });
    const full = await ok(client.a, 'quoteQuestions', { id, quote: qa });
    expect(full.listItem).toHaveLength(20);
    expect(full.canAsk).toBe(false);
    await refused(
      client.a,
      'quoteAsk',
      { id, quote: qa, conts: '第21个问题？' },
      'state_conflict',
      '每份报价最多提20个问题',
    );
    expect(await count(id)).toBe(20);
  });
});
