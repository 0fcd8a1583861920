import { randomBytes, randomInt } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { agent, createTestApp } from '../../../test/test-app.ts';
import { freshDatabase } from '../../../test/test-db.ts';
import { createDatabaseLimitStore } from './limits-repository.ts';
import { createRedisLimitStore } from './limits-redis.ts';
import { createLimiter, type Limiter } from './limits-service.ts';
import type { LimitStore } from './limits-store.ts';

/**
 * The shared limiter (decision 019) on each store: the test database (PGlite or PostgreSQL) and, when one
 * answers at REDIS_URL (default redis://127.0.0.1:6379), Redis. Two limiters on one store stand for two
 * server processes.
 */
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const u = new URL(redisUrl);
  const s = net.connect(Number(u.port || 6379), u.hostname);
  s.setTimeout(1000);
  s.once('connect', () => {
    s.destroy();
    resolve(true);
  });
  s.once('error', () => resolve(false));
  s.once('timeout', () => {
    s.destroy();
    resolve(false);
  });
});
if (!redisUp) console.warn(`limits: no Redis at ${redisUrl}; the Redis store's tests are skipped`);

const quiet = { warn() {} };
/** This run's keys in Redis (left to expire). */
const redisPrefix = `hz-test:${randomBytes(6).toString('hex')}:`;
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const stores: Array<[string, () => Promise<LimitStore>, boolean]> = [
  ['the database', async () => createDatabaseLimitStore(database.db), false],
  [
    `Redis${redisUp ? '' : ' (skipped: no Redis answers)'}`,
    () => createRedisLimitStore(redisUrl, redisPrefix),
    !redisUp,
  ],
];

describe.each(stores)('the shared limiter in %s', (_name, open, skip) => {
  let storeA: LimitStore;
  let storeB: LimitStore;
  let a: Limiter;
  let b: Limiter;
  beforeAll(async () => {
    if (skip) return;
    storeA = await open();
    storeB = storeA.kind === 'redis' ? await open() : createDatabaseLimitStore(database.db);
    a = createLimiter(storeA, { log: quiet, owner: `a-${randomBytes(3).toString('hex')}` });
    b = createLimiter(storeB, { log: quiet, owner: `b-${randomBytes(3).toString('hex')}` });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });
  const key = () => `t:${randomBytes(6).toString('hex')}`;

  it.skipIf(skip)('a budget of max hits per window is one budget for two processes', async () => {
    const k = key();
    for (let i = 0; i < 6; i++) expect(await (i % 2 ? a : b).hit(k, 6, 60_000), `hit ${i + 1}`).toBeNull();
    const refused = await a.hit(k, 6, 60_000);
    expect(refused).toMatchObject({ refused: 'often' });
    expect(refused?.refused === 'often' && refused.retryAfterMs).toBeGreaterThan(55_000);
    expect(refused?.refused === 'often' && refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(await b.hit(k, 6, 60_000)).toMatchObject({ refused: 'often' });
    // another key has its own budget
    expect(await b.hit(key(), 6, 60_000)).toBeNull();
  });

  it.skipIf(skip)('a window starts with the first hit after the last one ended', async () => {
    const k = key();
    expect(await a.hit(k, 2, 300)).toBeNull();
    expect(await b.hit(k, 2, 300)).toBeNull();
    expect(await a.hit(k, 2, 300)).toMatchObject({ refused: 'often' });
    await new Promise((r) => setTimeout(r, 350));
    expect(await b.hit(k, 2, 300)).toBeNull();
    expect(await a.hit(k, 2, 300)).toBeNull();
    expect(await a.hit(k, 2, 300)).toMatchObject({ refused: 'often' });
  });

  it.skipIf(skip)('slots: at most max at once per key and over all keys, across processes', async () => {
    const one = key();
    const all = key();
    const slots = (k: string) => [
      { key: `${k}:one`, max: 2 },
      { key: all, max: 3 },
    ];
    const a1 = await a.acquire(slots(one));
    const a2 = await b.acquire(slots(one));
    expect('release' in a1 && 'release' in a2).toBe(true);
    expect(await a.acquire(slots(one))).toEqual({ refused: 'busy' });
    const other = key();
    const o1 = await b.acquire(slots(other));
    expect('release' in o1).toBe(true);
    // the total is full: another client is refused too, and nothing of the refused use stays taken
    expect(await a.acquire(slots(key()))).toEqual({ refused: 'busy' });
    expect(a.held + b.held).toBe(3);
    if (!('release' in a1)) throw new Error('taken above');
    await a1.release();
    await a1.release();
    expect(a.held + b.held).toBe(2);
    const again = await b.acquire(slots(one));
    expect('release' in again).toBe(true);
    for (const s of [a2, o1, again]) if ('release' in s) await s.release();
  });

  it.skipIf(skip)('concurrent takes from two processes never grant more than max', async () => {
    const k = key();
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).acquire([{ key: k, max: 3 }])),
    );
    const granted = tries.filter((t) => 'release' in t);
    expect(granted).toHaveLength(3);
    for (const g of granted) if ('release' in g) await g.release();
  });

  it.skipIf(skip)(
    'a slot of a process that stopped renewing (died) is free after its lease; renewed ones stay',
    async () => {
      // a lease far longer than the renewal interval (a third of it): a busy machine that stalls the
      // event loop for a second must not let a renewed slot lapse (300 ms leases did, at load 18)
      const leaseMs = 1500;
      const short = createLimiter(storeA.kind === 'redis' ? await open() : storeA, {
        log: quiet,
        leaseMs,
        owner: `short-${randomBytes(3).toString('hex')}`,
      });
      const k = key();
      const kept = await short.acquire([{ key: k, max: 2 }]);
      expect('release' in kept).toBe(true);
      // renewed every 500 ms: still held after two leases
      await new Promise((r) => setTimeout(r, 2 * leaseMs));
      // a process that died: its renewals never arrive
      const base = storeA.kind === 'redis' ? await open() : storeA;
      const dead: LimitStore = { ...base, renew: async () => {} };
      const lost = createLimiter(dead, {
        log: quiet,
        leaseMs,
        owner: `lost-${randomBytes(3).toString('hex')}`,
      });
      expect('release' in (await lost.acquire([{ key: k, max: 2 }]))).toBe(true);
      const third = await a.acquire([{ key: k, max: 2 }]);
      if ('release' in third) await third.release();
      expect(third).toEqual({ refused: 'busy' });
      // its slot frees itself after the lease; `short`'s, renewed, does not
      await expect
        .poll(
          async () => {
            const t = await a.acquire([{ key: k, max: 2 }]);
            if ('release' in t) await t.release();
            return 'release' in t;
          },
          { timeout: 4 * leaseMs },
        )
        .toBe(true);
      const one = await a.acquire([{ key: k, max: 1 }]);
      if ('release' in one) await one.release();
      expect(one).toEqual({ refused: 'busy' });
      await short.close();
      if (base !== storeA) await base.close();
    },
  );

  it.skipIf(skip)(
    'a flood of distinct clients keeps nothing in the process; the clean-up forgets ended windows',
    async () => {
      const prefix = key();
      for (let i = 0; i < 50; i++)
        await Promise.all(Array.from({ length: 40 }, (_, j) => a.hit(`${prefix}:${i}:${j}`, 5, 200)));
      expect(a.held).toBe(0);
      await new Promise((r) => setTimeout(r, 250));
      if (storeA.kind === 'database') {
        const count = async () =>
          Number(
            (
              await database.query<{ n: number }>(
                'SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE $1',
                [`${prefix}:%`],
              )
            )[0]!.n,
          );
        expect(await count()).toBe(2000);
        expect(await storeA.cleanup()).toBeGreaterThanOrEqual(2000);
        expect(await count()).toBe(0);
      }
    },
    // 2,000 hits on PGlite take ~2 s on a quiet machine and 20–40 s at load 18
    90_000,
  );
});

describe.skipIf(!redisUp)(`the app with REDIS_URL${redisUp ? '' : ' (skipped: no Redis answers)'}`, () => {
  it('counts the search budget in Redis, and its health check reports Redis', async () => {
    const t = await createTestApp({ env: { REDIS_URL: redisUrl, SEARCH_LIMIT_PER_MINUTE: '2' } });
    try {
      expect(t.config.redisUrl).toBe(redisUrl);
      // a new client each run: Redis keeps the counts of the last run for a minute
      const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const a = agent(t.app, { ip });
      for (let i = 0; i < 2; i++)
        expect((await a.post('/api/Common/searchHuizhan', {})).body.errCode).toBe('success');
      expect((await a.post('/api/Common/searchHuizhan', {})).status).toBe(429);
      const health = await a.get<{ redis: { status: string; latencyMs: number } }>('/api/health');
      expect(health.body.data?.redis).toMatchObject({ status: 'ok' });
      // nothing of it in the database
      expect(await t.database.query('SELECT key FROM rate_limits')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
