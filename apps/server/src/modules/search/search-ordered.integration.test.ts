import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, type SQL, sql } from 'drizzle-orm';
import { addListings } from '../../../bench/listings-data.ts';
import { addModels } from '../../../bench/models-data.ts';
import { addPeople } from '../../../bench/people-data.ts';
import { addProjects } from '../../../bench/projects-data.ts';
import { addTasks } from '../../../bench/tasks-data.ts';
import { agent, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { listings } from '../../db/schema/listings.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { profiles } from '../../db/schema/people.ts';
import { listingSearches } from '../listings/listings-search.ts';
import { profileSearches } from '../people/people-search.ts';
import { taskSearch } from '../tasks/tasks-search.ts';
import { countCappedSql, keywordShare, orderedPage } from './search-repository.ts';
import { createSearchService, parseKeyword } from './search-service.ts';
import { searchKinds } from '../../app.ts';

/**
 * A keyword's page in a kind's own order (`orderedPage`, decision 069's amendment): a bounded walk of the
 * order's index, and the page sorted from every match when the walk does not fill it. Both branches against the same question asked plainly of the database (every match, ordered, the
 * page cut), for the task hall, the project hall (whose city narrows the index scan), the model search,
 * the exhibitions by newest and the designers by reputation and by newest, on a first and a later page;
 * and a keyword that no row holds.
 */

let t: TestApp;
beforeAll(async () => {
  // the statements are under test, not the answers' cache (decision 065)
  t = await createTestApp({ env: { SEARCH_CACHE_SECONDS: '0' } });
  // 3,000 tasks: 40 % in the hall, every title ends in 设计 (over the cap), one show in 16 (under it)
  await addTasks(t.database, 0, 3_000);
  await addProjects(t.database, 0, 3_000, { quotes: 0, lines: 0 });
  await addModels(t.database, 0, 2_500);
  await addListings(t.database, 0, 3_000);
  await addPeople(t.database, 0, 1_500);
}, 300_000);
afterAll(() => t.close());

const ids = (rows: Array<{ id: number | string }>) => rows.map((r) => Number(r.id));

/** Statistics, as autovacuum's ANALYZE leaves them, and the common words read from them (as at start). */
async function analyze() {
  await t.database.query('ANALYZE');
  const n = await createSearchService({ db: t.database.db, kinds: searchKinds }).refreshCommonWords();
  expect(n).toBeGreaterThan(0);
}

async function expected(sql: string, word: string, params: unknown[] = []) {
  const k = parseKeyword(word)!;
  const rows = await t.database.query<{ id: number | string }>(sql, [k.match, ...params]);
  return ids(rows);
}

// without statistics every count reads the GIN index; after ANALYZE a common word's count walks the order
// (decision 071): the same pages and totals either way
describe.each([
  ['without statistics', false],
  ['after ANALYZE', true],
])('a keyword page in the kind’s order, %s', (_, analyzed) => {
  const pages = [1, 3];
  beforeAll(async () => {
    if (analyzed) await analyze();
  });

  it('the task hall: under the cap, over it and no match, in every order', async () => {
    const a = agent(t.app);
    const orders = {
      latest: 'id DESC',
      fee: 'cost DESC, id DESC',
      deadline: 'deadline ASC, id ASC',
    };
    const [over] = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tasks WHERE checked = 1 AND status = 'open' AND search_text @@ $1::tsquery`,
      [parseKeyword('设计')!.match],
    );
    expect(over!.n).toBeGreaterThan(1_000);
    for (const word of ['设计', '茶博会', '物流']) {
      for (const [sort, order] of Object.entries(orders)) {
        const all = await expected(
          `SELECT id FROM tasks WHERE checked = 1 AND status = 'open' AND search_text @@ $1::tsquery ORDER BY ${order}`,
          word,
        );
        for (const page of pages) {
          const r = await a.post<{ listItem: Array<{ id: number }>; total: number }>(
            '/api/Taskcenter/designerTaskHall',
            { kw: word, sort, page, pageSize: 20 },
          );
          expect(r.body.success, `${word} ${sort} ${page}`).toBe(true);
          expect(ids(r.body.data!.listItem), `${word} ${sort} page ${page}`).toEqual(
            all.slice((page - 1) * 20, page * 20),
          );
          expect(r.body.data!.total, `${word} ${sort}`).toBe(Math.min(all.length, 1_000));
        }
      }
    }
  });

  it('the project hall, with a city that narrows the index scan', async () => {
    const a = agent(t.app);
    const [city] = await t.database.query<{ city: string }>(
      "SELECT city FROM projects WHERE checked = 1 AND status = 'open' GROUP BY city ORDER BY count(*) DESC LIMIT 1",
    );
    for (const [word, c] of [
      ['搭建', ''],
      ['搭建', city!.city],
      ['展台', ''],
      ['物流', ''],
    ] as const) {
      for (const [sort, order] of Object.entries({
        latest: 'id DESC',
        budget: 'coins DESC, id DESC',
        opening: 'sdate ASC, id ASC',
      })) {
        const all = await expected(
          `SELECT id FROM projects WHERE checked = 1 AND status = 'open' AND search_text @@ $1::tsquery
             AND ($2 = '' OR city = $2) ORDER BY ${order}`,
          word,
          [c],
        );
        // every title ends in 搭建: over the cap in the whole hall, under it in one city
        if (word === '搭建' && !c) expect(all.length).toBeGreaterThan(1_000);
        for (const page of pages) {
          const r = await a.post<{ listItem: Array<{ id: number }>; total: number }>(
            '/api/Projectcenter/factoryPrjctHall',
            { kw: word, city: c, sort, page, pageSize: 20 },
          );
          expect(r.body.success, `${word} ${c} ${sort}`).toBe(true);
          expect(ids(r.body.data!.listItem), `${word} ${c} ${sort} page ${page}`).toEqual(
            all.slice((page - 1) * 20, page * 20),
          );
          expect(r.body.data!.total).toBe(Math.min(all.length, 1_000));
        }
      }
    }
  });

  it('the model search, in its three orders', async () => {
    const a = agent(t.app);
    // every title ends in 模型 (over the cap), one shape in eight is 岛型 (under it)
    for (const word of ['模型', '岛型', '物流']) {
      for (const [sort, order] of Object.entries({
        new: 'created_at DESC, id DESC',
        downloads: 'downloads DESC, id DESC',
        favorites: 'favorites DESC, id DESC',
      })) {
        const all = await expected(
          `SELECT id FROM models WHERE checked = 1 AND state = 'ready' AND deleted_at IS NULL
             AND search_text @@ $1::tsquery ORDER BY ${order}`,
          word,
        );
        if (word === '模型') expect(all.length).toBeGreaterThan(1_000);
        for (const page of pages) {
          const r = await a.post<{ listItem: Array<{ id: number }>; total: number }>(
            '/api/Common/searchModel',
            {
              keyword: word,
              sort,
              page,
              pageSize: 20,
            },
          );
          expect(r.body.success, `${word} ${sort}`).toBe(true);
          expect(ids(r.body.data!.listItem), `${word} ${sort} page ${page}`).toEqual(
            all.slice((page - 1) * 20, page * 20),
          );
          expect(r.body.data!.total).toBe(Math.min(all.length, 1_000));
        }
      }
    }
  });

  it('the exhibitions by newest and the designers by reputation and by newest', async () => {
    const a = agent(t.app);
    const firstIds = async (conds: SQL[], table: typeof listings | typeof profiles, order: SQL[]) =>
      ids(
        await t.database.db
          .select({ id: table.id })
          .from(table)
          .where(and(...conds))
          .orderBy(...order),
      );
    // every exhibition's vector holds 展 (over the cap); every designer's name holds 设计
    for (const word of ['展', '汽车', '物流']) {
      const k = parseKeyword(word)!;
      const all = await firstIds(listingSearches.huizhan.conditions(k), listings, [desc(listings.id)]);
      if (word === '展') expect(all.length).toBeGreaterThan(1_000);
      for (const page of pages) {
        const r = await a.post<{ listItem: Array<{ id: number }>; total: number }>(
          '/api/Common/searchHuizhan',
          {
            keyword: word,
            sort: 'newest',
            page,
            pageSize: 20,
          },
        );
        expect(r.body.success, `${word} ${page}`).toBe(true);
        expect(ids(r.body.data!.listItem), `exhibitions ${word} page ${page}`).toEqual(
          all.slice((page - 1) * 20, page * 20),
        );
        expect(r.body.data!.total).toBe(Math.min(all.length, 1_000));
      }
    }
    for (const word of ['设计', '汽车', '物流']) {
      const k = parseKeyword(word)!;
      for (const [sort, order] of [
        ['reputation', [desc(profiles.reputation), desc(profiles.publishedAt), desc(profiles.id)]],
        ['newest', [desc(profiles.publishedAt), desc(profiles.id)]],
      ] as const) {
        const all = await firstIds(profileSearches.designer.conditions(k), profiles, [...order]);
        if (word === '设计') expect(all.length).toBeGreaterThan(1_000);
        for (const page of pages) {
          const r = await a.post<{ listItem: Array<{ id: number }>; total: number }>(
            '/api/Common/searchDesigner',
            {
              keyword: word,
              sort,
              page,
              pageSize: 20,
            },
          );
          expect(r.body.success, `${word} ${sort} ${page}`).toBe(true);
          expect(ids(r.body.data!.listItem), `designers ${word} ${sort} page ${page}`).toEqual(
            all.slice((page - 1) * 20, page * 20),
          );
          expect(r.body.data!.total).toBe(Math.min(all.length, 1_000));
        }
      }
    }
  });

  it('a page the walk’s bound does not fill is sorted from every match, over the cap too', async () => {
    const k = parseKeyword('设计')!;
    const all = await expected(
      `SELECT id FROM tasks WHERE checked = 1 AND status = 'open' AND search_text @@ $1::tsquery
         ORDER BY cost DESC, id DESC`,
      '设计',
    );
    expect(all.length).toBeGreaterThan(1_000);
    const table = { table: tasks, id: tasks.id, searchText: tasks.searchText };
    for (const [bound, page] of [
      [30, 1],
      [30, 3],
      [100_000, 3],
    ] as const) {
      const r = await orderedPage(t.database.db, table, {
        from: tasks,
        match: taskSearch.conditions(k),
        rows: taskSearch.def.approved,
        keyword: k.match,
        keys: [
          [tasks.cost, 'desc'],
          [tasks.id, 'desc'],
        ],
        cap: 1_001,
        limit: 20,
        offset: (page - 1) * 20,
        bound,
      });
      expect(r.ids, `bound ${bound} page ${page}`).toEqual(all.slice((page - 1) * 20, page * 20));
      expect(r.n).toBe(1_001);
    }
  });
});

/**
 * How often the plan of `statement` scanned the table `name` outside the walk (its CTEs `wp` and `w`),
 * and inside it, from EXPLAIN ANALYZE: a common word's matches come from the walk alone.
 */
async function scansOf(statement: SQL, name: string) {
  const [row] = (
    (await t.database.db.execute(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`)) as unknown as {
      rows: Array<Record<string, unknown>>;
    }
  ).rows;
  const raw = row!['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  const loops = { outside: 0, walk: 0 };
  const visit = (n: PlanNode, inWalk: boolean) => {
    const walk = inWalk || n['Subplan Name'] === 'CTE wp' || n['Subplan Name'] === 'CTE w';
    if (n['Relation Name'] === name) loops[walk ? 'walk' : 'outside'] += n['Actual Loops'];
    for (const c of n.Plans ?? []) visit(c, walk);
  };
  visit(plan[0]!.Plan, false);
  return loops;
}
interface PlanNode {
  'Relation Name'?: string;
  'Subplan Name'?: string;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

describe('a common keyword is walked, not read from the GIN index (decision 071)', () => {
  beforeAll(analyze);
  const taskTable = { table: tasks, id: tasks.id, searchText: tasks.searchText };

  it('the capped count: a common word walks the order, a rarer one reads the GIN index, probed or not', async () => {
    // the common words as the statistics give them: 设计 in every task, 茶博 (one in sixteen) not listed
    const words = await t.database.query<{ lexeme: string; share: number }>(
      "SELECT lexeme, share FROM search_common_words WHERE tbl = 'tasks'",
    );
    expect(words.find((w) => w.lexeme === '设计')?.share).toBeGreaterThan(0.9);
    expect(words.some((w) => w.lexeme === '茶博')).toBe(false);
    expect(Math.min(...words.map((w) => w.share))).toBeGreaterThanOrEqual(0.15);
    // 设计 is in every task: walked. 茶博会 is in one in sixteen, under the statistics' 15 %: the GIN index;
    // told it is common (a share of 1), the probe finds it too sparse: the probe, then the GIN index. 物流 is in
    // none: the GIN index
    for (const [word, told, scans] of [
      ['设计', null, { outside: 0, walk: 2 }],
      ['茶博会', null, { outside: 1, walk: 0 }],
      ['茶博会', 1, { outside: 1, walk: 1 }],
      ['物流', null, { outside: 1, walk: 0 }],
    ] as const) {
      const k = parseKeyword(word)!;
      const rows = taskSearch.def.approved;
      const keys = [[tasks.id, 'desc']] as const;
      const statement = countCappedSql({
        from: tasks,
        parts: [taskSearch.conditions(k)],
        cap: 1_001,
        materialized: true,
        walk: {
          table: taskTable,
          walk: {
            rows,
            keys,
            share: told === null ? keywordShare(taskTable, k.terms) : sql`${told}`,
          },
          keyword: k.match,
        },
      });
      expect(await scansOf(statement, 'tasks'), word).toEqual(scans);
      const [plain] = await t.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM tasks WHERE checked = 1 AND status = 'open'
           AND search_text @@ $1::tsquery LIMIT 1001) AS s`,
        [k.match],
      );
      const [counted] = (
        (await t.database.db.execute(statement)) as unknown as { rows: Array<{ n: number }> }
      ).rows;
      expect(counted!.n, word).toBe(plain!.n);
    }
  });

  it('by relevance: a common word’s candidates are its newest matches, ranked', async () => {
    const a = agent(t.app);
    const k = parseKeyword('设计')!;
    // the first 1,001 matches newest first, ranked as the search ranks them (reputation, then id, on ties)
    const expectedPage = async (page: number) =>
      ids(
        await t.database.query<{ id: number }>(
          `WITH c AS (SELECT id, reputation, ts_rank(search_text, $2::tsquery) AS r FROM profiles
             WHERE kind = 'designer' AND published_at IS NOT NULL AND search_text @@ $1::tsquery
             ORDER BY published_at DESC, id DESC LIMIT 1001)
           SELECT id FROM c ORDER BY r DESC, reputation DESC, id DESC LIMIT 20 OFFSET $3`,
          [k.match, k.rank, (page - 1) * 20],
        ),
      );
    for (const page of [1, 3]) {
      const r = await a.post<{ listItem: Array<{ id: number }>; total: number; totalCapped: boolean }>(
        '/api/Common/searchDesigner',
        { keyword: '设计', page, pageSize: 20 },
      );
      expect(r.body.success).toBe(true);
      expect(ids(r.body.data!.listItem), `page ${page}`).toEqual(await expectedPage(page));
      expect(r.body.data!).toMatchObject({ total: 1_000, totalCapped: true });
    }
    const picked = profileSearches.designer.ranked(k, {
      filters: [],
      carry: { rep: profiles.reputation },
      ties: sql`rep DESC, id DESC`,
      walk: [
        [profiles.publishedAt, 'desc'],
        [profiles.id, 'desc'],
      ],
      limit: 20,
      offset: 0,
      count: true,
    });
    expect(await scansOf(picked, 'profiles')).toEqual({ outside: 0, walk: 2 });
    // a filter: the GIN index, as before
    const filtered = profileSearches.designer.ranked(k, {
      filters: [sql`${profiles.priceMin} >= 0`],
      carry: { rep: profiles.reputation },
      ties: sql`rep DESC, id DESC`,
      walk: [[profiles.id, 'desc']],
      limit: 20,
      offset: 0,
      count: true,
    });
    expect((await scansOf(filtered, 'profiles')).walk).toBe(0);
  });

  it('by relevance, exhibitions: the page comes from the newest 1,001 matches', async () => {
    const a = agent(t.app);
    const k = parseKeyword('展')!;
    const newest = new Set(
      ids(
        await t.database.query<{ id: number }>(
          `SELECT id FROM listings WHERE kind = 'huizhan' AND checked = 1 AND search_text @@ $1::tsquery
           ORDER BY id DESC LIMIT 1001`,
          [k.match],
        ),
      ),
    );
    for (const page of [1, 2, 3]) {
      const r = await a.post<{ listItem: Array<{ id: number }>; total: number }>(
        '/api/Common/searchHuizhan',
        {
          keyword: '展',
          page,
          pageSize: 20,
        },
      );
      expect(r.body.success).toBe(true);
      expect(r.body.data!.listItem).toHaveLength(20);
      for (const id of ids(r.body.data!.listItem)) expect(newest.has(id), `page ${page}: ${id}`).toBe(true);
      expect(r.body.data!.total).toBe(1_000);
    }
  });
});
