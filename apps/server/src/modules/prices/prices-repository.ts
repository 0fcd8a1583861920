import { ReviewState } from '@hz/contract/common/states';
import {
  PRICE_MIN_CLIENTS,
  PRICE_MIN_PROJECTS,
  STANDARD_BOOTH_MAX_CM,
  areaBands,
  tierCities,
} from '@hz/contract/values/price-guide';
import { quoteCategories } from '@hz/contract/values/projects';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { priceRefs } from '../../db/schema/price-guide.ts';
import { projectQuotes, projects } from '../../db/schema/projects.ts';

/** A cell's key: '' for any. */
export interface CellKey {
  city: string;
  tier: string;
  kind: string;
  band: string;
}
export type PriceRefRow = typeof priceRefs.$inferSelect;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The booth types, tiers and bands as small numbers while computing (1-based positions in these lists). */
const kindCodes = ['tezhuang', 'biaotan', 'bandao', 'daoxing', 'shuangceng'] as const;
const tierCodes = ['t1', 't2', 't3'] as const;
const code = (list: readonly string[], key: string) => list.indexOf(key) + 1;
const textArray = (list: readonly string[]) => sql.raw(`ARRAY[${list.map((k) => `'${k}'`).join(', ')}]`);

/** The booth type as `boothKindOf` (values/price-guide.ts) files it; the integration test holds them equal. */
const kindSql =
  sql.raw(`CASE WHEN layer = 2 THEN ${code(kindCodes, 'shuangceng')} WHEN opens >= 4 THEN ${code(kindCodes, 'daoxing')}
  WHEN opens = 3 THEN ${code(kindCodes, 'bandao')} WHEN height_cm <= ${STANDARD_BOOTH_MAX_CM} THEN ${code(kindCodes, 'biaotan')}
  ELSE ${code(kindCodes, 'tezhuang')} END`);
const tierSql = sql`CASE WHEN city IN (${list(tierCities.t1)}) THEN 1 WHEN city IN (${list(tierCities.t2)}) THEN 2 ELSE 3 END`;
const bandKeys = areaBands.map((b) => b.key);
const bandSql = sql.raw(
  `CASE ${areaBands
    .filter((b) => Number.isFinite(b.to))
    .map((b, i) => `WHEN area < ${b.to} THEN ${i + 1}`)
    .join(' ')} ELSE ${areaBands.length} END`,
);

/** The cells a booth's reference is looked for in (prices-service.ts `fallbackKeys`), and the whole market. */
const lookupSets = [
  [],
  ['kind'],
  ['kind', 'band'],
  ['tier', 'kind'],
  ['tier', 'kind', 'band'],
  ['city', 'kind'],
  ['city', 'kind', 'band'],
] as const;
/** The awarded basis also has the public page's: by city, tier, year and quarter. */
const pageSets = [['city'], ['tier'], ['y'], ['qt']] as const;

const cats = quoteCategories;

/**
 * Recomputes every cell into `price_refs` after emptying it (in the caller's transaction: readers see the
 * old table until it commits). The facts: one row per awarded project (its awarded quotation) for `won`,
 * one per quotation on an approved project for `all`; the price is the quotation's nine categories (its
 * lines, without the venue's fees) per m² of booth area, in yuan; the period is the show's opening date.
 * Only cells of at least PRICE_MIN_PROJECTS projects from PRICE_MIN_CLIENTS clients are written, and a
 * category's own yuan/m² only when the projects having it pass the same rule.
 *
 * The facts go to a temporary table first, their keys as small numbers and the city in the "C" collation:
 * grouping 15 sets with 30 ordered and distinct aggregates sorts every group several times, and sorting
 * by text in the database's collation made it 55 s over 100,000 projects instead of 5 s
 * (docs/performance.md, issue 32).
 */
export async function recompute(tx: Tx): Promise<number> {
  await tx.delete(priceRefs);
  await tx.execute(sql`DROP TABLE IF EXISTS pg_temp.price_facts`);
  await tx.execute(factsQuery());
  let cells = 0;
  for (const basis of ['won', 'all'] as const) {
    const res = await tx.execute(cellsQuery(basis));
    cells +=
      (res as unknown as { rowCount?: number }).rowCount ??
      (res as unknown as { affectedRows?: number }).affectedRows ??
      0;
  }
  await tx.execute(sql`DROP TABLE IF EXISTS pg_temp.price_facts`);
  return cells;
}

/** One row per quotation counted, keyed by small numbers; the price and each category per m², yuan. */
export function factsQuery(): SQL {
  const approved = ReviewState.approved;
  const perCat = sql.join(
    cats.map((c) => sql.raw(`coalesce((t->>'${c}')::float8, 0) / 100 / area AS c_${c}`)),
    sql`, `,
  );
  return sql`
    CREATE TEMP TABLE price_facts ON COMMIT DROP AS
    WITH facts AS (
      SELECT 1 AS basis, p.id AS project, p.member_id AS client, p.city, p.opens, p.layer, p.height_cm,
        p.length_cm::float8 * p.width_cm / 10000 AS area, p.sdate, q.content->'totals' AS t
      FROM ${projects} p JOIN ${projectQuotes} q ON q.id = p.quote_id
      WHERE p.quote_id IS NOT NULL
      UNION ALL
      SELECT 2, p.id, p.member_id, p.city, p.opens, p.layer, p.height_cm,
        p.length_cm::float8 * p.width_cm / 10000, p.sdate, q.content->'totals'
      FROM ${projectQuotes} q JOIN ${projects} p ON p.id = q.project_id
      WHERE p.checked = ${approved}
    ),
    filed AS (
      SELECT basis, project, client, city COLLATE "C" AS city, (${tierSql})::int2 AS tier, (${kindSql})::int2 AS kind,
        (${bandSql})::int2 AS band, extract(year FROM sdate)::int2 AS y,
        (extract(year FROM sdate) * 10 + extract(quarter FROM sdate))::int2 AS qt, ${perCat}
      FROM facts
    )
    SELECT *, ${sql.raw(cats.map((c) => `c_${c}`).join(' + '))} AS ppm FROM filed
  `;
}

/**
 * One basis's cells from `price_facts` into `price_refs`: the awarded basis with every category's own
 * figures (the project is the row: no DISTINCT for projects), every quotation's with the overall figures
 * and the categories' shares only, over the lookups' cells.
 */
export function cellsQuery(basis: 'won' | 'all'): SQL {
  const won = basis === 'won';
  const P = PRICE_MIN_PROJECTS;
  const C = PRICE_MIN_CLIENTS;
  const catAggs = sql.raw(
    cats
      .map(
        (c) => `sum(c_${c}) AS s_${c},
        count(${won ? '*' : 'DISTINCT project'}) FILTER (WHERE c_${c} > 0) AS n_${c},
        ${won ? `count(DISTINCT client) FILTER (WHERE c_${c} > 0)` : '0'} AS k_${c},
        ${won ? `percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY c_${c}) FILTER (WHERE c_${c} > 0)` : 'NULL::float8[]'} AS q_${c}`,
      )
      .join(', '),
  );
  const shown = (c: string) => `n_${c} >= ${P} AND k_${c} >= ${C}`;
  const catJson = sql.raw(
    cats
      .map(
        (
          c,
        ) => `jsonb_build_object('cat', '${c}', 'share', round((s_${c} / s_all)::numeric, 4), 'projects', n_${c},
        'p25', CASE WHEN ${shown(c)} THEN round(q_${c}[1]::numeric) END,
        'median', CASE WHEN ${shown(c)} THEN round(q_${c}[2]::numeric) END,
        'p75', CASE WHEN ${shown(c)} THEN round(q_${c}[3]::numeric) END)`,
      )
      .join(', '),
  );
  const sets = sql.raw(
    [...lookupSets, ...(won ? pageSets : [])].map((s) => `(${['basis', ...s].join(', ')})`).join(', '),
  );
  const code = won ? 1 : 2;
  return sql`
    INSERT INTO ${priceRefs} (basis, city, tier, kind, band, period, projects, clients, quotes, p25, median, p75, cats)
    WITH cells AS (
      SELECT basis, city, tier, kind, band, ${sql.raw(won ? 'y, qt' : 'NULL::int2 AS y, NULL::int2 AS qt')},
        count(${sql.raw(won ? '*' : 'DISTINCT project')}) AS projects, count(DISTINCT client) AS clients,
        count(*) AS quotes,
        percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY ppm) AS q, sum(ppm) AS s_all,
        ${catAggs}
      FROM price_facts
      WHERE ppm > 0 AND basis = ${sql.raw(String(code))}
      GROUP BY GROUPING SETS (${sets})
      HAVING count(${sql.raw(won ? '*' : 'DISTINCT project')}) >= ${sql.raw(String(P))} AND count(DISTINCT client) >= ${sql.raw(String(C))}
    )
    SELECT (ARRAY['won', 'all'])[basis], coalesce(city, ''), coalesce((${textArray(tierCodes)})[tier], ''),
      coalesce((${textArray(kindCodes)})[kind], ''), coalesce((${textArray(bandKeys)})[band], ''),
      coalesce((qt / 10)::text || 'Q' || (qt % 10)::text, y::text, ''),
      projects, clients, quotes, round(q[1]::numeric), round(q[2]::numeric), round(q[3]::numeric),
      jsonb_build_array(${catJson})
    FROM cells
  `;
}

/** The cells of these keys (period all time) of one basis. */
export async function cellsOf(tx: Tx, basis: string, keys: CellKey[]): Promise<PriceRefRow[]> {
  if (keys.length === 0) return [];
  const match: SQL[] = keys.map(
    (k) =>
      sql`(${priceRefs.city} = ${k.city} AND ${priceRefs.tier} = ${k.tier} AND ${priceRefs.kind} = ${k.kind} AND ${priceRefs.band} = ${k.band})`,
  );
  return tx
    .select()
    .from(priceRefs)
    .where(and(eq(priceRefs.basis, basis), eq(priceRefs.period, ''), sql`(${sql.join(match, sql` OR `)})`));
}

/** The public page's cells: every awarded one except those naming a city and an area band. */
export async function guideCells(tx: Tx): Promise<PriceRefRow[]> {
  return tx
    .select()
    .from(priceRefs)
    .where(
      and(
        inArray(priceRefs.basis, ['won', 'all']),
        sql`NOT (${priceRefs.city} <> '' AND ${priceRefs.band} <> '')`,
      ),
    );
}

/** The project's booth: its city and the fields its type and band are filed by; undefined if missing. */
export async function boothOf(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      city: projects.city,
      opens: projects.opens,
      layer: projects.layer,
      heightCm: projects.heightCm,
      lengthCm: projects.lengthCm,
      widthCm: projects.widthCm,
      memberId: projects.memberId,
      checked: projects.checked,
    })
    .from(projects)
    .where(eq(projects.id, id));
  return row;
}
