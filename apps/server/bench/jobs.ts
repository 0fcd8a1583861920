/**
 * Job runner throughput (docs/domains/jobs.md): how many trivial jobs per second are claimed, run in
 * their transaction and marked done, by one worker, by four workers in one process, and (PostgreSQL) by
 * four processes' worth of runners each with its own connections; on a fresh PGlite and, when
 * reachable, a fresh PostgreSQL database. Run by `npm run bench` after the ledger rows, or alone:
 * `npx tsx apps/server/bench/jobs.ts [--jobs=5000]`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { createJobRunner, type JobDefinition } from '../src/modules/jobs/jobs-runner.ts';
import { benchPgUrl, numberArg, pgReachable } from './cli.ts';

interface Row {
  jobs: number;
  seconds: number;
  perSecond: number;
  /** Jobs that ran more than once, or are not done at the end (both must be 0). */
  wrong: number;
}

async function open(kind: string, pgUrl: string) {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-bench-jobs-'));
    const database = await openPglite({ dataDir: dir });
    return {
      database,
      /** Another process's connections: PGlite has one process, so the same database. */
      another: async () => database,
      drop: async () => {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `hz_bench_jobs_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(pgUrl);
  u.pathname = `/${name}`;
  const database = await openPostgres(u.toString());
  const others: Database[] = [];
  return {
    database,
    another: async () => {
      const d = await openPostgres(u.toString(), { migrate: false, max: 4 });
      others.push(d);
      return d;
    },
    drop: async () => {
      await Promise.all(others.map((d) => d.close()));
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const quiet = { debug() {}, warn() {}, error() {} };

/** `runners` runners of `concurrency` workers each work through `n` jobs enqueued beforehand. */
async function measure(
  databases: Database[],
  main: Database,
  n: number,
  concurrency: number,
  name: string,
): Promise<Row> {
  const seen = new Map<number, number>();
  let resolveAll: () => void = () => {};
  const all = new Promise<void>((r) => {
    resolveAll = r;
  });
  const def: JobDefinition = {
    name,
    title: '基准测试',
    async run(_p, { job }) {
      const times = (seen.get(job.id) ?? 0) + 1;
      seen.set(job.id, times);
      if (seen.size === n && times === 1) resolveAll();
    },
  };
  await main.query(
    `INSERT INTO jobs (name, payload) SELECT $1, jsonb_build_object('i', i) FROM generate_series(1, $2) AS i`,
    [name, n],
  );
  // the statistics autovacuum would gather within a minute of such a batch (the claim then walks the
  // due-jobs index in order instead of sorting the whole backlog)
  await main.query('ANALYZE jobs');
  const runners = databases.map((database) =>
    createJobRunner({ database, definitions: [def], concurrency, pollMs: 1000, log: quiet }),
  );
  const started = performance.now();
  await Promise.all(runners.map((r) => r.start()));
  await all;
  await Promise.all(runners.map((r) => r.stop()));
  const seconds = (performance.now() - started) / 1000;
  const [left] = await main.query<{ n: string }>(
    `SELECT count(*) AS n FROM jobs WHERE name = $1 AND state <> 'done'`,
    [name],
  );
  const twice = [...seen.values()].filter((t) => t > 1).length;
  return { jobs: n, seconds, perSecond: n / seconds, wrong: twice + Number(left?.n ?? 0) };
}

export async function benchJobs(o: { kinds: string[]; pgUrl: string; jobs: number }) {
  const results: Record<string, Record<string, Row>> = {};
  for (const kind of o.kinds) {
    const { database, another, drop } = await open(kind, o.pgUrl);
    try {
      const rows: Record<string, Row> = {};
      rows['1 worker'] = await measure([database], database, o.jobs, 1, 'bench.one');
      rows['4 workers, one process'] = await measure([database], database, o.jobs, 4, 'bench.four');
      const four = [await another(), await another(), await another(), await another()];
      rows['4 processes × 1 worker'] = await measure(four, database, o.jobs, 1, 'bench.processes');
      results[kind] = rows;
    } finally {
      await drop();
    }
  }

  console.log(
    `\nJob runner — ${o.jobs} trivial jobs per row, enqueued beforehand; claimed (FOR UPDATE SKIP LOCKED), run in their transaction and marked done`,
  );
  for (const [kind, rows] of Object.entries(results)) {
    console.log(
      `\n${kind}${kind === 'pglite' ? ' (one process: "4 processes" share its one connection)' : ''}`,
    );
    console.log('workers                     jobs/s   seconds   wrong');
    for (const [name, r] of Object.entries(rows)) {
      console.log(
        `${name.padEnd(26)} ${r.perSecond.toFixed(0).padStart(7)} ${r.seconds.toFixed(2).padStart(9)} ${String(r.wrong).padStart(7)}`,
      );
    }
  }
  return Object.values(results).every((rows) => Object.values(rows).every((r) => r.wrong === 0));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pgUrl = benchPgUrl();
  const reachable = await pgReachable(pgUrl);
  const ok = await benchJobs({
    kinds: ['pglite', ...(reachable ? ['postgres'] : [])],
    pgUrl,
    jobs: numberArg('jobs', 5000),
  });
  process.exit(ok ? 0 : 1);
}
