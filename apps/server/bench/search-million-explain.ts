/**
 * The statements behind one kind's searches at size, explained (issue 34 point 4): each request of
 * bench/search-million.ts's rows (or those whose body holds `--match`) is sent once through the real app
 * (`inject`, the answers' cache off) while the driver's statements are recorded, then each statement that
 * took over `--ms` is run again under `EXPLAIN (ANALYZE, BUFFERS)` with the same parameters and printed.
 *
 *   npx tsx apps/server/bench/search-million-explain.ts --into=postgres://…/db --kinds=tasks [--match=汽车] [--ms=5]
 *
 * `--tail=N`: the first N bodies of the long-tail row instead (as search-million-shapes.ts).
 */
import pg from 'pg';
import { buildApp, searchKinds } from '../src/app.ts';
import { openPostgres } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';
import { createSearchService } from '../src/modules/search/search-service.ts';
import { kinds, longTailByKind } from './search-million.ts';

const opt = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const into = opt('into');
if (!into?.startsWith('postgres')) throw new Error('--into=postgres://…');
const only = opt('kinds')?.split(',');
const match = opt('match');
const slow = Number(opt('ms') ?? 5);
const tail = Number(opt('tail') ?? 0);

type Sent = { text: string; values: unknown[]; ms: number };
let recording: Sent[] | null = null;
const original = pg.Client.prototype.query as (...a: unknown[]) => unknown;
(pg.Client.prototype as { query: unknown }).query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string; values?: unknown[] };
  const text = typeof first === 'string' ? first : (first?.text ?? '');
  const values = ((typeof first === 'string' ? undefined : first?.values) ?? args[1]) as
    | unknown[]
    | undefined;
  const list = recording;
  if (!list || !/^\s*(WITH|SELECT|\()/i.test(text)) return original.apply(this, args);
  const sent: Sent = { text, values: Array.isArray(values) ? values : [], ms: 0 };
  list.push(sent);
  const t0 = performance.now();
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function')
    args[last] = (...results: unknown[]) => {
      sent.ms = performance.now() - t0;
      return (callback as (...r: unknown[]) => unknown)(...results);
    };
  const result = original.apply(this, args);
  if (result instanceof Promise)
    result.then(
      () => {
        sent.ms = performance.now() - t0;
      },
      () => {},
    );
  return result;
};

const database = await openPostgres(into);
const admin = new pg.Client({ connectionString: into, options: '-c jit=off' });
await admin.connect();
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEARCH_LIMIT_PER_MINUTE: '0',
  SEARCH_CACHE_SECONDS: '0',
});
const app = await buildApp({ config, database, logger: false });
// as the server does when it starts listening (`inject` never listens): the common words (decision 071)
await createSearchService({ db: database.db, kinds: searchKinds }).refreshCommonWords();
for (const [kind, list] of Object.entries(tail > 0 ? longTailByKind(tail) : kinds())) {
  if (only && !only.includes(kind)) continue;
  for (const r of list) {
    if (match && !String(r.body).includes(match)) continue;
    await app.inject({
      method: 'POST',
      url: r.path,
      headers: { 'content-type': 'application/json' },
      payload: String(r.body),
    }); // warm
    recording = [];
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: r.path,
      headers: { 'content-type': 'application/json' },
      payload: String(r.body),
    });
    const ms = performance.now() - t0;
    const sent = recording;
    recording = null;
    await new Promise((x) => setTimeout(x, 20));
    const total = (res.json() as { data?: { total?: number } }).data?.total;
    console.log(`\n==== ${kind} ${r.path} ${String(r.body)} → total ${total}, ${ms.toFixed(1)} ms`);
    for (const s of sent) {
      console.log(`-- ${s.ms.toFixed(1)} ms: ${s.text.replace(/\s+/g, ' ').slice(0, 160)}`);
      if (s.ms < slow) continue;
      const plan = await admin.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
      console.log(`   params ${JSON.stringify(s.values).slice(0, 300)}`);
      for (const row of plan.rows) console.log(`   ${row['QUERY PLAN']}`);
    }
  }
}
await app.close();
await admin.end();
