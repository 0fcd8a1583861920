/**
 * The skeleton every "reads at N rows" bench shares (search, people, tasks, models): a scratch database
 * per kind (a temporary PGlite directory, a PostgreSQL database dropped afterwards), filled up to each
 * size in turn, the real server in its own process (bench/search-target.ts) beside a bare route, each
 * query checked once, a warm-up, then one autocannon row per group of queries, printed as one table per
 * size with p50/p95/p99 and the ratio to the bare route measured in the same run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';

/** PGlite is one WASM process in the server's event loop: beyond this it is not the tool. */
export const PGLITE_MAX = 100_000;

export interface Row {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
}

export function load(url: string, o: LoadOptions & { requests?: autocannon.Request[] }): Promise<Row> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: o.connections, duration: o.seconds, requests: o.requests },
      (err, r) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
        resolve({
          rps: r.requests.average,
          p50: at(0.5),
          p95: at(0.95),
          p99: at(0.99),
          errors: r.errors + r.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/** The server in its own process on the database at `where`, and a bare route beside it. */
export async function startTarget(kind: string, where: string, env: Record<string, string> = {}) {
  const script = fileURLToPath(new URL('./search-target.ts', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, kind, where], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench target exited with ${code}`)));
  });
  const { ports } = JSON.parse(line) as { ports: { bare: number; app: number } };
  return {
    child,
    ports,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** A database to fill: `existing` (used as it is, never dropped) or a scratch one, dropped by `drop`. */
export async function scratch(kind: string, pgUrl: string, existing?: string, label = 'search') {
  if (existing) {
    return {
      where: existing,
      open: () => (kind === 'postgres' ? openPostgres(existing) : openPglite({ dataDir: existing })),
      drop: async () => {},
    };
  }
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `hz-bench-${label}-`));
    return {
      where: dir,
      open: () => openPglite({ dataDir: dir }),
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `hz_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(pgUrl);
  u.pathname = `/${name}`;
  return {
    where: u.toString(),
    open: () => openPostgres(u.toString()),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A JSON POST as autocannon sends it. */
export const post = (callPath: string, body: unknown): autocannon.Request => ({
  method: 'POST',
  path: callPath,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Sends each JSON POST once; each must succeed. Returns what `note` reads off each answer's data. */
export async function checkOnce(
  base: string,
  list: autocannon.Request[],
  note: (data: Record<string, unknown>) => string,
): Promise<string[]> {
  const notes: string[] = [];
  for (const r of list) {
    const res = await fetch(`${base}${r.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: String(r.body),
    });
    const j = (await res.json()) as { success: boolean; data?: Record<string, unknown> };
    if (!j.success) throw new Error(`${r.path} failed: ${r.body} → ${JSON.stringify(j)}`);
    notes.push(note(j.data ?? {}));
  }
  return notes;
}

/** `total`, with `+` when the server capped the count. */
export const totalOf = (d: Record<string, unknown>) => `${d.total}${d.totalCapped ? '+' : ''}`;

export interface SizedBench {
  /** The table's heading, e.g. `Search`. */
  title: string;
  /** Part of the scratch database's name. */
  label: string;
  /** What `size` counts, e.g. `listings`. */
  unit: string;
  /** Printed under the heading: each row and the names of its queries. */
  legend: Record<string, string[]>;
  /** Adds generated rows from `have` up to `size`; returns the seconds it took. */
  add(database: Database, have: number, size: number): Promise<number>;
  /**
   * Against the running server: checks every query once and returns what to note beside the table
   * (totals) and the rows to measure, each a list of requests.
   */
  prepare(
    base: string,
    size: number,
  ): Promise<{
    notes: string;
    rows: Record<string, autocannon.Request[]>;
    /** Rows measured with another number of connections than the run's (e.g. 1: latency without queueing). */
    connections?: Record<string, number>;
  }>;
}

export interface SizedBenchOptions extends LoadOptions {
  kinds: string[];
  pgUrl: string;
  sizes: number[];
  /** Measure this database as it is (no loading, no dropping), labelled with the one size given. */
  existing?: string;
}

/** Runs `bench` at every size on every kind of database; true when no request failed. */
export async function runSizedBench(bench: SizedBench, o: SizedBenchOptions): Promise<boolean> {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const results: Array<{
    kind: string;
    size: number;
    loadSeconds: number;
    rows: Record<string, Row>;
    notes: string;
  }> = [];
  for (const kind of o.kinds) {
    const s = await scratch(kind, o.pgUrl, o.existing, bench.label);
    try {
      let have = 0;
      for (const size of o.sizes) {
        if (kind === 'pglite' && size > PGLITE_MAX && !o.existing) continue;
        const database = await s.open();
        const loadSeconds = o.existing ? 0 : await bench.add(database, have, size);
        have = size;
        await database.close();
        const t = await startTarget(kind, s.where);
        try {
          const base = `http://127.0.0.1:${t.ports.app}`;
          const { notes, rows: measured, connections } = await bench.prepare(base, size);
          // warm-up: caches, prepared plans, JIT
          await load(base, {
            seconds: 2,
            connections: o.connections,
            requests: Object.values(measured).flat(),
          });
          const rows: Record<string, Row> = {};
          rows['bare route'] = await load(`http://127.0.0.1:${t.ports.bare}/bare`, o);
          for (const [name, requests] of Object.entries(measured))
            rows[name] = await load(base, {
              ...o,
              requests,
              connections: connections?.[name] ?? o.connections,
            });
          results.push({ kind, size, loadSeconds, rows, notes });
        } finally {
          await t.stop();
        }
      }
    } finally {
      await s.drop();
    }
  }

  const avg = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(
    `\n${bench.title} — ${startedAt.toISOString()} to ${new Date().toISOString()}, ${o.seconds}s per row, ${o.connections} connections, autocannon over HTTP; load average ${avg(loadBefore)} at the start, ${avg(os.loadavg())} at the end${o.existing ? `; existing database ${o.existing.replace(/\/\/[^@]*@/, '//')}` : ''}`,
  );
  for (const [row, names] of Object.entries(bench.legend)) console.log(`${row}: ${names.join(', ')}`);
  for (const r of results) {
    console.log(
      `\n${r.kind}, ${r.size.toLocaleString('en')} ${bench.unit} (loaded in ${r.loadSeconds.toFixed(0)} s); ${r.notes}`,
    );
    console.log('call                     req/s   p50 ms   p95 ms   p99 ms   vs bare   errors');
    const bare = r.rows['bare route']!.rps;
    for (const [name, f] of Object.entries(r.rows)) {
      console.log(
        `${name.padEnd(22)} ${f.rps.toFixed(0).padStart(7)} ${f.p50.toFixed(1).padStart(8)} ${f.p95.toFixed(1).padStart(8)} ${f.p99.toFixed(1).padStart(8)} ${(f.rps / bare).toFixed(3).padStart(9)} ${String(f.errors).padStart(8)}`,
      );
    }
  }
  return results.every((r) => Object.values(r.rows).every((f) => f.errors === 0));
}

/** `--<flag>=10000,100000`: sizes, comma-separated, ascending; `fallback` when not given. */
export function sizesArg(argv: string[], flag: string, fallback: string): number[] {
  const given = argv.find((a) => a.startsWith(`--${flag}=`))?.split('=')[1];
  return (given ?? fallback)
    .split(',')
    .map(Number)
    .filter((n) => n > 0)
    .sort((a, b) => a - b);
}
