import { escapeHtml, excerpt, highlight, queryTokens } from '@hz/contract/common/search-tokens';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import * as repo from './search-repository.ts';
import {
  tag,
  tsqueryAny,
  tsqueryLiteral,
  tsqueryTags,
  tsqueryTerms,
  tsvectorLiteral,
} from './search-text.ts';
import { queryWords, type Term } from './search-words.ts';

export { type OrderKey, orderSql } from './search-repository.ts';
export { refuseDeepPage, SEARCH_WINDOW, searchPage } from './search-window.ts';

export type Weight = 'A' | 'B' | 'C' | 'D';

/**
 * What a searchable kind registers with the search module (decision 008): where its vectors are, which
 * rows are searched, how many matches it counts and ranks, and how its vector is built from its fields.
 * The kind keeps its own filters, orders and row shapes; the keyword's query, the match condition, the
 * capped count, the ranked candidates, the highlights and the deep-page refusal come from here, the same
 * for every kind, so that a change of tokens, index or engine is made (and measured) once.
 */
export interface SearchKindDef<F> {
  /** The kind's name (`huizhan`, `hycd`, `photo`, …). */
  kind: string;
  table: PgTable;
  id: PgColumn;
  /** The `tsvector` column. */
  searchText: PgColumn;
  /**
   * The rows that are searched (approved ones), with their values as literals (`isApproved` of
   * lib/review.ts, the kind as `'huizhan'`): the kind's partial GIN index is built `WHERE` exactly this,
   * and the planner uses it only when it sees the index's predicate in the query.
   */
  approved: readonly SQL[];
  /** `total` counts at most this many matches, and relevance ranks at most one more (the contract's cap). */
  cap: number;
  /** The texts of a row's vector by weight (A the title, B the rest, …), from the fields it is built of. */
  weights(fields: F): Partial<Record<Weight, ReadonlyArray<string>>>;
  /**
   * Values a filter tests that are not text to search (a profile's served cities), as tags of the vector
   * (`[name, value]`): `tagged` then lets the GIN index intersect a keyword's matches with the filter's.
   */
  tags?(fields: F): ReadonlyArray<readonly [string, string]>;
  /**
   * Rows whose vector is missing (NULL: stored before the kind had one), up to `limit`, with the fields
   * it is built of; filled at start-up (`fillMissing`). Only kinds whose column may be NULL.
   */
  unindexed?(tx: Tx, limit: number): Promise<Array<{ id: number; fields: F }>>;
}

/** A keyword as the search module reads it: what a match must hold, what ranks it, what is marked. */
export interface Keyword {
  /** A `tsquery` literal that a matching vector holds: the keyword's words as a person means them. */
  match: string;
  /**
   * The stricter `tsquery` literal of every character pair of the keyword (a text holding the keyword as
   * typed holds them all), when it differs from `match`: its matches are ranked first-hand, so that with
   * more than the cap of matches the exact ones are still among the candidates.
   */
  strict: string | null;
  /** A `tsquery` literal of every token (OR): `ts_rank` ranks a match by how much of it occurs, and where. */
  rank: string;
  /** Tokens marked with `<em>` in titles and excerpts. */
  marks: readonly string[];
  /** `match`'s terms (every term; a term any of its alternatives; an alternative every one of its tokens). */
  terms: ReadonlyArray<Term>;
}

/**
 * The keyword's query (decision 008, "Recall": search-words.ts), or null when it holds no letter, digit
 * or Han character (no keyword).
 */
export function parseKeyword(text: string): Keyword | null {
  const words = queryWords(text);
  if (words.all.length === 0) return null;
  const terms = words.required.length > 0 ? words.required : words.optional.map((t) => [[t]]);
  const match = tsqueryTerms(terms);
  const strict = tsqueryLiteral(queryTokens(text));
  return {
    terms,
    match,
    strict: strict === match ? null : strict,
    rank: tsqueryAny(words.all),
    marks: words.all,
  };
}

const WEIGHTS: readonly Weight[] = ['A', 'B', 'C', 'D'];

/** A registered kind: its definition with the search module's queries bound to it. */
export function defineSearchKind<F>(def: SearchKindDef<F>) {
  const table = { table: def.table, id: def.id, searchText: def.searchText };
  const vector = (fields: F) => {
    const w = def.weights(fields);
    return tsvectorLiteral(
      WEIGHTS.flatMap((weight) => (w[weight] ? [{ text: w[weight].join(' '), weight }] : [])),
      (def.tags?.(fields) ?? []).map(([name, value]) => tag(name, value)),
    );
  };
  /** The statistics' share of rows holding the keyword (`repo.keywordShare`). */
  const share = (keyword: Keyword) => repo.keywordShare(table, keyword.terms);
  const conditions = (keyword: Keyword | null): SQL[] => [
    ...def.approved,
    ...(keyword ? [repo.matches(table, keyword.match)] : []),
  ];
  return {
    def,
    table,
    kind: def.kind,
    cap: def.cap,
    /** The row's search vector, as the `tsvector` literal to store in `searchText`. */
    vector(fields: F): string {
      return vector(fields);
    },
    parse: parseKeyword,
    /**
     * A condition implied by a filter on a field whose text the vector holds as typed (a city, an
     * industry): every row with that value matches the value's strict query (each character pair). ANDed
     * beside the filter, it lets the GIN index intersect the keyword's matches with the value's, where the
     * planner would otherwise read every row of the value through its btree and test the keyword on each
     * (家居 in 广州市 over 1M listings: 18,000 rows read, 200–450 ms; docs/performance.md 2026-12-07).
     */
    holds(text: string): SQL | undefined {
      const k = parseKeyword(text);
      return k ? repo.matches(table, k.strict ?? k.match) : undefined;
    },
    /**
     * The rows whose vector holds any of these tags (`def.tags`: `[name, value]`), a condition implied by
     * the kind's own filter on those values: ANDed beside that filter with a keyword, the GIN index
     * intersects the keyword's matches with the tagged rows (a common word in one city: the 1,001
     * candidates without reading the word's 170,000 other matches; decision 069).
     */
    tagged(tags: ReadonlyArray<readonly [string, string]>): SQL {
      return repo.matches(table, tsqueryTags(tags.map(([name, value]) => tag(name, value))));
    },
    /** The searched rows (approved) that match the keyword (any with none): the conditions to AND. */
    conditions(keyword: Keyword | null): SQL[] {
      return conditions(keyword);
    },
    /**
     * Counts the searched rows that match the keyword and the kind's `filters`, up to the cap: `total`
     * and `capped` (there are more). `filters` may be several disjoint parts, whose counts are added.
     * The matches are read from a `MATERIALIZED` CTE with a keyword (`materialized` overrides).
     */
    async count(
      tx: Tx,
      keyword: Keyword | null,
      o: { filters: ReadonlyArray<readonly SQL[]>; materialized?: boolean; from?: SQL | PgTable },
    ) {
      const base = conditions(keyword);
      const n = await repo.countCapped(tx, {
        from: o.from ?? def.table,
        parts: o.filters.map((f) => [...base, ...f]),
        cap: def.cap + 1,
        materialized: o.materialized ?? keyword !== null,
      });
      return { total: Math.min(n, def.cap), capped: n > def.cap };
    },
    /**
     * The statement that picks a page by relevance (`id`, `ord`) among the first cap + 1 matches of the
     * keyword and `filters` (and the first cap + 1 of its strict form), ties ordered by `ties` over the
     * `carry` columns; join it to the kind's rows by id.
     */
    ranked(
      keyword: Keyword,
      o: {
        filters: readonly SQL[];
        carry?: Record<string, PgColumn | SQL>;
        lead?: SQL;
        ties: SQL;
        limit: number;
        offset: number;
        from?: SQL | PgTable;
        /** Each row also carries `n`: the matches counted up to cap + 1, as `count` would (`counted`). */
        count?: boolean;
        /**
         * An order of the searched rows with an index (`repo.Walk`): without filters, a common keyword's
         * candidates are its first matches in this order, found without the GIN index (decision 071).
         */
        walk?: readonly repo.OrderKey[];
      },
    ): SQL {
      const sets = [keyword.match, ...(keyword.strict ? [keyword.strict] : [])];
      const walk =
        o.walk && o.filters.length === 0
          ? { walk: { rows: def.approved, keys: o.walk, share: share(keyword) }, keyword: keyword.match }
          : undefined;
      return repo.rankedIds(table, {
        from: o.from ?? def.table,
        sets: sets.map((q) => [...def.approved, repo.matches(table, q), ...o.filters]),
        rank: keyword.rank,
        carry: o.carry ?? {},
        lead: o.lead,
        ties: o.ties,
        cap: def.cap + 1,
        limit: o.limit,
        offset: o.offset,
        count: o.count,
        walk,
      });
    },
    /**
     * One page of the keyword's matches and `filters` in the kind's own order (`keys`), its rows read by
     * `read` (given the page's ids, non-empty, to return in that order), and the matches counted up to
     * the cap (`repo.orderedPage`: a bounded walk of the order's index, or every match sorted when the
     * walk does not fill the page). `narrow`: conditions implied by `filters` that only help the GIN
     * index find the matches.
     */
    async ordered<R>(
      tx: Tx,
      keyword: Keyword,
      o: {
        filters: readonly SQL[];
        narrow?: readonly SQL[];
        keys: readonly repo.OrderKey[];
        limit: number;
        offset: number;
        from?: SQL | PgTable;
        read: (ids: number[]) => Promise<R[]>;
      },
    ) {
      const { n, ids } = await repo.orderedPage(tx, table, {
        from: o.from ?? def.table,
        match: [...conditions(keyword), ...(o.narrow ?? []), ...o.filters],
        rows: [...def.approved, ...o.filters],
        keyword: keyword.match,
        keys: o.keys,
        cap: def.cap + 1,
        limit: o.limit,
        offset: o.offset,
        share: share(keyword),
      });
      const rows = ids.length > 0 ? await o.read(ids) : [];
      return { rows, total: Math.min(n, def.cap), capped: n > def.cap };
    },
    /** `total` and `capped` from the `n` that `ranked(…, { count: true })` gives. */
    counted(n: number) {
      return { total: Math.min(n, def.cap), capped: n > def.cap };
    },
    /** `text` HTML-escaped, the keyword's matches in `<em>`. */
    highlight(keyword: Keyword | null, text: string): string {
      return keyword ? highlight(text, keyword.marks) : escapeHtml(text);
    },
    /** An ~80-character highlighted excerpt around the first match (the beginning without one). */
    excerpt(keyword: Keyword | null, text: string): string {
      return excerpt(text, keyword?.marks ?? []);
    },
    /** Rewrites the vectors of these rows (their fields changed). */
    rewrite(tx: Tx, rows: ReadonlyArray<{ id: number; fields: F }>) {
      return repo.writeVectors(
        tx,
        table,
        rows.map((r) => ({ id: r.id, vector: vector(r.fields) })),
      );
    },
  };
}

/** A registered kind whose vector is built from fields `F`. */
export type SearchKind<F = unknown> = ReturnType<typeof defineSearchKind<F>>;

/**
 * The search module over every registered kind (app.ts lists them): fills the vectors of rows that have
 * none (a kind that got a vector after it had rows), a batch at a time.
 */
export function createSearchService(deps: { db: Db; kinds: readonly SearchKind[] }) {
  const { db } = deps;
  const names = new Set<string>();
  for (const k of deps.kinds) {
    if (names.has(k.kind)) throw new Error(`search kind ${k.kind} registered twice`);
    names.add(k.kind);
  }
  // each searched table once (listings hold two kinds, profiles two)
  const tables = [...new Map(deps.kinds.map((k) => [k.def.table, k.table])).values()];
  return {
    kinds: deps.kinds,
    /**
     * Copies the searched tables' common words from PostgreSQL's statistics (`search_common_words`,
     * decision 071); returns how many.
     */
    refreshCommonWords(tx?: Tx) {
      // replaced in one transaction: a search between the two statements would see none
      return tx
        ? repo.refreshCommonWords(tx, tables)
        : db.transaction((t) => repo.refreshCommonWords(t, tables));
    },
    /** Computes every missing vector; returns how many, by kind. */
    async fillMissing(batch = 500) {
      const filled: Record<string, number> = {};
      for (const k of deps.kinds) {
        if (!k.def.unindexed) continue;
        let n = 0;
        for (;;) {
          const rows = await k.def.unindexed(db, batch);
          if (rows.length === 0) break;
          await k.rewrite(db, rows);
          n += rows.length;
          if (rows.length < batch) break;
        }
        if (n > 0) filled[k.kind] = n;
      }
      return filled;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
