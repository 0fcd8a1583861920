import { indexTokens } from '@hz/contract/common/search-tokens';

/** PostgreSQL keeps positions up to 16383. */
const MAX_POS = 16_383;
/** Positions kept per token: enough for ranking by frequency, small enough to keep rows small. */
const MAX_POSITIONS = 8;

const quote = (t: string) => `'${t.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * A `tsvector` literal of the given texts (decision 008): tokens from `indexTokens`, positions in text
 * order, each text's positions marked with its weight (A the title, B the rest). Written as a literal and
 * cast, so the database's own parser (which differs between locales and builds) never sees Chinese text.
 */
export function tsvectorLiteral(
  parts: ReadonlyArray<{ text: string; weight: 'A' | 'B' | 'C' | 'D' }>,
  tags: readonly string[] = [],
) {
  const positions = new Map<string, string[]>();
  let pos = 0;
  for (const { text, weight } of parts) {
    for (const token of indexTokens(text)) {
      pos = Math.min(pos + 1, MAX_POS);
      const list = positions.get(token) ?? [];
      if (list.length < MAX_POSITIONS) list.push(`${pos}${weight}`);
      positions.set(token, list);
    }
  }
  const words = [...positions].map(([t, ps]) => `${quote(t)}:${ps.join(',')}`);
  // a tag is a lexeme without positions (ranking never sees it: no keyword holds one)
  return [...words, ...[...new Set(tags)].map(quote)].join(' ');
}

/**
 * A tag of a row's vector (`#serves:上海市`): a value a filter tests, written as one lexeme that no keyword
 * can match. A keyword's tokens are letters and digits only (Han pairs, Latin or digit words, the latter
 * matched as prefixes: `se` finds every lexeme that starts with `se`); a tag starts with `#`.
 */
export const tag = (name: string, value: string) => `#${name}:${value}`;

/** A `tsquery` literal that holds any of the tags, exactly (no prefix matching). */
export const tsqueryTags = (tags: readonly string[]) => tags.map(quote).join(' | ');

const LATIN = /^[^\p{Script=Han}]{2,}$/u;
/** A token a query matches as a prefix: a Latin or digit word of two or more characters. */
export const isPrefix = (t: string) => LATIN.test(t);
const lexeme = (t: string) => (isPrefix(t) ? `${quote(t)}:*` : quote(t));

/**
 * A `tsquery` literal that holds every token (AND), or '' for none. A Latin or digit word of two or more
 * characters matches as a prefix (`le` finds `LED`, `ces` finds `CES2026`); one letter stays exact, or it
 * would match most of the index.
 */
export const tsqueryLiteral = (tokens: readonly string[]) => tokens.map(lexeme).join(' & ');

/** A `tsquery` literal that holds any of the tokens (OR), for ranking by how many occur; '' for none. */
export const tsqueryAny = (tokens: readonly string[]) => tokens.map(lexeme).join(' | ');

/**
 * A `tsquery` literal that holds every term (AND), a term being any of its alternatives (OR), an
 * alternative every one of its tokens (AND): `'上海' & ('车展' | '汽车' & '展')`.
 */
export const tsqueryTerms = (terms: ReadonlyArray<ReadonlyArray<readonly string[]>>) =>
  terms
    .map((alternatives) => {
      const any = alternatives.map(tsqueryLiteral).join(' | ');
      return alternatives.length > 1 ? `(${any})` : any;
    })
    .join(' & ');
