/**
 * Search at size (issue 34 point 4, decision 065): the five public searches — listings, the task hall, the
 * project hall, designers and factories, 3D models — over HTTP on one PostgreSQL database filled by
 * bench/search-million-data.ts, beside the bare route of the same run, at 10 connections:
 *
 * - each kind's queries with the answers' cache off (`SEARCH_CACHE_SECONDS=0`): what a search costs;
 * - the same with the cache on (after one pass that computes every answer): a repeated search;
 * - a long tail with the cache on: every request a different body (a keyword of the generators' words,
 *   a city, a page), so that most are computed — the cache's worst case, short of every request unique.
 *
 *   npx tsx apps/server/bench/search-million.ts --existing=postgres://…/db [--duration=8] [--connections=10]
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import type autocannon from 'autocannon';
import { numberArg } from './cli.ts';
import { modelShapes } from './models.ts';
import { peopleShapes } from './people.ts';
import { hallShapes as projectShapes } from './projects.ts';
import { requests as listingRequests } from './search.ts';
import { load, post, type Row, startTarget } from './sized-bench.ts';
import { hallShapes as taskShapes } from './tasks.ts';

/** Each kind's requests (the benches' own shapes). */
export const kinds = (): Record<string, autocannon.Request[]> => ({
  listings: [...listingRequests('mix'), ...listingRequests('filters')],
  tasks: Object.values(taskShapes())
    .flat()
    .map((s) => post('/api/Taskcenter/designerTaskHall', { pageSize: 20, ...s.body })),
  projects: Object.values(projectShapes())
    .flat()
    .map((s) => post('/api/Projectcenter/factoryPrjctHall', { pageSize: 20, ...s.body })),
  people: [...peopleShapes().designers, ...peopleShapes().factories].map((s) =>
    post(`/api/Common/${s.call}`, s.body),
  ),
  models: modelShapes().map((s) => post('/api/Common/searchModel', s.body)),
});

const WORDS = [
  '汽车',
  '机器人',
  '医疗',
  '食品',
  '家居',
  '智能',
  '新能源',
  '建材',
  '服装',
  '教育',
  '光伏',
  '物流',
];
const CITIES = ['', '上海市', '北京市', '广州市', '深圳市', '杭州市', '成都市', '武汉市', '南京市', '西安市'];

/** `n` different bodies over the five kinds: word × city × page. */
function longTail(n: number): autocannon.Request[] {
  const out: autocannon.Request[] = [];
  for (let i = 0; out.length < n; i++) {
    const word = WORDS[i % WORDS.length]!;
    const city = CITIES[Math.floor(i / WORDS.length) % CITIES.length]!;
    const page = 1 + (Math.floor(i / (WORDS.length * CITIES.length)) % 5);
    switch (i % 5) {
      case 0:
        out.push(post('/api/Common/searchHuizhan', { keyword: word, city, page }));
        break;
      case 1:
        out.push(post('/api/Taskcenter/designerTaskHall', { kw: word, page, pageSize: 20 }));
        break;
      case 2:
        out.push(post('/api/Projectcenter/factoryPrjctHall', { kw: word, page, pageSize: 20 }));
        break;
      case 3:
        out.push(post('/api/Common/searchDesigner', { keyword: word, city, page }));
        break;
      default:
        out.push(post('/api/Common/searchModel', { keyword: word, page }));
    }
  }
  return out;
}

const KIND_OF_CALL: Record<string, string> = {
  searchHuizhan: 'listings',
  designerTaskHall: 'tasks',
  factoryPrjctHall: 'projects',
  searchDesigner: 'people',
  searchModel: 'models',
};

/** The first `n` bodies of the long tail by kind (the names of `kinds`), for the per-shape scripts. */
export function longTailByKind(n: number): Record<string, autocannon.Request[]> {
  const out: Record<string, autocannon.Request[]> = {};
  for (const r of longTail(n)) {
    const kind = KIND_OF_CALL[(r.path ?? '').split('/').at(-1) ?? '']!;
    out[kind] = [...(out[kind] ?? []), r];
  }
  return out;
}

async function measure(where: string, cacheSeconds: string, o: { seconds: number; connections: number }) {
  const t = await startTarget('postgres', where, { SEARCH_CACHE_SECONDS: cacheSeconds });
  const base = `http://127.0.0.1:${t.ports.app}`;
  const rows: Record<string, Row> = {};
  try {
    // every answer once (the cache's first pass; caches, plans and the JIT warm either way)
    for (const list of Object.values(kinds()))
      for (const r of list) {
        const res = await fetch(`${base}${r.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: r.body as string,
        });
        const j = (await res.json()) as { success: boolean; errMsg?: string };
        if (!j.success) throw new Error(`${r.path} ${String(r.body)}: ${j.errMsg}`);
      }
    rows['bare route'] = await load(`http://127.0.0.1:${t.ports.bare}/bare`, o);
    for (const [name, requests] of Object.entries(kinds())) rows[name] = await load(base, { ...o, requests });
    if (cacheSeconds !== '0') {
      const tail = longTail(Math.round(o.seconds * 400));
      rows['long tail (all kinds)'] = await load(base, { ...o, requests: tail });
    }
  } finally {
    await t.stop();
  }
  return rows;
}

/** Both passes on the database at `where`, printed as one table; true when no request failed. */
export async function benchSearchMillion(where: string, o: { seconds: number; connections: number }) {
  const load0 = os.loadavg();
  const started = new Date();
  const off = await measure(where, '0', o);
  const on = await measure(where, '60', o);
  const avg = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(
    `\nSearch at size — ${started.toISOString()} to ${new Date().toISOString()}, ${o.seconds}s per row, ${o.connections} connections; load average ${avg(load0)} at the start, ${avg(os.loadavg())} at the end`,
  );
  console.log('row                          cache   req/s   p50 ms   p95 ms   p99 ms   vs bare   errors');
  let errors = 0;
  for (const [cache, rows] of [
    ['off', off],
    ['on', on],
  ] as const) {
    const bare = rows['bare route']!.rps;
    for (const [name, f] of Object.entries(rows)) {
      errors += f.errors;
      console.log(
        `${name.padEnd(28)} ${cache.padStart(5)} ${f.rps.toFixed(0).padStart(7)} ${f.p50.toFixed(1).padStart(8)} ${f.p95.toFixed(1).padStart(8)} ${f.p99.toFixed(1).padStart(8)} ${(f.rps / bare).toFixed(3).padStart(9)} ${String(f.errors).padStart(8)}`,
      );
    }
  }
  return errors === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const where = process.argv.find((a) => a.startsWith('--existing='))?.slice('--existing='.length);
  if (!where?.startsWith('postgres'))
    throw new Error('--existing=postgres://… (filled by search-million-data.ts)');
  const ok = await benchSearchMillion(where, {
    seconds: numberArg('duration', 8),
    connections: numberArg('connections', 10),
  });
  process.exit(ok ? 0 : 1);
}
