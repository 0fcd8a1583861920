import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { LimitStore } from './limits-store.ts';

/** How long a held slot lives without renewal: a process that dies gives its slots back within this. */
export const SLOT_LEASE_MS = 30_000;

export interface LimiterLog {
  warn(obj: object, msg: string): void;
}

/** A use refused: too many at once (`busy`), or too many in the window (`often`, with the wait). */
export type Refusal = { refused: 'busy' } | { refused: 'often'; retryAfterMs: number };

/**
 * The shared limiter (decision 019): budgets per key that every server process counts in one store (the
 * database, or Redis), so that N processes grant one budget, not N. Nothing per key is kept in this
 * process's memory, whatever the number of clients; what it keeps is one entry per use it holds open.
 * A store that fails lets the request through (logged at most every 10 s): a limit must not turn a
 * Redis outage into a site outage, and with the database down the request fails anyway.
 */
export function createLimiter(
  store: LimitStore,
  o: { log: LimiterLog; leaseMs?: number; owner?: string } = { log: console },
) {
  const leaseMs = o.leaseMs ?? SLOT_LEASE_MS;
  const owner = o.owner ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  /** The uses this process holds open: holder → the keys it holds a slot under. */
  const held = new Map<string, readonly string[]>();
  /** Releases under way, awaited by `close` (the store may be the database, closed right after). */
  const releasing = new Set<Promise<void>>();
  let seq = 0;
  let warnedAt = 0;
  const failed = (err: unknown, what: string) => {
    const now = Date.now();
    if (now - warnedAt < 10_000) return;
    warnedAt = now;
    o.log.warn({ err, store: store.kind }, `limits: ${what} failed; the request is let through`);
  };

  const renewer = setInterval(
    () => {
      if (held.size) store.renew(owner, held, leaseMs).catch((err) => failed(err, 'renewing slots'));
    },
    Math.max(100, Math.floor(leaseMs / 3)),
  );
  renewer.unref();

  return {
    store,
    owner,

    /**
     * One request under `key`'s budget of `max` per `windowMs`: null when allowed, else the refusal with
     * the time until the window ends. Every request counts, refused ones too.
     */
    async hit(key: string, max: number, windowMs: number): Promise<Refusal | null> {
      let r: { hits: number; resetMs: number };
      try {
        r = await store.hit(key, windowMs);
      } catch (err) {
        failed(err, 'counting');
        return null;
      }
      return r.hits > max ? { refused: 'often', retryAfterMs: Math.max(1, r.resetMs) } : null;
    },

    /**
     * A use held open under every one of `keys` (at most `max` at once each): its `release`, to call
     * once when it is over (later calls do nothing), or `busy` when one of the keys is full.
     */
    async acquire(
      keys: ReadonlyArray<{ key: string; max: number }>,
    ): Promise<{ release: () => Promise<void> } | { refused: 'busy' }> {
      seq += 1;
      const holder = `${owner}:${seq}`;
      const names = keys.map((k) => k.key);
      // held before it is taken, so that a renewal during the take keeps it
      held.set(holder, names);
      let taken: boolean;
      try {
        taken = await store.take(holder, owner, keys, leaseMs);
      } catch (err) {
        failed(err, 'taking a slot');
        taken = true;
      }
      if (!taken) {
        held.delete(holder);
        return { refused: 'busy' };
      }
      let done = false;
      return {
        release: async () => {
          if (done) return;
          done = true;
          held.delete(holder);
          const p = store.release(holder, names).catch((err) => failed(err, 'releasing a slot'));
          releasing.add(p);
          await p.finally(() => releasing.delete(p));
        },
      };
    },

    /** Uses this process holds open now. */
    get held() {
      return held.size;
    },

    /** Stops renewing and gives back every slot this process holds (its uses have ended). */
    async close() {
      clearInterval(renewer);
      await Promise.allSettled([...releasing]);
      await Promise.allSettled(
        [...held].map(([holder, names]) => store.release(holder, names).catch(() => {})),
      );
      held.clear();
      await store.close();
    },
  };
}

export type Limiter = ReturnType<typeof createLimiter>;
