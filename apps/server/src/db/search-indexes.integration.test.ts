import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/test-db.ts';
import type { Database } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('what search relies on in the database (docs/performance.md)', () => {
  it('has the date-span index and GIN search indexes without a pending list', async () => {
    const rows = await database.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes
       WHERE indexname IN ('listings_span_idx', 'listings_search_huizhan_idx', 'listings_search_huiyi_idx',
                           'spaces_search_idx')
       ORDER BY indexname`,
    );
    const defs = Object.fromEntries(rows.map((r) => [r.indexname, r.indexdef]));
    expect(Object.keys(defs)).toHaveLength(4);
    expect(defs.listings_span_idx).toMatch(/USING gist \(daterange\(sdate, edate, '\[\]'::text\)\)/);
    for (const name of ['listings_search_huizhan_idx', 'listings_search_huiyi_idx', 'spaces_search_idx'])
      expect(defs[name]).toMatch(/WITH \(fastupdate='?false'?\)/);
  });

  it('runs the app without JIT compilation on PostgreSQL', async () => {
    if (database.kind !== 'postgres') return; // PGlite has no JIT
    const [row] = await database.query<{ jit: string }>('SHOW jit');
    expect(row?.jit).toBe('off');
  });
});
