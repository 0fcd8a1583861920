import { contentKinds } from '@hz/contract/content';
import { calls } from '@hz/contract/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, registerMember, type TestApp, uniqueMobile } from '../../../test/test-app.ts';
import { ensureOperator } from '../auth/operator-account.ts';
import { publishExhibition } from '../../../test/listings.ts';

let t: TestApp;
let op: ReturnType<typeof agent>;
const OP_PASSWORD = 'Console-keeper-2468';
let opMobile = '';

beforeAll(async () => {
  t = await createTestApp();
  opMobile = uniqueMobile();
  expect(await ensureOperator(t.database.db, opMobile, OP_PASSWORD)).toBe('created');
  op = agent(t.app);
  expect((await op.post('/api/User/login', { mobile: opMobile, password: OP_PASSWORD })).body.success).toBe(
    true,
  );
});
afterAll(() => t.close());

const adminCalls = Object.values(calls).filter((c) => 'admin' in c && c.admin);

describe('access', () => {
  it('every /api/Admin/* call is marked for operators in the contract', () => {
    const paths = Object.values(calls).filter((c) => c.path.startsWith('/api/Admin/'));
    expect(paths.length).toBeGreaterThanOrEqual(4);
    expect(adminCalls).toHaveLength(paths.length);
  });

  it('a member who is not an operator gets 403 forbidden from every Admin call; a stranger 401', async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    for (const c of adminCalls) {
      const r = await a.post(c.path, { cardno: m.cardno, disabled: true, reason: '测试停用', page: 1 });
      expect(r.status, c.path).toBe(403);
      expect(r.body.errCode).toBe('forbidden');
      expect((await agent(t.app).post(c.path, {})).status, c.path).toBe(401);
    }
    // and nothing happened
    expect((await a.get('/api/loginCheck')).body.data).toMatchObject({ loginState: true });
  });
});

describe('members in the console', () => {
  it('finds members by mobile, name or cardno', async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    await a.post('/api/Member/updateBaseInfo', { name: '欧阳展台' });
    for (const keyword of [m.mobile.slice(3, 9), '欧阳展', m.cardno]) {
      const r = await op.post<{ listItem: Array<{ cardno: string }>; total: number }>(
        '/api/Admin/memberList',
        { keyword },
      );
      expect(
        r.body.data!.listItem.map((x) => x.cardno),
        keyword,
      ).toContain(m.cardno);
    }
    const none = await op.post<{ total: number }>('/api/Admin/memberList', { keyword: '%' });
    expect(none.body.data!.total).toBe(0);
    const info = await op.post<{ mobile: string; disabled: boolean }>('/api/Admin/memberInfo', {
      cardno: m.cardno,
    });
    expect(info.body.data).toMatchObject({ mobile: m.mobile, disabled: false, name: '欧阳展台' });
    expect(JSON.stringify(info.body)).not.toMatch(/argon2|password/);
    expect((await op.post('/api/Admin/memberInfo', { cardno: '12345678' })).status).toBe(404);
  });

  it('disabling ends the member’s sessions, blocks login, is audit-logged and messaged; enabling restores', async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    const r = await op.post<{ disabled: boolean }>('/api/Admin/memberDisable', {
      cardno: m.cardno,
      disabled: true,
      reason: '发布违规内容',
    });
    expect(r.body.data).toMatchObject({ cardno: m.cardno, disabled: true });
    expect((await a.get('/api/loginCheck')).body.data).toEqual({ loginState: false });
    expect(
      (await agent(t.app).post('/api/User/login', { mobile: m.mobile, password: m.password })).body.errCode,
    ).toBe('account_disabled');

    const info = await op.post<{
      audit: Array<{ action: string; reason: string; before: unknown; after: unknown; actor: string }>;
    }>('/api/Admin/memberInfo', { cardno: m.cardno });
    expect(info.body.data!.audit[0]).toMatchObject({
      action: 'member.disable',
      reason: '发布违规内容',
      before: { disabled: false },
      after: { disabled: true },
    });

    await op.post('/api/Admin/memberDisable', { cardno: m.cardno, disabled: false, reason: '申诉通过' });
    const back = agent(t.app);
    expect(
      (await back.post('/api/User/login', { mobile: m.mobile, password: m.password })).body.success,
    ).toBe(true);
    const msgs = await back.post<{ listItem: Array<{ kind: string; title: string }> }>(
      '/api/Tipcenter/getList',
      {},
    );
    expect(msgs.body.data!.listItem.map((x) => x.title)).toEqual(['账号已恢复使用', '账号已被停用']);
    expect(msgs.body.data!.listItem[0]!.kind).toBe('admin');

    const audit = await op.post<{ listItem: Array<{ action: string; target: string }> }>(
      '/api/Admin/auditList',
      { cardno: m.cardno },
    );
    expect(audit.body.data!.listItem.map((x) => x.action)).toEqual(['member.enable', 'member.disable']);
    expect(audit.body.data!.listItem[0]!.target).toBe(m.cardno);
  });

  it('asks for a reason and refuses to disable oneself', async () => {
    const m = await registerMember(agent(t.app));
    const noReason = await op.post('/api/Admin/memberDisable', {
      cardno: m.cardno,
      disabled: true,
      reason: '',
    });
    expect(noReason.status).toBe(400);
    const [self] = await t.database.query<{ cardno: string }>(
      'SELECT cardno FROM members WHERE mobile = $1',
      [opMobile],
    );
    const r = await op.post('/api/Admin/memberDisable', {
      cardno: self!.cardno,
      disabled: true,
      reason: '误操作测试',
    });
    expect(r.body.errCode).toBe('state_conflict');
  });

  it('nobody can edit or delete the audit log, not even with SQL', async () => {
    const m = await registerMember(agent(t.app));
    await op.post('/api/Admin/memberDisable', { cardno: m.cardno, disabled: true, reason: '审计测试' });
    await expect(t.database.query(`UPDATE audit_log SET reason = 'changed'`)).rejects.toThrow(/append-only/);
    await expect(t.database.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    const [row] = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE reason = '审计测试'`,
    );
    expect(row!.n).toBe(1);
  });
});

type Entry = Record<string, unknown> & { id: number; action: string };
type Entries = { listItem: Entry[]; total: number };

/** A member's pending exhibition (cover uploaded), through the real calls. */
const exhibitionTitled = async (a: ReturnType<typeof agent>, title: string) =>
  (await publishExhibition(a, { title })).id;

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

describe('the audit log in words', () => {
  it('names the member (masked mobile) and the object (title, console link) of each entry', async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    await a.post('/api/Member/updateBaseInfo', { name: '上官审计' });
    const id = await exhibitionTitled(a, '2031审计日志测试展览会');
    const r = await op.post('/api/Admin/contentReview', {
      kind: 'huizhan',
      id,
      pass: false,
      reason: '展会介绍过于简单。',
    });
    expect(r.body.errCode).toBe('success');
    await op.post('/api/Admin/memberDisable', { cardno: m.cardno, disabled: true, reason: '测试停用' });

    const log = (await op.post<Entries>('/api/Admin/auditList', { pageSize: 5 })).body.data!;
    const [disable, reject] = log.listItem;
    expect(disable).toMatchObject({
      action: 'member.disable',
      targetKind: 'member',
      target: m.cardno,
      memberCardno: m.cardno,
      memberName: '上官审计',
      memberMobile: masked(m.mobile),
      title: '',
      link: `/admin/memberInfo?cardno=${m.cardno}`,
    });
    expect(reject).toMatchObject({
      action: 'huizhan.reject',
      targetKind: 'huizhan',
      target: String(id),
      memberCardno: m.cardno,
      memberName: '上官审计',
      memberMobile: masked(m.mobile),
      title: '2031审计日志测试展览会',
      link: `/admin/content?kind=huizhan&id=${id}`,
      reason: '展会介绍过于简单。',
      before: { checked: 0 },
      after: { checked: 2 },
    });
    expect(JSON.stringify(log)).not.toContain(m.mobile);

    // a reason that ends with its own full stop is not followed by a second one
    await op.post('/api/Admin/memberDisable', { cardno: m.cardno, disabled: false, reason: '恢复' });
    const back = agent(t.app);
    await back.post('/api/User/login', { mobile: m.mobile, password: m.password });
    const msgs = await back.post<{ listItem: Array<{ title: string; conts: string }> }>(
      '/api/Tipcenter/getList',
      {
        pageSize: 10,
      },
    );
    const rejected = msgs.body.data!.listItem.find((x) => x.title === '展会未通过审核');
    expect(rejected!.conts).toContain('原因：展会介绍过于简单。请修改后重新提交。');
    expect(msgs.body.data!.listItem.map((x) => x.conts).join('')).not.toMatch(/。。/);
  });

  it('filters by action and by China days; refuses an end before the start', async () => {
    const m = await registerMember(agent(t.app));
    await op.post('/api/Admin/memberDisable', { cardno: m.cardno, disabled: true, reason: '筛选测试' });
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 32 * 3_600_000).toISOString().slice(0, 10);

    const disables = (
      await op.post<Entries>('/api/Admin/auditList', { action: 'member.disable', pageSize: 100 })
    ).body.data!;
    expect(disables.total).toBeGreaterThan(0);
    expect(new Set(disables.listItem.map((x) => x.action))).toEqual(new Set(['member.disable']));

    const todays = (await op.post<Entries>('/api/Admin/auditList', { from: today, to: today, pageSize: 100 }))
      .body.data!;
    expect(todays.listItem.map((x) => x.reason)).toContain('筛选测试');
    const none = (await op.post<Entries>('/api/Admin/auditList', { from: tomorrow })).body.data!;
    expect(none.total).toBe(0);

    const backwards = await op.post<{ fields: Record<string, string> }>('/api/Admin/auditList', {
      from: tomorrow,
      to: today,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.data!.fields).toEqual({ to: '结束日期不能早于开始日期' });
    expect((await op.post('/api/Admin/auditList', { action: 'member.delete' })).status).toBe(400);
  });
});

describe('pending counts', () => {
  it('counts what waits in each queue, and drops when an item is decided', async () => {
    const counts = async () =>
      (
        await op.post<{
          personAuth: number;
          businessAuth: number;
          cash: number;
          content: Record<'huizhan' | 'huiyi' | 'hycd' | 'photo', number>;
          feedback: number;
          jobs: number;
        }>('/api/Admin/pendingCounts')
      ).body.data!;
    const before = await counts();
    expect(Object.keys(before.content).sort()).toEqual([...contentKinds].sort());

    const a = agent(t.app);
    await registerMember(a);
    const id = await exhibitionTitled(a, '2031待审数量测试展览会');
    await a.post('/api/Common/feedbackAdd', { kind: 'other', content: '待处理数量测试', contact: 'a@b.cn' });
    const during = await counts();
    expect(during.content.huizhan).toBe(before.content.huizhan + 1);
    expect(during.feedback).toBe(before.feedback + 1);

    await op.post('/api/Admin/contentReview', { kind: 'huizhan', id, pass: true });
    expect((await counts()).content.huizhan).toBe(before.content.huizhan);
  });
});

describe('operators', () => {
  it('ensureOperator promotes an existing member and resets its password; refuses weak passwords', async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    expect(await ensureOperator(t.database.db, m.mobile, 'Another-console-9753')).toBe('updated');
    const b = agent(t.app);
    await b.post('/api/User/login', { mobile: m.mobile, password: 'Another-console-9753' });
    expect((await b.get('/api/loginCheck')).body.data).toMatchObject({ isadmin: true });
    await expect(ensureOperator(t.database.db, uniqueMobile(), '12345678')).rejects.toThrow(/too weak/);
  });
});
