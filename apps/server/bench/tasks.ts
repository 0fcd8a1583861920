/**
 * Design tasks (issue 13): the task hall (`Taskcenter/designerTaskHall`: newest first, filters, keywords)
 * and a task's page (`Taskcenter/businesTaskInfo` of public tasks, as a visitor) over HTTP at 100 000
 * generated tasks (bench/tasks-data.ts), beside the bare route of the same run; p50, p95 and p99 per
 * row; on a scratch PostgreSQL database and a temporary PGlite directory, both dropped afterwards. Run by
 * `npm run bench` after the people search, or alone:
 * `npx tsx apps/server/bench/tasks.ts [--duration=S] [--connections=N] [--tasks=100000] [--db=pglite|postgres]`.
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { benchPgUrl, numberArg, pgReachable } from './cli.ts';
import { load, PGLITE_MAX, type Row, scratch, startTarget } from './search.ts';
import { addTasks } from './tasks-data.ts';

interface Shape {
  name: string;
  body: Record<string, unknown>;
}

/** The hall's queries: no filter, filters alone and combined, keywords common and rare, a deep page. */
export function hallShapes(): Record<'hall: filters' | 'hall: keywords', Shape[]> {
  return {
    'hall: filters': [
      { name: 'newest', body: {} },
      { name: '科技感', body: { style: '科技感' } },
      { name: 'double deck, 50–200㎡', body: { layer: 2, minSizes: 50, maxSizes: 200 } },
      { name: 'from ¥5,000', body: { minCost: 5000 } },
      { name: '中式, from ¥3,000', body: { style: '中式', minCost: 3000 } },
      { name: 'page 20', body: { page: 20 } },
    ],
    'hall: keywords': [
      { name: '展台 (half)', body: { kw: '展台' } },
      { name: '汽车', body: { kw: '汽车' } },
      { name: '医疗器械 双层', body: { kw: '医疗器械 双层' } },
      { name: '直播 + 科技感', body: { kw: '直播', style: '科技感' } },
      { name: '茶博会 page 5', body: { kw: '茶博会', page: 5 } },
    ],
  };
}

const json = { 'content-type': 'application/json' };
const hallRequests = (shapes: Shape[]) =>
  shapes.map((s) => ({
    method: 'POST' as const,
    path: '/api/Taskcenter/designerTaskHall',
    headers: json,
    body: JSON.stringify({ pageSize: 20, ...s.body }),
  }));

/** 200 public tasks spread over the table (open, under way, completed), each asked for as a visitor. */
async function infoRequests(base: string, size: number) {
  const ids: number[] = [];
  for (let k = 0; ids.length < 200 && k < 2000; k++) {
    const id = 1 + Math.floor(((k * 7919) % size) + 0.5);
    const res = await fetch(`${base}/api/Taskcenter/businesTaskInfo`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ id }),
    });
    const j = (await res.json()) as { success: boolean };
    if (j.success) ids.push(id);
  }
  if (ids.length < 50) throw new Error(`only ${ids.length} public tasks found for businesTaskInfo`);
  return ids.map((id) => ({
    method: 'POST' as const,
    path: '/api/Taskcenter/businesTaskInfo',
    headers: json,
    body: JSON.stringify({ id }),
  }));
}

/** Every hall query once: each must succeed; returns the totals (for the record). */
async function check(base: string) {
  const totals: string[] = [];
  for (const list of Object.values(hallShapes()))
    for (const r of hallRequests(list)) {
      const res = await fetch(`${base}${r.path}`, { method: 'POST', headers: r.headers, body: r.body });
      const j = (await res.json()) as { success: boolean; data?: { total: number } };
      if (!j.success) throw new Error(`task hall failed: ${r.body} → ${JSON.stringify(j)}`);
      totals.push(String(j.data!.total));
    }
  return totals;
}

export async function benchTasks(o: {
  kinds: string[];
  pgUrl: string;
  seconds: number;
  connections: number;
  sizes: number[];
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
    const s = await scratch(kind, o.pgUrl, undefined, 'tasks');
    try {
      let have = 0;
      for (const size of o.sizes) {
        if (kind === 'pglite' && size > PGLITE_MAX) continue;
        const database = await s.open();
        const loadSeconds = await addTasks(database, have, size);
        have = size;
        await database.close();
        const t = await startTarget(kind, s.where);
        try {
          const base = `http://127.0.0.1:${t.ports.app}`;
          const totals = await check(base);
          const info = await infoRequests(base, size);
          const shapes = hallShapes();
          await load(base, {
            seconds: 2,
            connections: o.connections,
            requests: [...hallRequests(Object.values(shapes).flat()), ...info],
          });
          const rows: Record<string, Row> = {};
          rows['bare route'] = await load(`http://127.0.0.1:${t.ports.bare}/bare`, o);
          for (const [name, list] of Object.entries(shapes))
            rows[name] = await load(base, { ...o, requests: hallRequests(list) });
          rows.businesTaskInfo = await load(base, { ...o, requests: info });
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
    `\nDesign tasks — ${startedAt.toISOString()} to ${new Date().toISOString()}, ${o.seconds}s per row, ${o.connections} connections, autocannon over HTTP; load average ${avg(loadBefore)} at the start, ${avg(os.loadavg())} at the end`,
  );
  for (const [row, list] of Object.entries(hallShapes()))
    console.log(`${row}: ${list.map((s) => s.name).join(', ')}`);
  for (const r of results) {
    console.log(
      `\n${r.kind}, ${r.size.toLocaleString('en')} tasks (loaded in ${r.loadSeconds.toFixed(0)} s); hall totals: ${r.totals.join(' ')}`,
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

/** `--tasks=100000` (sizes, comma-separated). */
export function taskSizes(argv: string[]) {
  const given = argv.find((a) => a.startsWith('--tasks='))?.split('=')[1];
  return (given ?? '100000')
    .split(',')
    .map(Number)
    .filter((n) => n > 0)
    .sort((a, b) => a - b);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pgUrl = benchPgUrl();
  const reachable = await pgReachable(pgUrl);
  const only = process.argv.find((a) => a.startsWith('--db='))?.split('=')[1];
  const kinds = ['pglite', ...(reachable ? ['postgres'] : [])].filter((k) => !only || k === only);
  const ok = await benchTasks({
    kinds,
    pgUrl,
    seconds: numberArg('duration', 8),
    connections: numberArg('connections', 10),
    sizes: taskSizes(process.argv),
  });
  process.exit(ok ? 0 : 1);
}
