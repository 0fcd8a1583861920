import { VerifyState } from '@hz/contract/common/states';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureOperator } from '../modules/auth/operator-account.ts';
import { prepare } from '../server-start.ts';
import { demoMembers, seedDemo } from './seed.ts';
import { demoSeedVersion } from './seed-runs.ts';

/*
 * The start-up work on a fresh database with an operator configured (issue 29): ADMIN_MOBILE's operator is
 * made first, and the demo data is still seeded, because the seed asks "no demo data yet", not "no
 * members".
 */

const ADMIN_PASSWORD = 'Console-desk-keeper-7';
let t: TestApp;
let dataDir = '';
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-seed-test-'));
  t = await createTestApp({
    env: { DATA_DIR: dataDir, ADMIN_MOBILE: '13912340001', ADMIN_PASSWORD },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const count = async (sql: string) => Number((await t.database.query<{ n: number }>(sql))[0]!.n);

describe('demo data on a fresh start with ADMIN_MOBILE', () => {
  it('has the operator and every demo member, designer, factory, model, task and project; once', async () => {
    expect(t.config.admin?.mobile).toBe('13912340001');
    await prepare(t.config, t.database, () => {});
    const [op] = await t.database.query<{ isadmin: boolean }>(
      "SELECT isadmin FROM members WHERE mobile = '13912340001'",
    );
    expect(op?.isadmin).toBe(true);
    const mobiles = (await t.database.query<{ mobile: string }>('SELECT mobile FROM members')).map(
      (r) => r.mobile,
    );
    expect(mobiles).toEqual(expect.arrayContaining(demoMembers.map((m) => m.mobile)));
    expect(await count("SELECT count(*) AS n FROM profiles WHERE kind = 'designer'")).toBeGreaterThan(0);
    expect(await count("SELECT count(*) AS n FROM profiles WHERE kind = 'factory'")).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM models')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM tasks')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM projects')).toBeGreaterThan(0);
    // a demo login works
    const demo = await agent(t.app).post('/api/User/login', {
      mobile: '13800000001',
      password: 'Huizhan@2026',
      autologin: 0,
    });
    expect(demo.body.errCode).toBe('success');
    // and publishes at once, as the README's demo journey does (decision 045): a verified business
    const [client] = await t.database.query<{ businsauth: number; company: string }>(
      "SELECT businsauth, company FROM members WHERE mobile = '13800000001'",
    );
    expect(client).toEqual({ businsauth: VerifyState.approved, company: '上海华展国际贸易有限公司' });
    expect(await count('SELECT count(*) AS n FROM business_auths WHERE checked = 1')).toBeGreaterThan(0);

    // a second start adds nothing
    const members = await count('SELECT count(*) AS n FROM members');
    const tasks = await count('SELECT count(*) AS n FROM tasks');
    await prepare(t.config, t.database, () => {});
    expect(await count('SELECT count(*) AS n FROM members')).toBe(members);
    expect(await count('SELECT count(*) AS n FROM tasks')).toBe(tasks);
  }, 300_000);

  it('records the completed seed run; a later start skips the seeds, a start after a partial run fills in', async () => {
    // (after the test above) the run went to its end, at this version of the seeds
    const marker = async () =>
      (await t.database.query<{ version: string }>("SELECT version FROM seed_runs WHERE name = 'demo'"))[0]
        ?.version;
    expect(await marker()).toBe(demoSeedVersion());
    const showModels = await count('SELECT count(*) AS n FROM show_models');
    expect(showModels).toBeGreaterThan(0);
    // with the record in place the seeds are not run: a demo row removed since stays removed
    await t.database.query('DELETE FROM show_models');
    await prepare(t.config, t.database, () => {});
    expect(await count('SELECT count(*) AS n FROM show_models')).toBe(0);
    // a run cut short leaves no record (or an older version's): the next start runs the seeds again
    await t.database.query("UPDATE seed_runs SET version = 'older' WHERE name = 'demo'");
    const logged: string[] = [];
    await prepare(t.config, t.database, (_obj, msg) => logged.push(msg));
    expect(await count('SELECT count(*) AS n FROM show_models')).toBe(showModels);
    expect(logged.filter((m) => m.startsWith('demo'))).toEqual(['demo show plan models seeded']);
    expect(await marker()).toBe(demoSeedVersion());
  }, 300_000);

  it('seeds the demo members once even when the operator is on the demo operator mobile', async () => {
    const other = await createTestApp({
      env: { DATA_DIR: dataDir, ADMIN_MOBILE: '13800000000', ADMIN_PASSWORD },
    });
    try {
      await ensureOperator(other.database.db, '13800000000', ADMIN_PASSWORD);
      expect(await seedDemo(other.database.db)).toBe(true);
      expect(await seedDemo(other.database.db)).toBe(false);
      const rows = await other.database.query<{ mobile: string }>(
        'SELECT mobile FROM members ORDER BY mobile',
      );
      expect(rows.map((r) => r.mobile)).toEqual(demoMembers.map((m) => m.mobile).sort());
      // the operator keeps the password it was given
      const login = await agent(other.app).post('/api/User/login', {
        mobile: '13800000000',
        password: ADMIN_PASSWORD,
        autologin: 0,
      });
      expect(login.body.errCode).toBe('success');
    } finally {
      await other.close();
    }
  }, 120_000);
});
