/**
 * Search latency (issue 5, decision 008): `Common/searchHuizhan`/`searchHuiyi` over HTTP at growing
 * numbers of generated listings (bench/listings-data.ts), beside the bare route of the same run; on a
 * scratch PostgreSQL database and a temporary PGlite directory, both dropped afterwards. Three rows of
 * queries (bench/search-queries.ts): the mix of 14 of earlier runs, the common keywords alone, and the
 * filters & combinations (dates and status without a keyword, keyword + filter, other orders, deep
 * pages). Run by `npm run bench` after the ledger, or alone:
 * `npx tsx apps/server/bench/search.ts [--duration=S] [--connections=N] [--listings=10000,100000]
 * [--listings-max=1000000] [--db=pglite|postgres] [--existing=URL --listings=N]`
 * (sizes above 100 000 are PostgreSQL only;
 * `--listings-max` adds sizes ×10 up to it; `--existing` measures a
 * database already filled by bench/listings-data.ts, labelled with the size given, and keeps it).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { addListings } from './listings-data.ts';
import { type Shape, searchShapes } from './search-queries.ts';
import { benchPgUrl, numberArg, pgReachable } from './cli.ts';

/** PGlite is one WASM process in the server's event loop: beyond this it is not the tool. */
export const PGLITE_MAX = 100_000;

export interface Row {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** The requests of one row of the bench. */
export function requests(row: Shape['row']) {
  return searchShapes()
    .filter((s) => s.row === row)
    .map((s) => ({
      method: 'POST' as const,
      path: `/api/Common/${s.kind === 'huiyi' ? 'searchHuiyi' : 'searchHuizhan'}`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(s.body),
    }));
}
const mix = () => requests('mix');

export function load(
  url: string,
  o: { seconds: number; connections: number; requests?: autocannon.Request[] },
): Promise<Row> {
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

export async function startTarget(kind: string, where: string) {
  const script = fileURLToPath(new URL('./search-target.ts', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, kind, where], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`search bench target exited with ${code}`)));
  });
  const { ports } = JSON.parse(line) as { ports: { bare: number; app: number } };
  return { child, ports };
}

/** Every query of the mix and of the filters once: each must succeed; returns their totals (for the record). */
async function check(base: string) {
  const totals: string[] = [];
  for (const r of [...mix(), ...requests('filters')]) {
    const res = await fetch(`${base}${r.path}`, { method: 'POST', headers: r.headers, body: r.body });
    const j = (await res.json()) as { success: boolean; data?: { total: number; totalCapped: boolean } };
    if (!j.success) throw new Error(`search failed: ${r.body} → ${JSON.stringify(j)}`);
    totals.push(`${j.data!.total}${j.data!.totalCapped ? '+' : ''}`);
  }
  return totals;
}

export async function scratch(kind: string, pgUrl: string, existing?: string, label = 'search') {
  if (existing) {
    // a database that already holds generated listings: used as it is, never dropped
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

export async function benchSearch(o: {
  kinds: string[];
  pgUrl: string;
  seconds: number;
  connections: number;
  sizes: number[];
  /** Measure this database of generated listings as it is (no loading, no dropping). */
  existing?: string;
}) {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const results: Array<{
    kind: string;
    size: number;
    loadSeconds: number;
    rows: Record<string, Row>;
    totals: string[];
  }> = [];
  for (const kind of o.kinds) {
    const s = await scratch(kind, o.pgUrl, o.existing);
    try {
      let have = 0;
      for (const size of o.sizes) {
        if (kind === 'pglite' && size > PGLITE_MAX && !o.existing) continue;
        const database = await s.open();
        const loadSeconds = o.existing ? 0 : await addListings(database, have, size);
        have = size;
        await database.close();
        const t = await startTarget(kind, s.where);
        try {
          const base = `http://127.0.0.1:${t.ports.app}`;
          const totals = await check(base);
          // warm-up: caches, prepared plans, JIT
          await load(base, { seconds: 2, connections: o.connections, requests: mix() });
          const rows: Record<string, Row> = {};
          rows['bare route'] = await load(`http://127.0.0.1:${t.ports.bare}/bare`, o);
          rows['search: mix of 14'] = await load(base, { ...o, requests: mix() });
          rows['search: common words'] = await load(base, { ...o, requests: requests('common') });
          rows['search: filters & combos'] = await load(base, { ...o, requests: requests('filters') });
          results.push({ kind, size, loadSeconds, rows, totals });
        } finally {
          t.child.kill('SIGTERM');
          await new Promise((r) => t.child.once('exit', r));
        }
      }
    } finally {
      await s.drop();
    }
  }

  const avg = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(
    `\nSearch — ${startedAt.toISOString()} to ${new Date().toISOString()}, ${o.seconds}s per row, ${o.connections} connections, autocannon over HTTP; load average ${avg(loadBefore)} at the start, ${avg(os.loadavg())} at the end${o.existing ? `; existing database ${o.existing.replace(/\/\/[^@]*@/, '//')}` : ''}`,
  );
  for (const row of ['mix', 'common', 'filters'] as const)
    console.log(
      `${row}: ${searchShapes()
        .filter((s) => s.row === row)
        .map((s) => s.name)
        .join(', ')}`,
    );
  for (const r of results) {
    console.log(
      `\n${r.kind}, ${r.size.toLocaleString('en')} listings (loaded in ${r.loadSeconds.toFixed(0)} s); totals of the mix and the filters: ${r.totals.join(' ')}`,
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

/** `--listings=10000,100000` and `--listings-max=N` (adds ×10 steps up to N). */
export function searchSizes(argv: string[]) {
  const opt = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const sizes = (opt('listings') ?? '10000,100000').split(',').map(Number);
  const max = Number(opt('listings-max') ?? 0);
  for (let n = Math.max(...sizes) * 10; n <= max; n *= 10) sizes.push(n);
  return sizes.filter((n) => n > 0).sort((a, b) => a - b);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pgUrl = benchPgUrl();
  const reachable = await pgReachable(pgUrl);
  const only = process.argv.find((a) => a.startsWith('--db='))?.split('=')[1];
  const existing = process.argv.find((a) => a.startsWith('--existing='))?.slice('--existing='.length);
  const kinds = existing
    ? [existing.startsWith('postgres') ? 'postgres' : 'pglite']
    : ['pglite', ...(reachable ? ['postgres'] : [])].filter((k) => !only || k === only);
  const ok = await benchSearch({
    kinds,
    pgUrl,
    seconds: numberArg('duration', 8),
    connections: numberArg('connections', 10),
    sizes: searchSizes(process.argv),
    existing: process.argv.find((a) => a.startsWith('--existing='))?.slice('--existing='.length),
  });
  process.exit(ok ? 0 : 1);
}
