import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { LimitStore } from './limits-store.ts';

const ms = (n: number) => sql`${Math.max(0, Math.round(n))} * interval '1 millisecond'`;
const textArray = (items: readonly string[]) =>
  sql`ARRAY[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;

type Rows<R> = { rows: R[] };

/**
 * The shared limiter's counts in the database (tables `rate_limits` and `limit_slots`, migration 0021):
 * one upsert per hit; a slot is taken in a short transaction under an advisory lock per key, so that two
 * processes cannot both take the last one. Every time is the database's clock.
 */
export function createDatabaseLimitStore(db: Db): LimitStore {
  return {
    kind: 'database',

    async hit(key, windowMs) {
      // a window that has ended starts again at this hit; RETURNING sees the row as written
      const res = (await db.execute(sql`
        INSERT INTO rate_limits AS r (key, hits, reset_at) VALUES (${key}, 1, now() + ${ms(windowMs)})
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
          reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
        RETURNING r.hits AS hits,
          greatest(0, ceil(extract(epoch FROM r.reset_at - now()) * 1000))::int AS reset_ms
      `)) as unknown as Rows<{ hits: number; reset_ms: number }>;
      const row = res.rows[0]!;
      return { hits: Number(row.hits), resetMs: Number(row.reset_ms) };
    },

    async take(holder, owner, keys, leaseMs) {
      if (keys.length === 0) return true;
      const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const names = sorted.map((k) => k.key);
      return db.transaction(async (tx) => {
        // in one order, so that two takes of overlapping keys never wait for each other in a circle
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtext('limit:' || k)) FROM unnest(${textArray(names)}) AS k ORDER BY k`,
        );
        // a new statement, so a new snapshot: it sees every slot committed before the locks were held
        const maxes = sql`ARRAY[${sql.join(
          sorted.map((k) => sql`${k.max}`),
          sql`, `,
        )}]::int[]`;
        const res = (await tx.execute(sql`
          INSERT INTO limit_slots (key, holder, owner, expires_at)
          SELECT k, ${holder}, ${owner}, now() + ${ms(leaseMs)} FROM unnest(${textArray(names)}) AS k
          WHERE NOT EXISTS (
            SELECT 1 FROM unnest(${textArray(names)}, ${maxes}) AS m(key, max)
             WHERE (SELECT count(*) FROM limit_slots s WHERE s.key = m.key AND s.expires_at > now()) >= m.max)
          RETURNING key
        `)) as unknown as Rows<{ key: string }>;
        return res.rows.length === names.length;
      });
    },

    async renew(owner, held, leaseMs) {
      if (held.size === 0) return;
      await db.execute(
        sql`UPDATE limit_slots SET expires_at = now() + ${ms(leaseMs)} WHERE owner = ${owner}`,
      );
    },

    async release(holder) {
      await db.execute(sql`DELETE FROM limit_slots WHERE holder = ${holder}`);
    },

    async cleanup() {
      const res = (await db.execute(sql`
        WITH w AS (DELETE FROM rate_limits WHERE reset_at <= now() RETURNING 1),
             s AS (DELETE FROM limit_slots WHERE expires_at <= now() RETURNING 1)
        SELECT (SELECT count(*) FROM w) + (SELECT count(*) FROM s) AS n
      `)) as unknown as Rows<{ n: number | string }>;
      return Number(res.rows[0]?.n ?? 0);
    },

    async ping() {
      await db.execute(sql`SELECT 1`);
    },

    async close() {},
  };
}
