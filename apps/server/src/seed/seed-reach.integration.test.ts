import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, jobWorkers, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './seed.ts';
import { seedDemoContent } from './seed-content.ts';
import { seedDemoPeople } from './seed-people.ts';
import { seedDemoProjects } from './seed-projects.ts';
import { seedDemoReach } from './seed-reach.ts';
import { seedDemoStaff } from './seed-staff.ts';
import { seedDemoTasks } from './seed-tasks.ts';

let t: TestApp;
let dataDir = '';
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-seed-reach-'));
  // outside quiet hours, whenever the test runs: the demo's SMS are sent, not deferred
  t = await createTestApp({ env: { DATA_DIR: dataDir, NOTICE_QUIET_HOURS: 'off' } });
  await seedDemo(t.database.db);
  await seedDemoContent(t.database.db, t.config);
  await seedDemoPeople(t.database.db, t.config);
  await seedDemoTasks(t.database.db);
  await seedDemoProjects(t.database.db);
}, 180_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const login = async (mobile: string) => {
  const a = agent(t.app);
  await a.post('/api/User/login', { mobile, password: DEMO_PASSWORD });
  return a;
};
const idOf = async (mobile: string) =>
  Number(
    (await t.database.query<{ id: string }>('SELECT id FROM members WHERE mobile = $1', [mobile]))[0]!.id,
  );

describe('the demo consultations and subscriptions (seed-reach.ts)', () => {
  it('gives the demo logins conversations, subscriptions and their notices, through the real match job, once', async () => {
    expect(await seedDemoReach(t.database.db)).toEqual({ threads: 2, subscriptions: 2 });
    expect(await seedDemoReach(t.database.db)).toEqual({ threads: 0, subscriptions: 0 });
    const workers = jobWorkers(t);
    for (let i = 0; i < 4; i++) await workers.runDue();

    // the client's two conversations: the designer answered, the factory has not read it yet
    const client = await login('13800000001');
    const list = await client.post<{ listItem: { role: string; unread: number }[] }>('/api/Consult/list', {});
    expect(list.body.data!.listItem).toHaveLength(2);
    const factory = await login('13800000003');
    const theirs = await factory.post<{ listItem: { unread: number }[] }>('/api/Consult/list', {});
    expect(theirs.body.data!.listItem.map((x) => x.unread)).toEqual([1]);
    // the designer's page shows nothing yet (响应时间 needs 3 conversations), but the thread counts
    const designerId = await idOf('13800000002');
    const [th] = await t.database.query<{ first_reply_at: Date | null }>(
      'SELECT first_reply_at FROM consult_threads WHERE owner_id = $1',
      [designerId],
    );
    expect(th!.first_reply_at).not.toBeNull();

    // the factory's subscription to 上海 projects matched the demo projects there: told in-app and by SMS
    const subs = await factory.post<{ listItem: { summary: string; matched: number }[] }>(
      '/api/Subscribe/list',
      {},
    );
    const [sub] = subs.body.data!.listItem;
    expect(subs.body.data!.listItem).toHaveLength(1);
    expect(sub!.summary).toContain('上海市');
    // the one demo project in 上海 (the count is of this subscription's matches alone)
    expect(sub!.matched).toBe(1);
    const factoryId = await idOf('13800000003');
    const told = await t.database.query<{ title: string }>(
      "SELECT title FROM messages WHERE member_id = $1 AND title LIKE '订阅推送%'",
      [factoryId],
    );
    expect(told).toHaveLength(sub!.matched);
    expect(new Set(told.map((m) => m.title))).toEqual(new Set(['订阅推送：新的搭建项目']));
    const sms = await t.database.query<{ state: string; answer: string }>(
      "SELECT state, answer FROM notice_sends WHERE member_id = $1 AND channel = 'sms' AND event = 'subscription.match'",
      [factoryId],
    );
    expect(sms).toHaveLength(sub!.matched);
    expect(sms.every((r) => r.state === 'sent' && r.answer === 'dev')).toBe(true);
    // the designer's, to 上海 tasks: the two demo tasks there
    const designerTold = await t.database.query(
      "SELECT 1 FROM messages WHERE member_id = $1 AND title = '订阅推送：新的设计任务'",
      [designerId],
    );
    expect(designerTold).toHaveLength(2);
  });
});

describe('the demo company staff (seed-staff.ts)', () => {
  it('log in with their own mobiles and act for the demo client and factory within their roles, once', async () => {
    expect(await seedDemoStaff(t.database.db)).toEqual({ staff: 2 });
    expect(await seedDemoStaff(t.database.db)).toEqual({ staff: 0 });
    const finance = await login('13800000011');
    const me = await finance.post<{
      nickname: string;
      mobile: string;
      staff: { name: string; roles: string[] };
    }>('/api/Member/userInfo', {});
    expect(me.body.data).toMatchObject({
      nickname: '华展企业客户',
      mobile: '13800000011',
      staff: { name: '王芳', roles: ['finance'] },
    });
    expect((await finance.post('/api/Member/walletInfo', {})).body.errCode).toBe('success');
    const sales = await login('13800000012');
    expect((await sales.post('/api/Member/walletInfo', {})).body.errCode).toBe('forbidden');
    const mine = await sales.post<{ company: { name: string }; staff: unknown[] }>('/api/Staff/company', {});
    expect(mine.body.data!.company.name).toBe('苏州鑫源展览工程有限公司');
    expect(mine.body.data!.staff).toHaveLength(2);
  });
});
