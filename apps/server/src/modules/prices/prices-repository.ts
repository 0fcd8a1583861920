import { ReviewState } from '@hz/contract/common/states';
import {
  areaBandOf,
  areaBands,
  boothKindOf,
  boothKinds,
  cityTierOf,
  cityTiers,
} from '@hz/contract/values/price-guide';
import { quoteCategories } from '@hz/contract/values/projects';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { priceRefs } from '../../db/schema/price-guide.ts';
import { projectQuotes, projects } from '../../db/schema/projects.ts';
import {
  type CellRow,
  computeCells,
  type Facts,
  factsBuilder,
  lookupSets,
  pageSets,
  scanRecords,
} from './price-cells.ts';

const cats = quoteCategories;

/** A cell's key: '' for any. */
export interface CellKey {
  city: string;
  tier: string;
  kind: string;
  band: string;
}
export type PriceRefRow = typeof priceRefs.$inferSelect;

type Row = Record<string, unknown>;
const rowsOf = async <T = Row>(tx: Tx, q: SQL) => ((await tx.execute(q)) as unknown as { rows: T[] }).rows;

/**
 * Recomputes every cell into `price_refs` after emptying it (in the caller's transaction: readers see the
 * old table until it commits). The facts: one row per awarded project (its awarded quotation) for `won`,
 * one per quotation on an approved project for `all`; the price is the quotation's nine categories (its
 * lines, without the venue's fees) per m² of booth area, in yuan; the period is the show's opening date.
 * Only cells of at least PRICE_MIN_PROJECTS projects from PRICE_MIN_CLIENTS clients are written, and a
 * category's own yuan/m² only when the projects having it pass the same rule.
 *
 * The facts are read once — the projects, then the quotations' category totals — and grouped, counted
 * and sorted in `price-cells.ts` over typed arrays: PostgreSQL's GROUPING SETS with 30 ordered-set and
 * distinct aggregates sorted every group once per aggregate and took 10 s over 100,000 awarded projects
 * (docs/performance.md, issue 32).
 */
export async function recompute(tx: Tx): Promise<number> {
  await tx.delete(priceRefs);
  const { won, all } = await readFacts(tx);
  const cells = [
    ...computeCells('won', won, [...lookupSets, ...pageSets]),
    ...computeCells('all', all, lookupSets),
  ];
  for (let from = 0; from < cells.length; from += 1000) await insertCells(tx, cells.slice(from, from + 1000));
  return cells.length;
}

interface ProjectFacts {
  client: number;
  keys: { city: string; tier: number; kind: number; band: number; qt: number };
  area: number;
  listed: boolean;
}

/**
 * The facts of both bases: the projects that were awarded or are approved (their keys as `boothKindOf`,
 * `areaBandOf` and `cityTierOf` file them), then the quotations counted — the awarded one of each
 * awarded project, every one of an approved project — with their categories' totals in fen.
 */
export async function readFacts(tx: Tx): Promise<{ won: Facts; all: Facts }> {
  const approved = ReviewState.approved;
  const projectRows = await rowsOf<{
    id: number;
    client: number;
    city: string;
    opens: number;
    layer: number;
    height_cm: number;
    length_cm: number;
    width_cm: number;
    qt: number;
    listed: boolean;
  }>(
    tx,
    sql`SELECT id::float8 AS id, member_id::float8 AS client, city, opens, layer, height_cm, length_cm, width_cm,
      (extract(year FROM sdate) * 10 + extract(quarter FROM sdate))::int AS qt, checked = ${approved} AS listed
    FROM ${projects} WHERE quote_id IS NOT NULL OR checked = ${approved}`,
  );
  const byId = new Map<number, ProjectFacts>();
  for (const p of projectRows) {
    const city = p.city;
    byId.set(Number(p.id), {
      client: Number(p.client),
      keys: {
        city,
        tier: cityTiers.indexOf(cityTierOf(city)) + 1,
        kind: boothKinds.indexOf(boothKindOf({ opens: p.opens, layer: p.layer, heightCm: p.height_cm })) + 1,
        band: areaBands.findIndex((b) => b.key === areaBandOf((p.length_cm * p.width_cm) / 10000)) + 1,
        qt: Number(p.qt),
      },
      // as PostgreSQL computed it: length_cm::float8 * width_cm / 10000
      area: (p.length_cm * p.width_cm) / 10000,
      listed: p.listed,
    });
  }
  // per quotation `project,awarded (0/1),` and the nine totals in fen in `quoteCategories`' order (a
  // missing one 0: `concat_ws` would skip a NULL), its content read once; as a few long texts (64
  // groups) rather than a row each
  const totals = sql.raw(cats.map((c) => `coalesce(t->>'${c}', '0')`).join(`, `));
  const texts = await rowsOf<{ t: string }>(
    tx,
    sql`SELECT string_agg(concat_ws(',', project, awarded, ${totals}), ';') AS t FROM (
      SELECT q.project_id AS project, CASE WHEN q.id = p.quote_id THEN 1 ELSE 0 END AS awarded,
        q.content->'totals' AS t
      FROM ${projectQuotes} q JOIN ${projects} p ON p.id = q.project_id
      WHERE p.checked = ${approved} OR p.quote_id = q.id OFFSET 0
    ) q GROUP BY project % 64`,
  );
  const won = factsBuilder();
  const all = factsBuilder();
  const perM2 = new Float64Array(cats.length);
  for (const { t } of texts) {
    scanRecords(t, 2 + cats.length, (v) => {
      const p = byId.get(v[0]!);
      if (!p) return;
      // yuan per m² as the SQL did: (fen)::float8 / 100 / area
      for (let c = 0; c < cats.length; c++) perM2[c] = v[2 + c]! / 100 / p.area;
      if (v[1] === 1) won.add(v[0]!, p.client, p.keys, perM2);
      if (p.listed) all.add(v[0]!, p.client, p.keys, perM2);
    });
  }
  return { won: won.done(), all: all.done() };
}

/** Writes cells (as one jsonb parameter: the categories' text keeps the numbers as rounded). */
async function insertCells(tx: Tx, cells: CellRow[]) {
  if (cells.length === 0) return;
  const json = `[${cells
    .map(({ cats: c, ...rest }) => `${JSON.stringify(rest).slice(0, -1)}, "cats": ${c}}`)
    .join(', ')}]`;
  await tx.execute(sql`
    INSERT INTO ${priceRefs} (basis, city, tier, kind, band, period, projects, clients, quotes, p25, median, p75, cats)
    SELECT basis, city, tier, kind, band, period, projects, clients, quotes, p25, median, p75, cats
    FROM jsonb_to_recordset(${json}::jsonb) AS r(basis text, city text, tier text, kind text, band text,
      period text, projects int, clients int, quotes int, p25 int, median int, p75 int, cats jsonb)
  `);
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
