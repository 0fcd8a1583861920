/**
 * Design tasks (issue 13): the task hall (`Taskcenter/designerTaskHall`: newest first, filters, keywords)
 * and a task's page (`Taskcenter/businesTaskInfo` of public tasks, as a visitor) over HTTP at 100 000
 * generated tasks (bench/tasks-data.ts), beside the bare route of the same run; p50, p95 and p99 per
 * row; on a scratch PostgreSQL database and a temporary PGlite directory, both dropped afterwards. Run by
 * `npm run bench` after the people search, or alone:
 * `npx tsx apps/server/bench/tasks.ts [--duration=S] [--connections=N] [--tasks=100000] [--db=pglite|postgres]`.
 */
import { pathToFileURL } from 'node:url';
import { benchKinds, benchPgUrl, numberArg } from './cli.ts';
import { checkOnce, post, runSizedBench, type SizedBenchOptions, sizesArg } from './sized-bench.ts';
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

const hallRequests = (shapes: Shape[]) =>
  shapes.map((s) => post('/api/Taskcenter/designerTaskHall', { pageSize: 20, ...s.body }));

/** 200 public tasks spread over the table (open, under way, completed), each asked for as a visitor. */
async function infoRequests(base: string, size: number) {
  const ids: number[] = [];
  for (let k = 0; ids.length < 200 && k < 2000; k++) {
    const id = 1 + Math.floor(((k * 7919) % size) + 0.5);
    const res = await fetch(`${base}/api/Taskcenter/businesTaskInfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    });
    const j = (await res.json()) as { success: boolean };
    if (j.success) ids.push(id);
  }
  if (ids.length < 50) throw new Error(`only ${ids.length} public tasks found for businesTaskInfo`);
  return ids.map((id) => post('/api/Taskcenter/businesTaskInfo', { id }));
}

export function benchTasks(o: SizedBenchOptions) {
  const shapes = hallShapes();
  return runSizedBench(
    {
      title: 'Design tasks',
      label: 'tasks',
      unit: 'tasks',
      legend: Object.fromEntries(Object.entries(shapes).map(([row, list]) => [row, list.map((s) => s.name)])),
      add: addTasks,
      prepare: async (base, size) => {
        const totals = await checkOnce(base, hallRequests(Object.values(shapes).flat()), (d) =>
          String(d.total),
        );
        return {
          notes: `hall totals: ${totals.join(' ')}`,
          rows: {
            ...Object.fromEntries(Object.entries(shapes).map(([row, list]) => [row, hallRequests(list)])),
            businesTaskInfo: await infoRequests(base, size),
          },
        };
      },
    },
    o,
  );
}

/** `--tasks=100000` (sizes, comma-separated). */
export const taskSizes = (argv: string[]) => sizesArg(argv, 'tasks', '100000');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pgUrl = benchPgUrl();
  const ok = await benchTasks({
    kinds: await benchKinds(pgUrl),
    pgUrl,
    seconds: numberArg('duration', 8),
    connections: numberArg('connections', 10),
    sizes: taskSizes(process.argv),
  });
  process.exit(ok ? 0 : 1);
}
