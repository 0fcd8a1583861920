import { feedbackHourlyLimit } from '@hz/contract/contact';
import { describe, expect, it } from 'vitest';
import { type Agent, agent, fileApp, registerMember } from '../../../test/test-app.ts';

const { t, op } = fileApp({
  env: { SUPPORT_PHONE: '400-111-2222', SUPPORT_EMAIL: 'help@hz.example.com', SUPPORT_WECHAT: 'hz-help' },
});

type Item = {
  id: number;
  kind: string;
  content: string;
  contact: string;
  cardno: string;
  memberName: string;
  state: string;
  note: string;
  handlerName: string;
  handled: string;
};
type List = { listItem: Item[]; total: number };

let serial = 0;
const feedback = (a: Agent, over: Record<string, unknown> = {}) => {
  serial += 1;
  return a.post<{ id: number; dates: string }>('/api/Common/feedbackAdd', {
    kind: 'suggest',
    content: `希望展会列表可以按城市筛选（第${serial}条）`,
    contact: 'visitor@example.com',
    ...over,
  });
};

describe('contact settings', () => {
  it('are public and come from the SUPPORT_* settings', async () => {
    const r = await agent(t.app).post('/api/Common/contactInfo');
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      phone: '400-111-2222',
      email: 'help@hz.example.com',
      wechat: 'hz-help',
      hours: '工作日 9:00–18:00',
    });
  });
});

describe('sending feedback', () => {
  it('a visitor sends feedback; it is stored without a member', async () => {
    const r = await feedback(agent(t.app), { kind: 'consult', contact: '13912345678' });
    expect(r.body.errCode).toBe('success');
    expect(r.body.data).toMatchObject({ id: expect.any(Number), dates: expect.stringMatching(/^\d{4}-/) });
    const [row] = await t.database.query<{ kind: string; member_id: number | null; state: string }>(
      'SELECT kind, member_id, state FROM feedback WHERE id = $1',
      [r.body.data!.id],
    );
    expect(row).toEqual({ kind: 'consult', member_id: null, state: 'pending' });
  });

  it('asks for a kind, five characters or more, and a mobile or an email', async () => {
    const r = await agent(t.app).post<unknown>('/api/Common/feedbackAdd', {
      kind: 'praise',
      content: '好',
      contact: 'call me',
    });
    expect(r.status).toBe(400);
    expect((r.body.data as { fields: Record<string, string> }).fields).toEqual({
      kind: '请选择反馈类型',
      content: '请至少写5个字，说清楚您遇到的问题',
      contact: '请填写正确的手机号或邮箱',
    });
    // a visitor must say where to reply
    const anonymous = await feedback(agent(t.app), { contact: '' });
    expect(anonymous.status).toBe(400);
    expect((anonymous.body.data as unknown as { fields: Record<string, string> }).fields).toEqual({
      contact: '请填写手机号或邮箱，方便我们回复您',
    });
  });

  it('a member may leave the contact empty: the account’s mobile is kept', async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    const r = await feedback(a, { contact: '' });
    expect(r.body.errCode).toBe('success');
    const [row] = await t.database.query<{ contact: string }>('SELECT contact FROM feedback WHERE id = $1', [
      r.body.data!.id,
    ]);
    expect(row!.contact).toBe(m.mobile);
  });

  it(`takes at most ${feedbackHourlyLimit} an hour from one IP, with a clear message`, async () => {
    const ip = '10.9.8.7';
    for (let i = 0; i < feedbackHourlyLimit; i++) {
      expect((await feedback(agent(t.app, { ip }))).body.errCode).toBe('success');
    }
    const refused = await feedback(agent(t.app, { ip }));
    expect(refused.status).toBe(429);
    expect(refused.body.errCode).toBe('rate_limited');
    expect(refused.body.errMsg).toBe(
      `提交过于频繁：每小时最多提交${feedbackHourlyLimit}条反馈，请稍后再试；紧急问题请拨打客服电话 400-111-2222`,
    );
    // another client is not held back
    expect((await feedback(agent(t.app))).body.errCode).toBe('success');
  });

  it(`takes at most ${feedbackHourlyLimit} an hour from one member, whatever the IP`, async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    for (let i = 0; i < feedbackHourlyLimit; i++) expect((await feedback(a)).body.errCode).toBe('success');
    expect((await feedback(a)).body.errCode).toBe('rate_limited');
    // the same session from another address: still the same member
    const moved = agent(t.app);
    for (const [k, v] of a.jar) moved.jar.set(k, v);
    expect((await feedback(moved)).body.errCode).toBe('rate_limited');
    const [row] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM feedback f JOIN members m ON m.id = f.member_id WHERE m.cardno = $1',
      [m.cardno],
    );
    expect(row!.n).toBe(feedbackHourlyLimit);
  });

  it('refuses more than the limit when sent at once', async () => {
    const ip = '10.9.8.99';
    const results = await Promise.all(
      Array.from({ length: feedbackHourlyLimit + 3 }, () => feedback(agent(t.app, { ip }))),
    );
    const ok = results.filter((r) => r.body.errCode === 'success').length;
    expect(ok).toBe(feedbackHourlyLimit);
  });
});

describe('feedback in the console', () => {
  it('is for operators: a stranger gets 401 and a member 403', async () => {
    const m = agent(t.app);
    await registerMember(m);
    for (const path of ['/api/Admin/feedbackList', '/api/Admin/feedbackHandle']) {
      expect((await agent(t.app).post(path, { id: 1, note: '已回复' })).status, path).toBe(401);
      const r = await m.post(path, { id: 1, note: '已回复' });
      expect(r.status, path).toBe(403);
      expect(r.body.errCode).toBe('forbidden');
    }
  });

  it('an operator handles a member’s feedback with a note: audit-logged, messaged, moved to 已处理', async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    await a.post('/api/Member/updateBaseInfo', { name: '司马反馈' });
    const sent = await feedback(a, {
      kind: 'complain',
      content: '展会详情页的地图打不开，麻烦看一下',
      contact: m.mobile,
    });
    const id = sent.body.data!.id;

    const pending = await op.post<List>('/api/Admin/feedbackList', { pageSize: 100 });
    const row = pending.body.data!.listItem.find((x) => x.id === id);
    expect(row).toMatchObject({
      kind: 'complain',
      contact: m.mobile,
      cardno: m.cardno,
      memberName: '司马反馈',
      state: 'pending',
      note: '',
      handled: '',
    });
    // oldest first: the next to answer is on top
    const ids = pending.body.data!.listItem.map((x) => x.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));

    const noNote = await op.post('/api/Admin/feedbackHandle', { id, note: ' ' });
    expect(noNote.status).toBe(400);
    const done = await op.post<Item>('/api/Admin/feedbackHandle', {
      id,
      note: '已电话回复，地图服务已恢复。',
    });
    expect(done.body.data).toMatchObject({ id, state: 'handled', note: '已电话回复，地图服务已恢复。' });
    expect(done.body.data!.handled).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const again = await op.post('/api/Admin/feedbackHandle', { id, note: '再次处理' });
    expect(again.body.errCode).toBe('state_conflict');
    expect((await op.post('/api/Admin/feedbackHandle', { id: 999_999, note: '不存在' })).status).toBe(404);

    const handled = await op.post<List>('/api/Admin/feedbackList', { state: 'handled', pageSize: 100 });
    expect(handled.body.data!.listItem.map((x) => x.id)).toContain(id);
    expect(
      (await op.post<List>('/api/Admin/feedbackList', { pageSize: 100 })).body.data!.listItem.map(
        (x) => x.id,
      ),
    ).not.toContain(id);

    const msgs = await a.post<{ listItem: Array<{ title: string; conts: string; link: string }> }>(
      '/api/Tipcenter/getList',
      {},
    );
    expect(msgs.body.data!.listItem[0]).toMatchObject({
      title: '您的反馈已处理',
      link: '/contact',
      conts: expect.stringMatching(/投诉反馈已处理。处理说明：已电话回复，地图服务已恢复。$/),
    });

    const audit = await op.post<{ listItem: Array<Record<string, unknown>> }>('/api/Admin/auditList', {
      action: 'feedback.handle',
    });
    expect(audit.body.data!.listItem[0]).toMatchObject({
      action: 'feedback.handle',
      targetKind: 'feedback',
      target: String(id),
      title: '展会详情页的地图打不开，麻烦看一下',
      memberCardno: m.cardno,
      memberName: '司马反馈',
      memberMobile: `${m.mobile.slice(0, 3)}****${m.mobile.slice(-4)}`,
      link: `/admin/feedback?checked=handled&id=${id}`,
      reason: '已电话回复，地图服务已恢复。',
      before: { state: 'pending' },
      after: { state: 'handled' },
    });
  });

  it('a visitor’s feedback is handled without a message', async () => {
    const sent = await feedback(agent(t.app));
    const id = sent.body.data!.id;
    const before = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM messages');
    expect((await op.post('/api/Admin/feedbackHandle', { id, note: '已邮件回复' })).body.errCode).toBe(
      'success',
    );
    const after = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM messages');
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
