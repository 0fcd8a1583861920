/**
 * Chinese keyword search without a word segmenter (decision 008). Text is cut into runs of Han
 * characters and runs of other letters and digits (after NFKC, so full-width `３Ｄ` is `3d`):
 *
 * - at index time a Han run gives every single character and every overlapping pair of characters
 *   (`汽车展` → 汽 车 展 汽车 车展), a Latin or digit run gives its lower-cased word (`3D展台` → 3d 展台 展 台);
 * - at query time a Han run of one character gives that character, a longer run its overlapping pairs
 *   (`汽车展` → 汽车 车展): a text holding the keyword as typed holds them all. Which of them a match must
 *   hold is the server's search module's choice (its words, apps/server/src/modules/search/search-words.ts:
 *   `汽车展` needs 汽车; decision 008, "Recall"); these rank the matches.
 *
 * Pure: the server builds its tsvector and tsquery from these tokens, and highlights with them.
 */

const HAN = /\p{Script=Han}/u;
const WORD = /[\p{L}\p{N}]/u;
/** Longer Latin words are cut here: nobody searches for 40 letters in one word. */
const MAX_WORD = 40;
/** A query keeps at most this many tokens (a pasted paragraph still makes a bounded query). */
export const MAX_QUERY_TOKENS = 16;

/** A run of Han characters (`han`) or of other letters and digits. */
export type Run = { han: boolean; text: string };

/** The text (NFKC-folded) cut into runs of Han characters and runs of other letters and digits. */
export function runs(input: string): Run[] {
  const out: Run[] = [];
  let cur: Run | null = null;
  for (const ch of input.normalize('NFKC')) {
    const han = HAN.test(ch);
    if (!han && !WORD.test(ch)) {
      cur = null;
      continue;
    }
    if (cur && cur.han === han) cur.text += ch;
    else {
      cur = { han, text: ch };
      out.push(cur);
    }
  }
  return out;
}

const chars = (s: string) => Array.from(s);

function bigrams(cs: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < cs.length; i++) out.push(cs[i]! + cs[i + 1]!);
  return out;
}

/** Tokens of a text to index, in text order (repeats kept: the caller may weigh frequency). */
export function indexTokens(text: string): string[] {
  const out: string[] = [];
  for (const r of runs(text)) {
    if (!r.han) {
      out.push(r.text.toLowerCase().slice(0, MAX_WORD));
      continue;
    }
    const cs = chars(r.text);
    // each character, then the pair it starts: positions stay close to the text's order
    for (let i = 0; i < cs.length; i++) {
      out.push(cs[i]!);
      if (i + 1 < cs.length) out.push(cs[i]! + cs[i + 1]!);
    }
  }
  return out;
}

/** Every pair (or single character) of the query's Han runs and its Latin words; empty when it has none. */
export function queryTokens(query: string): string[] {
  const out = new Set<string>();
  for (const r of runs(query)) {
    if (!r.han) out.add(r.text.toLowerCase().slice(0, MAX_WORD));
    else {
      const cs = chars(r.text);
      for (const t of cs.length === 1 ? cs : bigrams(cs)) out.add(t);
    }
  }
  return [...out].slice(0, MAX_QUERY_TOKENS);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Where the query's tokens occur in `text` (case-insensitive), as merged [start, end) ranges. */
export function matchRanges(text: string, tokens: readonly string[]): Array<[number, number]> {
  const lower = text.toLowerCase();
  const ranges: Array<[number, number]> = [];
  for (const t of tokens) {
    if (!t) continue;
    for (let i = lower.indexOf(t); i >= 0; i = lower.indexOf(t, i + 1)) ranges.push([i, i + t.length]);
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** `text` HTML-escaped, with `<em>` around every match of the query's tokens. */
export function highlight(text: string, tokens: readonly string[]): string {
  let out = '';
  let at = 0;
  for (const [s, e] of matchRanges(text, tokens)) {
    out += `${escapeHtml(text.slice(at, s))}<em>${escapeHtml(text.slice(s, e))}</em>`;
    at = e;
  }
  return out + escapeHtml(text.slice(at));
}

/**
 * A highlighted excerpt of about `length` characters: around the first match when there is one, else
 * the beginning. Cut text is marked with `…`.
 */
export function excerpt(text: string, tokens: readonly string[], length = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const first = matchRanges(flat, tokens)[0];
  const start = first && first[0] > length / 4 ? Math.max(0, first[0] - Math.floor(length / 4)) : 0;
  const cut = flat.slice(start, start + length);
  return `${start > 0 ? '…' : ''}${highlight(cut, tokens)}${start + length < flat.length ? '…' : ''}`;
}
