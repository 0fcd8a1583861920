/**
 * How the contact detector reads a text (contact-mask.ts): each code point folded on its own — dropped
 * when invisible, else NFKC, every decimal digit of any script to 0–9, Chinese numerals, dingbat digits and
 * a few symbols to what they stand for, lower case — keeping, per folded unit, the range of the original it
 * came from, so that a match in the fold masks exactly its original characters.
 */

/** Code points read as nothing: they can sit between digits without being seen. */
export function invisible(cp: number): boolean {
  return (
    (cp >= 0xfe00 && cp <= 0xfe0f) || // variation selectors (the emoji presentation of ❤️, 1️⃣)
    (cp >= 0x200b && cp <= 0x200f) || // zero-width space, non-joiner, joiner, LRM, RLM
    (cp >= 0x2060 && cp <= 0x2064) || // word joiner, invisible operators
    (cp >= 0x202a && cp <= 0x202e) || // bidi embeddings
    (cp >= 0x2066 && cp <= 0x2069) || // bidi isolates
    cp === 0xfeff || // zero-width no-break space
    cp === 0x00ad || // soft hyphen
    cp === 0x034f || // combining grapheme joiner
    cp === 0x180e || // Mongolian vowel separator
    cp === 0x20e3 || // combining enclosing keycap (1️⃣ is 1, FE0F, 20E3)
    (cp >= 0x1f3fb && cp <= 0x1f3ff) || // skin tones
    (cp >= 0xe0000 && cp <= 0xe007f) || // tags
    (cp >= 0xe0100 && cp <= 0xe01ef) // variation selectors supplement
  );
}

const CHINESE_DIGITS: Record<string, string> = {
  〇: '0',
  零: '0',
  一: '1',
  壹: '1',
  幺: '1',
  二: '2',
  贰: '2',
  两: '2',
  三: '3',
  叁: '3',
  四: '4',
  肆: '4',
  五: '5',
  伍: '5',
  六: '6',
  陆: '6',
  七: '7',
  柒: '7',
  八: '8',
  捌: '8',
  九: '9',
  玖: '9',
};

const HEARTS = new Set([
  0x2764, 0x2763, 0x2665, 0x2661, 0x1f493, 0x1f494, 0x1f495, 0x1f496, 0x1f497, 0x1f498, 0x1f499, 0x1f49a,
  0x1f49b, 0x1f49c, 0x1f49d, 0x1f49e, 0x1f49f, 0x1f5a4, 0x1f90d, 0x1f90e, 0x1f9e1, 0x1fa75, 0x1fa76, 0x1fa77,
]);
const PHONES = new Set([0x260e, 0x260f, 0x2706, 0x1f4de, 0x1f4f1, 0x1f4f2, 0x1f4df, 0x1f57b, 0x1f57d]);

/** Symbols that stand for a letter, a word or a digit, and digits NFKC leaves alone. */
function symbol(cp: number): string | undefined {
  if (cp === 0x270c) return 'v'; // ✌ reads as V (✌️信 = V信)
  if (cp === 0x2795 || cp === 0x271a || cp === 0x2719) return '+'; // ➕ ✚
  if (HEARTS.has(cp)) return '♥';
  if (PHONES.has(cp)) return 'tel';
  if (cp === 0x1f427) return 'qq'; // 🐧 is QQ's penguin
  if (cp >= 0x1f1e6 && cp <= 0x1f1ff) return String.fromCharCode(0x61 + cp - 0x1f1e6); // 🇻 → v
  // dingbat and double-circled digits: ❶–❾ ➀–➈ ➊–➒ ⓵–⓽, ⓿; their tens
  for (const first of [0x2776, 0x2780, 0x278a, 0x24f5]) {
    if (cp >= first && cp <= first + 8) return String(cp - first + 1);
    if (cp === first + 9) return '10';
  }
  if (cp === 0x24ff) return '0';
  if (cp === 0x1f51f) return '10'; // 🔟
  if (cp >= 0x3021 && cp <= 0x3029) return String(cp - 0x3020); // Suzhou numerals 〡–〩
  return undefined;
}

const DECIMAL = /\p{Nd}/u;
const digitValues = new Map<number, string>();

/**
 * The value of a decimal digit of any script. Unicode encodes every script's decimal digits as runs of
 * ten in order from 0 (a stability policy), so the value is the distance from the start of the run, mod 10.
 */
function digitValue(cp: number): string {
  if (cp >= 0x30 && cp <= 0x39) return String.fromCharCode(cp);
  const known = digitValues.get(cp);
  if (known) return known;
  let start = cp;
  while (DECIMAL.test(String.fromCodePoint(start - 1))) start -= 1;
  const value = String((cp - start) % 10);
  digitValues.set(cp, value);
  return value;
}

/** One original code point as folded text (possibly empty or several units). */
function foldCodePoint(ch: string, cp: number): string {
  if (invisible(cp)) return '';
  const sym = symbol(cp);
  if (sym !== undefined) return sym;
  const chinese = CHINESE_DIGITS[ch];
  if (chinese) return chinese;
  let out = '';
  for (const c of ch.normalize('NFKC')) {
    const p = c.codePointAt(0)!;
    if (invisible(p)) continue;
    out += DECIMAL.test(c) ? digitValue(p) : c.toLowerCase();
  }
  return out;
}

export interface Folded {
  text: string;
  /** Per unit of `text`: the [start, end) of the original code point it came from. */
  from: Array<[number, number]>;
}

/** The text as the rules read it, with where each folded unit came from. */
export function foldForContacts(text: string): Folded {
  let out = '';
  const from: Array<[number, number]> = [];
  let i = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const folded = foldCodePoint(ch, cp);
    for (let k = 0; k < folded.length; k++) from.push([i, i + ch.length]);
    out += folded;
    i += ch.length;
  }
  return { text: out, from };
}
