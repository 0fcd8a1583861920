/**
 * `npm run bench`: throughput and p99 latency of `loginCheck` and `Member/userInfo` beside two baselines
 * (a bare Fastify route; a bare route with one primary-key query through the raw driver), on PGlite and,
 * when reachable, on PostgreSQL; then ledger postings (bench/ledger.ts), job runner throughput
 * (bench/jobs.ts, --jobs=N, default 5000), search latency at growing numbers of listings
 * (bench/search.ts), designer and factory search at growing numbers of profiles (bench/people.ts),
 * the design-task hall and `businesTaskInfo` at 100 000 tasks (bench/tasks.ts, --tasks=N), the build
 * project hall at 100 000 projects and `checkPrice` of 50 quotations × 200 lines (bench/projects.ts,
 * --projects=N, --quotes=N, --lines=N), and
 * the 3D model library: search at growing numbers of models, a 200 MiB upload, processing (bench/models.ts),
 * and with `--search-million=postgres://…` the five public searches on a database filled beforehand by
 * bench/search-million-data.ts, the answers' cache off and on (bench/search-million.ts, decision 065).
 * Options: --duration=SECONDS (default 8), --connections=N
 * (default 10), --listings=10000,100000 (search sizes), --listings-max=1000000 (adds ×10 sizes up to it,
 * PostgreSQL only above 100 000), --profiles=10000,100000 (people sizes); pass them as
 * `npm run bench -w apps/server -- --listings-max=1000000`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchPgUrl, numberArg } from './cli.ts';

const duration = numberArg('duration', 8);
const connections = numberArg('connections', 10);
const pgUrl = benchPgUrl();

interface Figure {
  rps: number;
  p99: number;
  errors: number;
}

async function load(
  url: string,
  opts: { method?: 'GET' | 'POST'; cookie?: string; body?: string },
): Promise<Figure> {
  const r = await autocannon({
    url,
    connections,
    duration,
    method: opts.method ?? 'GET',
    headers: {
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.body ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body,
  });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function startTarget(
  kind: string,
): Promise<{ child: ChildProcess; ports: Record<string, number>; cookie: string }> {
  const script = fileURLToPath(new URL('./target.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, kind, pgUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench target exited with ${code}`)));
  });
  return { child, ...JSON.parse(line) };
}

async function pgReachable() {
  const c = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

const results: Record<string, Record<string, Figure>> = {};
const kinds = ['pglite', ...((await pgReachable()) ? ['postgres'] : [])];
if (kinds.length === 1)
  console.log(`PostgreSQL not reachable at ${pgUrl.replace(/\/\/[^@]*@/, '//')}: PGlite only`);

for (const kind of kinds) {
  const t = await startTarget(kind);
  try {
    const base = (name: string) => `http://127.0.0.1:${t.ports[name]}`;
    const rows: Record<string, Figure> = {};
    rows['bare route'] = await load(`${base('bare')}/bare`, {});
    rows['raw PK query'] = await load(`${base('pk')}/pk`, {});
    rows.loginCheck = await load(`${base('app')}/api/loginCheck`, { cookie: t.cookie });
    rows['Member/userInfo'] = await load(`${base('app')}/api/Member/userInfo`, {
      method: 'POST',
      cookie: t.cookie,
      body: '{}',
    });
    results[kind] = rows;
  } finally {
    t.child.kill('SIGTERM');
    await new Promise((r) => t.child.once('exit', r));
  }
}

console.log(
  `\n${new Date().toISOString()} — ${duration}s per row, ${connections} connections, autocannon on the same machine`,
);
for (const [kind, rows] of Object.entries(results)) {
  const pkRps = rows['raw PK query']!.rps;
  const bareRps = rows['bare route']!.rps;
  console.log(`\n${kind}`);
  console.log('call               req/s    p99 ms   vs bare   vs raw PK   errors');
  for (const [name, f] of Object.entries(rows)) {
    console.log(
      `${name.padEnd(17)} ${f.rps.toFixed(0).padStart(7)} ${String(f.p99).padStart(8)} ${(f.rps / bareRps).toFixed(2).padStart(9)} ${(f.rps / pkRps).toFixed(2).padStart(11)} ${String(f.errors).padStart(8)}`,
    );
  }
}
const failed = Object.values(results).some((rows) => Object.values(rows).some((f) => f.errors > 0));
// ledger postings per second on the same databases (bench/ledger.ts)
const { benchLedger } = await import('./ledger.ts');
const ledgerOk = await benchLedger({ kinds, pgUrl, seconds: duration, workers: connections });
// job runner throughput on the same databases (bench/jobs.ts)
const { benchJobs } = await import('./jobs.ts');
const jobsOk = await benchJobs({ kinds, pgUrl, jobs: numberArg('jobs', 5000) });
// search latency at growing numbers of generated listings (bench/search.ts)
const { benchSearch, searchSizes } = await import('./search.ts');
const sizes = searchSizes(process.argv);
const searchOk = await benchSearch({
  kinds,
  pgUrl,
  seconds: duration,
  connections,
  sizes,
});
// designer and factory search at growing numbers of generated profiles (bench/people.ts)
const { benchPeople, peopleSizes } = await import('./people.ts');
const peopleOk = await benchPeople({
  kinds,
  pgUrl,
  seconds: duration,
  connections,
  sizes: peopleSizes(process.argv),
});
// the task hall and a task's page at 100 000 generated tasks (bench/tasks.ts)
const { benchTasks, taskSizes } = await import('./tasks.ts');
const tasksOk = await benchTasks({
  kinds,
  pgUrl,
  seconds: duration,
  connections,
  sizes: taskSizes(process.argv),
});
// build projects: the hall at 100 000 projects, checkPrice of 50 quotations × 200 lines (bench/projects.ts)
const { benchProjects, projectSizes } = await import('./projects.ts');
const projectsOk = await benchProjects({
  kinds,
  pgUrl,
  seconds: duration,
  connections,
  sizes: projectSizes(process.argv),
  quotes: numberArg('quotes', 50),
  lines: numberArg('lines', 200),
});
// 3D models: search at growing numbers of models, a 200 MiB upload over tus, processing (bench/models.ts)
const { benchModels } = await import('./models.ts');
const modelsOk = await benchModels({ kinds, pgUrl, seconds: duration, connections, argv: process.argv });
// the five public searches on a database filled to size beforehand (bench/search-million-data.ts, which
// takes tens of minutes at a million rows of each), cache off and on: `--search-million=postgres://…`
const searchMillionAt = process.argv.find((a) => a.startsWith('--search-million='))?.split('=')[1];
let searchMillionOk = true;
if (searchMillionAt) {
  const { benchSearchMillion } = await import('./search-million.ts');
  searchMillionOk = await benchSearchMillion(searchMillionAt, { seconds: duration, connections });
}
// the contract PDF of a build project, 200 quotation lines (bench/contract-pdf.ts)
const { benchContractPdf } = await import('./contract-pdf.ts');
await benchContractPdf(numberArg('contract-runs', 20));
process.exit(
  failed ||
    !ledgerOk ||
    !jobsOk ||
    !searchOk ||
    !peopleOk ||
    !tasksOk ||
    !projectsOk ||
    !modelsOk ||
    !searchMillionOk
    ? 1
    : 0,
);
