/**
 * Each search shape alone, without HTTP (issue 5, decision 008): runs the repository's `searchListings`
 * for every query of the bench's mix and of the slow shapes (filters without a keyword, keyword + filter,
 * deep pages) several times on an existing database of generated listings and prints the median and the
 * slowest time of each; `--explain` also prints `EXPLAIN (ANALYZE, BUFFERS)` of every statement of each
 * shape's last run. Use it to check a plan change before the HTTP bench.
 *
 * `npx tsx apps/server/bench/search-shapes.ts --from=postgres://…/db [--runs=5] [--explain] [--only=ongoing]`
 * (a database filled by `bench/listings-data.ts`; a PGlite directory works too).
 */
import { pathToFileURL } from 'node:url';
import { type ListingSearchBody, listingSearchBody } from '@hz/contract/listings';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../src/db/client.ts';
import { chinaParts } from '../src/lib/china-time.ts';
import { searchListings } from '../src/modules/listings/listings-repository.ts';
import { parseKeyword } from '../src/modules/search/search-service.ts';
import { searchShapes } from './search-queries.ts';

interface Statement {
  query: string;
  params: unknown[];
}

/** The repository's query for a body, as the service builds it. */
export function repoQuery(kind: 'huizhan' | 'huiyi', input: Partial<ListingSearchBody>, today: string) {
  const b = listingSearchBody.parse(input);
  return {
    kind,
    keyword: parseKeyword(b.keyword),
    prov: b.prov,
    city: b.city,
    industry: b.industry,
    from: b.sdate,
    to: b.edate,
    today,
    status: b.status,
    sort: b.sort,
    offset: (b.page - 1) * b.pageSize,
    limit: b.pageSize,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const opt = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const from = opt('from');
  if (!from) throw new Error('--from=postgres://… (or a PGlite directory)');
  const runs = Number(opt('runs') ?? 5);
  const explain = process.argv.includes('--explain');
  const only = opt('only');

  let captured: Statement[] = [];
  const logger: Logger = { logQuery: (query, params) => captured.push({ query, params }) };
  let db: Db;
  let raw: (text: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;
  let close: () => Promise<void>;
  if (from.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: from, max: 4 });
    db = drizzlePg({ client: pool, logger }) as unknown as Db;
    raw = async (text, params) => (await pool.query(text, params)).rows;
    close = () => pool.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(`${from}/pgdata`);
    db = drizzlePglite({ client, logger }) as unknown as Db;
    raw = async (text, params) => (await client.query(text, params)).rows as Array<Record<string, unknown>>;
    close = () => client.close();
  }

  const today = chinaParts(new Date()).date;
  console.log('shape                                              total   median ms   max ms');
  for (const s of searchShapes()) {
    if (only && !s.name.includes(only)) continue;
    const q = repoQuery(s.kind, s.body, today);
    const times: number[] = [];
    let result: Awaited<ReturnType<typeof searchListings>> | undefined;
    for (let i = 0; i < runs; i++) {
      captured = [];
      const t0 = performance.now();
      result = await searchListings(db, q);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const total = `${result!.total}${result!.capped ? '+' : ''}`;
    console.log(
      `${s.name.padEnd(48)} ${total.padStart(7)} ${times[Math.floor(times.length / 2)]!.toFixed(1).padStart(11)} ${times.at(-1)!.toFixed(1).padStart(8)}`,
    );
    if (explain) {
      for (const st of captured) {
        const plan = await raw(`EXPLAIN (ANALYZE, BUFFERS) ${st.query}`, st.params);
        console.log(`  -- ${st.query.replace(/\s+/g, ' ').slice(0, 160)}`);
        for (const r of plan) console.log(`  ${String(Object.values(r)[0])}`);
      }
    }
  }
  await close();
}
