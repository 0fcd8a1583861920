import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDirLock } from './pglite-lock.ts';

// No schema object is given to drizzle(): repositories use the query builder with the table objects they
// import (`db/schema/<domain>.ts`), never drizzle's relational API (`db.query.<table>`) that it would feed.
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle or the database itself: repositories accept either. */
/** An open transaction (what a ledger posting or a state transition needs: never the bare database). */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Tx = Transaction | Db;

/**
 * Told of every statement sent through the driver as it starts (in the caller's async context: which
 * request it runs for), and returns what to call with its time in ms when it ends (the slow-query log).
 */
export type QueryObserver = (text: string) => (ms: number) => void;

/** The pool's connections (PostgreSQL): open, idle among them, requests waiting for one, the most. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw driver, for the health check and the benchmark's baseline. */
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  /**
   * LISTEN on a channel: `onNotify` gets the payload of every `pg_notify(channel, payload)` committed by
   * any process on this database. Returns the unsubscribe function. A dropped connection is reconnected
   * and LISTENs again; `onResubscribe` is called then, since notifications sent meanwhile were lost.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onResubscribe?: () => void,
  ): Promise<() => Promise<void>>;
  /** Sets the one observer of every statement's time (null: none). */
  observeQueries(observer: QueryObserver | null): void;
  /** The connection pool's use now; null on PGlite (one connection, in this process). */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

/**
 * Drizzle's transaction on a pool (drizzle-orm 0.45, node-postgres session) sends `begin` before its
 * try/finally: when `begin` fails (the connection dropped: a database restart) the client is never
 * released, and every such failure leaks one of the pool's connections until the pool is exhausted and
 * `pool.end()` never returns. So the first statement after a checkout, when it is a `begin` that fails,
 * releases the client (as broken) here; drizzle, which has thrown before its `finally`, does not.
 */
function releaseOnFailedBegin(client: pg.PoolClient) {
  const own = Object.getOwnPropertyDescriptor(client, 'query');
  const query = client.query as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    // this checkout's first statement only: put the usual `query` back
    if (own) Object.defineProperty(client, 'query', own);
    else delete (client as { query?: unknown }).query;
    const result = query.apply(client, args);
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    if (result instanceof Promise && /^\s*begin\b/i.test(text))
      result.catch((err: Error) => client.release(err));
    return result;
  };
}

/** Times every statement a driver's `query` runs (promise or callback), for `observe`. */
function timeQueries<T extends { query: (...args: never[]) => unknown }>(
  target: T,
  observe: () => QueryObserver | null,
) {
  const original = target.query.bind(target) as (...args: unknown[]) => unknown;
  (target as { query: unknown }).query = (...args: unknown[]) => {
    const observer = observe();
    if (!observer) return original(...args);
    const first = args[0] as string | { text?: string } | undefined;
    const ended = observer(typeof first === 'string' ? first : (first?.text ?? ''));
    const started = performance.now();
    const done = () => ended(performance.now() - started);
    // the pool's own `query` calls its client's with a callback
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        done();
        return (callback as (...r: unknown[]) => unknown)(...results);
      };
      return original(...args);
    }
    const result = original(...args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 726_2001;

export async function openPostgres(
  url: string,
  opts: { migrate?: boolean; max?: number } = {},
): Promise<Database> {
  // JIT off: the app runs short statements (5–30 ms) that JIT compilation made 8–110 ms slower
  // (docs/performance.md, search at 1M); `options` goes to PostgreSQL at connect time.
  // A connection that cannot be made within 5 s fails the request that waits for it (503) instead of
  // holding it while the database is unreachable; TCP keep-alive finds connections that died silently.
  const max = opts.max ?? 10;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: '-c jit=off',
    connectionTimeoutMillis: 5000,
    keepAlive: true,
  });
  pool.on('error', () => {}); // an idle client's error is reported by the next query instead
  let observer: QueryObserver | null = null;
  pool.on('acquire', (client) => releaseOnFailedBegin(client));
  pool.on('connect', (client) => {
    // a connection that drops while checked out but between statements (a transaction waiting on the
    // app, a database restart) emits 'error' with no query to fail: without a listener that would end
    // the process. Its next statement fails instead (503), and the pool replaces it.
    client.on('error', () => {});
    timeQueries(client, () => observer);
  });
  if (opts.migrate !== false) {
    const client = await pool.connect();
    try {
      // several server processes may start at once: one migrates, the others wait
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
  }
  const listeners: Array<() => Promise<void>> = [];
  return {
    db: drizzlePg({ client: pool }) as unknown as Db,
    kind: 'postgres',
    query: async (text, params) => (await pool.query(text, params)).rows,
    listen: async (channel, onNotify, onResubscribe) => {
      const stop = await listenPostgres(url, channel, onNotify, onResubscribe);
      listeners.push(stop);
      return stop;
    },
    observeQueries: (o) => {
      observer = o;
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
    close: async () => {
      await Promise.allSettled(listeners.map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * A dedicated connection that LISTENs on `channel` and reconnects (with a growing pause, at most 2 s)
 * when the connection drops, so that notifications resume after a database restart; `onResubscribe`
 * is told each time it LISTENs again (what was sent in between is lost).
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onResubscribe?: () => void,
) {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let pending = false;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    let lost = false;
    const drop = () => {
      if (lost) return;
      lost = true;
      c.end().catch(() => {});
      if (!stopped && client === c) reconnect();
    };
    c.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '');
    });
    c.on('error', drop);
    c.on('end', drop);
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      lost = true;
      c.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    const again = attempt > 0;
    client = c;
    attempt = 0;
    if (again) onResubscribe?.();
  };
  const reconnect = () => {
    client = null;
    if (pending) return;
    pending = true;
    attempt += 1;
    setTimeout(
      () => {
        pending = false;
        if (!stopped) connect().catch(reconnect);
      },
      Math.min(2000, 100 * 2 ** attempt),
    ).unref();
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

/** Embedded PostgreSQL in `dataDir`, or an existing PGlite instance (tests). */
export async function openPglite(
  source: { dataDir: string } | { client: PGlite },
  opts: { migrate?: boolean } = {},
): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if ('dataDir' in source) {
    release = acquireDirLock(source.dataDir);
    try {
      client = await PGlite.create(path.join(source.dataDir, 'pgdata'));
    } catch (err) {
      release();
      throw err;
    }
  } else {
    client = source.client;
  }
  const db = drizzlePglite({ client });
  if (opts.migrate !== false) await migratePglite(db, { migrationsFolder });
  // statements outside a transaction only: PGlite runs a transaction's through another object
  let observer: QueryObserver | null = null;
  timeQueries(client, () => observer);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    query: async (text, params) => (await client.query(text, params)).rows as never[],
    observeQueries: (o) => {
      observer = o;
    },
    poolStats: () => null,
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

export function openDatabase(cfg: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return cfg.databaseUrl ? openPostgres(cfg.databaseUrl) : openPglite({ dataDir: cfg.dataDir });
}
