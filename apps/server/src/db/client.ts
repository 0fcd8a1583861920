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
import { schema } from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw driver, for the health check and the benchmark's baseline. */
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  /**
   * LISTEN on a channel: `onNotify` gets the payload of every `pg_notify(channel, payload)` committed by
   * any process on this database. Returns the unsubscribe function.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 726_2001;

export async function openPostgres(
  url: string,
  opts: { migrate?: boolean; max?: number } = {},
): Promise<Database> {
  // JIT off: the app runs short statements (5–30 ms) that JIT compilation made 8–110 ms slower
  // (docs/performance.md, search at 1M); `options` goes to PostgreSQL at connect time
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10, options: '-c jit=off' });
  pool.on('error', () => {}); // an idle client's error is reported by the next query instead
  if (opts.migrate !== false) {
    const client = await pool.connect();
    try {
      // several server processes may start at once: one migrates, the others wait
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
  }
  const listeners: Array<() => Promise<void>> = [];
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    query: async (text, params) => (await pool.query(text, params)).rows,
    listen: async (channel, onNotify) => {
      const stop = await listenPostgres(url, channel, onNotify);
      listeners.push(stop);
      return stop;
    },
    close: async () => {
      await Promise.allSettled(listeners.map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * A dedicated connection that LISTENs on `channel` and reconnects (with a growing pause, at most 5 s)
 * when the connection drops, so that notifications resume after a database restart.
 */
async function listenPostgres(url: string, channel: string, onNotify: (payload: string) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '');
    });
    c.on('error', () => {
      if (!stopped) reconnect();
    });
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
    attempt = 0;
  };
  const reconnect = () => {
    const old = client;
    client = null;
    old?.end().catch(() => {});
    attempt += 1;
    setTimeout(
      () => {
        if (!stopped) connect().catch(reconnect);
      },
      Math.min(5000, 100 * 2 ** attempt),
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
  const db = drizzlePglite({ client, schema });
  if (opts.migrate !== false) await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    query: async (text, params) => (await client.query(text, params)).rows as never[],
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
