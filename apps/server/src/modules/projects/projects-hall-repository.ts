import type { ProjectHallSort } from '@hz/contract/projects';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { projects } from '../../db/schema/projects.ts';
import { type Keyword, type OrderKey, orderSql } from '../search/search-service.ts';
import { projectSearch } from './projects-search.ts';

/** The project hall's query (`factoryPrjctHall`): approved open projects, filtered and ordered; SQL only. */

export interface HallQuery {
  keyword: Keyword | null;
  prov: string;
  city: string;
  sort: ProjectHallSort;
  minArea?: number;
  maxArea?: number;
  minCoins?: number;
  maxCoins?: number;
  offset: number;
  limit: number;
}

const areaCm2 = sql`(${projects.lengthCm}::bigint * ${projects.widthCm})`;

/**
 * What narrows the hall's count to a city through the partial GIN index (`projects_search_idx`): a
 * project's vector holds its city as typed (projects-search.ts, weight B), so every project of the city
 * matches the city's strict query (each character pair), and `city = …` beside it keeps the count exact.
 * Without it the count walks the hall's newest-first index and reads every row up to the cap's match
 * (docs/performance.md, issue 14: 66 → 14 ms for 上海市 at 100k projects on PostgreSQL). Only the count:
 * the page walks newest first and stops at its 20th row, which is cheaper for a common city.
 */
const cityInVector = (city: string) => projectSearch.holds(city);

/** The hall's orders (decision 050), each read from its partial index up to the page (`projects_hall_*_idx`). */
const hallKeys: Record<ProjectHallSort, readonly OrderKey[]> = {
  latest: [[projects.id, 'desc']],
  budget: [
    [projects.coins, 'desc'],
    [projects.id, 'desc'],
  ],
  opening: [
    [projects.sdate, 'asc'],
    [projects.id, 'asc'],
  ],
};

/**
 * The hall: approved open projects matching the keyword and the filters (a province, and a city, through
 * `projects_hall_place_idx`), in the order asked.
 */
export async function listHall(tx: Tx, q: HallQuery) {
  const filters: SQL[] = [];
  const countOnly: SQL[] = [];
  if (q.prov) filters.push(eq(projects.prov, q.prov));
  if (q.city) {
    filters.push(eq(projects.city, q.city));
    const narrow = cityInVector(q.city);
    if (narrow) countOnly.push(narrow);
  }
  if (q.minArea !== undefined) filters.push(sql`${areaCm2} >= ${Math.round(q.minArea * 10_000)}`);
  if (q.maxArea !== undefined) filters.push(sql`${areaCm2} <= ${Math.round(q.maxArea * 10_000)}`);
  if (q.minCoins !== undefined) filters.push(gte(projects.coins, q.minCoins));
  if (q.maxCoins !== undefined) filters.push(lte(projects.coins, q.maxCoins));
  const order = orderSql(hallKeys[q.sort]);
  const rowsOf = (picked: SQL) =>
    tx
      .select()
      .from(projects)
      .where(picked)
      .orderBy(...order);
  if (q.keyword) {
    // a keyword: a bounded walk of the order's index, or its matches sorted (decision 069)
    const { rows, total } = await projectSearch.ordered(tx, q.keyword, {
      filters,
      narrow: countOnly,
      keys: hallKeys[q.sort],
      limit: q.limit,
      offset: q.offset,
      read: (ids) => rowsOf(inArray(projects.id, ids)),
    });
    return { rows, total };
  }
  // the page's ids first, then their rows: the filters' matches are sorted as ids, not as whole rows
  const ids = tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(...projectSearch.conditions(null), ...filters))
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  const [rows, { total }] = await Promise.all([
    rowsOf(inArray(projects.id, ids)),
    projectSearch.count(tx, null, { filters: [[...countOnly, ...filters]] }),
  ]);
  return { rows, total };
}
