/**
 * Each query of the model search row (bench/models.ts `modelShapes`) alone, one request at a time, on a
 * database that already holds the generated models (bench/models-data.ts): the median and the slowest of
 * `--runs` calls through the real app (`inject`, no HTTP), after one warm-up call. One request at a time
 * shows what each query costs without the queueing of the 10-connection row, which on a loaded machine is
 * mostly waiting for a core.
 *
 * `npx tsx apps/server/bench/models-data.ts --models=100000 --into=postgres://…/db` first, then
 * `npx tsx apps/server/bench/models-shapes.ts --into=postgres://…/db [--runs=7]` (or a PGlite directory).
 */
import os from 'node:os';
import { buildApp } from '../src/app.ts';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';
import { numberArg } from './cli.ts';
import { modelShapes } from './models.ts';

const into = process.argv.find((a) => a.startsWith('--into='))?.slice('--into='.length);
if (!into) throw new Error('--into=postgres://… or a PGlite directory');
const runs = numberArg('runs', 7);
const database = into.startsWith('postgres') ? await openPostgres(into) : await openPglite({ dataDir: into });
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEARCH_LIMIT_PER_MINUTE: '0' });
const app = await buildApp({ config, database, logger: false });
const [{ n } = { n: 0 }] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM models');
const loadBefore = os.loadavg();
const rows: string[] = [];
for (const s of modelShapes()) {
  const once = async () => {
    const t0 = performance.now();
    const r = await app.inject({ method: 'POST', url: '/api/Common/searchModel', payload: s.body });
    const ms = performance.now() - t0;
    const body = r.json() as { success: boolean; data?: { total: number } };
    if (!body.success) throw new Error(`${s.name}: ${r.body.slice(0, 200)}`);
    return { ms, total: body.data!.total };
  };
  await once();
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < runs; i++) {
    const r = await once();
    times.push(r.ms);
    total = r.total;
  }
  times.sort((a, b) => a - b);
  rows.push(
    `| ${s.name} | ${total} | ${times[Math.floor(times.length / 2)]!.toFixed(1)} | ${times.at(-1)!.toFixed(1)} |`,
  );
}
const avg = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
console.log(
  `Model search, each query alone — ${new Date().toISOString()}, ${into.startsWith('postgres') ? 'PostgreSQL' : 'PGlite'}, ${n} models, ${runs} runs each after a warm-up, load average ${avg(loadBefore)} → ${avg(os.loadavg())}`,
);
console.log('| query | total | median ms | slowest ms |\n| --- | ---: | ---: | ---: |');
for (const r of rows) console.log(r);
await app.close();
