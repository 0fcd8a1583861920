/**
 * An in-memory limit per key (a client IP) for calls that cost the server more than a query, such as a
 * streamed download: at most `max` starts per sliding `windowMs` and `concurrent` at once per key, and
 * `total` at once over all keys. Per process: behind several server processes each keeps its own
 * counts, which still bounds what one client can make one process do.
 */
export function createKeyLimiter(
  o: { max: number; windowMs: number; concurrent: number; total: number; maxKeys?: number },
  now: () => number = Date.now,
) {
  const maxKeys = o.maxKeys ?? 10_000;
  const keys = new Map<string, { starts: number[]; active: number }>();
  let active = 0;

  const prune = (e: { starts: number[] }, t: number) => {
    while (e.starts.length && (e.starts[0] ?? 0) <= t - o.windowMs) e.starts.shift();
  };
  /** Forgets idle keys whose window has passed, so that the map cannot grow without bound. */
  const sweep = (t: number) => {
    for (const [k, e] of keys) {
      prune(e, t);
      if (!e.active && !e.starts.length) keys.delete(k);
    }
  };

  return {
    /**
     * Starts one use: a function to call once when it is over, or the reason it is refused (`busy`:
     * too many at once, here or over all keys; `often`: too many starts in the window).
     */
    acquire(key: string): { release: () => void } | { refused: 'busy' | 'often' } {
      const t = now();
      if (keys.size >= maxKeys) sweep(t);
      let e = keys.get(key);
      if (!e) {
        e = { starts: [], active: 0 };
        keys.set(key, e);
      }
      prune(e, t);
      if (e.starts.length >= o.max) return { refused: 'often' };
      if (e.active >= o.concurrent || active >= o.total) return { refused: 'busy' };
      e.starts.push(t);
      e.active += 1;
      active += 1;
      const entry = e;
      let done = false;
      return {
        release: () => {
          if (done) return;
          done = true;
          entry.active -= 1;
          active -= 1;
        },
      };
    },
    /** For tests and metrics. */
    get active() {
      return active;
    },
    get size() {
      return keys.size;
    },
  };
}

export type KeyLimiter = ReturnType<typeof createKeyLimiter>;
