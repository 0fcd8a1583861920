/**
 * Search latency (issue 5, decision 008): `Common/searchHuizhan`/`searchHuiyi` over HTTP at growing
 * numbers of generated listings (bench/listings-data.ts), beside the bare route of the same run; on a
 * scratch PostgreSQL database and a temporary PGlite directory, both dropped afterwards. Three rows of
 * queries (bench/search-queries.ts): the mix of 14 of earlier runs, the common keywords alone, and the
 * filters & combinations (dates and status without a keyword, keyword + filter, other orders, deep
 * pages). Run by `npm run bench` after the ledger, or alone:
 * `npx tsx apps/server/bench/search.ts [--duration=S] [--connections=N] [--listings=10000,100000]
 * [--listings-max=1000000] [--db=pglite|postgres] [--existing=URL --listings=N]`
 * (sizes above 100 000 are PostgreSQL only;
 * `--listings-max` adds sizes ×10 up to it; `--existing` measures a
 * database already filled by bench/listings-data.ts, labelled with the size given, and keeps it).
 */
import { pathToFileURL } from 'node:url';
import { benchKinds, benchPgUrl, numberArg } from './cli.ts';
import { addListings } from './listings-data.ts';
import { type Shape, searchShapes } from './search-queries.ts';
import { checkOnce, post, runSizedBench, type SizedBenchOptions, totalOf } from './sized-bench.ts';

/** The requests of one row of the bench. */
export function requests(row: Shape['row']) {
  return searchShapes()
    .filter((s) => s.row === row)
    .map((s) => post(`/api/Common/${s.kind === 'huiyi' ? 'searchHuiyi' : 'searchHuizhan'}`, s.body));
}

const names = (row: Shape['row']) =>
  searchShapes()
    .filter((s) => s.row === row)
    .map((s) => s.name);

export function benchSearch(o: SizedBenchOptions) {
  return runSizedBench(
    {
      title: 'Search',
      label: 'search',
      unit: 'listings',
      legend: { mix: names('mix'), common: names('common'), filters: names('filters') },
      add: addListings,
      prepare: async (base) => {
        const totals = await checkOnce(base, [...requests('mix'), ...requests('filters')], totalOf);
        return {
          notes: `totals of the mix and the filters: ${totals.join(' ')}`,
          rows: {
            'search: mix of 14': requests('mix'),
            'search: common words': requests('common'),
            'search: filters & combos': requests('filters'),
          },
        };
      },
    },
    o,
  );
}

/** `--listings=10000,100000` and `--listings-max=N` (adds ×10 steps up to N). */
export function searchSizes(argv: string[]) {
  const opt = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const sizes = (opt('listings') ?? '10000,100000').split(',').map(Number);
  const max = Number(opt('listings-max') ?? 0);
  for (let n = Math.max(...sizes) * 10; n <= max; n *= 10) sizes.push(n);
  return sizes.filter((n) => n > 0).sort((a, b) => a - b);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pgUrl = benchPgUrl();
  const existing = process.argv.find((a) => a.startsWith('--existing='))?.slice('--existing='.length);
  const kinds = existing
    ? [existing.startsWith('postgres') ? 'postgres' : 'pglite']
    : await benchKinds(pgUrl);
  const ok = await benchSearch({
    kinds,
    pgUrl,
    seconds: numberArg('duration', 8),
    connections: numberArg('connections', 10),
    sizes: searchSizes(process.argv),
    existing,
  });
  process.exit(ok ? 0 : 1);
}
