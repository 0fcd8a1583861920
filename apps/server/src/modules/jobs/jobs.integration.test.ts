import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agent, createTestApp, operatorAgent, registerMember, type TestApp } from '../../../test/test-app.ts';
import { testDbKind } from '../../../test/test-db.ts';
import { type Database, openPglite, openPostgres, type Transaction } from '../../db/client.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { createJobRunner, type JobDefinition, type JobLog, type SlotPayload } from './jobs-runner.ts';
import { nextSlot } from './jobs-schedule.ts';

/**
 * The job runner on a real database, with several runners as several server processes would run them:
 * on PostgreSQL each with its own connections; on PGlite, which one process opens, in this process.
 * Time is moved by moving rows (`run_at`, `locked_until`), never the clock.
 */

let t: TestApp;
let failing = true;
const logged: string[] = [];
const log: JobLog = {
  debug() {},
  warn(_o, msg) {
    logged.push(msg);
  },
  error(_o, msg) {
    logged.push(msg);
  },
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const effect = (tx: Pick<Transaction, 'execute'>, jobId: number, note: string) =>
  tx.execute(sql`INSERT INTO job_effects (job_id, note) VALUES (${jobId}, ${note})`);

/** A job whose effect is one row; several runs would show as several rows. */
const once: JobDefinition<{ n?: number }> = {
  name: 'test.once',
  title: '测试：只执行一次',
  async run(p, { tx, job }) {
    await effect(tx, job.id, `n${p.n ?? 0}`);
    await sleep(2);
  },
};

/** Writes, then fails while `failing` is set: its write must never be seen. */
const flaky: JobDefinition<{ order: string }> = {
  name: 'test.flaky',
  title: '测试：会失败的任务',
  backoff: { baseMs: 1000, capMs: 60_000 },
  async run(_p, { tx, job }) {
    await effect(tx, job.id, `attempt ${job.attempt}`);
    if (failing) throw new Error('打印服务不可用');
  },
};

beforeAll(async () => {
  t = await createTestApp({ setup: (app) => app.jobs.define(flaky) });
  await t.database.query(
    'CREATE TABLE job_effects (id bigserial PRIMARY KEY, job_id bigint NOT NULL, note text NOT NULL)',
  );
});
afterAll(async () => {
  await t?.close();
});

const rows = <R = Record<string, unknown>>(text: string, params?: unknown[]) =>
  t.database.query<R>(text, params);
const effectsOf = async (id: number, database: Pick<Database, 'query'> = t.database) =>
  (
    await database.query<{ note: string }>('SELECT note FROM job_effects WHERE job_id = $1 ORDER BY id', [id])
  ).map((r) => r.note);
const jobOf = async (id: number, database: Pick<Database, 'query'> = t.database) =>
  (
    await database.query<{
      state: string;
      attempts: number;
      last_error: string;
      locked_by: string | null;
      finished_at: unknown;
    }>('SELECT state, attempts, last_error, locked_by, finished_at FROM jobs WHERE id = $1', [id])
  )[0]!;

/** `n` databases as `n` processes would open them: own connections on PostgreSQL; PGlite's one otherwise. */
async function processes(n: number): Promise<{ dbs: Database[]; close: () => Promise<void> }> {
  if (testDbKind !== 'postgres')
    return { dbs: Array.from({ length: n }, () => t.database), close: async () => {} };
  const url = (t.database as { url?: string }).url!;
  const dbs = await Promise.all(
    Array.from({ length: n }, () => openPostgres(url, { migrate: false, max: 3 })),
  );
  return { dbs, close: async () => void (await Promise.all(dbs.map((d) => d.close()))) };
}

const runnerOn = (database: Database, definitions: JobDefinition<never>[], workerId?: string) =>
  createJobRunner({ database, definitions, concurrency: 2, pollMs: 60_000, log, workerId });

const enqueue = (name: string, payload: unknown = {}, extra: Record<string, unknown> = {}) =>
  t.database.db.transaction(async (tx) => {
    const r = await tx.execute(
      sql`INSERT INTO jobs (name, payload, max_attempts) VALUES (${name}, ${JSON.stringify(payload)}::jsonb, ${(extra.maxAttempts as number) ?? 5}) RETURNING id`,
    );
    return Number((r as unknown as { rows: Array<{ id: unknown }> }).rows[0]!.id);
  });

describe('enqueue', () => {
  it('is part of the caller’s transaction, and a key makes it idempotent', async () => {
    const jobs = t.app.jobs;
    const key = `test:${Date.now()}`;
    await expect(
      t.database.db.transaction(async (tx) => {
        await jobs.enqueue(tx, { name: 'test.flaky', payload: { order: 'R0' }, key });
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    expect(await rows('SELECT id FROM jobs WHERE key = $1', [key])).toEqual([]);

    const first = await t.database.db.transaction((tx) =>
      jobs.enqueue(tx, { name: 'test.flaky', payload: { order: 'R1' }, key, delayMs: 3_600_000 }),
    );
    const again = await t.database.db.transaction((tx) =>
      jobs.enqueue(tx, { name: 'test.flaky', payload: { order: 'R2' }, key }),
    );
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    const stored = await rows<{ payload: unknown; later: boolean }>(
      `SELECT payload, run_at > now() + interval '59 minutes' AS later FROM jobs WHERE key = $1`,
      [key],
    );
    expect(stored).toEqual([{ payload: { order: 'R1' }, later: true }]);
    await expect(jobs.enqueue(t.database.db, { name: 'test.unknown' })).rejects.toThrow(/no job is defined/);
    await rows('DELETE FROM jobs WHERE key = $1', [key]);
  });
});

describe('running jobs', () => {
  it('two processes looking at once run one due job once; then many jobs, each once', async () => {
    const { dbs, close } = await processes(2);
    const [a, b] = [runnerOn(dbs[0]!, [once], 'A'), runnerOn(dbs[1]!, [once], 'B')];
    try {
      const id = await enqueue('test.once', { n: 0 });
      const ran = await Promise.all([a.runDue(), b.runDue()]);
      expect(ran[0] + ran[1]).toBe(1);
      expect(await effectsOf(id)).toEqual(['n0']);
      expect(await jobOf(id)).toMatchObject({ state: 'done', attempts: 1, locked_by: null });

      // both started, polling only every minute: the enqueue's notification wakes them
      await Promise.all([a.start(), b.start()]);
      const ids = (
        await rows<{ id: string }>(
          `INSERT INTO jobs (name, payload) SELECT 'test.once', jsonb_build_object('n', n)
           FROM generate_series(1, 40) AS n RETURNING id`,
        )
      ).map((r) => Number(r.id));
      await vi.waitFor(
        async () =>
          expect(
            Number(
              (
                await rows<{ n: string }>(
                  `SELECT count(*) AS n FROM jobs WHERE id = ANY($1::bigint[]) AND state = 'done'`,
                  [ids],
                )
              )[0]!.n,
            ),
          ).toBe(40),
        { timeout: 20_000, interval: 50 },
      );
      const effects = await rows<{ job_id: string; n: string }>(
        'SELECT job_id, count(*) AS n FROM job_effects WHERE job_id = ANY($1::bigint[]) GROUP BY job_id',
        [ids],
      );
      expect(effects).toHaveLength(40);
      expect(effects.every((e) => Number(e.n) === 1)).toBe(true);
      const attempts = await rows<{ attempts: number }>(
        'SELECT DISTINCT attempts FROM jobs WHERE id = ANY($1::bigint[])',
        [ids],
      );
      expect(attempts).toEqual([{ attempts: 1 }]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await close();
    }
  });

  it('a failing job comes back later and later, then ends dead with its error; an operator retries it', async () => {
    const id = (
      await t.app.jobs.enqueue(t.database.db, {
        name: 'test.flaky',
        payload: { order: 'R7' },
        maxAttempts: 3,
      })
    ).id;
    const runner = createJobRunner({
      database: t.database,
      definitions: t.app.jobs.definitions(),
      concurrency: 1,
      pollMs: 60_000,
      log,
      random: () => 0.5,
    });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect(await runner.runDue()).toBe(1);
      const [j] = await rows<{ state: string; attempts: number; last_error: string; delay: string }>(
        `SELECT state, attempts, last_error, round(extract(epoch FROM run_at - updated_at) * 1000) AS delay
         FROM jobs WHERE id = $1`,
        [id],
      );
      expect(j).toMatchObject({ state: 'queued', attempts: attempt, last_error: '打印服务不可用' });
      delays.push(Number(j!.delay));
      expect(await runner.runDue()).toBe(0); // not due yet
      await rows('UPDATE jobs SET run_at = now() WHERE id = $1', [id]); // its time comes
    }
    // 1 s doubled per attempt, a quarter of it off at random (0.5 here): 875 ms, then 1750 ms
    expect(delays).toEqual([875, 1750]);
    expect(await runner.runDue()).toBe(1);
    const dead = await jobOf(id);
    expect(dead).toMatchObject({ state: 'dead', attempts: 3, last_error: '打印服务不可用', locked_by: null });
    expect(dead.finished_at).not.toBeNull();
    expect(await effectsOf(id)).toEqual([]); // every failed attempt's write was rolled back
    expect(await runner.runDue()).toBe(0); // a dead job is never claimed
    expect(logged).toContain('job failed for the last time: dead');

    // the console: failed jobs first, named in Chinese, with the error
    const op = await operatorAgent(t);
    const list = await op.post<{
      listItem: Array<Record<string, unknown>>;
      total: number;
      counts: Record<string, number>;
    }>('/api/Admin/jobList', {});
    expect(list.body.success).toBe(true);
    expect(list.body.data!.listItem.find((j) => j.id === id)).toMatchObject({
      name: 'test.flaky',
      title: '测试：会失败的任务',
      state: 'dead',
      payload: '{"order":"R7"}',
      attempts: 3,
      maxAttempts: 3,
      lastError: '打印服务不可用',
    });
    expect(list.body.data!.counts.dead).toBe(list.body.data!.total);
    // the console's menu counts the failed jobs
    const pending = await op.post<{ jobs: number }>('/api/Admin/pendingCounts');
    expect(pending.body.data!.jobs).toBe(list.body.data!.counts.dead);
    const member = agent(t.app);
    await registerMember(member);
    expect((await member.post('/api/Admin/jobRetry', { id })).body.errCode).toBe('forbidden');
    expect((await member.post('/api/Admin/jobList', {})).body.errCode).toBe('forbidden');

    failing = false;
    const retried = await op.post<Record<string, unknown>>('/api/Admin/jobRetry', { id });
    expect(retried.body.data).toMatchObject({ id, state: 'queued', attempts: 0 });
    expect((await op.post('/api/Admin/jobRetry', { id })).body.errCode).toBe('state_conflict');
    expect((await op.post('/api/Admin/jobRetry', { id: 987_654_321 })).body.errCode).toBe('not_found');
    const audit = await op.post<{ listItem: Array<Record<string, unknown>> }>('/api/Admin/auditList', {});
    expect(audit.body.data!.listItem[0]).toMatchObject({
      action: 'job.retry',
      targetKind: 'job',
      target: String(id),
      // named by its Chinese title, and opened in the console's job list
      title: '测试：会失败的任务',
      link: '/admin/jobs',
      memberCardno: '',
      before: { state: 'dead', attempts: 3, lastError: '打印服务不可用' },
      after: { state: 'queued', attempts: 0, lastError: '打印服务不可用' },
    });
    expect(await runner.runDue()).toBe(1);
    expect(await jobOf(id)).toMatchObject({ state: 'done', attempts: 1 });
    expect(await effectsOf(id)).toEqual(['attempt 1']);
    const done = await op.post<{ listItem: Array<{ id: number }> }>('/api/Admin/jobList', { state: 'done' });
    expect(done.body.data!.listItem.map((j) => j.id)).toContain(id);
  });

  it('a job whose lease ran out on its last attempt ends dead, saying why', async () => {
    const id = await enqueue('test.once', {}, { maxAttempts: 1 });
    await rows(
      `UPDATE jobs SET state = 'running', attempts = 1, locked_by = 'gone:1',
       locked_until = now() - interval '1 second' WHERE id = $1`,
      [id],
    );
    expect(await runnerOn(t.database, [once]).runDue()).toBe(0);
    expect(await jobOf(id)).toMatchObject({
      state: 'dead',
      last_error: 'lease expired: worker gone:1 stopped during attempt 1, the last',
      locked_by: null,
    });
  });

  it('a job outside a transaction keeps its lease while it runs: another process does not take it', async () => {
    const { dbs, close } = await processes(2);
    const slow: JobDefinition = {
      name: 'test.slow',
      title: '测试：较慢的外部调用',
      transactional: false,
      leaseMs: 600,
      async run(_p, { job }) {
        await t.database.db.execute(sql`INSERT INTO job_effects (job_id, note) VALUES (${job.id}, 'slow')`);
        await sleep(1500);
      },
    };
    const [a, b] = [runnerOn(dbs[0]!, [slow], 'A'), runnerOn(dbs[1]!, [slow], 'B')];
    try {
      const id = await enqueue('test.slow');
      const first = a.runDue();
      await vi.waitFor(async () => expect(await effectsOf(id)).toHaveLength(1), {
        timeout: 5000,
        interval: 20,
      });
      for (let i = 0; i < 10; i++) {
        await sleep(100);
        expect(await b.runDue()).toBe(0);
      }
      expect(await first).toBe(1);
      expect(await jobOf(id)).toMatchObject({ state: 'done', attempts: 1 });
      expect(await effectsOf(id)).toEqual(['slow']);
    } finally {
      await close();
    }
  });

  it('a process killed in the middle of a job: retried after its lease, its effect written once', async () => {
    const script = fileURLToPath(new URL('../../../test/jobs-child.ts', import.meta.url));
    const hang: JobDefinition = {
      name: 'test.hang',
      title: '测试：中途停止',
      async run(_p, { tx, job }) {
        await effect(tx, job.id, 'retry');
      },
    };
    const dir = testDbKind === 'postgres' ? '' : fs.mkdtempSync(path.join(os.tmpdir(), 'hz-jobs-'));
    let where = (t.database as { url?: string }).url ?? dir;
    let id: number;
    if (dir) {
      // PGlite: one process at a time on a data directory; the child gets it, then this process
      const first = await openPglite({ dataDir: dir });
      await first.query(
        'CREATE TABLE job_effects (id bigserial PRIMARY KEY, job_id bigint NOT NULL, note text NOT NULL)',
      );
      id = (
        await first.query<{ id: number }>(`INSERT INTO jobs (name) VALUES ('test.hang') RETURNING id`)
      )[0]!.id;
      await first.close();
      where = dir;
    } else {
      id = await enqueue('test.hang');
    }
    let child: ChildProcess | undefined;
    let database: Database = t.database;
    try {
      child = spawn(process.execPath, ['--import', 'tsx', script, testDbKind, where], {
        cwd: path.dirname(script),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout!.on('data', (b) => {
        out += String(b);
      });
      await vi.waitFor(() => expect(out).toContain(`written ${id}`), { timeout: 60_000, interval: 50 });
      const pid = child.pid;
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      if (dir) database = await openPglite({ dataDir: dir }, { migrate: false });

      expect(await jobOf(id, database)).toMatchObject({
        state: 'running',
        attempts: 1,
        locked_by: `child:${pid}`,
      });
      expect(await effectsOf(id, database)).toEqual([]); // the child's transaction never committed
      const survivor = createJobRunner({
        database,
        definitions: [hang],
        concurrency: 1,
        pollMs: 60_000,
        log,
        workerId: 'survivor',
      });
      // PostgreSQL notices the dead connection and drops its row lock; the lease (30 s) still holds
      await vi.waitFor(
        async () =>
          expect(
            await database.query('SELECT id FROM jobs WHERE id = $1 FOR UPDATE SKIP LOCKED', [id]),
          ).toHaveLength(1),
        { timeout: 10_000, interval: 50 },
      );
      expect(await survivor.runDue()).toBe(0);
      // the lease runs out (its end moved back, as time would)
      await database.query(`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = $1`, [id]);
      expect(await survivor.runDue()).toBe(1);
      const job = await jobOf(id, database);
      expect(job).toMatchObject({ state: 'done', attempts: 2, locked_by: null });
      expect(job.last_error).toBe(`lease expired: worker child:${pid} stopped during attempt 1`);
      expect(await effectsOf(id, database)).toEqual(['retry']);
    } finally {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (dir) {
        if (database !== t.database) await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  }, 120_000);
});

describe('recurring jobs', () => {
  it('two processes starting at once schedule the next slot once; it runs once, and the next is queued once', async () => {
    const { dbs, close } = await processes(2);
    const daily: JobDefinition<SlotPayload> = {
      name: 'test.daily',
      title: '测试：每日任务',
      schedule: { dailyAt: '03:00' },
      async run(p, { tx, job }) {
        await effect(tx, job.id, p.slot);
      },
    };
    const [a, b] = [runnerOn(dbs[0]!, [daily], 'A'), runnerOn(dbs[1]!, [daily], 'B')];
    const queued = () =>
      rows<{ id: number; key: string; run_at: Date; payload: SlotPayload }>(
        `SELECT id, key, run_at, payload FROM jobs WHERE name = 'test.daily' AND state = 'queued'`,
      );
    try {
      await Promise.all([a.start(), b.start()]);
      const [{ now }] = (await rows<{ now: Date }>('SELECT now() AS now')) as [{ now: Date }];
      const slot = nextSlot({ dailyAt: '03:00' }, new Date(now));
      const first = await queued();
      expect(first).toHaveLength(1);
      expect(first[0]).toMatchObject({
        key: `recurring:test.daily:${slot.toISOString()}`,
        payload: { slot: slot.toISOString() },
      });
      expect(new Date(first[0]!.run_at).toISOString()).toBe(slot.toISOString());
      expect(chinaParts(slot).time).toBe('03:00:00');
      // a restart (or a third process) adds nothing
      await Promise.all([a.scheduleRecurring(), b.scheduleRecurring(), a.scheduleRecurring()]);
      expect(await queued()).toHaveLength(1);

      // the slot's time comes: both are told, one runs it
      await rows('UPDATE jobs SET run_at = now() WHERE id = $1', [first[0]!.id]);
      await vi.waitFor(async () => expect((await jobOf(first[0]!.id)).state).toBe('done'), {
        timeout: 10_000,
        interval: 50,
      });
      expect(await effectsOf(first[0]!.id)).toEqual([slot.toISOString()]);
      const next = await queued();
      const tomorrow = new Date(slot.getTime() + 86_400_000).toISOString();
      expect(next.map((j) => j.key)).toEqual([`recurring:test.daily:${tomorrow}`]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await close();
    }
  });
});

describe('the server', () => {
  it('starts its workers when it listens (woken by the enqueue) and stops them before the database closes', async () => {
    const listening: JobDefinition = {
      name: 'test.listen',
      title: '测试：服务器运行的任务',
      async run(_p, { tx, job }) {
        await tx.execute(sql`UPDATE jobs SET last_error = ${`ran ${job.attempt}`} WHERE id = ${job.id}`);
      },
    };
    const s = await createTestApp({
      env: { JOBS_POLL_MS: '600000' },
      setup: (app) => app.jobs.define(listening),
    });
    try {
      await s.app.listen({ port: 0, host: '127.0.0.1' });
      const { id } = await s.database.db.transaction((tx) => s.app.jobs.enqueue(tx, { name: 'test.listen' }));
      await vi.waitFor(
        async () =>
          expect(
            (await s.database.query('SELECT state, last_error FROM jobs WHERE id = $1', [id]))[0],
          ).toEqual({ state: 'done', last_error: 'ran 1' }),
        { timeout: 10_000, interval: 50 },
      );
      // its own clean-up is scheduled for the next 04:30 China time
      const cleanup = await s.database.query<{ run_at: Date }>(
        `SELECT run_at FROM jobs WHERE name = 'jobs.cleanup' AND state = 'queued'`,
      );
      expect(cleanup.map((c) => chinaParts(new Date(c.run_at)).time)).toEqual(['04:30:00']);
    } finally {
      await s.close();
    }
  });
});
