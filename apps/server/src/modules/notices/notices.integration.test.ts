import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AliyunSmsFake, startAliyunSmsFake } from '../../../test/fakes/aliyun-sms-fake.ts';
import { startWechatMpFake, type WechatMpFake, wechatCallback } from '../../../test/fakes/wechat-mp-fake.ts';
import { approvedDesigner, approvedFactory, decide, type Member, workBody } from '../../../test/people.ts';
import { day, projectClient, publishedProject, quoteBody, signedProject } from '../../../test/projects.ts';
import {
  type Agent,
  callsOf,
  createTestApp,
  jobWorkers,
  operatorAgent,
  type TestApp,
} from '../../../test/test-app.ts';
import { chinaMinutes, nextChinaMinute } from './notice-timing.ts';
import type { SmsProvider } from '../auth/sms/sms-provider.ts';
import { createAliyunSmsProvider } from '../auth/sms/aliyun-sms-provider.ts';
import { createWechatMpClient } from './wechat-mp-client.ts';

/**
 * Notices off the site (issue 28, decision 048) through the real calls and the real dispatcher on a fresh
 * database (PGlite, and PostgreSQL with TEST_DATABASE_URL): an event of a deal reaches its recipient once
 * per channel (SMS through Aliyun's protocol, WeChat through the service account's), the member's
 * switches, the WeChat binding by a scanned code, quiet hours, the daily SMS cap and its digest, a failing
 * provider retried without touching the deal, and the console's list.
 */

const SMS_TEMPLATES = {
  task: 'SMS_T1',
  project: 'SMS_P1',
  money: 'SMS_M1',
  reminder: 'SMS_R1',
  digest: 'SMS_D1',
};
const MP = { appid: 'wxmp-test', secret: 'mp-secret', token: 'mp-callback-token' };
const MP_TEMPLATES = {
  task: 'tpl-task-01',
  project: 'tpl-project-01',
  money: 'tpl-money-01',
  reminder: 'tpl-remind-01',
};

/** The providers give up after this long (the stalled fakes hold a request for longer). */
const PROVIDER_TIMEOUT_MS = 1500;

let sms: AliyunSmsFake;
let mp: WechatMpFake;
const { ok } = callsOf('Notice');
const projects = callsOf('Projectcenter');

beforeAll(async () => {
  sms = await startAliyunSmsFake({ accessKeyId: 'LTAI-notice', accessKeySecret: 'notice-secret' });
  mp = await startWechatMpFake({
    appid: MP.appid,
    secret: MP.secret,
    templates: Object.values(MP_TEMPLATES),
  });
});
afterAll(async () => {
  await sms.close();
  await mp.close();
});

/** The app with SMS notices through the Aliyun fake (login codes stay the dev provider's). */
async function app(env: Record<string, string> = {}) {
  const aliyun = createAliyunSmsProvider({
    accessKeyId: 'LTAI-notice',
    accessKeySecret: 'notice-secret',
    signName: '会展通',
    templateCode: 'SMS_CODE',
    noticeTemplates: SMS_TEMPLATES,
    endpoint: sms.url,
    timeoutMs: PROVIDER_TIMEOUT_MS,
  });
  const provider: SmsProvider = {
    name: 'dev',
    returnsCode: true,
    send: async () => {},
    canNotify: aliyun.canNotify,
    sendNotice: aliyun.sendNotice,
  };
  const t = await createTestApp({
    sms: provider,
    wechatMp: createWechatMpClient({
      appid: MP.appid,
      secret: MP.secret,
      apiBase: mp.url,
      timeoutMs: PROVIDER_TIMEOUT_MS,
    }),
    env: {
      NOTICE_QUIET_HOURS: 'off',
      WECHAT_MP_APPID: MP.appid,
      WECHAT_MP_SECRET: MP.secret,
      WECHAT_MP_TOKEN: MP.token,
      WECHAT_MP_TEMPLATES: JSON.stringify(MP_TEMPLATES),
      PUBLIC_URL: 'http://127.0.0.1:3000',
      ...env,
    },
  });
  return t;
}

const smsTo = (mobile: string) => sms.sent.filter((s) => s.mobile === mobile);

/** Runs every due job until none is left (deliveries, sends, digests). */
async function drain(t: TestApp) {
  const r = jobWorkers(t);
  for (let i = 0; i < 5; i++) await r.runDue();
}

/** A project of a new client, quoted by `factory` and awarded to it: one `project.awarded` event. */
async function award(t: TestApp, op: Agent, factory: Member) {
  const client = await projectClient(t);
  const id = await publishedProject(client, op);
  const q = await projects.ok<{ id: number }>(factory.a, 'factoryQuote', quoteBody(id));
  await projects.ok(client.a, 'wonPrjct', { id, quote: q.id });
  return id;
}

async function sends(t: TestApp, memberId: number) {
  return t.database.query<{
    channel: string;
    event: string;
    state: string;
    attempts: number;
    due_at: Date;
    answer: string;
  }>(
    'SELECT channel, event, state, attempts, due_at, answer FROM notice_sends WHERE member_id = $1 ORDER BY id',
    [memberId],
  );
}

/** Binds the member's WeChat as a scan of the settings page's code does. */
async function bindWechat(t: TestApp, m: Member, openid: string) {
  const qr = await ok<{ url: string }>(m.a, 'wechatQr', {});
  const scene = mp.sceneOf(qr.url);
  expect(scene).toBeTruthy();
  mp.follow(openid);
  const cb = wechatCallback(MP.token, { openid, event: 'subscribe', scene });
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/wechat/mp?${new URLSearchParams(cb.query)}`,
    headers: { 'content-type': 'text/xml' },
    payload: cb.payload,
  });
  expect(r.body).toBe('success');
}

describe('notices, outside quiet hours', () => {
  let t: TestApp;
  let op: Agent;
  beforeAll(async () => {
    t = await app({ NOTICE_SMS_PER_DAY: '2' });
    op = await operatorAgent(t);
  });
  afterAll(() => t.close());

  it('an award reaches the factory once per channel: message centre, SMS and WeChat', async () => {
    const factory = await approvedFactory(t, op);
    await bindWechat(t, factory, 'o-factory-0001');
    expect((await ok<{ wechatBound: boolean }>(factory.a, 'settings', {})).wechatBound).toBe(true);
    await award(t, op, factory);
    await drain(t);
    await drain(t); // again: nothing is sent twice

    const texts = smsTo(factory.mobile);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ templateCode: 'SMS_P1', signName: '会展通' });
    expect(texts[0]!.params).toEqual({
      title: '您的报价已中标',
      text: expect.stringContaining('客户选定了您的报价'),
    });
    const wx = mp.sent.filter((m) => m.openid === 'o-factory-0001');
    expect(wx).toHaveLength(1);
    expect(wx[0]!.templateId).toBe('tpl-project-01');
    expect(wx[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/workDetail\?id=\d+$/);
    const inbox = await t.database.query('SELECT title FROM messages WHERE member_id = $1 AND title = $2', [
      factory.id,
      '您的报价已中标',
    ]);
    expect(inbox).toHaveLength(1);
    expect((await sends(t, factory.id)).map((s) => [s.channel, s.state, s.attempts])).toEqual([
      ['sms', 'sent', 1],
      ['wechat', 'sent', 1],
    ]);
  });

  it("the member's switches: SMS off sends none, in-app off keeps the message centre quiet", async () => {
    const factory = await approvedFactory(t, op);
    const s = await ok<{ groups: { group: string; sms: boolean }[] }>(factory.a, 'saveSettings', {
      groups: [{ group: 'project', inapp: false, sms: false, wechat: true }],
    });
    expect(s.groups.find((g) => g.group === 'project')).toMatchObject({ sms: false });
    expect(s.groups.find((g) => g.group === 'money')).toMatchObject({ sms: true });
    await award(t, op, factory);
    await drain(t);
    expect(smsTo(factory.mobile)).toHaveLength(0);
    const inbox = await t.database.query('SELECT 1 FROM messages WHERE member_id = $1 AND title = $2', [
      factory.id,
      '您的报价已中标',
    ]);
    expect(inbox).toHaveLength(0);
    // bad input: an unknown group, a repeated one
    const bad = await callsOf('Notice').call(factory.a, 'saveSettings', {
      groups: [
        { group: 'task', inapp: true, sms: true, wechat: true },
        { group: 'task', inapp: true, sms: false, wechat: true },
      ],
    });
    expect(bad.body.errMsg).toBe('通知类型重复');
  });

  it('beyond the daily SMS cap the rest is folded into one digest at 09:00', async () => {
    const factory = await approvedFactory(t, op);
    for (let i = 0; i < 3; i++) await award(t, op, factory);
    await drain(t);
    expect(smsTo(factory.mobile)).toHaveLength(2);
    const rows = await sends(t, factory.id);
    expect(rows.filter((r) => r.channel === 'sms').map((r) => r.state)).toEqual(['sent', 'sent', 'folded']);
    const [digest] = await t.database.query<{ run_at: Date }>(
      "SELECT run_at FROM jobs WHERE name = 'notices.digest' AND payload->>'member' = $1",
      [String(factory.id)],
    );
    expect(digest!.run_at.getTime()).toBe(nextChinaMinute(new Date(), 9 * 60).getTime());
    // 09:00 comes: the database clock moves to it for this job
    await t.database.query("UPDATE jobs SET run_at = now() WHERE name = 'notices.digest'");
    await drain(t);
    const texts = smsTo(factory.mobile);
    expect(texts).toHaveLength(3);
    expect(texts[2]!.params.text).toMatch(/还有1条通知未发短信/);
    // in its own template, not a group's
    expect(texts[2]!.templateCode).toBe('SMS_D1');
  });

  it('a failing provider is retried with backoff and the deal still commits; the console shows it', async () => {
    const factory = await approvedFactory(t, op);
    sms.failNext('isv.BUSINESS_LIMIT_CONTROL');
    const id = await award(t, op, factory);
    const [p] = await t.database.query<{ status: string }>('SELECT status FROM projects WHERE id = $1', [id]);
    expect(p!.status).toBe('won');
    await drain(t);
    let [row] = (await sends(t, factory.id)).filter((s) => s.channel === 'sms');
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    expect(row!.answer).toMatch(/isv\.BUSINESS_LIMIT_CONTROL/);
    // the retry is due after its backoff: move it to now
    await t.database.query("UPDATE jobs SET run_at = now() WHERE name = 'notices.send' AND state = 'queued'");
    await drain(t);
    [row] = (await sends(t, factory.id)).filter((s) => s.channel === 'sms');
    expect(row).toMatchObject({ state: 'sent', attempts: 2 });
    expect(smsTo(factory.mobile)).toHaveLength(1);

    const list = await callsOf('Admin').ok<{
      listItem: { eventName: string; state: string; attempts: number; mobile: string }[];
    }>(op, 'noticeList', { member: factory.mobile, page: 1, pageSize: 20 });
    expect(list.listItem.find((s) => s.eventName === '项目中标结果')).toMatchObject({
      state: 'sent',
      attempts: 2,
      mobile: `${factory.mobile.slice(0, 3)}****${factory.mobile.slice(7)}`,
    });
    // the member's in-app side, as the message centre has it
    const inapp = await callsOf('Admin').ok<{
      listItem: { channel: string; eventName: string; answer: string }[];
    }>(op, 'noticeList', { member: factory.mobile, channel: 'inapp', page: 1, pageSize: 20 });
    expect(inapp.listItem.find((m) => m.eventName === '您的报价已中标')).toMatchObject({
      channel: 'inapp',
      answer: '未读',
    });
    // members may not read it
    expect(
      (await callsOf('Admin').call(factory.a, 'noticeList', { page: 1, pageSize: 20 })).body.errCode,
    ).toBe('forbidden');
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/hz_notices_total\{channel="sms",outcome="failed"\} [1-9]/);
  });

  it('a provider that does not answer times out: recorded, retried, never shown to the member who acted', async () => {
    const factory = await approvedFactory(t, op);
    // bound first: the binding fetched the account's token, so the stalled request is the send itself
    await bindWechat(t, factory, 'o-factory-stall');
    sms.stallNext(PROVIDER_TIMEOUT_MS * 3);
    mp.stallNext(PROVIDER_TIMEOUT_MS * 3);
    // the client's award answers at once and commits, whatever the providers do afterwards
    const started = Date.now();
    const id = await award(t, op, factory);
    expect(Date.now() - started).toBeLessThan(PROVIDER_TIMEOUT_MS * 3);
    const [p] = await t.database.query<{ status: string }>('SELECT status FROM projects WHERE id = $1', [id]);
    expect(p!.status).toBe('won');
    await drain(t);
    let rows = await sends(t, factory.id);
    expect(rows.map((r) => [r.channel, r.state, r.attempts])).toEqual([
      ['sms', 'queued', 1],
      ['wechat', 'queued', 1],
    ]);
    expect(rows[0]!.answer).toMatch(/timed out/);
    expect(rows[1]!.answer).toMatch(/timeout|aborted/i);
    expect(smsTo(factory.mobile)).toHaveLength(0);
    // the retries, after their backoff, go through once each
    await t.database.query("UPDATE jobs SET run_at = now() WHERE name = 'notices.send' AND state = 'queued'");
    await drain(t);
    rows = await sends(t, factory.id);
    expect(rows.map((r) => [r.channel, r.state, r.attempts])).toEqual([
      ['sms', 'sent', 2],
      ['wechat', 'sent', 2],
    ]);
    expect(smsTo(factory.mobile)).toHaveLength(1);
    expect(mp.sent.filter((m) => m.openid === 'o-factory-stall')).toHaveLength(1);
  });

  it("outside the deals too: a work's review result follows the 审核结果 switches", async () => {
    const designer = await approvedDesigner(t, op);
    await ok(designer.a, 'saveSettings', {
      groups: [{ group: 'account', inapp: false, sms: true, wechat: true }],
    });
    const first = await callsOf('Designer').ok<{ id: number }>(
      designer.a,
      'workPub',
      await workBody(designer.a),
    );
    await decide(op, 'work', first.id);
    const titles = async () =>
      (
        await t.database.query<{ title: string }>('SELECT title FROM messages WHERE member_id = $1', [
          designer.id,
        ])
      ).map((r) => r.title);
    expect(await titles()).not.toContain('设计作品已通过审核');
    await ok(designer.a, 'saveSettings', {
      groups: [{ group: 'account', inapp: true, sms: true, wechat: true }],
    });
    const second = await callsOf('Designer').ok<{ id: number }>(
      designer.a,
      'workPub',
      await workBody(designer.a, { title: '第二个作品' }),
    );
    await decide(op, 'work', second.id);
    expect(await titles()).toContain('设计作品已通过审核');
  });

  it('WeChat: an unsigned callback changes nothing; unfollowing unbinds; an unsubscribed openid fails after its retries', async () => {
    const m = await approvedFactory(t, op);
    const cb = wechatCallback('wrong-token', {
      openid: 'o-evil',
      event: 'subscribe',
      scene: 'b1.zz.aaaaaaaaaaaaaaaaaaaaaa',
    });
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/wechat/mp?${new URLSearchParams(cb.query)}`,
      headers: { 'content-type': 'text/xml' },
      payload: cb.payload,
    });
    expect(r.statusCode).toBe(403);
    // a forged scene with the right signature of the request is ignored
    const forged = wechatCallback(MP.token, {
      openid: 'o-evil',
      event: 'subscribe',
      scene: `b${m.id}.zzzzzz.aaaaaaaaaaaaaaaaaaaaaa`,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/wechat/mp?${new URLSearchParams(forged.query)}`,
      headers: { 'content-type': 'text/xml' },
      payload: forged.payload,
    });
    expect((await ok<{ wechatBound: boolean }>(m.a, 'settings', {})).wechatBound).toBe(false);
    // the URL check echoes only when signed
    const check = wechatCallback(MP.token, { openid: 'x', event: 'SCAN' });
    const echo = await t.app.inject({
      method: 'GET',
      url: `/api/wechat/mp?${new URLSearchParams({ ...check.query, echostr: 'e-123' })}`,
    });
    expect(echo.body).toBe('e-123');

    await bindWechat(t, m, 'o-leaver-0001');
    mp.unfollow('o-leaver-0001'); // WeChat now answers 43004
    await award(t, op, m);
    await drain(t);
    for (let i = 0; i < 5; i++) {
      await t.database.query(
        "UPDATE jobs SET run_at = now() WHERE name = 'notices.send' AND state = 'queued'",
      );
      await drain(t);
    }
    const [wx] = (await sends(t, m.id)).filter((s) => s.channel === 'wechat');
    expect(wx).toMatchObject({ state: 'failed', attempts: 5 });
    expect(wx!.answer).toMatch(/43004/);
    const gone = wechatCallback(MP.token, { openid: 'o-leaver-0001', event: 'unsubscribe' });
    await t.app.inject({
      method: 'POST',
      url: `/api/wechat/mp?${new URLSearchParams(gone.query)}`,
      headers: { 'content-type': 'text/xml' },
      payload: gone.payload,
    });
    expect((await ok<{ wechatBound: boolean }>(m.a, 'settings', {})).wechatBound).toBe(false);
  });
});

describe('notices in quiet hours', () => {
  let t: TestApp;
  let op: Agent;
  // quiet hours around the present moment, so that this run is inside them whenever it runs
  const now = chinaMinutes(new Date());
  const hm = (m: number) => {
    const x = ((m % 1440) + 1440) % 1440;
    return `${String(Math.floor(x / 60)).padStart(2, '0')}:${String(x % 60).padStart(2, '0')}`;
  };
  const to = now + 90;
  beforeAll(async () => {
    t = await app({ NOTICE_QUIET_HOURS: `${hm(now - 60)}-${hm(to)}` });
    op = await operatorAgent(t);
  });
  afterAll(() => t.close());

  it('defer a non-urgent SMS to their end, and not an urgent one', async () => {
    const s = await signedProject(t, op, {
      project: { bgdate: day(2) },
    });
    await drain(t);
    const deferred = (await sends(t, s.factory.id)).filter(
      (r) => r.event === 'project.signed' || r.event === 'project.awarded',
    );
    expect(deferred.length).toBeGreaterThan(0);
    for (const r of deferred) {
      expect(r.state).toBe('deferred');
      expect(r.due_at.getTime()).toBe(nextChinaMinute(new Date(), ((to % 1440) + 1440) % 1440).getTime());
    }
    expect(smsTo(s.factory.mobile)).toHaveLength(0);
    // the day before the 报馆 deadline comes (the database clock moves for its timer): urgent, sent at once
    await t.database.query(
      "UPDATE jobs SET run_at = now() WHERE name = 'projects.dateReminder' AND payload->>'key' = 'bgdate'",
    );
    await drain(t);
    const urgent = (await sends(t, s.factory.id)).filter((r) => r.event === 'project.dateReminder');
    expect(urgent.map((r) => [r.channel, r.state])).toEqual([['sms', 'sent']]);
    expect(smsTo(s.factory.mobile).map((x) => x.templateCode)).toEqual(['SMS_R1']);
  });
});
