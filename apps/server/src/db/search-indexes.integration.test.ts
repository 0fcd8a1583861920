import { getTableName, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/test-db.ts';
import { searchKinds } from '../app.ts';
import { modelSearch } from '../modules/models/models-search.ts';
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
                           'spaces_search_idx', 'booth_photos_search_idx', 'profiles_search_designer_idx',
                           'profiles_search_factory_idx')
       ORDER BY indexname`,
    );
    const defs = Object.fromEntries(rows.map((r) => [r.indexname, r.indexdef]));
    expect(Object.keys(defs)).toHaveLength(7);
    expect(defs.listings_span_idx).toMatch(/USING gist \(daterange\(sdate, edate, '\[\]'::text\)\)/);
    for (const name of [
      'listings_search_huizhan_idx',
      'listings_search_huiyi_idx',
      'spaces_search_idx',
      'booth_photos_search_idx',
      'profiles_search_designer_idx',
      'profiles_search_factory_idx',
    ])
      expect(defs[name]).toMatch(/WITH \(fastupdate='?false'?\)/);
  });

  it('every kind that search covers has a partial GIN index whose predicate its queries state', async () => {
    expect(searchKinds.map((k) => k.kind)).toEqual(
      expect.arrayContaining(['huizhan', 'huiyi', 'hycd', 'photo', 'designer', 'factory']),
    );
    // the planner uses a partial index only when the query's conditions imply its predicate: the
    // registration's `approved` conditions must say what the index's WHERE says
    const plain = (s: string) =>
      s
        .replace(/"\w+"\./g, '')
        .replace(/::\w+/g, '')
        .replace(/["()]/g, '')
        .replace(/\s+/g, ' ')
        .trim()
        .toLowerCase();
    const dialect = new PgDialect();
    for (const k of searchKinds) {
      const indexes = await database.query<{ indexdef: string }>(
        "SELECT indexdef FROM pg_indexes WHERE tablename = $1 AND indexdef LIKE '%USING gin (search_text)%'",
        [getTableName(k.def.table)],
      );
      const predicates = indexes.map((i) => plain(i.indexdef.split(' WHERE ')[1] ?? ''));
      const approved = plain(dialect.sqlToQuery(sql.join([...k.def.approved], sql` AND `)).sql);
      expect(predicates, k.kind).toContain(approved);
    }
  });

  it("keeps the searched kinds' vectors in the row up to a page (ranking reads no TOAST), but profiles'", async () => {
    // decision 069, amendment "vectors in the row": a vector just over 2 KB (a listing's) would go to the
    // TOAST relation, and ranking 1,001 candidates would fetch each through its index; profiles keep the
    // default (in their rows, the common-word searches over every designer halved at 2M)
    const tables = [...new Set(searchKinds.map((k) => getTableName(k.def.table)))];
    expect(tables).toEqual(expect.arrayContaining(['listings', 'profiles', 'spaces', 'booth_photos']));
    const options = async (table: string) => {
      const [row] = await database.query<{ reloptions: string[] | string | null }>(
        'SELECT reloptions FROM pg_class WHERE relname = $1',
        [table],
      );
      return String(row?.reloptions);
    };
    for (const table of [...tables, 'tasks', 'projects', 'models'].filter((t) => t !== 'profiles'))
      expect(await options(table), table).toContain('toast_tuple_target=8160');
    expect(await options('profiles')).not.toContain('toast_tuple_target');
    // what the option does: a 3 KB vector stays in the row, where the default moves it out
    const vector = Array.from({ length: 400 }, (_, i) => `w${i}:${i + 1}`).join(' ');
    const toastBytes = async (options: string) => {
      await database.query('DROP TABLE IF EXISTS vector_probe');
      await database.query(`CREATE TABLE vector_probe (v tsvector) ${options}`);
      await database.query('INSERT INTO vector_probe SELECT $1::tsvector FROM generate_series(1, 20)', [
        vector,
      ]);
      const [r] = await database.query<{ n: string }>(
        "SELECT pg_relation_size(reltoastrelid)::text AS n FROM pg_class WHERE relname = 'vector_probe'",
      );
      await database.query('DROP TABLE vector_probe');
      return Number(r?.n);
    };
    expect(await toastBytes('')).toBeGreaterThan(0);
    expect(await toastBytes('WITH (toast_tuple_target = 8160)')).toBe(0);
  });

  it("each order of the model search has a partial index with the search's predicate, read up to the limit", async () => {
    const plain = (s: string) =>
      s
        .replace(/"\w+"\./g, '')
        .replace(/::\w+/g, '')
        .replace(/["()]/g, '')
        .replace(/\s+/g, ' ')
        .trim()
        .toLowerCase();
    const approved = plain(
      new PgDialect().sqlToQuery(sql.join([...modelSearch.def.approved], sql` AND `)).sql,
    );
    // (newest: models_public_idx (checked, created_at) read backwards, an incremental sort by id within a
    // timestamp; the planner prefers it and it also stops at the limit)
    const orders = {
      models_public_downloads_idx: 'downloads',
      models_public_favorites_idx: 'favorites',
    };
    for (const [name, column] of Object.entries(orders)) {
      const [row] = await database.query<{ indexdef: string }>(
        'SELECT indexdef FROM pg_indexes WHERE indexname = $1',
        [name],
      );
      // DESC (nulls first, as ORDER BY … DESC), then the id: the search's ORDER BY exactly
      expect(row?.indexdef, name).toContain(`(${column} DESC, id DESC)`);
      expect(plain(row!.indexdef.split(' WHERE ')[1] ?? ''), name).toBe(approved);
      // the planner can end the scan at the limit: with sorting disallowed the plan is that index, no Sort
      const plan = await database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_sort = off`);
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const r = await tx.execute<{ 'QUERY PLAN': string }>(
          sql.raw(
            `EXPLAIN SELECT id FROM models WHERE checked = 1 AND state = 'ready' AND deleted_at IS NULL
             ORDER BY ${column} DESC, id DESC LIMIT 20 OFFSET 40`,
          ),
        );
        const rows = Array.isArray(r) ? r : (r as { rows: { 'QUERY PLAN': string }[] }).rows;
        return rows.map((x) => x['QUERY PLAN']).join('\n');
      });
      expect(plan, name).toMatch(new RegExp(`Index (Only )?Scan using ${name}`));
      expect(plan, name).not.toContain('Sort');
    }
  });

  it('each order and the place filter of the deal halls are read from a partial index, up to the page', async () => {
    // decision 050: the query the halls send (tasks-repository.ts, projects-hall-repository.ts listHall)
    const hall = "checked = 1 AND status = 'open'";
    const shapes = {
      tasks_hall_cost_idx: `SELECT id FROM tasks WHERE ${hall} ORDER BY cost DESC, id DESC`,
      tasks_hall_deadline_idx: `SELECT id FROM tasks WHERE ${hall} ORDER BY deadline, id`,
      tasks_hall_place_idx: `SELECT id FROM tasks WHERE ${hall} AND prov = '广东省' AND city = '深圳市' ORDER BY id DESC`,
      projects_hall_coins_idx: `SELECT id FROM projects WHERE ${hall} ORDER BY coins DESC, id DESC`,
      projects_hall_sdate_idx: `SELECT id FROM projects WHERE ${hall} ORDER BY sdate, id`,
      projects_hall_place_idx: `SELECT id FROM projects WHERE ${hall} AND prov = '广东省' AND city = '深圳市' ORDER BY id DESC`,
    };
    for (const [name, query] of Object.entries(shapes)) {
      const plan = await database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_sort = off`);
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const r = await tx.execute<{ 'QUERY PLAN': string }>(sql.raw(`EXPLAIN ${query} LIMIT 12 OFFSET 24`));
        const rows = Array.isArray(r) ? r : (r as { rows: { 'QUERY PLAN': string }[] }).rows;
        return rows.map((x) => x['QUERY PLAN']).join('\n');
      });
      expect(plan, name).toMatch(new RegExp(`Index (Only )?Scan using ${name}`));
      expect(plan, name).not.toContain('Sort');
    }
  });

  it('runs the app without JIT compilation on PostgreSQL', async () => {
    if (database.kind !== 'postgres') return; // PGlite has no JIT
    const [row] = await database.query<{ jit: string }>('SHOW jit');
    expect(row?.jit).toBe('off');
  });
});
