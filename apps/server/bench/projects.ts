/**
 * Build projects (issue 14): the project hall (`Projectcenter/factoryPrjctHall`: newest first, keyword,
 * city, area and budget filters, paging) at 100 000 generated projects, and `Projectcenter/checkPrice`
 * (the client's side-by-side comparison) of one project with 50 quotations of 200 lines each
 * (bench/projects-data.ts), over HTTP beside the bare route of the same run; p50, p95 and p99 per row; on
 * a scratch PostgreSQL database and a temporary PGlite directory, both dropped afterwards. Run by
 * `npm run bench` after the design tasks, or alone:
 * `npx tsx apps/server/bench/projects.ts [--duration=S] [--connections=N] [--projects=100000]
 *  [--quotes=50] [--lines=200] [--db=pglite|postgres]`.
 */
import { pathToFileURL } from 'node:url';
import type autocannon from 'autocannon';
import { benchKinds, benchPgUrl, numberArg } from './cli.ts';
import { addProjects, projectsBenchCookie } from './projects-data.ts';
import { checkOnce, post, runSizedBench, type SizedBenchOptions, sizesArg } from './sized-bench.ts';

interface Shape {
  name: string;
  body: Record<string, unknown>;
}

/** The hall's queries: no filter, filters alone and combined, keywords common and rare, a deep page. */
export function hallShapes(): Record<'hall: filters' | 'hall: keywords', Shape[]> {
  return {
    'hall: filters': [
      { name: 'newest', body: {} },
      { name: '上海市', body: { city: '上海市' } },
      { name: '50–200㎡', body: { minArea: 50, maxArea: 200 } },
      { name: '¥100k–¥300k', body: { minCoins: 100_000, maxCoins: 300_000 } },
      { name: '深圳市, from 100㎡, to ¥500k', body: { city: '深圳市', minArea: 100, maxCoins: 500_000 } },
      { name: 'page 20', body: { page: 20 } },
    ],
    'hall: keywords': [
      { name: '搭建 (all)', body: { kw: '搭建' } },
      { name: '汽车', body: { kw: '汽车' } },
      { name: '医疗器械 双层', body: { kw: '医疗器械 双层' } },
      { name: '茶博会 + 杭州市', body: { kw: '茶博会', city: '杭州市' } },
      { name: '机器人 page 5', body: { kw: '机器人', page: 5 } },
    ],
  };
}

const hallRequests = (shapes: Shape[]) =>
  shapes.map((s) => post('/api/Projectcenter/factoryPrjctHall', { pageSize: 20, ...s.body }));

/** `checkPrice` of the compared project, as its client (the session bench/projects-data.ts wrote). */
async function checkPriceRequest(base: string): Promise<{ request: autocannon.Request; note: string }> {
  // the compared project is the hall's only one titled 比价项目
  const hall = await fetch(`${base}/api/Projectcenter/factoryPrjctHall`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kw: '比价项目', pageSize: 1 }),
  });
  const h = (await hall.json()) as { data?: { listItem: Array<{ id: number }> } };
  const id = h.data?.listItem[0]?.id;
  if (!id) throw new Error('the compared project is not in the hall');
  const request: autocannon.Request = {
    ...post('/api/Projectcenter/checkPrice', { id }),
    headers: { 'content-type': 'application/json', cookie: projectsBenchCookie },
  };
  const res = await fetch(`${base}${request.path}`, {
    method: 'POST',
    headers: request.headers as Record<string, string>,
    body: String(request.body),
  });
  const text = await res.text();
  const j = JSON.parse(text) as {
    success: boolean;
    data?: { listItem: Array<Record<string, unknown[]>> };
  };
  if (!j.success || !j.data) throw new Error(`checkPrice failed: ${text.slice(0, 300)}`);
  const lines = j.data.listItem.reduce(
    (s, q) =>
      s +
      Object.values(q)
        .filter(Array.isArray)
        .reduce((n, l) => n + (l.length > 0 && typeof l[0] === 'object' && 'qty' in l[0]! ? l.length : 0), 0),
    0,
  );
  return {
    request,
    note: `checkPrice: ${j.data.listItem.length} quotations, ${lines} lines, ${(text.length / 1024).toFixed(0)} KiB`,
  };
}

export function benchProjects(o: SizedBenchOptions & { quotes?: number; lines?: number }) {
  const shapes = hallShapes();
  return runSizedBench(
    {
      title: 'Build projects',
      label: 'projects',
      unit: 'projects',
      legend: {
        ...Object.fromEntries(Object.entries(shapes).map(([row, list]) => [row, list.map((s) => s.name)])),
        checkPrice: [`one project, ${o.quotes ?? 50} quotations × ${o.lines ?? 200} lines, as its client`],
        'checkPrice, 1 conn.': ['the same, one connection'],
      },
      add: (database, have, size) => addProjects(database, have, size, { quotes: o.quotes, lines: o.lines }),
      prepare: async (base) => {
        const totals = await checkOnce(base, hallRequests(Object.values(shapes).flat()), (d) =>
          String(d.total),
        );
        const check = await checkPriceRequest(base);
        return {
          notes: `hall totals: ${totals.join(' ')}; ${check.note}`,
          rows: {
            ...Object.fromEntries(Object.entries(shapes).map(([row, list]) => [row, hallRequests(list)])),
            checkPrice: [check.request],
            'checkPrice, 1 conn.': [check.request],
          },
          // one request at a time: its latency without queueing behind the others
          connections: { 'checkPrice, 1 conn.': 1 },
        };
      },
    },
    o,
  );
}

/** `--projects=100000` (sizes, comma-separated). */
export const projectSizes = (argv: string[]) => sizesArg(argv, 'projects', '100000');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pgUrl = benchPgUrl();
  const ok = await benchProjects({
    kinds: await benchKinds(pgUrl),
    pgUrl,
    seconds: numberArg('duration', 8),
    connections: numberArg('connections', 10),
    sizes: projectSizes(process.argv),
    quotes: numberArg('quotes', 50),
    lines: numberArg('lines', 200),
  });
  process.exit(ok ? 0 : 1);
}
