/**
 * The search bench's server side (bench/search.ts), its own process like bench/target.ts: the real app on
 * an existing database (PostgreSQL URL or PGlite directory, already holding the generated listings) and
 * a bare Fastify route, their ports printed as one JSON line.
 */
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';

const [kind, where] = process.argv.slice(2) as [string, string];
const database = kind === 'postgres' ? await openPostgres(where) : await openPglite({ dataDir: where });
// no per-IP search limit: the load generator is one client asking thousands of times a second; the
// answers' cache (decision 065) off unless asked for (`SEARCH_CACHE_SECONDS`): the benches measure the
// searches themselves, bench/search-million.ts both
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEARCH_LIMIT_PER_MINUTE: '0',
  SEARCH_CACHE_SECONDS: process.env.SEARCH_CACHE_SECONDS ?? '0',
});
const app = await buildApp({ config, database, logger: false });
const bare = Fastify();
bare.get('/bare', async () => ({ success: true, errCode: 'success', errMsg: '成功' }));

const listen = async (f: typeof bare) => {
  await f.listen({ port: 0, host: '127.0.0.1' });
  return (f.server.address() as { port: number }).port;
};
const ports = { bare: await listen(bare), app: await listen(app as unknown as typeof bare) };
console.log(JSON.stringify({ ports }));

const stop = async () => {
  // closing the app closes the database
  await Promise.allSettled([bare.close(), app.close()]);
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
