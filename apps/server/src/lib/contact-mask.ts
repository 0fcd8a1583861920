/**
 * Contact details in published text (issue 12, point 7): profiles, works, cases and services must not
 * carry a phone number, QQ number, WeChat id or e-mail address — members reach each other through tasks
 * and projects, which reveal contacts once a party is confirmed. Every text of those kinds goes through
 * `maskContacts` (plain text) or `maskContactsInHtml` (sanitised rich text) when it is written and again
 * when it is read, so a pattern added here later also covers what was stored before.
 *
 * The rules run on a folded copy of the text of the same length (full-width letters and digits, Chinese
 * and circled numerals → ASCII), so `１３８ ００００ ００００` and `一三八零零零零零零零零` are caught, and the
 * matched ranges are replaced in the original. What is masked (docs/domains/people.md "Contact masking"):
 * - mobile numbers (11 digits from 13–19, optionally +86), spaces, dashes or dots between digits allowed;
 * - landlines with an area code (`021-6123 4567`, `(0755)23456789`, an extension), 400/800 numbers, and
 *   7–8 digit numbers right after a phone word (电话, 座机, 热线, tel …);
 * - QQ numbers after QQ, 扣扣, 企鹅, Q号 or `Q:`; WeChat ids (a letter and 5–19 more letters, digits,
 *   `_`, `-`) or numbers after 微信, 威信, VX, WX, V信, weixin, wechat or `V:`;
 * - e-mail addresses (also written with `(at)`, `[at]` or 点 for the dot);
 * - any run of 9 or more digits (a bare QQ or phone number).
 * Not masked: areas (36㎡), years, dates (2026-11-23), prices and price ranges (1500-3000元/㎡), counts.
 */

/** What a masked contact becomes. */
export const CONTACT_MASK = '***';

const CHINESE_DIGITS: Record<string, string> = {
  〇: '0',
  零: '0',
  一: '1',
  壹: '1',
  幺: '1',
  二: '2',
  贰: '2',
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

/** One UTF-16 unit folded to one unit: the text keeps its length, so ranges found in the fold fit it. */
function foldUnit(ch: string): string {
  const c = ch.charCodeAt(0);
  // full-width ASCII (！ … ～) and the ideographic space
  if (c >= 0xff01 && c <= 0xff5e) return String.fromCharCode(c - 0xfee0);
  if (c === 0x3000) return ' ';
  // circled and parenthesised digits ①–⑨, ⑴–⑼, ⒈–⒐, ⓪
  if (c >= 0x2460 && c <= 0x2468) return String.fromCharCode(0x31 + c - 0x2460);
  if (c >= 0x2474 && c <= 0x247c) return String.fromCharCode(0x31 + c - 0x2474);
  if (c >= 0x2488 && c <= 0x2490) return String.fromCharCode(0x31 + c - 0x2488);
  if (c === 0x24ea) return '0';
  // dashes of every width
  if (c === 0x2010 || c === 0x2011 || c === 0x2012 || c === 0x2013 || c === 0x2014 || c === 0x2015)
    return '-';
  if (c === 0x2212 || c === 0xfe63) return '-';
  return CHINESE_DIGITS[ch] ?? ch;
}

export function foldForContacts(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += foldUnit(text[i]!);
  return out;
}

/** Between two digits of one number: up to three spaces, dashes, dots, middots, underscores or stars. */
const S = '[\\s\\-.·_*]{0,3}';
const digits = (min: number, max: number) => `\\d(?:${S}\\d){${min - 1},${max - 1}}`;

interface Rule {
  re: RegExp;
  /** The group that is masked (the keyword before it stays); the whole match when absent. */
  group?: number;
}

const PHONE_WORDS = '电话|手机|座机|热线|致电|来电|联系方式|tel|phone|mobile|call';
const QQ_WORDS = 'qq|扣扣|抠抠|叩叩|企鹅|球球|q号|q群';
const WECHAT_WORDS = '微信|威信|薇信|徽信|维信|v信|vx|wx|weixin|wechat|vchat';

const RULES: Rule[] = [
  // e-mail, also "name (at) host 点 com"
  {
    re: /[a-z0-9._%+-]+\s*(?:@|\(at\)|\[at\]|\sat\s)\s*[a-z0-9-]+(?:\s*(?:\.|点|\(dot\)|\[dot\])\s*[a-z0-9-]+)+/gi,
  },
  // mobile, optionally +86 / 0086 / 86
  { re: new RegExp(`(?<!\\d)(?:(?:\\+|00)?86${S})?1${S}[3-9](?:${S}\\d){9}(?!\\d)`, 'g') },
  // landline with area code, optional extension
  {
    re: new RegExp(
      `(?<!\\d)\\(?0\\d{2,3}\\)?${S}[2-9](?:${S}\\d){6,7}(?:\\s*(?:转|-|ext\\.?|x)\\s*\\d{1,6})?(?!\\d)`,
      'gi',
    ),
  },
  // 400 / 800 numbers
  { re: new RegExp(`(?<!\\d)[48]00${S}${digits(3, 3)}${S}${digits(4, 4)}(?!\\d)`, 'g') },
  // a local number after a phone word
  { re: new RegExp(`((?:${PHONE_WORDS})[^\\da-z]{0,6})(${digits(7, 8)})(?!\\d)`, 'gi'), group: 2 },
  // QQ numbers after a QQ word, or "Q:" / "Q 12345"
  { re: new RegExp(`((?:${QQ_WORDS})[^\\da-z]{0,6})(${digits(5, 12)})(?!\\d)`, 'gi'), group: 2 },
  { re: new RegExp(`((?<![a-z])q[\\s:：]{1,3})(${digits(5, 12)})(?!\\d)`, 'gi'), group: 2 },
  // WeChat ids or numbers after a WeChat word, "V:" or 加v
  {
    re: new RegExp(
      `((?:(?<![a-z])(?:${WECHAT_WORDS})|(?<![a-z])v[:：]|加v|\\+v)[^\\da-z]{0,6})([a-z][-_a-z0-9]{5,19}|${digits(5, 20)})(?![-_a-z0-9])`,
      'gi',
    ),
    group: 2,
  },
  // any long run of digits: a bare QQ or phone number
  { re: /(?<!\d)\d{9,}(?!\d)/g },
];

/** The [start, end) ranges of contact details in `text`, merged, in order. */
export function contactRanges(text: string): Array<[number, number]> {
  const folded = foldForContacts(text);
  const found: Array<[number, number]> = [];
  for (const { re, group } of RULES) {
    re.lastIndex = 0;
    for (const m of folded.matchAll(re)) {
      const start = m.index ?? 0;
      if (group === undefined) found.push([start, start + m[0].length]);
      else {
        const kept = m.slice(1, group).reduce((n, g) => n + (g?.length ?? 0), 0);
        found.push([start + kept, start + kept + (m[group]?.length ?? 0)]);
      }
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const r of found) {
    const last = merged.at(-1);
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** Plain text with every contact detail replaced by `***`. */
export function maskContacts(text: string): string {
  const ranges = contactRanges(text);
  if (ranges.length === 0) return text;
  let out = '';
  let at = 0;
  for (const [s, e] of ranges) {
    out += text.slice(at, s) + CONTACT_MASK;
    at = e;
  }
  return out + text.slice(at);
}

/** Tags that end a block: their text is not read as one number with the next block's. */
const BLOCK = /^<\/?(p|li|ul|ol|h\d|blockquote|br|div)\b/i;
/** Stands for a block boundary in the joined text; not a separator of the rules. */
const BOUNDARY = '\u0001';

/**
 * Sanitised HTML with every contact detail in its text replaced by `***`. The text is read across inline
 * tags (`138<b>0000</b>0000` is one number) but not across blocks; tags are kept.
 */
export function maskContactsInHtml(html: string): string {
  // the text without tags, and where each of its characters is in the HTML
  const parts = html.split(/(<[^>]*>)/);
  let text = '';
  const pos: number[] = [];
  let offset = 0;
  for (const part of parts) {
    if (part.startsWith('<') && part.endsWith('>')) {
      if (BLOCK.test(part)) {
        text += BOUNDARY;
        pos.push(-1);
      }
    } else {
      for (let i = 0; i < part.length; i++) {
        text += part[i];
        pos.push(offset + i);
      }
    }
    offset += part.length;
  }
  const ranges = contactRanges(text);
  if (ranges.length === 0) return html;
  // per HTML position: dropped, or replaced by the mask (the first text character of each range)
  const drop = new Set<number>();
  const maskAt = new Set<number>();
  for (const [s, e] of ranges) {
    let first = true;
    for (let i = s; i < e; i++) {
      const p = pos[i]!;
      if (p < 0) continue;
      if (first) maskAt.add(p);
      else drop.add(p);
      first = false;
    }
  }
  let out = '';
  for (let i = 0; i < html.length; i++) {
    if (maskAt.has(i)) out += CONTACT_MASK;
    else if (!drop.has(i)) out += html[i];
  }
  return out;
}
