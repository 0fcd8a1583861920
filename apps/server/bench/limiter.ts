/**
 * `npx tsx bench/limiter.ts` (in apps/server): what the shared limiter (decision 019) costs. For each
 * store — PGlite (in memory), PostgreSQL (TEST_DATABASE_URL or the local server) and Redis (REDIS_URL or
 * 127.0.0.1:6379), those that answer — the time of one hit alone and the hits per second at 16 at once
 * (each on its own key: 16 clients), and of one slot taken and given back; then, on PostgreSQL, a limited
 * call (`Common/huizhanInfo` of a missing id: one primary-key query) with the limit on and off.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';
import { createDatabaseLimitStore } from '../src/modules/limits/limits-repository.ts';
import { createRedisLimitStore } from '../src/modules/limits/limits-redis.ts';
import { createLimiter } from '../src/modules/limits/limits-service.ts';
import type { LimitStore } from '../src/modules/limits/limits-store.ts';

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const N = 4000;

const reachable = (url: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const u = new URL(url);
    const s = net.connect(Number(u.port || port), u.hostname);
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });

async function tempPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hz_bench_limits_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client(pgUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(pgUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const a = new pg.Client(pgUrl);
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

const us = (ms: number, n: number) => `${((ms * 1000) / n).toFixed(0)} µs`;

async function measureStore(name: string, store: LimitStore) {
  const limiter = createLimiter(store, { log: { warn() {} } });
  const run = randomBytes(3).toString('hex');
  // warm up
  for (let i = 0; i < 200; i++) await limiter.hit(`w:${run}:${i % 16}`, 1e9, 60_000);
  let t = performance.now();
  for (let i = 0; i < N / 4; i++) await limiter.hit(`s:${run}`, 1e9, 60_000);
  const alone = performance.now() - t;
  t = performance.now();
  await Promise.all(
    Array.from({ length: 16 }, async (_, c) => {
      for (let i = 0; i < N / 16; i++) await limiter.hit(`c:${run}:${c}`, 1e9, 60_000);
    }),
  );
  const together = performance.now() - t;
  t = performance.now();
  for (let i = 0; i < 300; i++) {
    const s = await limiter.acquire([
      { key: `slot:${run}:${i % 7}`, max: 2 },
      { key: `slot:${run}:all`, max: 16 },
    ]);
    if ('release' in s) await s.release();
  }
  const slots = performance.now() - t;
  console.log(
    `${name.padEnd(11)} hit alone ${us(alone, N / 4).padStart(7)}   16 at once ${Math.round(
      (N / together) * 1000,
    )
      .toString()
      .padStart(6)} hits/s   slot taken+released ${us(slots, 300).padStart(7)}`,
  );
  await limiter.close();
}

async function measureCall(database: Database) {
  const timeCalls = async (perMinute: string) => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEARCH_LIMIT_PER_MINUTE: perMinute });
    const app = await buildApp({ config, database: { ...database, close: async () => {} }, logger: false });
    await app.ready();
    const call = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/Common/huizhanInfo',
        payload: { id: 999_999 },
        remoteAddress: `10.9.${(i >> 8) & 255}.${i & 255}`,
      });
    for (let i = 0; i < 300; i++) await call(i);
    let t = performance.now();
    for (let i = 0; i < 1500; i++) await call(i);
    const alone = performance.now() - t;
    t = performance.now();
    await Promise.all(
      Array.from({ length: 16 }, async (_, c) => {
        for (let i = 0; i < 200; i++) await call(c * 200 + i);
      }),
    );
    const together = performance.now() - t;
    await app.close();
    return { alone: alone / 1500, rps: (3200 / together) * 1000 };
  };
  const off = await timeCalls('0');
  const on = await timeCalls('1000000');
  console.log(
    `Common/huizhanInfo (a missing id) on PostgreSQL: limit off ${(off.alone * 1000).toFixed(0)} µs alone, ` +
      `${off.rps.toFixed(0)}/s at 16; limit on ${(on.alone * 1000).toFixed(0)} µs alone, ${on.rps.toFixed(0)}/s at 16`,
  );
}

const pglite = await openPglite({ client: await PGlite.create() });
await measureStore('PGlite', createDatabaseLimitStore(pglite.db));
await pglite.close();
if (await reachable(pgUrl, 5432)) {
  const temp = await tempPostgres();
  const database = await openPostgres(temp.url);
  await measureStore('PostgreSQL', createDatabaseLimitStore(database.db));
  await measureCall(database);
  await database.close();
  await temp.drop();
} else console.log(`PostgreSQL: nothing answers at ${pgUrl}; skipped`);
if (await reachable(redisUrl, 6379))
  await measureStore(
    'Redis',
    await createRedisLimitStore(redisUrl, `hz-bench:${randomBytes(3).toString('hex')}:`),
  );
else console.log(`Redis: nothing answers at ${redisUrl}; skipped`);
