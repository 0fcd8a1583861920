import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { searchCommonWords } from '../../db/schema/search.ts';
import { isPrefix } from './search-text.ts';

/** Where a kind's search vectors are: its table, id and `search_text` columns. */
export interface SearchTable {
  table: PgTable;
  id: PgColumn;
  searchText: PgColumn;
}

const rowsOf = async <T>(tx: Tx, x: SQL) => ((await tx.execute(x)) as unknown as { rows: T[] }).rows;

const where = (conds: readonly SQL[]) => sql.join([...conds], sql` AND `);

/** `search_text @@ query`, the query a bound `tsquery` literal. */
export const matches = (t: SearchTable, tsquery: string) => sql`${t.searchText} @@ ${tsquery}::tsquery`;

/** One key of a kind's own order: a column of its table, ascending or descending. */
export type OrderKey = readonly [PgColumn, 'asc' | 'desc'];

/** The keys as an `ORDER BY` list over the table's columns. */
export const orderSql = (keys: readonly OrderKey[]) =>
  keys.map(([c, dir]) => (dir === 'asc' ? sql`${c} ASC` : sql`${c} DESC`));

/**
 * A walk for a common keyword (decision 071): the searched rows (`rows`: the kind's approved ones and the
 * filters) read in an index's order (`keys`), each tested against the keyword, until the cap's matches
 * are found. For a word most rows hold (设计 in every designer's text), that is a thousand or two rows,
 * where the GIN index first lists every match (470,000 designers: ~100 ms at 1M) before one is read.
 *
 * It is tried only when it should succeed: `share`, PostgreSQL's statistics' estimate of the share of
 * rows that hold the keyword (`keywordShare`), is at least `WALK.share`, and then the first `WALK.probe`
 * rows hold matches densely enough to find the cap's within `WALK.bound` rows. When either says no,
 * neither the probe nor the walk reads a row (one-time filters); when the walk ends short of the cap, the
 * GIN index answers as without it.
 */
export interface Walk {
  rows: readonly SQL[];
  keys: readonly OrderKey[];
  share: SQL;
}

/**
 * The share of the table's rows whose vector holds the keyword's terms (`terms`: every term, a term any of
 * its alternatives, an alternative every one of its tokens), as PostgreSQL's statistics last put it
 * (`search_common_words`, `refreshCommonWords`); 0 when they do not list it. A token's share is its
 * lexeme's (0 when not listed there: under `WALK.share`, or a prefix token (`isPrefix`), which matches other
 * lexemes), an alternative's the smallest of its tokens' (the pairs of one word occur together), a
 * term's the largest of its alternatives', and the keyword's the terms' product (different words, taken
 * as independent). One primary-key lookup per token.
 */
export function keywordShare(t: SearchTable, terms: ReadonlyArray<ReadonlyArray<readonly string[]>>): SQL {
  const tbl = getTableName(t.table);
  const token = (x: string) =>
    isPrefix(x)
      ? sql`0`
      : sql`coalesce((SELECT ${searchCommonWords.share} FROM ${searchCommonWords}
          WHERE ${searchCommonWords.tbl} = ${tbl} AND ${searchCommonWords.lexeme} = ${x}), 0)`;
  return sql.join(
    terms.map(
      (alts) =>
        sql`greatest(${sql.join(
          alts.map((tokens) => sql`least(${sql.join(tokens.map(token), sql`, `)})`),
          sql`, `,
        )})`,
    ),
    sql` * `,
  );
}

/**
 * Copies the lexemes of these tables' vectors that PostgreSQL's statistics (`pg_stats`, from ANALYZE's
 * sample: autovacuum's, or an explicit one) put at `WALK.share` of the rows or more into
 * `search_common_words`, replacing what was there; returns how many. Without statistics (PGlite has no
 * autovacuum) a table has none, and its keywords never walk.
 */
export async function refreshCommonWords(tx: Tx, tables: readonly SearchTable[]) {
  const pairs = tables.map((t) => sql`(${getTableName(t.table)}, ${t.searchText.name})`);
  if (pairs.length === 0) return 0;
  await tx.execute(sql`DELETE FROM ${searchCommonWords}`);
  const rows = await rowsOf<{ n: number }>(
    tx,
    sql`WITH s AS (
        INSERT INTO ${searchCommonWords} (tbl, lexeme, share)
        SELECT DISTINCT ON (st.tablename, e.lexeme) st.tablename, e.lexeme, e.share
        FROM pg_stats st,
          unnest(st.most_common_elems::text::text[], st.most_common_elem_freqs) AS e(lexeme, share)
        WHERE st.schemaname = current_schema() AND (st.tablename, st.attname) IN (${sql.join(pairs, sql`, `)})
          AND e.lexeme IS NOT NULL AND e.share >= ${WALK.share}
        ORDER BY st.tablename, e.lexeme, e.share DESC
        RETURNING 1)
      SELECT count(*)::int AS n FROM s`,
  );
  return rows[0]?.n ?? 0;
}

/** The walk's limits: the share the statistics must give, the probe's rows, the rows walked at most. */
export const WALK = { share: 0.15, probe: 250, bound: 5_000 } as const;

/**
 * The walk's CTEs (`wp` the probe, `w` the walk): `w` holds the first `want` matches in the walk's
 * order (the `select` list over the walked row `x`: `id`, the `carry` names and `v`, the vector), or
 * fewer when the walk is not tried or ends short.
 */
function walkCtes(
  t: SearchTable,
  o: {
    from: SQL | PgTable;
    walk: Walk;
    keyword: string;
    want: number;
    carry?: Record<string, PgColumn | SQL>;
    select: SQL;
  },
) {
  const carried = Object.entries(o.carry ?? {}).map(([name, c]) => sql`, ${c} AS ${sql.raw(name)}`);
  const walked = (n: number) => sql`(
    SELECT ${t.id} AS id${sql.join(carried)}, ${t.searchText} AS v FROM ${o.from}
    WHERE ${where(o.walk.rows)} ORDER BY ${sql.join(orderSql(o.walk.keys), sql`, `)} LIMIT ${sql.raw(String(n))}) AS x`;
  // matches in the probe that make the cap's likely within the bound (at 1.25 times the density needed)
  const dense = Math.ceil((1.25 * WALK.probe * o.want) / WALK.bound);
  return [
    sql`wp AS MATERIALIZED (SELECT count(*)::int AS n FROM ${walked(WALK.probe)}
        WHERE ${o.walk.share} >= ${sql.raw(String(WALK.share))} AND v @@ ${o.keyword}::tsquery)`,
    sql`w AS MATERIALIZED (SELECT ${o.select} FROM ${walked(WALK.bound)}
        WHERE (SELECT n FROM wp) >= ${sql.raw(String(dense))} AND v @@ ${o.keyword}::tsquery
        LIMIT ${sql.raw(String(o.want))})`,
  ];
}

/**
 * The matches of each part (disjoint sets of rows) counted up to `cap` (decision 008), added up; one
 * statement. `materialized`: each part's matches come from a `MATERIALIZED` CTE, which PostgreSQL plans
 * for all of them (through the partial GIN index) and then reads only up to the cap; a plain `LIMIT`
 * subquery made it choose a sequential scan that detoasts a search vector per row passed, hoping to meet
 * the cap early. Without a keyword no vector is read and the plain `LIMIT` stops at the cap, where a plan
 * for every match would be costly enough to bring in parallel workers and JIT compilation for nothing.
 */
export async function countCapped(tx: Tx, o: CountOptions) {
  const [c] = await rowsOf<{ n: number }>(tx, countCappedSql(o));
  return c?.n ?? 0;
}

interface CountOptions {
  from: SQL | PgTable;
  parts: ReadonlyArray<readonly SQL[]>;
  cap: number;
  materialized: boolean;
  /**
   * With one part: its keyword (a `tsquery` literal) and a walk (`Walk`) that counts its first `cap`
   * matches without the GIN index when the keyword is common; the count as above when it is not.
   */
  walk?: { table: SearchTable; walk: Walk; keyword: string };
}

/** `countCapped`'s statement (its column `n`), for `EXPLAIN` in tests. */
export function countCappedSql(o: CountOptions): SQL {
  const capped = (conds: readonly SQL[]) =>
    o.materialized
      ? sql`(WITH m AS MATERIALIZED (SELECT 1 FROM ${o.from} WHERE ${where(conds)})
          SELECT count(*)::int FROM (SELECT 1 FROM m LIMIT ${o.cap}) AS s)`
      : sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${o.from} WHERE ${where(conds)} LIMIT ${o.cap}) AS s)`;
  const sum = sql.join(o.parts.map(capped), sql` + `);
  if (!o.walk || o.parts.length !== 1) return sql`SELECT ${sum} AS n`;
  const ctes = walkCtes(o.walk.table, {
    from: o.from,
    walk: o.walk.walk,
    keyword: o.walk.keyword,
    want: o.cap,
    select: sql`1 AS one`,
  });
  // the GIN index's count (an InitPlan) runs only when the CASE reaches it: the walk ended short
  return sql`WITH ${sql.join(ctes, sql`, `)}
    SELECT CASE WHEN (SELECT count(*) FROM w) >= ${o.cap} THEN ${o.cap}::int ELSE ${sum} END AS n`;
}

/**
 * The ids of one page by relevance, with their place (`id`, `ord`), ranked among the first `cap` rows
 * of each set of conditions (all of a set's rows when it has no more; else a bounded subset, in storage
 * order), together. Each set's rows come from a `MATERIALIZED` CTE for the reason given at
 * `countCapped`; `carry` adds columns the tie-break `ties` (and `lead`, before the rank) orders by
 * (named as the keys).
 */
export function rankedIds(
  t: SearchTable,
  o: {
    from: SQL | PgTable;
    sets: ReadonlyArray<readonly SQL[]>;
    rank: string;
    carry: Record<string, PgColumn | SQL>;
    /** Ordered before the rank (over the `carry` columns), e.g. the ended listings after the others. */
    lead?: SQL;
    ties: SQL;
    cap: number;
    limit: number;
    offset: number;
    /**
     * Also answer the first set's matches counted up to `cap + 1` (column `n` of every row), read from the
     * same CTE (no second GIN scan for a count), and read the other sets only when the first has more
     * than `cap` rows: with fewer, all of the first set's rows are candidates, and the stricter sets'
     * matches are among them.
     */
    count?: boolean;
    /**
     * The first set's keyword (its `tsquery` literal) and a walk (`Walk`) over the same rows: when the
     * keyword is common, the first set's candidates are its first `cap + 1` matches in the walk's order
     * (the first `cap` ranked), and the GIN index is not read for them.
     */
    walk?: { walk: Walk; keyword: string };
  },
) {
  const carried = Object.entries(o.carry).map(([name, c]) => sql`, ${c} AS ${sql.raw(name)}`);
  // a condition without the table's columns: PostgreSQL checks it once before the scan (a one-time filter)
  const gate = o.count ? [sql`(SELECT n FROM counted) > ${o.cap}`] : [];
  const walked = o.walk
    ? [
        ...walkCtes(t, {
          from: o.from,
          walk: o.walk.walk,
          keyword: o.walk.keyword,
          want: o.cap + 1,
          carry: o.carry,
          select: sql`id${sql.join(Object.keys(o.carry).map((name) => sql`, ${sql.raw(name)}`))},
            ts_rank(v, ${o.rank}::tsquery) AS r`,
        }),
        sql`wn AS (SELECT count(*)::int AS n FROM w)`,
      ]
    : [];
  // with a walk, the first set's GIN matches (g) are read only when the walk ended short of the cap
  const full = sql`(SELECT n FROM wn) > ${o.cap}`;
  const ctes = o.sets.map((conds, i) => {
    const name = i > 0 ? `m${i}` : o.walk ? 'g' : 'm';
    const own = i > 0 ? gate : o.walk ? [sql`NOT ${full}`] : [];
    return sql`${sql.raw(name)} AS MATERIALIZED (
        SELECT ${t.id} AS id${sql.join(carried)}, ts_rank(${t.searchText}, ${o.rank}::tsquery) AS r
        FROM ${o.from} WHERE ${where([...conds, ...own])})`;
  });
  const first = o.walk ? [sql`m AS (SELECT * FROM w WHERE ${full} UNION ALL SELECT * FROM g)`] : [];
  const counted = o.count
    ? [sql`counted AS (SELECT count(*)::int AS n FROM (SELECT 1 FROM m LIMIT ${o.cap + 1}) AS s)`]
    : [];
  ctes.splice(1, 0, ...first, ...counted);
  ctes.unshift(...walked);
  // one set: its first rows; more: their first rows together, each once (a row's rank is the same in each)
  const candidates =
    o.sets.length === 1
      ? sql`(SELECT * FROM m LIMIT ${o.cap}) AS c`
      : sql`(${sql.join(
          o.sets.map((_, i) => sql`(SELECT * FROM ${sql.raw(i === 0 ? 'm' : `m${i}`)} LIMIT ${o.cap})`),
          sql` UNION `,
        )}) AS c`;
  return sql`
      WITH ${sql.join(ctes, sql`, `)}
      SELECT id, row_number() OVER (ORDER BY ${o.lead ? sql`${o.lead}, ` : sql``}r DESC, ${o.ties}) AS ord
        ${o.count ? sql`, (SELECT n FROM counted) AS n` : sql``}
      FROM ${candidates}
      ORDER BY ord LIMIT ${o.limit} OFFSET ${o.offset}`;
}

/**
 * One page of a keyword's matches in the kind's own order (newest, a fee, a deadline; not by relevance),
 * and the matches counted up to `cap` (`n`).
 *
 * PostgreSQL's estimate of a keyword's matches cannot choose the plan: it took a word that no task held
 * for 0.2 % of the rows and walked a million tasks newest first to fill a page (1.5 s at 1M), and 机器人
 * (26,783 tasks) for 1,962 (docs/performance.md, 2026-12-07 "the long tail"). So the page is not left to
 * it:
 *
 * 1. A walk of the order's index over the searched rows and the filters (`rows`, no keyword), at most
 *    `bound` rows (a constant the planner sees, so that it plans a walk), each tested against the keyword,
 *    stopping at the page's last match: a common word fills the page within a few hundred rows. Beside
 *    it, the capped count as `countCapped` gives it (through the GIN index).
 * 2. A page the walk did not fill (a rarer word, or a page past the matches) is sorted from every match:
 *    the GIN index's matches (`match`: the keyword, the filters and any condition implied by them that
 *    narrows the index scan) read into a `MATERIALIZED` CTE with their order keys, few by then.
 */
export async function orderedPage(
  tx: Tx,
  t: SearchTable,
  o: {
    from: SQL | PgTable;
    match: readonly SQL[];
    rows: readonly SQL[];
    keyword: string;
    keys: readonly OrderKey[];
    cap: number;
    limit: number;
    offset: number;
    /** The rows a walk reads at most (default: 2,000, or 20 per row up to the page's end). */
    bound?: number;
    /**
     * The statistics' share of rows holding the keyword (`keywordShare`): when it is common, the count
     * walks the same order (`Walk`) instead of reading the GIN index.
     */
    share?: SQL;
  },
) {
  const carried = o.keys.map(([c], i) => sql`, ${c} AS ${sql.raw(`k${i}`)}`);
  const byCarried = sql.join(
    o.keys.map(([, dir], i) => sql.raw(`k${i} ${dir === 'asc' ? 'ASC' : 'DESC'}`)),
    sql`, `,
  );
  const bound = o.bound ?? Math.max(2_000, 20 * (o.offset + o.limit));
  const idsOf = (rows: Array<{ id: number | string }>) => rows.map((r) => Number(r.id));
  const [walked, n] = await Promise.all([
    rowsOf<{ id: number | string }>(
      tx,
      sql`
      SELECT id FROM (
        SELECT ${t.id} AS id${sql.join(carried)}, ${t.searchText} AS v FROM ${o.from}
        WHERE ${where(o.rows)} ORDER BY ${sql.join(orderSql(o.keys), sql`, `)} LIMIT ${bound}
      ) AS w
      WHERE v @@ ${o.keyword}::tsquery
      ORDER BY ${byCarried} LIMIT ${o.limit} OFFSET ${o.offset}`,
    ),
    countCapped(tx, {
      from: o.from,
      parts: [o.match],
      cap: o.cap,
      materialized: true,
      walk: o.share && { table: t, walk: { rows: o.rows, keys: o.keys, share: o.share }, keyword: o.keyword },
    }),
  ]);
  if (walked.length === o.limit) return { n, ids: idsOf(walked) };
  const sorted = await rowsOf<{ id: number | string }>(
    tx,
    sql`
      WITH m AS MATERIALIZED (SELECT ${t.id} AS id${sql.join(carried)} FROM ${o.from} WHERE ${where(o.match)})
      SELECT id FROM m ORDER BY ${byCarried} LIMIT ${o.limit} OFFSET ${o.offset}`,
  );
  return { n, ids: idsOf(sorted) };
}

/** Writes search vectors (`tsvector` literals) by id, in one statement. */
export async function writeVectors(
  tx: Tx,
  t: SearchTable,
  rows: ReadonlyArray<{ id: number; vector: string }>,
) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    UPDATE ${t.table} SET ${sql.identifier(t.searchText.name)} = v.vector::tsvector
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(id bigint, vector text)
    WHERE ${t.id} = v.id`);
}
