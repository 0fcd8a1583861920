/**
 * Designer and factory search (issue 12): `Common/searchDesigner` / `Common/searchFactory` and the top
 * lists over HTTP at growing numbers of generated profiles (bench/people-data.ts: N members, each with a
 * designer and a factory profile, so N of each kind), beside the bare route of the same run; p50, p95
 * and p99 per row; on a scratch PostgreSQL database and a temporary PGlite directory, both dropped
 * afterwards. Run by `npm run bench` after the listings search, or alone:
 * `npx tsx apps/server/bench/people.ts [--duration=S] [--connections=N] [--profiles=10000,100000]
 * [--db=pglite|postgres]` (PGlite up to 100 000).
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { addPeople } from './people-data.ts';
import { load, PGLITE_MAX, type Row, scratch, startTarget } from './search.ts';
import { benchPgUrl, numberArg, pgReachable } from './cli.ts';

interface Shape {
  name: string;
  call: 'searchDesigner' | 'searchFactory' | 'topDesigner' | 'topFactory';
  body: Record<string, unknown>;
}

/** The queries of each row: keywords common and selective, filters alone and combined, the orders. */
export function peopleShapes(): Record<'designers' | 'factories' | 'top lists', Shape[]> {
  const d = (name: string, body: Record<string, unknown>): Shape => ({ name, call: 'searchDesigner', body });
  const f = (name: string, body: Record<string, unknown>): Shape => ({ name, call: 'searchFactory', body });
  return {
    designers: [
      d('设计 (every name)', { keyword: '设计' }),
      d('汽车', { keyword: '汽车' }),
      d('林晓', { keyword: '林晓' }),
      d('双层展台', { keyword: '双层展台' }),
      d('展台 in 上海市', { keyword: '展台', city: '上海市' }),
      d('成都市, by reputation', { city: '成都市' }),
      d('特装展位 + 科技感', { speciality: '特装展位', style: '科技感' }),
      d('up to 100/㎡, verified', { priceMax: 100, verified: true }),
      d('newest', { sort: 'newest' }),
      d('all, by reputation', {}),
      d('特装 by reputation', { keyword: '特装', sort: 'reputation' }),
      d('page 20', { keyword: '设计', page: 20 }),
    ],
    factories: [
      f('展览工程', { keyword: '展览工程' }),
      f('搭建', { keyword: '搭建' }),
      f('鑫源', { keyword: '鑫源' }),
      f('巡展 in 深圳市', { keyword: '巡展', city: '深圳市' }),
      f('杭州市, by reputation', { city: '杭州市' }),
      f('双层展台 + 工业风', { speciality: '双层展台', style: '工业风' }),
      f('800–1200/㎡', { priceMin: 800, priceMax: 1200 }),
      f('newest, verified', { sort: 'newest', verified: true }),
      f('all, by reputation', {}),
    ],
    'top lists': [
      { name: 'top designers', call: 'topDesigner', body: {} },
      { name: 'top designers in 上海市', call: 'topDesigner', body: { city: '上海市' } },
      { name: 'top factories', call: 'topFactory', body: {} },
      { name: 'top factories in 广州市', call: 'topFactory', body: { city: '广州市' } },
    ],
  };
}

const path = (s: Shape) => `/api/${s.call.startsWith('top') ? 'Business' : 'Common'}/${s.call}`;
const requests = (shapes: Shape[]) =>
  shapes.map((s) => ({
    method: 'POST' as const,
    path: path(s),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(s.body),
  }));

/** Every query once: each must succeed; returns the totals (search) or list sizes (top lists). */
async function check(base: string) {
  const totals: string[] = [];
  for (const shapes of Object.values(peopleShapes())) {
    for (const s of shapes) {
      const res = await fetch(`${base}${path(s)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(s.body),
      });
      const j = (await res.json()) as {
        success: boolean;
        data?: { total?: number; totalCapped?: boolean; listItem: unknown[] };
      };
      if (!j.success) throw new Error(`people search failed: ${s.name} → ${JSON.stringify(j)}`);
      const t = j.data!;
      totals.push(t.total === undefined ? `${t.listItem.length}` : `${t.total}${t.totalCapped ? '+' : ''}`);
    }
  }
  return totals;
}

export async function benchPeople(o: {
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
  const shapes = peopleShapes();
  for (const kind of o.kinds) {
    const s = await scratch(kind, o.pgUrl, undefined, 'people');
    try {
      let have = 0;
      for (const size of o.sizes) {
        if (kind === 'pglite' && size > PGLITE_MAX) continue;
        const database = await s.open();
        const loadSeconds = await addPeople(database, have, size);
        have = size;
        await database.close();
        const t = await startTarget(kind, s.where);
        try {
          const base = `http://127.0.0.1:${t.ports.app}`;
          const totals = await check(base);
          const all = requests(Object.values(shapes).flat());
          await load(base, { seconds: 2, connections: o.connections, requests: all });
          const rows: Record<string, Row> = {};
          rows['bare route'] = await load(`http://127.0.0.1:${t.ports.bare}/bare`, o);
          for (const [name, list] of Object.entries(shapes))
            rows[name] = await load(base, { ...o, requests: requests(list) });
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
    `\nPeople search — ${startedAt.toISOString()} to ${new Date().toISOString()}, ${o.seconds}s per row, ${o.connections} connections, autocannon over HTTP; load average ${avg(loadBefore)} at the start, ${avg(os.loadavg())} at the end`,
  );
  for (const [row, list] of Object.entries(shapes))
    console.log(`${row}: ${list.map((s) => s.name).join(', ')}`);
  for (const r of results) {
    console.log(
      `\n${r.kind}, ${r.size.toLocaleString('en')} designers and as many factories (loaded in ${r.loadSeconds.toFixed(0)} s); totals: ${r.totals.join(' ')}`,
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

/** `--profiles=10000,100000`. */
export function peopleSizes(argv: string[]) {
  const given = argv.find((a) => a.startsWith('--profiles='))?.split('=')[1];
  return (given ?? '10000,100000')
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
  const ok = await benchPeople({
    kinds,
    pgUrl,
    seconds: numberArg('duration', 8),
    connections: numberArg('connections', 10),
    sizes: peopleSizes(process.argv),
  });
  process.exit(ok ? 0 : 1);
}
