/**
 * Each request of bench/search-million.ts's cache-off rows alone, one at a time, through the real app
 * (`inject`, no HTTP, the answers' cache off): the median and the slowest of `--runs` calls after a warm-up,
 * slowest first. What each shape costs without the queueing of the 10-connection rows, so that the slow
 * shapes at size are found (issue 34 point 4).
 *
 *   npx tsx apps/server/bench/search-million-shapes.ts --into=postgres://…/db [--runs=3] [--kinds=tasks,people]
 *
 * `--tail=N`: instead, the first N bodies of the long-tail row (every body different), each once after no
 * warm-up of its own, as that row meets them (the plans and the buffers warm across bodies, not the answers).
 */
import os from 'node:os';
import { buildApp, searchKinds } from '../src/app.ts';
import { openPostgres } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';
import { createSearchService } from '../src/modules/search/search-service.ts';
import { numberArg } from './cli.ts';
import { kinds, longTailByKind } from './search-million.ts';

const opt = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const into = opt('into');
if (!into?.startsWith('postgres')) throw new Error('--into=postgres://…');
const runs = numberArg('runs', 3);
const only = opt('kinds')?.split(',');
const tail = numberArg('tail', 0);
const database = await openPostgres(into);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEARCH_LIMIT_PER_MINUTE: '0',
  SEARCH_CACHE_SECONDS: '0',
});
const app = await buildApp({ config, database, logger: false });
// as the server does when it starts listening (`inject` never listens): the common words (decision 071)
await createSearchService({ db: database.db, kinds: searchKinds }).refreshCommonWords();
const loadBefore = os.loadavg();
const rows: Array<{ kind: string; what: string; total: string; median: number; slowest: number }> = [];
const lists = Object.entries(tail > 0 ? longTailByKind(tail) : kinds());
for (const [kind, list] of lists) {
  if (only && !only.includes(kind)) continue;
  for (const r of list) {
    const once = async () => {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: r.path,
        headers: { 'content-type': 'application/json' },
        payload: String(r.body),
      });
      const ms = performance.now() - t0;
      const j = res.json() as { success: boolean; data?: { total?: number; totalCapped?: boolean } };
      if (!j.success) throw new Error(`${r.path} ${String(r.body)}: ${res.body.slice(0, 200)}`);
      return { ms, total: `${j.data?.total ?? '-'}${j.data?.totalCapped ? '+' : ''}` };
    };
    if (tail === 0) await once();
    const times: number[] = [];
    let total = '';
    for (let i = 0; i < (tail > 0 ? 1 : runs); i++) {
      const x = await once();
      times.push(x.ms);
      total = x.total;
    }
    times.sort((a, b) => a - b);
    rows.push({
      kind,
      what: `${(r.path ?? '').split('/').at(-1)} ${String(r.body)}`,
      total,
      median: times[Math.floor(times.length / 2)]!,
      slowest: times.at(-1)!,
    });
  }
}
const avg = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
console.log(
  `Search shapes alone — ${new Date().toISOString()}, ${runs} runs each after a warm-up, cache off, load average ${avg(loadBefore)} → ${avg(os.loadavg())}`,
);
console.log('| kind | request | total | median ms | slowest ms |\n| --- | --- | ---: | ---: | ---: |');
for (const r of rows.sort((a, b) => b.median - a.median))
  console.log(
    `| ${r.kind} | \`${r.what}\` | ${r.total} | ${r.median.toFixed(1)} | ${r.slowest.toFixed(1)} |`,
  );
// each kind's requests together: what a body of that kind costs alone
console.log(
  '\n| kind | bodies | p50 ms | p95 ms | slowest ms | mean ms |\n| --- | ---: | ---: | ---: | ---: | ---: |',
);
for (const kind of [...new Set(rows.map((r) => r.kind))]) {
  const ms = rows
    .filter((r) => r.kind === kind)
    .map((r) => r.median)
    .sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!;
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  console.log(
    `| ${kind} | ${ms.length} | ${at(0.5).toFixed(1)} | ${at(0.95).toFixed(1)} | ${ms.at(-1)!.toFixed(1)} | ${mean.toFixed(1)} |`,
  );
}
await app.close();
