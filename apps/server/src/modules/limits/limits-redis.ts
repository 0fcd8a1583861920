import type { LimitStore } from './limits-store.ts';

// Each script runs atomically in Redis; times are Redis's clock (TIME), so every process agrees.

/** KEYS[1] the window's key; ARGV[1] its length in ms. → {hits, ms until the window ends} */
const HIT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

/**
 * KEYS the slots' sorted sets (member: holder, score: expiry in ms); ARGV[1] the holder, ARGV[2] the
 * lease in ms, ARGV[2+i] the max of KEYS[i]. → 1 taken, 0 refused (nothing taken).
 */
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for i, k in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', k, '-inf', now)
  if redis.call('ZCARD', k) >= tonumber(ARGV[i + 2]) then return 0 end
end
for i, k in ipairs(KEYS) do
  redis.call('ZADD', k, now + tonumber(ARGV[2]), ARGV[1])
  redis.call('PEXPIRE', k, tonumber(ARGV[2]))
end
return 1`;

/** KEYS slot sets; ARGV[1] the lease in ms, ARGV[1+i] the holder in KEYS[i]. Renews those still held. */
const RENEW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for i, k in ipairs(KEYS) do
  redis.call('ZADD', k, 'XX', now + tonumber(ARGV[1]), ARGV[i + 1])
  redis.call('PEXPIRE', k, tonumber(ARGV[1]))
end
return 1`;

/**
 * The shared limiter's counts in Redis (REDIS_URL): a window is a counter with an expiry (INCR, PEXPIRE
 * on its first hit), a key's slots a sorted set of holders scored by their lease's end. Keys are
 * `<prefix>{limits}:<key>`: the hash tag puts them in one slot, so the multi-key scripts also run on a
 * Redis Cluster. Commands fail at once while the connection is down (no offline queue): the limiter then
 * lets the request through (limits-service.ts) rather than hold it.
 */
export async function createRedisLimitStore(url: string, prefix = 'hz:'): Promise<LimitStore> {
  // loaded here, not at start-up: only a server with REDIS_URL needs it (issue 34 point 5)
  const { createClient } = await import('@redis/client');
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(5000, 100 * 2 ** retries),
    },
  });
  // a dropped connection is retried by the client; commands meanwhile fail and are reported by the caller
  client.on('error', () => {});
  await client.connect();
  const k = (key: string) => `${prefix}{limits}:${key}`;
  const run = async (script: string, keys: string[], args: string[]) => {
    return client.eval(script, { keys, arguments: args });
  };
  return {
    kind: 'redis',
    async hit(key, windowMs) {
      const [hits, ttl] = (await run(HIT, [k(key)], [String(Math.max(1, Math.round(windowMs)))])) as [
        number,
        number,
      ];
      return { hits: Number(hits), resetMs: Math.max(0, Number(ttl)) };
    },
    async take(holder, _owner, keys, leaseMs) {
      if (keys.length === 0) return true;
      const r = await run(
        TAKE,
        keys.map((x) => k(x.key)),
        [holder, String(Math.round(leaseMs)), ...keys.map((x) => String(x.max))],
      );
      return Number(r) === 1;
    },
    async renew(_owner, held, leaseMs) {
      const keys: string[] = [];
      const holders: string[] = [];
      for (const [holder, ks] of held) {
        for (const key of ks) {
          keys.push(k(key));
          holders.push(holder);
        }
      }
      // in batches, so that one script never holds Redis for long
      for (let i = 0; i < keys.length; i += 500)
        await run(RENEW, keys.slice(i, i + 500), [String(Math.round(leaseMs)), ...holders.slice(i, i + 500)]);
    },
    async release(holder, keys) {
      await Promise.all(keys.map((key) => client.zRem(k(key), holder)));
    },
    async cleanup() {
      return 0;
    },
    async ping() {
      await client.ping();
    },
    async close() {
      client.destroy();
    },
  };
}
