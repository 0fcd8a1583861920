import pg from 'pg';

/** `--name=N` from the command line, or `fallback`. */
export function numberArg(name: string, fallback: number, argv = process.argv): number {
  const hit = argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : fallback;
}

/** The PostgreSQL a benchmark uses (`BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`, else the local one). */
export function benchPgUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test'
  );
}

/** Whether that PostgreSQL answers within two seconds (benchmarks then also run on it). */
export async function pgReachable(url: string): Promise<boolean> {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  return probe.connect().then(
    () => probe.end().then(() => true),
    () => false,
  );
}

/** The databases a bench runs on when run alone: PGlite, and PostgreSQL when it answers; `--db=` picks one. */
export async function benchKinds(pgUrl: string, argv = process.argv): Promise<string[]> {
  const only = argv.find((a) => a.startsWith('--db='))?.split('=')[1];
  const reachable = await pgReachable(pgUrl);
  return ['pglite', ...(reachable ? ['postgres'] : [])].filter((k) => !only || k === only);
}
