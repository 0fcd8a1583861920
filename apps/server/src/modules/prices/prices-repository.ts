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

/** The booth type as `boothKindOf` (values/price-guide.ts) files it; the integration test holds them equal. */
const kindSql = sql`CASE WHEN layer = 2 THEN 'shuangceng' WHEN opens >= 4 THEN 'daoxing' WHEN opens = 3 THEN 'bandao'
  WHEN height_cm <= ${sql.raw(String(STANDARD_BOOTH_MAX_CM))} THEN 'biaotan' ELSE 'tezhuang' END`;
const tierSql = sql`CASE WHEN city IN (${list(tierCities.t1)}) THEN 't1' WHEN city IN (${list(tierCities.t2)}) THEN 't2' ELSE 't3' END`;
const bandSql = sql.raw(
  `CASE ${areaBands
    .filter((b) => Number.isFinite(b.to))
    .map((b) => `WHEN area < ${b.to} THEN '${b.key}'`)
    .join(' ')} ELSE '${areaBands[areaBands.length - 1]!.key}' END`,
);

/** The cells computed: every basis with these groupings (the lookups' fallbacks, the page's charts). */
const groupingSets = [
  [],
  ['kind'],
  ['band'],
  ['kind', 'band'],
  ['tier'],
  ['tier', 'kind'],
  ['tier', 'kind', 'band'],
  ['city'],
  ['city', 'kind'],
  ['city', 'band'],
  ['city', 'kind', 'band'],
  ['y'],
  ['qt'],
  ['city', 'y'],
  ['kind', 'y'],
] as const;

const cats = quoteCategories;

/**
 * Recomputes every cell into `price_refs` in one statement after emptying it (in the caller's transaction:
 * readers see the old table until it commits). The facts: one row per awarded project (its awarded
 * quotation) for `won`, one per quotation on an approved project for `all`; the price is the quotation's
 * nine categories (its lines, without the venue's fees) per m² of booth area, in yuan; the period is the
 * show's opening date. Only cells of at least PRICE_MIN_PROJECTS projects from PRICE_MIN_CLIENTS clients
 * are written, and a category's own yuan/m² only when the projects having it pass the same rule.
 */
export async function recompute(tx: Tx): Promise<number> {
  await tx.delete(priceRefs);
  const minP = sql.raw(String(PRICE_MIN_PROJECTS));
  const minC = sql.raw(String(PRICE_MIN_CLIENTS));
  const perCat = sql.join(
    cats.map((c) => sql.raw(`coalesce((t->>'${c}')::float8, 0) / 100 / area AS c_${c}`)),
    sql`, `,
  );
  const catAggs = sql.join(
    cats.map((c) =>
      sql.raw(`sum(c_${c}) AS s_${c},
        count(DISTINCT project) FILTER (WHERE c_${c} > 0) AS n_${c},
        count(DISTINCT client) FILTER (WHERE c_${c} > 0) AS k_${c},
        percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY c_${c}) FILTER (WHERE c_${c} > 0) AS q_${c}`),
    ),
    sql`, `,
  );
  const catJson = sql.join(
    cats.map((c) =>
      sql.raw(`jsonb_build_object('cat', '${c}', 'share', round((s_${c} / s_all)::numeric, 4), 'projects', n_${c},
        'p25', CASE WHEN n_${c} >= ${PRICE_MIN_PROJECTS} AND k_${c} >= ${PRICE_MIN_CLIENTS} THEN round(q_${c}[1]) END,
        'median', CASE WHEN n_${c} >= ${PRICE_MIN_PROJECTS} AND k_${c} >= ${PRICE_MIN_CLIENTS} THEN round(q_${c}[2]) END,
        'p75', CASE WHEN n_${c} >= ${PRICE_MIN_PROJECTS} AND k_${c} >= ${PRICE_MIN_CLIENTS} THEN round(q_${c}[3]) END)`),
    ),
    sql`, `,
  );
  const sets = sql.raw(groupingSets.map((s) => `(${['basis', ...s].join(', ')})`).join(', '));
  const approved = ReviewState.approved;
  const res = await tx.execute(sql`
    INSERT INTO ${priceRefs} (basis, city, tier, kind, band, period, projects, clients, quotes, p25, median, p75, cats)
    WITH facts AS (
      SELECT 'won'::text AS basis, p.id AS project, p.member_id AS client, p.city, p.opens, p.layer, p.height_cm,
        p.length_cm::float8 * p.width_cm / 10000 AS area, p.sdate, q.content->'totals' AS t
      FROM ${projects} p JOIN ${projectQuotes} q ON q.id = p.quote_id
      WHERE p.quote_id IS NOT NULL
      UNION ALL
      SELECT 'all', p.id, p.member_id, p.city, p.opens, p.layer, p.height_cm,
        p.length_cm::float8 * p.width_cm / 10000, p.sdate, q.content->'totals'
      FROM ${projectQuotes} q JOIN ${projects} p ON p.id = q.project_id
      WHERE p.checked = ${approved}
    ),
    filed AS (
      SELECT basis, project, client, city, ${tierSql} AS tier, ${kindSql} AS kind, ${bandSql} AS band,
        to_char(sdate, 'YYYY') AS y, to_char(sdate, 'YYYY"Q"Q') AS qt, ${perCat}
      FROM facts
    ),
    priced AS (
      SELECT *, ${sql.raw(cats.map((c) => `c_${c}`).join(' + '))} AS ppm FROM filed
    ),
    cells AS (
      SELECT basis, coalesce(city, '') AS city, coalesce(tier, '') AS tier, coalesce(kind, '') AS kind,
        coalesce(band, '') AS band, coalesce(qt, y, '') AS period,
        count(DISTINCT project) AS projects, count(DISTINCT client) AS clients, count(*) AS quotes,
        percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY ppm) AS q, sum(ppm) AS s_all,
        ${catAggs}
      FROM priced
      WHERE ppm > 0
      GROUP BY GROUPING SETS (${sets})
      HAVING count(DISTINCT project) >= ${minP} AND count(DISTINCT client) >= ${minC}
    )
    SELECT basis, city, tier, kind, band, period, projects, clients, quotes,
      round(q[1]), round(q[2]), round(q[3]), jsonb_build_array(${catJson})
    FROM cells
  `);
  return (
    (res as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
    (res as unknown as { affectedRows?: number }).affectedRows ??
    0
  );
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
