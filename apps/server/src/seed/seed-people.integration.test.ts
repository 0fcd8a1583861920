import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from './seed.ts';
import { seedDemoContent } from './seed-content.ts';
import { type DemoPeopleResult, seedDemoPeople } from './seed-people.ts';
import { DEMO_PEOPLE } from './seed-people-data.ts';

let t: TestApp;
let dataDir = '';
let first: DemoPeopleResult;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-seed-people-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  await seedDemo(t.database.db);
  await seedDemoContent(t.database.db, t.config);
  first = await seedDemoPeople(t.database.db, t.config);
}, 180_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const count = async (sql: string) => (await t.database.query<{ n: number }>(sql))[0]!.n;
const cardnoOf = async (mobile: string) =>
  (await t.database.query<{ cardno: string }>('SELECT cardno FROM members WHERE mobile = $1', [mobile]))[0]!
    .cardno;

describe('the demo designers and factories (seed-people.ts)', () => {
  it('adds verified members, approved profiles, works, cases and services once', async () => {
    const works = DEMO_PEOPLE.reduce((n, d) => n + d.works.length, 0);
    const services = DEMO_PEOPLE.reduce((n, d) => n + d.services.length, 0);
    expect(first).toMatchObject({ members: 5, profiles: DEMO_PEOPLE.length, works, services });
    console.info(`demo people seeded in ${first.seconds.toFixed(1)} s (${first.images} pictures)`);
    const again = await seedDemoPeople(t.database.db, t.config);
    expect(again).toMatchObject({ members: 0, profiles: 0, works: 0, services: 0, images: 0 });
    expect(
      await count(
        `SELECT ((SELECT count(*) FROM profiles WHERE published_at IS NULL OR checked <> 1 OR search_text IS NULL OR reputation = 0)
          + (SELECT count(*) FROM works WHERE checked <> 1) + (SELECT count(*) FROM services WHERE checked <> 1))::int AS n`,
      ),
    ).toBe(0);
    // views and likes a visitor finds plausible: every work viewed, most liked, by other demo members only,
    // the count being the rows (and a second run adds none)
    expect(await count('SELECT count(*)::int AS n FROM works WHERE views < 100')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM works WHERE likes > 0')).toBeGreaterThan(works / 2);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM works w WHERE likes <> (SELECT count(*) FROM work_likes l WHERE l.work_id = w.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM work_likes l JOIN works w ON w.id = l.work_id WHERE l.member_id = w.member_id',
      ),
    ).toBe(0);
    // every demo person's verification request is there and approved, and the demo client's (decision 045)
    expect(await count('SELECT count(*)::int AS n FROM person_auths WHERE checked = 1')).toBe(4);
    expect(await count('SELECT count(*)::int AS n FROM business_auths WHERE checked = 1')).toBe(4);
  });

  it('shows on every public page, and a new demo member logs in', async () => {
    const visitor = agent(t.app);
    const designer = await cardnoOf('13800000002');
    const page = await visitor.post<{
      u_name: string;
      works: number;
      listItem: Array<{ exhibition: unknown }>;
    }>('/api/Designer/allWorks', { cardno: designer });
    expect(page.body.data).toMatchObject({ u_name: '林晓展示设计工作室', works: 4 });
    expect(page.body.data!.listItem.some((w) => w.exhibition !== null)).toBe(true);
    const factory = await cardnoOf('13800000003');
    expect(
      (
        await visitor.post<{ company: string; certs: unknown[] }>('/api/Company/cmpyOpenInfo', {
          cardno: factory,
        })
      ).body.data,
    ).toMatchObject({ company: '苏州鑫源展览工程有限公司', certs: [expect.anything(), expect.anything()] });
    expect(
      (await visitor.post<{ total: number }>('/api/Company/listOpenCase', { cardno: factory })).body.data!
        .total,
    ).toBe(4);
    const found = await visitor.post<{ listItem: Array<{ covers: unknown[] }>; total: number }>(
      '/api/Common/searchDesigner',
      {
        keyword: '展台',
        city: '上海市',
      },
    );
    expect(found.body.data!.total).toBeGreaterThanOrEqual(2);
    expect(found.body.data!.listItem[0]!.covers.length).toBeGreaterThan(0);
    const top = await visitor.post<{ listItem: unknown[] }>('/api/Business/topFactory', {});
    expect(top.body.data!.listItem).toHaveLength(3);
    const services = await visitor.post<{ total: number }>('/api/Service/openList', { cardno: designer });
    expect(services.body.data!.total).toBe(2);
    const login = agent(t.app);
    const r = await login.post('/api/User/login', { mobile: '13800000005', password: DEMO_PASSWORD });
    expect(r.body.errCode).toBe('success');
    expect(
      (await login.post<{ personauth: number }>('/api/Designer/profileInfo', {})).body.data,
    ).toMatchObject({
      personauth: 1,
      profile: { checked: 1, online: true },
    });
  });
});
