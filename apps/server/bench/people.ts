/**
 * Designer and factory search (issue 12): `Common/searchDesigner` / `Common/searchFactory` and the top
 * lists over HTTP at growing numbers of generated profiles (bench/people-data.ts: N members, each with a
 * designer and a factory profile, so N of each kind), beside the bare route of the same run; p50, p95
 * and p99 per row; on a scratch PostgreSQL database and a temporary PGlite directory, both dropped
 * afterwards. Run by `npm run bench` after the listings search, or alone:
 * `npx tsx apps/server/bench/people.ts [--duration=S] [--connections=N] [--profiles=10000,100000]
 * [--db=pglite|postgres]` (PGlite up to 100 000).
 */
import { pathToFileURL } from 'node:url';
import { benchKinds, benchPgUrl, numberArg } from './cli.ts';
import { addPeople } from './people-data.ts';
import { checkOnce, post, runSizedBench, type SizedBenchOptions, sizesArg } from './sized-bench.ts';

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

const requests = (shapes: Shape[]) =>
  shapes.map((s) => post(`/api/${s.call.startsWith('top') ? 'Business' : 'Common'}/${s.call}`, s.body));

export function benchPeople(o: SizedBenchOptions) {
  const shapes = peopleShapes();
  return runSizedBench(
    {
      title: 'People search',
      label: 'people',
      unit: 'designers and as many factories',
      legend: Object.fromEntries(Object.entries(shapes).map(([row, list]) => [row, list.map((s) => s.name)])),
      add: addPeople,
      prepare: async (base) => {
        // searches note their totals, top lists the length of their list
        const totals = await checkOnce(base, requests(Object.values(shapes).flat()), (d) =>
          d.total === undefined
            ? `${(d.listItem as unknown[]).length}`
            : `${d.total}${d.totalCapped ? '+' : ''}`,
        );
        return {
          notes: `totals: ${totals.join(' ')}`,
          rows: Object.fromEntries(Object.entries(shapes).map(([row, list]) => [row, requests(list)])),
        };
      },
    },
    o,
  );
}

/** `--profiles=10000,100000`. */
export const peopleSizes = (argv: string[]) => sizesArg(argv, 'profiles', '10000,100000');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pgUrl = benchPgUrl();
  const ok = await benchPeople({
    kinds: await benchKinds(pgUrl),
    pgUrl,
    seconds: numberArg('duration', 8),
    connections: numberArg('connections', 10),
    sizes: peopleSizes(process.argv),
  });
  process.exit(ok ? 0 : 1);
}
