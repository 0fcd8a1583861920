import { contactMask } from '@hz/contract/masking';
import { foldForContacts, invisible } from './contact-fold.ts';

/**
 * Contact details in what members publish before a deal (issue 12 point 7, issue 29 point 1): one
 * normaliser and one detector for every channel. Members reach each other through tasks and projects,
 * which reveal contacts once the parties have a deal; until then a phone number, QQ number, WeChat id,
 * e-mail address or a link to another platform in a text is replaced by `CONTACT_MASK`.
 *
 * One function per shape of text: `maskContactsInText` (plain text), `maskContactsInHtml` (sanitised rich
 * text: read across inline tags, not across blocks; tags kept), `maskContactsInFileName` (the stem masked,
 * the extension kept). `findContacts` / `findContactsInHtml` say what was found (for the attempts the
 * operators see); `hasContacts` whether anything was.
 *
 * How a text is read (`foldForContacts`): each code point is folded on its own — dropped when it is
 * invisible (zero-width characters, variation selectors, the keycap's combining mark, skin tones, tags),
 * else Unicode NFKC (full-width, mathematical, circled and superscript digits and letters → ASCII), then
 * every decimal digit of any script (Arabic-Indic, Devanagari, …) → 0–9, Chinese numerals (〇零一壹幺二贰两
 * 三叁…, Suzhou 〡–〩), dingbat digits (❶ ➀ ➊ ⓵ ⓿), a few symbols to what they stand for (✌ → v, ➕ → +,
 * hearts → ♥, ☎ 📞 📱 → tel, 🐧 → qq, regional indicators → letters), lower case. Every folded unit keeps the
 * range of the original it came from, so a match in the fold masks exactly its original characters.
 *
 * What is masked (docs/domains/contact-masking.md has the list and the reasons):
 * - mobile numbers: 11 digits 1[3-9]…, optionally +86/0086/86, with up to three non-letters (spaces,
 *   punctuation, emoji) or an `x` between any two digits;
 * - landlines with an area code (and an extension), 400/800 numbers, 7–8 digits after a phone word;
 * - QQ numbers after QQ, 扣扣, 企鹅, Q号, Q群, `Q:`, 🐧; WeChat ids or numbers after 微信 and its homophones
 *   and spellings (微 信, 威信, 薇信, 卫星, V信, ✌️信, v❤, vx, wx, ➕V, 加V, weixin, wechat, `V:`) and bare
 *   `wxid_…`; ids after other platforms' names (抖音, 小红书, 微博, 钉钉, telegram, whatsapp …);
 * - e-mail addresses, also written `abc艾特qq点com`, `abc at qq dot com`, `(at)`, `[at]`;
 * - links: `http(s)://…`, `www.…` and bare domains of the usual top-level domains (also `点com`);
 * - any other run of 9–12 digits (a bare QQ or phone number).
 * Not masked (the false positives the tests hold): dates and times, prices (a currency sign before or
 * 元/万/块 after), counts with units, booth sizes (6x9, 6×9米), dimensions (1380×1200×250mm, after 尺寸 or
 * 规格), order numbers (T2026120612345678), ID-like numbers (18-digit ID cards, bank cards, numbers glued
 * to letters), model numbers.
 */

/** What a contact detail becomes, in every channel (the contract's `contactMask`). */
export const CONTACT_MASK = contactMask;

export type ContactKind = 'phone' | 'qq' | 'wechat' | 'email' | 'link' | 'handle' | 'number';

export interface ContactMatch {
  kind: ContactKind;
  /** [start, end) in the original text (for HTML: in the HTML). */
  start: number;
  end: number;
  /** The original characters. */
  text: string;
}

// ---------------------------------------------------------------- rules

/** Stands for a block boundary in HTML's joined text: never a separator, never part of a match. */
const BOUNDARY = '\u0001';
/** One character that may sit between two digits of a number: not a letter or digit (or `x`). */
const SEP_CHAR = `(?:[^\\p{L}\\p{N}${BOUNDARY}\\n]|x)`;
/** Between two digits of one number: up to three of them. */
const S = `${SEP_CHAR}{0,3}`;
/** Between a keyword and what it introduces: separators and the words that join them (号码是 …). */
const GAP = `(?:[^\\p{L}\\p{N}${BOUNDARY}]|号|码|是|为|id|账|户|同|搜|索){0,8}`;
const digits = (min: number, max: number) => `[0-9](?:${S}[0-9]){${min - 1},${max - 1}}`;

const PHONE_WORDS = '电话|手机|座机|热线|致电|来电|联系方式|联系|tel|phone|mobile|call|手机号';
const QQ_WORDS = 'qq|扣扣|抠抠|叩叩|寇寇|蔻蔻|企鹅|球球|q号|q群|扣q';
/** 微信 and its homophones, also with separators between the two characters (微 信). */
const WECHAT_WORDS = [
  `[微威薇徽维危卫胃围唯]${SEP_CHAR}{0,3}[信星芯心]`,
  `(?<![a-z])v${SEP_CHAR}{0,3}[信♥]`,
  '(?<![a-z])(?:vx|wx|weixin|wechat|vchat|wechat\\s?id)(?![a-z])',
  '(?<![a-z])v[:]',
  `(?:加|\\+)${SEP_CHAR}{0,2}(?:v|微|wx|vx)(?![a-z])`,
].join('|');
const PLATFORM_WORDS =
  '抖音|快手|小红书|微博|淘宝|闲鱼|钉钉|飞书|(?<![a-z])(?:skype|telegram|whatsapp|facebook|instagram|ins|tg|dingtalk|douyin|xhs)(?![a-z])';
const TLDS =
  'com|cn|net|org|top|vip|xyz|cc|io|info|biz|shop|site|online|tech|wang|ltd|link|me|tv|co|club|store|work|art|design';

interface Rule {
  kind: ContactKind;
  re: RegExp;
  /** The group that is masked (the keyword before it stays); the whole match when absent. */
  group?: number;
  /** A number: refused by the checks for prices, units, sizes and lists (`looksLikeQuantity`). */
  numeric?: boolean;
  /** Also refused when another number follows at once (a list of prices, not a hotline). */
  notInList?: boolean;
}

const rule = (kind: ContactKind, source: string, extra: Omit<Rule, 'kind' | 're'> = {}): Rule => ({
  kind,
  re: new RegExp(source, 'gu'),
  ...extra,
});

const RULES: Rule[] = [
  // e-mail: "a@b.c"; spelled out with at/艾特 and dot/点 only with a known top-level domain
  rule(
    'email',
    `(?<![a-z0-9._%+-])[a-z0-9._%+-]+\\s*@\\s*[a-z0-9-]+(?:\\s*(?:\\.|。|点|dot)\\s*[a-z0-9-]+)+`,
  ),
  rule(
    'email',
    `(?<![a-z0-9._%+-])[a-z0-9._%+-]+\\s*(?:\\(at\\)|\\[at\\]|\\{at\\}|\\sat\\s|艾特|爱特|矮特|at艾特)\\s*[a-z0-9-]+(?:\\s*(?:\\.|。|点|\\sdot\\s|\\(dot\\)|\\[dot\\]|dot)\\s*[a-z0-9-]+)*\\s*(?:\\.|。|点|\\sdot\\s|\\(dot\\)|\\[dot\\]|dot)\\s*(?:${TLDS})(?![a-z0-9])`,
  ),
  // links: a scheme or www., or a bare domain of a usual top-level domain (also "abc点com")
  rule('link', `(?:https?:\\/\\/|www\\.)[^\\s<>"'，。、；！？）】\\u0001]+`),
  rule(
    'link',
    `(?<![a-z0-9@._-])(?:[a-z0-9-]+\\.)+(?:${TLDS})(?:\\.[a-z]{2})?(?![a-z0-9-])(?:\\/[^\\s<>"'，。、；！？）】\\u0001]*)?`,
  ),
  rule('link', `(?<![a-z0-9@._-])[a-z0-9-]{2,}\\s*(?:点|dot)\\s*(?:com|cn|net|org)(?![a-z0-9])`),
  // mobile, optionally +86 / 0086 / 86
  rule('phone', `(?<![0-9])(?:(?:\\+|00)?86${S})?1${S}[3-9](?:${S}[0-9]){9}(?![0-9])`, { numeric: true }),
  // other countries' numbers written with their code: +852 … (8 to 12 digits after it)
  rule('phone', `\\+[1-9][0-9]{0,2}${S}${digits(8, 12)}(?![0-9])`, { numeric: true }),
  // landline with area code, optional extension
  rule(
    'phone',
    `(?<![0-9])\\(?0[0-9]{2,3}\\)?${S}[2-9](?:${S}[0-9]){6,7}(?:\\s*(?:转|-|ext\\.?|x)\\s*[0-9]{1,6})?(?![0-9])`,
    { numeric: true, notInList: true },
  ),
  // 400 / 800 numbers
  rule('phone', `(?<![0-9])[48]00${S}${digits(3, 3)}${S}${digits(4, 4)}(?![0-9])`, {
    numeric: true,
    notInList: true,
  }),
  // a local number after a phone word
  rule('phone', `((?:${PHONE_WORDS})${GAP})(${digits(7, 8)})(?![0-9])`, { group: 2, numeric: true }),
  // QQ numbers after a QQ word, or "Q:" / "Q 12345"
  rule('qq', `((?:${QQ_WORDS})${GAP})(${digits(5, 12)})(?![0-9])`, { group: 2, numeric: true }),
  rule('qq', `((?<![a-z])q[\\s:]{1,3})(${digits(5, 12)})(?![0-9])`, { group: 2, numeric: true }),
  // WeChat ids or numbers after a WeChat word, and bare wxid_…
  rule('wechat', `((?:${WECHAT_WORDS})${GAP})([a-z][-_a-z0-9]{5,19}|${digits(5, 20)})(?![-_a-z0-9])`, {
    group: 2,
  }),
  rule('wechat', '(?<![a-z0-9])wxid_[a-z0-9_-]{4,}'),
  // an account on another platform
  rule('handle', `((?:${PLATFORM_WORDS})${GAP})(@?[a-z0-9][-_.a-z0-9]{3,29})(?![-_.a-z0-9])`, {
    group: 2,
    numeric: true,
  }),
  // any other run of 9–12 digits: a bare QQ or phone number (not glued to letters: an order or model number)
  rule('number', '(?<![0-9a-z._-])[0-9]{9,12}(?![0-9a-z_-])', { numeric: true }),
];

/** Units, currencies and counters: a number followed by one is a quantity, not a contact. */
const UNIT_AFTER =
  /^\s*(?:元|块|万|千|百|亿|角|rmb|yuan|m(?![a-z])|mm|cm|km|米|毫米|厘米|公分|平|㎡|m2|kg|吨|年|月|日|天|号馆|个|人|家|次|届|层|楼|期|件|套|张|台|位|%|％)/u;
const CURRENCY_BEFORE = /(?:[¥$€£]|rmb|人民币|价格?|费用?|预算|金额|报价)\s*[:：]?\s*$/u;
const SIZE_BEFORE = /(?:尺寸|规格|长宽高|面积|大小|size|dims?|[lwh])\s*[:：]?\s*$/u;
const LIST_NEXT = new RegExp(`^${SEP_CHAR}{1,3}[0-9]`, 'u');

/** A numeric match that reads as a quantity (a price, a size, a count), or part of a list of numbers. */
function looksLikeQuantity(folded: string, start: number, end: number, r: Rule): boolean {
  const before = folded.slice(Math.max(0, start - 8), start);
  const after = folded.slice(end, end + 6);
  if (UNIT_AFTER.test(after) || CURRENCY_BEFORE.test(before)) return true;
  const matched = folded.slice(start, end);
  // sizes: numbers joined by x or × with a size word before them or a unit after them
  if (/[0-9]\s*[x×*]\s*[0-9]/u.test(matched) && SIZE_BEFORE.test(before)) return true;
  return r.notInList === true && LIST_NEXT.test(after);
}

/** The matches of every rule in folded text, as [start, end) in the fold with their kind. */
function foldedMatches(folded: string): Array<{ kind: ContactKind; start: number; end: number }> {
  const found: Array<{ kind: ContactKind; start: number; end: number }> = [];
  for (const r of RULES) {
    r.re.lastIndex = 0;
    for (const m of folded.matchAll(r.re)) {
      const at = m.index ?? 0;
      let start = at;
      let end = at + m[0].length;
      if (r.group !== undefined) {
        const kept = m.slice(1, r.group).reduce((n, g) => n + (g?.length ?? 0), 0);
        start = at + kept;
        end = start + (m[r.group]?.length ?? 0);
      }
      // trailing separators are not part of a contact
      while (end > start && /[\s.,;:!?)\]]/u.test(folded[end - 1]!)) end -= 1;
      if (end <= start) continue;
      if (r.numeric && looksLikeQuantity(folded, start, end, r)) continue;
      found.push({ kind: r.kind, start, end });
    }
  }
  return found;
}

/** Overlapping or touching ranges merged, in order; the first-found kind is kept. */
function merge<T extends { start: number; end: number }>(ranges: T[]): T[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: T[] = [];
  for (const r of sorted) {
    const last = merged.at(-1);
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

/** The contact details in plain text, merged, in order, as ranges of the original. */
export function findContacts(text: string): ContactMatch[] {
  if (!text) return [];
  const folded = foldForContacts(text);
  const matches = merge(foldedMatches(folded.text));
  return matches.map((m) => {
    const start = folded.from[m.start]![0];
    let end = folded.from[m.end - 1]![1];
    // what reads as nothing after the last character belongs to it (the keycap's FE0F and 20E3)
    for (let cp = text.codePointAt(end); cp !== undefined && invisible(cp); cp = text.codePointAt(end))
      end += cp > 0xffff ? 2 : 1;
    return { kind: m.kind, start, end, text: text.slice(start, end) };
  });
}

export const hasContacts = (text: string) => findContacts(text).length > 0;

/** `ranges` of `text` replaced by the mask. */
function replaceRanges(text: string, ranges: Array<{ start: number; end: number }>): string {
  let out = '';
  let at = 0;
  for (const { start, end } of ranges) {
    out += text.slice(at, start) + CONTACT_MASK;
    at = end;
  }
  return out + text.slice(at);
}

/** Plain text with every contact detail replaced by `CONTACT_MASK`. */
export function maskContactsInText(text: string): string {
  const found = findContacts(text);
  return found.length === 0 ? text : replaceRanges(text, found);
}

/**
 * A file name with the contact details of its stem masked and its extension kept
 * (`报价单13812345678.pdf` → `报价单联系方式已隐藏（成交后可见）.pdf`).
 */
export function maskContactsInFileName(name: string): string {
  const dot = /\.[A-Za-z0-9]{1,10}$/.exec(name);
  const stem = dot ? name.slice(0, dot.index) : name;
  const masked = maskContactsInText(stem);
  return masked === stem ? name : masked + (dot ? dot[0] : '');
}

// ---------------------------------------------------------------- HTML

/** Tags that end a block: their text is not read as one number with the next block's. */
const BLOCK = /^<\/?(p|li|ul|ol|h\d|blockquote|br|div|tr|td|th|table)\b/i;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string): string {
  const body = entity.slice(1, -1);
  if (body.startsWith('#')) {
    const n = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : entity;
  }
  return NAMED[body] ?? entity;
}

/** The text of HTML (entities decoded, blocks marked) and, per unit, its [start, end) in the HTML. */
function htmlText(html: string): { text: string; at: Array<[number, number]> } {
  let text = '';
  const at: Array<[number, number]> = [];
  let offset = 0;
  for (const part of html.split(/(<[^>]*>)/)) {
    if (part.startsWith('<') && part.endsWith('>')) {
      if (BLOCK.test(part)) {
        text += BOUNDARY;
        at.push([-1, -1]);
      }
    } else {
      for (const m of part.matchAll(/&(?:#[0-9]{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});|[\s\S]/giu)) {
        const s = offset + (m.index ?? 0);
        const decoded = m[0].length > 1 && m[0].startsWith('&') ? decodeEntity(m[0]) : m[0];
        for (let k = 0; k < decoded.length; k++) at.push([s, s + m[0].length]);
        text += decoded;
      }
    }
    offset += part.length;
  }
  return { text, at };
}

/** The contact details in sanitised HTML, as ranges of the HTML's text characters (tags between kept). */
function htmlMatches(html: string): Array<{ kind: ContactKind; pieces: Array<[number, number]> }> {
  const { text, at } = htmlText(html);
  return findContacts(text).map((m) => {
    const pieces: Array<[number, number]> = [];
    for (let i = m.start; i < m.end; i++) {
      const [s, e] = at[i]!;
      if (s < 0) continue;
      const last = pieces.at(-1);
      if (last && last[1] >= s) last[1] = Math.max(last[1], e);
      else pieces.push([s, e]);
    }
    return { kind: m.kind, pieces };
  });
}

export function findContactsInHtml(html: string): ContactMatch[] {
  return htmlMatches(html).flatMap(({ kind, pieces }) => {
    if (pieces.length === 0) return [];
    const start = pieces[0]![0];
    const end = pieces.at(-1)![1];
    const text = pieces.map(([s, e]) => html.slice(s, e)).join('');
    return [{ kind, start, end, text }];
  });
}

/**
 * Sanitised HTML with every contact detail in its text replaced by `CONTACT_MASK`. The text is read
 * across inline tags (`138<b>0000</b>0000` is one number) but not across blocks; tags are kept, the mask
 * takes the place of the first piece and the other pieces are dropped.
 */
export function maskContactsInHtml(html: string): string {
  const found = htmlMatches(html).filter((m) => m.pieces.length > 0);
  if (found.length === 0) return html;
  const cuts = found.flatMap(({ pieces }) =>
    pieces.map(([start, end], i) => ({ start, end, mask: i === 0 })),
  );
  cuts.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const c of cuts) {
    if (c.start < at) continue;
    out += html.slice(at, c.start) + (c.mask ? CONTACT_MASK : '');
    at = c.end;
  }
  return out + html.slice(at);
}

// ---------------------------------------------------------------- one save

/** A contact detail found in one field of a save, as written (for the operators' list). */
export interface ContactFinding {
  field: string;
  kind: ContactKind;
  text: string;
}

/**
 * The texts of one save, masked field by field with the function for their shape, and what was found
 * in them: the module then stores the masked texts, tells the author (`hidden`) and records the attempt
 * (modules/masking). `const s = contactScreen(); title = s.text('title', b.title); …; s.found`.
 */
export function contactScreen() {
  const found: ContactFinding[] = [];
  const note = (field: string, matches: ContactMatch[]) => {
    for (const m of matches) found.push({ field, kind: m.kind, text: m.text.slice(0, 200) });
  };
  const text = (field: string, value: string): string => {
    const matches = findContacts(value);
    note(field, matches);
    return matches.length === 0 ? value : replaceRanges(value, matches);
  };
  return {
    found,
    /** Whether anything was masked so far. */
    hidden: () => found.length > 0,
    text,
    list: (field: string, values: readonly string[]) => values.map((v) => text(field, v)),
    html(field: string, value: string): string {
      const matches = findContactsInHtml(value);
      note(field, matches);
      return matches.length === 0 ? value : maskContactsInHtml(value);
    },
    fileName(field: string, value: string): string {
      const masked = maskContactsInFileName(value);
      if (masked !== value) note(field, findContacts(value));
      return masked;
    },
  };
}
export type ContactScreen = ReturnType<typeof contactScreen>;
