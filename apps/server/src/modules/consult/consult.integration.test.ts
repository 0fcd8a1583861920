import { contactMask } from '@hz/contract/masking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../../../test/sse-client.ts';
import {
  approvedDesigner,
  approvedFactory,
  decide,
  type Member,
  member,
  serviceBody,
  setPayPassword,
  workBody,
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

/**
 * Asking before hiring (issue 28 point 6; decision 051) through the real calls on a fresh database (PGlite,
 * and PostgreSQL with TEST_DATABASE_URL): one thread per pair, contact details masked until a deal and not
 * after, the day's caps on new threads, blocking, reporting to the console, the response time's median, the
 * live `consult` event and the notice through the outbox.
 */

let t: TestApp;
let op: Agent;
let base = '';

beforeAll(async () => {
  // small caps, so the limits are reached in a few calls
  t = await createTestApp({ env: { CONSULT_NEW_PER_DAY: '3', CONSULT_NEW_PER_DAY_UNVERIFIED: '2' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  op = await operatorAgent(t);
});
afterAll(() => t.close());

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);
const day = (offset: number) => chinaParts(new Date(Date.now() + offset * 86_400_000)).date;
const cookieOf = (a: Agent) => [...a.jar].map(([k, v]) => `${k}=${v}`).join('; ');

type Msg = { id: number; mine: boolean; conts: string; context: { kind: string; title: string } | null };
type Thread = {
  thread: { id: number; role: string; blocked: string; context: { kind: string; title: string } | null };
  listItem: Msg[];
  deal: boolean;
  contact: { mobile: string } | null;
  open: boolean;
  reported: boolean;
};
const { call, ok, refused } = callsOf('Consult');

const designer = () => approvedDesigner(t, op);
const ask = (
  m: Member,
  d: Member,
  conts = '您好，请问54平米展台设计多久出图？',
  over: Record<string, unknown> = {},
) =>
  ok<{ id: number; created: boolean; contactHidden: boolean }>(m.a, 'open', {
    cardno: d.cardno,
    kind: 'designer',
    conts,
    ...over,
  });
const read = (m: Member, id: number) => ok<Thread>(m.a, 'messages', { id });

describe('opening a consultation', () => {
  it('keeps one thread per pair, from any page and from either side, with where it started', async () => {
    const c = await member(t, { business: true });
    const d = await designer();
    const w = await d.a.post<{ id: number }>(
      '/api/Designer/workPub',
      await workBody(d.a, { title: '白色极简展台' }),
    );
    await decide(op, 'work', w.body.data!.id);
    const first = await ask(c, d);
    expect(first).toMatchObject({ created: true, contactHidden: false });
    const again = await ask(c, d, '还有一个问题：可以做双层吗？', { from: 'work', item: w.body.data!.id });
    expect(again).toEqual({ id: first.id, created: false, contactHidden: false });
    const seen = await read(d, first.id);
    expect(seen.thread).toMatchObject({
      role: 'owner',
      context: { kind: 'designer', title: '林晓展示设计' },
    });
    expect(seen.listItem.map((m) => [m.conts, m.context?.kind ?? null])).toEqual([
      ['您好，请问54平米展台设计多久出图？', 'designer'],
      ['还有一个问题：可以做双层吗？', 'work'],
    ]);
    expect(seen.listItem[1]!.context!.title).toBe('白色极简展台');
    // the designer is also a client elsewhere: another designer asking them finds the pair's one thread
    const d2 = await designer();
    const theirs = await ask(d2, d);
    const back = await ask(d, d2, '您好，我也想问问您');
    expect(back).toEqual({ id: theirs.id, created: false, contactHidden: false });
    expect(
      Number(
        (
          await q<{ n: number }>(
            'SELECT count(*)::int AS n FROM consult_threads WHERE asker_id = $1 OR owner_id = $1',
            [d.id],
          )
        )[0]!.n,
      ),
    ).toBe(2);
    // both see it in their list
    const list = await ok<{ listItem: { id: number; role: string; unread: number }[]; unread: number }>(
      c.a,
      'list',
      { page: 1, pageSize: 20 },
    );
    expect(list.listItem.map((x) => [x.id, x.role])).toEqual([[first.id, 'asker']]);
  });

  it('refuses oneself, profiles that are not public, items of someone else, bad input; nothing written', async () => {
    const c = await member(t, { person: true });
    const d = await designer();
    const count = async () =>
      Number((await q<{ n: number }>('SELECT count(*)::int AS n FROM consult_threads'))[0]!.n);
    const before = await count();
    await refused(
      d.a,
      'open',
      { cardno: d.cardno, kind: 'designer', conts: '自己问自己' },
      'forbidden',
      '不能咨询自己',
    );
    // a designer profile waiting for review is not public
    const pending = await member(t, { person: true });
    const { designerBody } = await import('../../../test/people.ts');
    await pending.a.post('/api/Designer/profileEdit', await designerBody(pending.a));
    await refused(
      c.a,
      'open',
      { cardno: pending.cardno, kind: 'designer', conts: '在吗' },
      'not_found',
      '设计师不存在或资料尚未通过审核',
    );
    // the designer has no factory profile
    await refused(
      c.a,
      'open',
      { cardno: d.cardno, kind: 'factory', conts: '在吗' },
      'not_found',
      '工厂不存在或资料尚未通过审核',
    );
    // another designer's work
    const d2 = await designer();
    const w = await d2.a.post<{ id: number }>('/api/Designer/workPub', await workBody(d2.a));
    await decide(op, 'work', w.body.data!.id);
    await refused(
      c.a,
      'open',
      { cardno: d.cardno, kind: 'designer', from: 'work', item: w.body.data!.id, conts: '在吗' },
      'not_found',
      '作品不存在或未通过审核',
    );
    // validation, in Chinese
    const empty = await call(c.a, 'open', { cardno: d.cardno, kind: 'designer', conts: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.data).toEqual({ fields: { conts: '请输入咨询内容' } });
    const long = await call(c.a, 'open', { cardno: d.cardno, kind: 'designer', conts: '长'.repeat(1001) });
    expect(long.body.data).toEqual({ fields: { conts: '消息最多1000个字' } });
    const half = await call(c.a, 'open', { cardno: d.cardno, kind: 'designer', from: 'work', conts: '在吗' });
    expect(half.body.data).toEqual({ fields: { item: '咨询来源不完整' } });
    // a visitor is asked to log in
    expect(
      (await call(agent(t.app), 'open', { cardno: d.cardno, kind: 'designer', conts: '在吗' })).status,
    ).toBe(401);
    expect(await count()).toBe(before);
  });

  it('lets a factory be asked from a build service', async () => {
    const c = await member(t, { business: true });
    const f = await approvedFactory(t, op);
    const s = await f.a.post<{ id: number }>(
      '/api/Service/servicePub',
      await serviceBody(f.a, { type: 'build', title: '36㎡特装搭建' }),
    );
    expect(s.body.errCode, JSON.stringify(s.body)).toBe('success');
    await decide(op, 'service', s.body.data!.id);
    const th = await ok<{ id: number }>(c.a, 'open', {
      cardno: f.cardno,
      kind: 'factory',
      from: 'service',
      item: s.body.data!.id,
      conts: '请问苏州的展馆能搭吗？',
    });
    expect((await read(f, th.id)).thread.context).toMatchObject({ kind: 'service', title: '36㎡特装搭建' });
  });
});

describe('only the two parties', () => {
  it('hides the thread from everyone else', async () => {
    const c = await member(t);
    const d = await designer();
    const { id } = await ask(c, d);
    const other = await member(t, { person: true, business: true });
    for (const [name, body] of [
      ['messages', { id }],
      ['send', { id, conts: '插一句' }],
      ['block', { id, block: true }],
      ['report', { id, reason: '我不是参与方' }],
    ] as const) {
      await refused(other.a, name, body, 'not_found', '咨询不存在');
      await refused(op, name, body, 'not_found');
    }
    expect((await read(c, id)).listItem).toHaveLength(1);
  });
});

describe('contact details', () => {
  it('are masked for the other side until the two have a deal, and shown as written after it', async () => {
    const c = await member(t, { business: true });
    await setPayPassword(t, c, '482916');
    const d = await designer();
    const { id, contactHidden } = await ask(c, d, '方便的话打我电话 13812345678 详聊');
    expect(contactHidden).toBe(true);
    const sent = await ok<Msg & { contactHidden: boolean }>(d.a, 'send', {
      id,
      conts: '加我微信 linxiao_design 吧',
    });
    expect(sent).toMatchObject({ mine: true, conts: '加我微信 linxiao_design 吧', contactHidden: true });
    // each side reads its own words as written and the other's masked
    const byDesigner = await read(d, id);
    expect(byDesigner.deal).toBe(false);
    expect(byDesigner.contact).toBeNull();
    expect(byDesigner.listItem.map((m) => m.conts)).toEqual([
      `方便的话打我电话 ${contactMask} 详聊`,
      '加我微信 linxiao_design 吧',
    ]);
    const byClient = await read(c, id);
    expect(byClient.listItem.map((m) => m.conts)).toEqual([
      '方便的话打我电话 13812345678 详聊',
      `加我微信 ${contactMask} 吧`,
    ]);
    // the notice the designer got is masked too
    const [notice] = await q<{ conts: string }>(
      "SELECT conts FROM messages WHERE member_id = $1 AND kind = 'consult'",
      [d.id],
    );
    expect(notice!.conts).toContain(contactMask);
    expect(notice!.conts).not.toContain('13812345678');
    // both saves are attempts in the console's list
    const attempts = await q<{ kind: string; member_id: number }>(
      "SELECT kind, member_id FROM contact_attempts WHERE kind = 'consult' AND item_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(attempts.map((a) => Number(a.member_id))).toEqual([c.id, d.id]);

    // a deal: the client orders the designer's design service (a task confirmed at once, decision 025)
    const s = await d.a.post<{ id: number }>('/api/Service/servicePub', await serviceBody(d.a));
    await decide(op, 'service', s.body.data!.id);
    const order = await c.a.post('/api/Taskcenter/orderService', {
      id: s.body.data!.id,
      title: '按服务下单：医疗器械展台设计',
      sizes: 12,
      opens: 2,
      layer: 1,
      style: '现代简约',
      sdate: day(30),
      edate: day(33),
      deadline: day(20),
      conts: '<p>需要一个简洁明亮的展台。</p>',
    });
    expect(order.body.errCode, JSON.stringify(order.body)).toBe('success');
    const after = await read(d, id);
    expect(after.deal).toBe(true);
    expect(after.listItem[0]!.conts).toBe('方便的话打我电话 13812345678 详聊');
    expect(after.contact?.mobile).toBe(c.mobile);
    expect((await read(c, id)).listItem[1]!.conts).toBe('加我微信 linxiao_design 吧');
    // written after the deal: not masked, not an attempt
    const later = await ok<{ contactHidden: boolean }>(c.a, 'send', { id, conts: '我的座机 021-63229988' });
    expect(later.contactHidden).toBe(false);
    expect((await read(d, id)).listItem.at(-1)!.conts).toBe('我的座机 021-63229988');
  });
});

describe('limits', () => {
  it('caps new threads per day: fewer for unverified members; an existing thread goes on', async () => {
    const designers = [];
    for (let i = 0; i < 4; i += 1) designers.push(await designer());
    const newbie = await member(t);
    await ask(newbie, designers[0]!);
    await ask(newbie, designers[1]!);
    await refused(
      newbie.a,
      'open',
      { cardno: designers[2]!.cardno, kind: 'designer', conts: '在吗' },
      'limit_exceeded',
      '未认证会员每天最多发起2个新咨询；完成实名认证或企业认证后每天可发起3个',
    );
    // adding to a thread it has is not a new one
    expect((await ask(newbie, designers[0]!, '补充一下需求')).created).toBe(false);
    const verified = await member(t, { person: true });
    for (const d of designers.slice(0, 3)) await ask(verified, d);
    await refused(
      verified.a,
      'open',
      { cardno: designers[3]!.cardno, kind: 'designer', conts: '在吗' },
      'limit_exceeded',
      '您今天已发起3个新咨询，请明天再试，或在已有的对话中继续沟通',
    );
    // yesterday's threads do not count
    await q(`UPDATE consult_threads SET created_at = created_at - interval '1 day' WHERE asker_id = $1`, [
      verified.id,
    ]);
    expect((await ask(verified, designers[3]!)).created).toBe(true);
  });

  it('lets the recipient block a sender, who gets a clear refusal, and unblock', async () => {
    const c = await member(t);
    const d = await designer();
    const { id } = await ask(c, d);
    expect(await ok(d.a, 'block', { id, block: true })).toEqual({ blocked: 'me' });
    await refused(
      c.a,
      'send',
      { id, conts: '为什么不回我？' },
      'forbidden',
      '对方已设置不再接收您的消息，无法发送咨询',
    );
    await refused(
      c.a,
      'open',
      { cardno: d.cardno, kind: 'designer', conts: '再问一次' },
      'forbidden',
      '对方已设置不再接收您的消息，无法发送咨询',
    );
    await refused(d.a, 'send', { id, conts: '你好' }, 'forbidden', '您已屏蔽对方，取消屏蔽后才能发送消息');
    // the sender cannot lift it
    expect(await ok(c.a, 'block', { id, block: false })).toEqual({ blocked: 'them' });
    expect((await read(c, id)).open).toBe(false);
    expect(await ok(d.a, 'block', { id, block: false })).toEqual({ blocked: 'none' });
    await ok(c.a, 'send', { id, conts: '谢谢回复' });
  });

  it('lets a party report the conversation; it appears in the console with the messages as written', async () => {
    const c = await member(t);
    const d = await designer();
    const { id } = await ask(c, d, '低价代做展台，加Q 12345678 详谈');
    const bad = await call(d.a, 'report', { id, reason: '' });
    expect(bad.body.data).toEqual({ fields: { reason: '请写明举报理由（至少2个字）' } });
    expect(await ok(d.a, 'report', { id, reason: '发广告，留联系方式' })).toEqual({ reported: true });
    expect((await read(d, id)).reported).toBe(true);
    const list = await op.post<{
      listItem: {
        thread: number;
        reason: string;
        reporter: { cardno: string };
        reported: { cardno: string };
        messages: { conts: string }[];
      }[];
    }>('/api/Admin/consultReports', { page: 1, pageSize: 20 });
    expect(list.body.errCode).toBe('success');
    const row = list.body.data!.listItem.find((r) => r.thread === id)!;
    expect(row).toMatchObject({
      reason: '发广告，留联系方式',
      reporter: { cardno: d.cardno },
      reported: { cardno: c.cardno },
    });
    expect(row.messages.map((m) => m.conts)).toEqual(['低价代做展台，加Q 12345678 详谈']);
    expect((await d.a.post('/api/Admin/consultReports', { page: 1, pageSize: 20 })).status).toBe(403);
  });

  it('is handled once by an operator: the reporter hears the result, a warned member why; the log has it', async () => {
    const c = await member(t);
    const d = await designer();
    const { id } = await ask(c, d, '加微信 hz-ads-8888 便宜代做');
    await ok(d.a, 'report', { id, reason: '发广告' });
    const openList = async () =>
      (
        await op.post<{ listItem: { id: number; thread: number }[] }>('/api/Admin/consultReports', {
          state: 'open',
          page: 1,
          pageSize: 50,
        })
      ).body.data!.listItem;
    const report = (await openList()).find((r) => r.thread === id)!;
    expect(report).toBeTruthy();

    // bad input, and members, are refused; nothing handled
    const bad = await op.post('/api/Admin/consultReportHandle', { id: report.id, result: 'ban', note: '' });
    expect(bad.body.errCode).toBe('invalid_params');
    expect((bad.body.data as { fields: Record<string, string> }).fields).toEqual({
      result: '请选择处理结果',
      note: '请写明处理说明（至少2个字）',
    });
    const byMember = await d.a.post('/api/Admin/consultReportHandle', {
      id: report.id,
      result: 'warned',
      note: '已核实',
    });
    expect(byMember.status).toBe(403);
    expect(
      (await op.post('/api/Admin/consultReportHandle', { id: 99_999_999, result: 'warned', note: '已核实' }))
        .body.errCode,
    ).toBe('not_found');

    // two operators at once: one handles it, the other is told it is done
    const op2 = await operatorAgent(t);
    const both = await Promise.all([
      op.post<{ result: string; note: string; handler: string; handledAt: string }>(
        '/api/Admin/consultReportHandle',
        { id: report.id, result: 'warned', note: '对方在对话中发布广告与联系方式' },
      ),
      op2.post('/api/Admin/consultReportHandle', { id: report.id, result: 'dismissed', note: '未发现违规' }),
    ]);
    const codes = both.map((r) => r.body.errCode).sort();
    expect(codes).toEqual(['state_conflict', 'success']);
    const done = both.find((r) => r.body.errCode === 'success')!.body.data as {
      result: string;
      note: string;
      handledAt: string;
    };
    expect(done.handledAt).not.toBe('');
    expect((await openList()).some((r) => r.id === report.id)).toBe(false);
    const handled = (
      await op.post<{ listItem: { id: number; result: string }[] }>('/api/Admin/consultReports', {
        state: 'handled',
        page: 1,
        pageSize: 50,
      })
    ).body.data!.listItem;
    expect(handled.find((r) => r.id === report.id)?.result).toBe(done.result);

    const inbox = (memberId: number) =>
      q<{ title: string; conts: string }>(
        'SELECT title, conts FROM messages WHERE member_id = $1 ORDER BY id',
        [memberId],
      );
    const told = (await inbox(d.id)).find((m) => m.title === '您的咨询举报已处理')!;
    expect(told.conts).toContain(done.note);
    const warned = (await inbox(c.id)).filter((m) => m.title === '咨询行为警告');
    expect(warned).toHaveLength(done.result === 'warned' ? 1 : 0);
    const log = await q<{ action: string; target_id: string }>(
      "SELECT action, target_id FROM audit_log WHERE action = 'consult.report' AND target_id = $1",
      [c.id],
    );
    expect(log).toHaveLength(1);

    // reported again by the same party: open again
    await ok(d.a, 'report', { id, reason: '又发广告' });
    expect((await openList()).some((r) => r.id === report.id)).toBe(true);
  });
});

describe('response time', () => {
  it('is the SQL median of the first replies over 30 days, shown from 3 conversations', async () => {
    const d = await designer();
    const rt = () =>
      ok<{ minutes: number | null; threads: number; text: string }>(agent(t.app), 'replyTime', {
        cardno: d.cardno,
        kind: 'designer',
      });
    expect(await rt()).toEqual({ minutes: null, threads: 0, text: '' });
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const c = await member(t, { person: true });
      const { id } = await ask(c, d);
      ids.push(id);
    }
    // the designer answers the first: its first reply is recorded once
    await ok(d.a, 'send', { id: ids[0], conts: '您好，三天出图。' });
    await ok(d.a, 'send', { id: ids[0], conts: '另外可以先看看我的作品。' });
    const [r] = await q<{ first_reply_at: Date | null; created_at: Date }>(
      'SELECT first_reply_at, created_at FROM consult_threads WHERE id = $1',
      [ids[0]],
    );
    expect(r!.first_reply_at).not.toBeNull();
    // replies after 30 minutes and 5 hours; the third unanswered for 90 minutes so far
    const set = (id: number, ago: string, reply: string | null) =>
      q(
        `UPDATE consult_threads SET created_at = now() - interval '${ago}', first_reply_at = ${reply === null ? 'NULL' : `now() - interval '${ago}' + interval '${reply}'`} WHERE id = $1`,
        [id],
      );
    await set(ids[0]!, '10 hours', '30 minutes');
    await set(ids[1]!, '10 hours', '5 hours');
    await set(ids[2]!, '90 minutes', null);
    const shown = await rt();
    expect(shown.threads).toBe(3);
    expect(Math.round(shown.minutes!)).toBeGreaterThanOrEqual(90);
    expect(shown.minutes!).toBeLessThan(95);
    expect(shown.text).toBe('通常在2小时内回复');
    // a conversation older than 30 days does not count: under 3 again, nothing shown
    await set(ids[1]!, '31 days', '1 minute');
    expect(await rt()).toMatchObject({ minutes: null, threads: 2, text: '' });
    // not for a profile that is not public
    await refused(agent(t.app), 'replyTime', { cardno: d.cardno, kind: 'factory' }, 'not_found');
  });
});

describe('live and notices', () => {
  it("tells the other side's stream (`event: consult`) and gives one notice per unread burst", async () => {
    const c = await member(t);
    const d = await designer();
    const stream = openStream(`${base}/api/Tipcenter/stream`, cookieOf(d.a));
    try {
      await stream.waitFor(1);
      const { id } = await ask(c, d);
      await expect
        .poll(() => stream.events.find((e) => e.event === 'consult'), { timeout: 15_000 })
        .toEqual({ event: 'consult', data: JSON.stringify({ thread: id }) });
    } finally {
      stream.close();
    }
    await ok(c.a, 'send', {
      id: (await ok<{ listItem: { id: number }[] }>(c.a, 'list', { page: 1, pageSize: 5 })).listItem[0]!.id,
      conts: '再补充一句',
    });
    const notices = () =>
      q<{ title: string; link: string }>(
        "SELECT title, link FROM messages WHERE member_id = $1 AND kind = 'consult' ORDER BY id",
        [d.id],
      );
    // two messages unread: one notice, through the outbox's `consult.message`
    expect(await notices()).toHaveLength(1);
    const [n] = await notices();
    expect(n!.title).toBe('新的咨询');
    const threadId = Number(/id=(\d+)/.exec(n!.link)![1]);
    const events = await q<{ name: string }>(
      "SELECT name FROM events WHERE object_kind = 'consult' AND object_id = $1",
      [threadId],
    );
    expect(events.map((e) => e.name)).toEqual(['consult.message']);
    // read, then a new message: a new notice
    const list = await ok<{ unread: number; listItem: { unread: number }[] }>(d.a, 'list', {
      page: 1,
      pageSize: 5,
    });
    expect(list.unread).toBe(1);
    expect(list.listItem[0]!.unread).toBe(2);
    await read(d, threadId);
    expect((await ok<{ unread: number }>(d.a, 'list', { page: 1, pageSize: 5 })).unread).toBe(0);
    // reading the thread read the notice that told of it
    const unreadNotices = await q<{ n: number }>(
      "SELECT count(*)::int AS n FROM messages WHERE member_id = $1 AND kind = 'consult' AND read_at IS NULL",
      [d.id],
    );
    expect(Number(unreadNotices[0]!.n)).toBe(0);
    // the asker sees the designer by their profile's picture
    const asked = await ok<{ listItem: { other: { logo: string; link: string } }[] }>(c.a, 'list', {
      page: 1,
      pageSize: 5,
    });
    expect(asked.listItem[0]!.other.logo).toMatch(/^\/files\//);
    expect(asked.listItem[0]!.other.link).toBe(`/designerWork?cardno=${d.cardno}`);
    await ok(c.a, 'send', { id: threadId, conts: '第三句' });
    expect(await notices()).toHaveLength(2);
    // the designer's answer tells the client with the other title
    await ok(d.a, 'send', { id: threadId, conts: '收到' });
    const [back] = await q<{ title: string }>(
      "SELECT title FROM messages WHERE member_id = $1 AND kind = 'consult'",
      [c.id],
    );
    expect(back!.title).toBe('咨询有新回复');
  });

  it('counts the threads with unread messages among many', async () => {
    const d = await designer();
    // threads whose ids differ from their messages' ids: read and unread ones
    for (let i = 0; i < 3; i += 1) {
      const m = await member(t);
      const { id } = await ask(m, d);
      if (i < 2) await read(d, id);
    }
    await ask(await member(t), d);
    const list = await ok<{ unread: number; total: number; listItem: { unread: number }[] }>(d.a, 'list', {
      page: 1,
      pageSize: 20,
    });
    expect(list.total).toBe(4);
    expect(list.listItem.map((x) => x.unread)).toEqual([1, 1, 0, 0]);
    expect(list.unread).toBe(2);
  });
});
