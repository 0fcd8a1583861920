/**
 * `npm run bench:load` (issue 16 §2): the main read paths and a write mix under load on PostgreSQL, on a
 * scratch database it creates (dropped afterwards) holding generated listings (bench/listings-data.ts),
 * with autocannon. For each number of connections (default 50 and 200), each row runs twice for
 * --duration seconds: at saturation (as fast as the server answers, autocannon), then at a fixed arrival
 * rate of half that throughput, evenly spaced on connections opened beforehand (bench/open-loop.ts: not
 * autocannon's overallRate, which sends each second's requests in a burst — decision 040). Rows: the bare route of the same run, the home page's
 * sections, searches, detail pages, `Member/userInfo`, and a write mix (publish — an edit of one's own
 * listing, favourite on/off, messages marked read, Alipay top-up notify). Prints throughput,
 * p50/p95/p99/max and errors, then runs the ledger audit (`npm run audit:ledger`'s) and checks the issue's targets.
 * Each pair of runs follows an uncounted warm-up (--warmup=SECONDS, default a fifth of the duration, at most 5).
 * Beside each row, from the server process (load-target.ts `/stats`): event-loop delay, the longest GC
 * pause, requests waiting for a pool connection, CPU ms per answered request. Before each measured run the
 * bench waits until the app has no request in flight (a run's abandoned requests would delay the next).
 * Options: --duration=SECONDS (default 30), --connections=50,200, --listings=100000, --members=50,
 * --rows=a,b (only those rows, and the bare route), --template=DB (copy a database that already holds
 * the generated listings), --cpu-prof=DIR (a CPU profile of the server process),
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (a database on the server, used to create the scratch one).
 * Pass them as `npm run bench:load -- --duration=5 --listings=10000`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../src/db/client.ts';
import { auditLines, auditWholeLedger } from '../src/modules/wallet/wallet-audit.ts';
import { benchPgUrl } from './cli.ts';
import { addListings } from './listings-data.ts';
import type { LoadFixture, TargetStats } from './load-target.ts';
import { openLoop, type PlannedRequest } from './open-loop.ts';
import { searchShapes } from './search-queries.ts';

const opt = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const seconds = Number(opt('duration') ?? 30);
const connectionSets = (opt('connections') ?? '50,200').split(',').map(Number);
const listingCount = Number(opt('listings') ?? 100_000);
const memberCount = Number(opt('members') ?? 50);
const warmup = Number(opt('warmup') ?? Math.min(5, Math.ceil(seconds / 5)));
/** A database already holding the generated listings, copied (CREATE DATABASE … TEMPLATE) instead. */
const template = opt('template');
/** Only these rows (comma-separated names as printed, e.g. `searches,Member/userInfo`); the bare route always. */
const onlyRows = opt('rows')?.split(',');
/** A V8 CPU profile of the server process, written into this directory when it stops (`--cpu-prof`). */
const cpuProf = opt('cpu-prof');
const pgUrl = benchPgUrl();

interface Figure {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  statuses: Record<string, number>;
  /** The slowest first answer of a connection (autocannon opens its connections inside the run). */
  firstMax?: number;
  /** The slowest answer that was not a connection's first. */
  laterMax?: number;
  /** Open loop: the most requests due at once while every connection was busy; the generator's lag. */
  maxQueued?: number;
  sendLag?: number;
  server?: TargetStats;
}

const ms = (v: number) => v.toFixed(1).padStart(7);
const loadavg = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ');

/** At a fixed arrival rate, evenly spaced, on connections opened beforehand (bench/open-loop.ts). */
async function atRate(
  url: string,
  o: { connections: number; rate: number; requests: autocannon.Request[] },
): Promise<Figure> {
  const r = await openLoop(url, {
    connections: o.connections,
    rate: o.rate,
    seconds,
    requests: o.requests as PlannedRequest[],
  });
  const times = r.times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
  return {
    rps: r.rps,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: times[times.length - 1] ?? 0,
    errors: r.errors,
    statuses: r.statuses,
    maxQueued: r.maxQueued,
    sendLag: r.maxSendLag,
  };
}

/** The target process's event loop, collector, pool and CPU since the last call (load-target.ts). */
async function targetStats(barePort: number): Promise<TargetStats> {
  const res = await fetch(`http://127.0.0.1:${barePort}/stats`);
  return (await res.json()) as TargetStats;
}

/**
 * Waits until the app answers nothing (at most 30 s): autocannon ends a run by closing its connections,
 * and the requests in flight then (200 searches: seconds of work) would otherwise delay the next run.
 */
async function drained(barePort: number) {
  const until = performance.now() + 30_000;
  while (performance.now() < until) {
    const res = await fetch(`http://127.0.0.1:${barePort}/in-flight`);
    if (((await res.json()) as { inFlight: number }).inFlight === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** As fast as the server answers (a closed loop: each connection sends again on each answer). */
function run(
  url: string,
  o: { connections: number; requests: autocannon.Request[]; seconds?: number },
): Promise<Figure> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const seen = new Set<unknown>();
  let firstMax = 0;
  let laterMax = 0;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: o.connections,
        duration: o.seconds ?? seconds,
        requests: o.requests,
        timeout: 10,
      },
      (err, r) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
        resolve({
          // over the run's real length (a rate-limited run ends with the window it is in)
          rps: times.length / ((performance.now() - started) / 1000),
          p50: at(0.5),
          p95: at(0.95),
          p99: at(0.99),
          max: times[times.length - 1] ?? 0,
          errors: r.errors + r.non2xx + r.timeouts,
          statuses,
          firstMax,
          laterMax,
        });
      },
    );
    instance.on('response', (client, status, _bytes, ms) => {
      times.push(ms);
      if (!seen.has(client)) {
        seen.add(client);
        firstMax = Math.max(firstMax, ms);
      } else laterMax = Math.max(laterMax, ms);
      if (status >= 300) statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

/** Weighted picks in a fixed order (autocannon walks the list, each connection from its start). */
function mixOf(parts: Array<[number, () => autocannon.Request]>, n = 1000): autocannon.Request[] {
  const total = parts.reduce((s, [w]) => s + w, 0);
  const out: autocannon.Request[] = [];
  let seed = 42;
  const rnd = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < n; i++) {
    let x = rnd() * total;
    let part = parts[parts.length - 1]!;
    for (const p of parts) {
      x -= p[0];
      if (x < 0) {
        part = p;
        break;
      }
    }
    out.push(part[1]());
  }
  return out;
}

const json = (path: string, body: unknown, cookie?: string): autocannon.Request => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

function rows(
  f: LoadFixture,
  listingIds: Array<{ id: number; kind: 'huizhan' | 'huiyi' }>,
): Record<string, autocannon.Request[]> {
  let seed = 7;
  const listing = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return listingIds[seed % listingIds.length]!;
  };
  let n = 0;
  const next = () => {
    n += 1;
    return n;
  };
  const member = () => f.members[next() % f.members.length]!;
  const current = { status: 'current', sort: 'sdate', page: 1 };
  const searches = searchShapes().filter((s) => s.row === 'mix');
  return {
    'bare route': [{ method: 'GET', path: '/bare' }],
    // the home page's four sections (apps/web main-page.tsx)
    'home sections': [
      json('/api/Common/searchHuizhan', { ...current, pageSize: 8 }),
      json('/api/Common/searchHuiyi', { ...current, pageSize: 4 }),
      json('/api/Common/searchHycd', { sort: 'newest', page: 1, pageSize: 4 }),
      json('/api/Gallery/getPictures', { page: 1, pageSize: 8 }),
    ],
    searches: mixOf(
      [
        [
          1,
          () => {
            const q = searches[next() % searches.length]!;
            return json(`/api/Common/${q.kind === 'huiyi' ? 'searchHuiyi' : 'searchHuizhan'}`, q.body);
          },
        ],
      ],
      200,
    ),
    'detail pages': mixOf([
      [
        1,
        () => {
          const l = listing();
          return json(`/api/Common/${l.kind}Info`, { id: l.id });
        },
      ],
    ]),
    'Member/userInfo': mixOf([[1, () => json('/api/Member/userInfo', {}, member().cookie)]], 200),
    'write mix': mixOf([
      [
        2,
        () => {
          const mm = member();
          return json(
            '/api/Article/huizhanPub',
            {
              ...f.listingBody,
              id: mm.listing,
              cover: mm.picture,
              pics: [mm.picture],
              plans: [mm.picture],
              title: `2031上海国际汽车展览会第${next()}届`,
            },
            mm.cookie,
          );
        },
      ],
      [
        4,
        () => {
          const l = listing();
          return json(`/api/Myfavorite/${l.kind}Fvr`, { id: l.id, fvr: next() % 2 }, member().cookie);
        },
      ],
      [3, () => json('/api/Tipcenter/editMsg', { all: true, read: 1 }, member().cookie)],
      [
        1,
        () => ({
          method: 'POST',
          path: '/api/Alipay/notify',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: f.notifies[next() % f.notifies.length]!,
        }),
      ],
    ]),
  };
}

async function startTarget(url: string) {
  const script = fileURLToPath(new URL('./load-target.ts', import.meta.url));
  const prof = cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${cpuProf}`] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...prof, '--import', 'tsx', script, url, String(memberCount)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`load bench target exited with ${code}`)));
  });
  const { fixture } = JSON.parse(line) as { fixture: string };
  return { child, fixture: JSON.parse(fs.readFileSync(fixture, 'utf8')) as LoadFixture };
}

const name = `hz_bench_load_${process.pid}`;
const admin = new pg.Client({ connectionString: pgUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
const u = new URL(pgUrl);
u.pathname = `/${name}`;
const url = u.toString();
let failed = false;
let child: ChildProcess | null = null;
try {
  const setup = await openPostgres(url);
  const took = template ? 0 : await addListings(setup, 0, listingCount);
  const ids = (
    await setup.query<{ id: string; kind: string }>('SELECT id, kind FROM listings ORDER BY id')
  ).map((r) => ({ id: Number(r.id), kind: r.kind === 'huiyi' ? ('huiyi' as const) : ('huizhan' as const) }));
  await setup.close();
  console.log(
    `${listingCount} listings generated in ${took.toFixed(1)} s; preparing ${memberCount} members…`,
  );
  const t = await startTarget(url);
  child = t.child;
  const table = rows(t.fixture, ids);
  const results: Array<{ c: number; row: string; mode: string; f: Figure; target: number }> = [];
  for (const c of connectionSets) {
    for (const [row, requests] of Object.entries(table)) {
      if (onlyRows && row !== 'bare route' && !onlyRows.includes(row)) continue;
      const base = `http://127.0.0.1:${row === 'bare route' ? t.fixture.ports.bare : t.fixture.ports.app}`;
      // a warm-up, not counted: connections opened, caches and the planner's statistics as in use
      await run(base, { connections: c, requests, seconds: warmup });
      await drained(t.fixture.ports.bare);
      await targetStats(t.fixture.ports.bare);
      const sat = await run(base, { connections: c, requests });
      sat.server = await targetStats(t.fixture.ports.bare);
      await drained(t.fixture.ports.bare);
      await targetStats(t.fixture.ports.bare);
      results.push({ c, row, mode: 'saturation', f: sat, target: 0 });
      const half = await atRate(base, { connections: c, requests, rate: Math.max(0.5, sat.rps / 2) });
      half.server = await targetStats(t.fixture.ports.bare);
      results.push({ c, row, mode: 'half rate', f: half, target: Math.round(sat.rps / 2) });
      console.log(
        `  ${String(c).padStart(3)} conn  ${row.padEnd(16)} saturation ${sat.rps.toFixed(0)} req/s, half rate p99 ${half.p99.toFixed(1)} ms  (${new Date().toISOString().slice(11, 19)}, load ${loadavg()})`,
      );
    }
  }
  console.log(
    `\n${new Date().toISOString()} — PostgreSQL, ${listingCount} listings, ${memberCount} members, ${seconds}s per run, generator on the same machine; load average now ${loadavg()} (${os.cpus().length} cores)`,
  );
  console.log(
    'conn  row              mode         target   req/s  p50 ms  p95 ms  p99 ms  max ms  errors  vs bare | 1st max  later max | loop p99  loop max  gc max (full ×n)  pool wait max/mean  cpu ms/req  heap MB',
  );
  for (const r of results) {
    const bare = results.find((x) => x.c === r.c && x.row === 'bare route' && x.mode === r.mode)!.f;
    const codes = Object.entries(r.f.statuses)
      .map(([k, v]) => `${k}×${v}`)
      .join(' ');
    const sv = r.f.server;
    const served = r.f.rps * (sv?.seconds ?? 0);
    // the first answer of a connection at saturation (autocannon connects inside the run); at a
    // fixed rate, the most requests that waited for a free connection and the generator's own lag
    const side =
      r.mode === 'saturation'
        ? `${ms(r.f.firstMax ?? 0)} ${ms(r.f.laterMax ?? 0)}`
        : `q${String(r.f.maxQueued ?? 0).padStart(5)} lag ${(r.f.sendLag ?? 0).toFixed(0).padStart(4)}`;
    const server = sv
      ? `${ms(sv.loopMs.p99)}  ${ms(sv.loopMs.max)} ${ms(sv.gc.maxMs)} (${sv.gc.majorMaxMs.toFixed(0).padStart(4)} ×${String(sv.gc.majorCount).padEnd(3)})  ${String(sv.pool.waitingMax).padStart(5)} / ${sv.pool.waitingMean.toFixed(1).padStart(5)}     ${(served ? sv.cpuMs / served : 0).toFixed(2).padStart(6)}  ${sv.heapMb.toFixed(0).padStart(5)}`
      : '';
    console.log(
      `${String(r.c).padStart(4)}  ${r.row.padEnd(16)} ${r.mode.padEnd(11)} ${(r.target ? String(r.target) : '—').padStart(7)} ${r.f.rps.toFixed(0).padStart(7)} ${ms(r.f.p50)} ${ms(r.f.p95)} ${ms(r.f.p99)} ${ms(r.f.max)} ${String(r.f.errors).padStart(7)} ${(r.f.rps / bare.rps).toFixed(2).padStart(8)} | ${side.padStart(17)} | ${server}${codes ? `  ${codes}` : ''}`,
    );
  }
  for (const r of results) {
    if (r.mode === 'half rate' && (r.f.sendLag ?? 0) > 20)
      console.log(
        `note: ${r.c} conn ${r.row} at half rate — the generator sent up to ${(r.f.sendLag ?? 0).toFixed(0)} ms late while a connection was free: the row measures this machine's load (or the generator), not only the server`,
      );
  }
  for (const r of results) {
    if (r.row === 'bare route' && r.f.errors > 0)
      console.log(
        `note: ${r.c} conn bare route ${r.mode} — ${r.f.errors} requests unanswered at ${r.target || 'full'} req/s with up to ${r.f.maxQueued ?? 0} waiting for a connection the generator had not yet read: the generator's limit on this machine (the reference row), not the product's`,
      );
  }
  // the issue's targets: no errors anywhere; at the largest number of connections and half rate,
  // Member/userInfo's p99 under 50 ms; at saturation nothing slower than 2 s
  const top = Math.max(...connectionSets);
  const checks: Array<[string, boolean]> = [
    // the bare route is the reference (a bare Fastify answer, ~0.02 ms of CPU): at 200 connections its half
    // rate (~26 000 req/s) is more than one generator process on the same 2 cores can send and read, so its
    // errors there are the generator's; they are printed as a note above, and the product's rows decide
    ['no errors in any run of the product', results.every((r) => r.row === 'bare route' || r.f.errors === 0)],
    [
      `Member/userInfo p99 < 50 ms at ${top} connections, half rate${results.some((r) => r.row === 'Member/userInfo') ? '' : ' (row not run)'}`,
      results.some(
        (r) => r.c === top && r.row === 'Member/userInfo' && r.mode === 'half rate' && r.f.p99 < 50,
      ),
    ],
    [
      // a connection's first answer is timed by autocannon from before its connection exists (decision
      // 040): the slowest of those is printed (1st max), the target is checked on the others
      `no request slower than 2 s at saturation on an open connection (slowest first answers: ${Math.max(...results.filter((r) => r.mode === 'saturation').map((r) => r.f.firstMax ?? 0)).toFixed(0)} ms)`,
      results.every((r) => r.mode !== 'saturation' || (r.f.laterMax ?? r.f.max) < 2000),
    ],
  ];
  child.kill('SIGTERM');
  await new Promise((r) => child!.once('exit', r));
  child = null;
  // the ledger after the load: `npm run audit:ledger`'s audit (modules/wallet/wallet-audit.ts)
  const audit = await openPostgres(url, { migrate: false });
  try {
    const ledger = await auditWholeLedger(audit.db);
    console.log('');
    for (const line of auditLines(ledger)) console.log(line);
    checks.push([
      `ledger audit clean (${ledger.totals.paidOrders} top-ups paid)${ledger.clean ? '' : `: ${ledger.problems.length} problem(s) above`}`,
      ledger.clean,
    ]);
  } finally {
    await audit.close();
  }
  console.log('');
  for (const [text, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  failed = checks.some(([, ok]) => !ok);
} finally {
  if (child) {
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
