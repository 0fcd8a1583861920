import { MAX_QUERY_TOKENS, queryTokens, runs } from '@hz/contract/common/search-tokens';

/**
 * The words of a keyword as a person means them (decision 008, "Recall"). The index holds every Han
 * character and pair; this decides which of them a match must hold.
 *
 * A Han run is cut into words by the general segmenter (`Intl.Segmenter('zh')`, ICU's dictionary) and a
 * small trade dictionary for the words ICU cuts apart (展台 → 展|台, 车展 → 车|展). Then:
 * - a word of two or more characters must occur: all its pairs (汽车 → 汽车; 展览会 → 展览 & 览会), or one
 *   of the phrases it stands for (车展 is 汽车…展 too);
 * - characters that ICU leaves single next to each other (a name or a word it does not know: 工场, 茶展)
 *   are one word, each character of which must occur;
 * - a single character between words (汽车展 → 汽车 + 展) is optional: it only raises the rank, unless the
 *   keyword has nothing else (展, or 上 海).
 * Latin and digit words must occur (from their start, as before).
 */

/**
 * Trade words that ICU cuts into single characters, and what an abbreviation also means: each phrase a
 * list of words that must all occur. A dictionary word is taken only where it covers whole ICU segments
 * (车展 in 上海|车|展, not in 汽车|展 or 新|车|展示).
 */
const TRADE: Record<string, readonly string[]> = {
  展台: [],
  展位: [],
  展馆: [],
  展区: [],
  展厅: [],
  展商: [],
  展品: [],
  参展: [],
  布展: [],
  撤展: [],
  特装: [],
  标摊: [],
  标展: [],
  光地: [],
  岛型: [],
  搭建: [],
  会展: [],
  展览会: [],
  博览会: [],
  交易会: [],
  展销会: [],
  展示会: [],
  零部件: [],
  新能源: [],
  机器人: [],
  显示屏: [],
  // 展会 is any exhibition: 展览会, 博览会, 交易会 …
  展会: ['展'],
  车展: ['汽车 展'],
  家博会: ['家具 博览'],
  建博会: ['建筑 博览'],
  工博会: ['工业 博览'],
  进博会: ['进口 博览'],
  广交会: ['进出口 交易会'],
  糖酒会: ['糖酒'],
};
const LONGEST = Math.max(...Object.keys(TRADE).map((w) => w.length));

/** Tokens a Han word must hold: its pairs, or the character itself. */
const pairs = (word: string): string[] => {
  const cs = Array.from(word);
  if (cs.length === 1) return cs;
  return cs.slice(1).map((c, i) => cs[i]! + c);
};

/** One condition of a keyword: any of `alternatives`, each a set of tokens that must all occur. */
export type Term = ReadonlyArray<readonly string[]>;

export interface QueryWords {
  /** Terms a match must hold (AND); empty when the keyword has nothing but single characters. */
  required: Term[];
  /** Single characters that only raise the rank (required when `required` is empty). */
  optional: string[];
  /** Every token of the keyword, for ranking and marking: its runs' pairs and words, and the above. */
  all: string[];
}

const segmenter =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;

/** A Han run as words: ICU's segments, trade words where they cover whole segments, singles joined. */
export function hanWords(run: string): Array<{ word: string; known: boolean }> {
  const cs = Array.from(run);
  // ICU's segments, as character offsets
  const segs: string[] = segmenter ? [...segmenter.segment(run)].map((s) => s.segment) : cs;
  /** Where each segment that starts at an offset ends. */
  const segEnd = new Map<number, number>();
  let at = 0;
  for (const s of segs) {
    const n = Array.from(s).length;
    segEnd.set(at, at + n);
    at += n;
  }
  const boundary = (k: number) => k === cs.length || segEnd.has(k);
  const words: Array<{ word: string; known: boolean }> = [];
  let i = 0;
  while (i < cs.length) {
    let end = segEnd.get(i) ?? i + 1;
    for (let len = Math.min(LONGEST, cs.length - i); len >= 2; len--) {
      if (Object.hasOwn(TRADE, cs.slice(i, i + len).join('')) && boundary(i + len)) {
        end = i + len;
        break;
      }
    }
    const word = cs.slice(i, end).join('');
    const last = words[words.length - 1];
    // single characters side by side are one word that ICU does not know
    if (end - i === 1 && last && !last.known) last.word += word;
    else words.push({ word, known: end - i > 1 });
    i = end;
  }
  return words;
}

/** The keyword's words: what a match must hold, what only ranks, and every token (see above). */
export function queryWords(keyword: string): QueryWords {
  const required: Term[] = [];
  const optional: string[] = [];
  const seen = new Set<string>();
  const add = (term: Term) => {
    const key = JSON.stringify(term);
    if (!seen.has(key)) required.push(term);
    seen.add(key);
  };
  for (const r of runs(keyword)) {
    if (!r.han) {
      for (const t of queryTokens(r.text)) add([[t]]);
      continue;
    }
    for (const { word, known } of hanWords(r.text)) {
      const n = Array.from(word).length;
      if (n === 1) optional.push(word);
      else if (!known) add([Array.from(new Set(Array.from(word)))]);
      else add([pairs(word), ...(TRADE[word] ?? []).map((phrase) => phrase.split(' ').flatMap(pairs))]);
    }
  }
  // at most MAX_QUERY_TOKENS tokens must occur: the first terms
  const bounded: Term[] = [];
  let count = 0;
  for (const term of required) {
    count += term.reduce((n, alt) => n + alt.length, 0);
    if (count > MAX_QUERY_TOKENS && bounded.length > 0) break;
    bounded.push(term);
  }
  const singles = [...new Set(optional)];
  const all = new Set([...queryTokens(keyword), ...bounded.flat(2), ...singles]);
  return {
    required: bounded,
    optional: singles.slice(0, MAX_QUERY_TOKENS),
    all: [...all].slice(0, 2 * MAX_QUERY_TOKENS),
  };
}
