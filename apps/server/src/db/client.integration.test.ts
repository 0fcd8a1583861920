import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { freshDatabase, testDbKind } from '../../test/test-db.ts';
import { openPostgres } from './client.ts';

if (testDbKind !== 'postgres')
  console.warn('db/client: the pool tests run in api-postgres only (PGlite has no pool)');

it.skipIf(testDbKind !== 'postgres')(
  'a transaction whose begin fails gives its connection back (drizzle would keep it: the pool ran dry)',
  async () => {
    const fresh = await freshDatabase();
    const one = await openPostgres(fresh.url!, { migrate: false, max: 1 });
    try {
      for (let i = 0; i < 3; i++) {
        // an isolation level PostgreSQL refuses: `begin` itself fails
        await expect(
          one.db.transaction(async () => {}, { isolationLevel: 'no such level' as never }),
        ).rejects.toThrow();
      }
      // with the one connection leaked this would wait for ever (and pool.end() too)
      const rows = (await one.db.execute(sql`SELECT 1 AS x`)) as unknown as { rows: unknown[] };
      expect(rows.rows).toEqual([{ x: 1 }]);
      expect(one.poolStats()).toMatchObject({ waiting: 0, max: 1 });
    } finally {
      await one.close();
      await fresh.close();
    }
  },
  15_000,
);
