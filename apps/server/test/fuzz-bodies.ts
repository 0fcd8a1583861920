import { namesAnObject } from '@hz/contract/common/access';

/**
 * Request bodies for the contract-wide fuzz test, generated from a call's body schema (its JSON Schema,
 * as `z.toJSONSchema` gives it): a few plausible ones, then the same with wrong types, hostile strings
 * and prototype keys. Deterministic: the same seed gives the same bodies.
 */

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  prefixItems?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
};

/** mulberry32: a small seeded generator, enough to vary bodies reproducibly. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}
export type Rng = ReturnType<typeof seeded>;

/** Strings an attacker sends: NUL, lone surrogates, bidi marks, markup, SQL, template and path tricks. */
export const HOSTILE_STRINGS = [
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Egnp.exe\u202C',
  '\u200F\u200E\u2066\u2069',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  "' OR '1'='1' --",
  '1; DROP TABLE members; --',
  '%00%27%22',
  '../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as is
  '${7*7}{{7*7}}<%= 7*7 %>',
  'line\r\nSet-Cookie: hz_sid=stolen',
  '\u0007\u001b[31m\u007f',
  '__proto__',
  'constructor',
  '🀄️👨‍👩‍👧‍👦'.repeat(8),
  '\uFEFF \u3000 ',
  '',
] as const;

/** Strings tried against a `pattern`, so that generated bodies often pass it. */
const PATTERN_CANDIDATES = [
  '13912345678',
  '2026-06-01',
  '2026-06-01 10:00:00',
  '10:00:00',
  '123456',
  '1234',
  '110101199003074514',
  '91350100M000100Y43',
  'https://example.com/a',
  'a@example.com',
  '0571-88888888',
  'abc123',
  'A1',
  '1',
  'x',
  '上海市',
];

const FORMAT_SAMPLES: Record<string, string> = {
  date: '2026-06-01',
  'date-time': '2026-06-01T10:00:00.000Z',
  time: '10:00:00',
  email: 'fuzz@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  uuid: '00000000-0000-4000-8000-000000000000',
};

export class BodyGen {
  constructor(
    private readonly root: Schema,
    private readonly rng: Rng,
  ) {}

  private resolve(s: Schema): Schema {
    let cur = s;
    for (let i = 0; cur.$ref && i < 10; i += 1) {
      const path = cur.$ref.replace(/^#\//, '').split('/');
      let node: unknown = this.root;
      for (const p of path) node = (node as Record<string, unknown>)?.[p];
      cur = { ...(node as Schema), ...Object.fromEntries(Object.entries(cur).filter(([k]) => k !== '$ref')) };
    }
    return cur;
  }

  /** A value the schema plausibly accepts; `full` fills every optional property too. */
  valid(schema: Schema = this.root, full = false, depth = 0): unknown {
    const s = this.resolve(schema);
    if (depth > 8) return null;
    if ('const' in s) return s.const;
    if (s.enum?.length) return this.rng.pick(s.enum);
    const alts = s.anyOf ?? s.oneOf;
    if (alts?.length) {
      const usable = alts.filter((a) => this.resolve(a).type !== 'null');
      return this.valid(this.rng.pick(usable.length ? usable : alts), full, depth + 1);
    }
    if (s.allOf?.length) return this.valid(s.allOf[0]!, full, depth + 1);
    const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? s.type[0]) : s.type;
    switch (type) {
      case 'string':
        return this.string(s);
      case 'integer':
      case 'number': {
        const lo = num(s.minimum) ?? (num(s.exclusiveMinimum) ?? -1) + 1;
        const hi = num(s.maximum) ?? (num(s.exclusiveMaximum) ?? lo + 101) - 1;
        const v = this.rng.int(Math.ceil(Math.max(lo, -1e9)), Math.floor(Math.min(hi, lo + 100, 1e9)));
        return Number.isFinite(v) ? v : 1;
      }
      case 'boolean':
        return this.rng.next() < 0.5;
      case 'null':
        return null;
      case 'array': {
        if (s.prefixItems) return s.prefixItems.map((p) => this.valid(p, full, depth + 1));
        const min = num(s.minItems) ?? 0;
        const max = Math.min(num(s.maxItems) ?? min + 2, min + 2);
        const n = this.rng.int(min, Math.max(min, max));
        return Array.from({ length: n }, () => this.valid(s.items ?? {}, full, depth + 1));
      }
      case 'object':
      case undefined: {
        if (!s.properties && type === undefined) return 'x';
        const out: Record<string, unknown> = {};
        const required = new Set(s.required ?? []);
        for (const [k, p] of Object.entries(s.properties ?? {}))
          if (required.has(k) || full || this.rng.next() < 0.4) out[k] = this.valid(p, full, depth + 1);
        return out;
      }
      default:
        return null;
    }
  }

  private string(s: Schema): string {
    if (typeof s.format === 'string' && FORMAT_SAMPLES[s.format]) return FORMAT_SAMPLES[s.format]!;
    const min = num(s.minLength) ?? 0;
    const max = num(s.maxLength) ?? Math.max(min, 12);
    if (typeof s.pattern === 'string') {
      let re: RegExp | null = null;
      try {
        re = new RegExp(s.pattern, 'u');
      } catch {}
      const fit = PATTERN_CANDIDATES.find((c) => re?.test(c) && c.length >= min && c.length <= max);
      if (fit) return fit;
    }
    const n = Math.max(min, Math.min(max, min + this.rng.int(1, 6)));
    return Array.from({ length: n }, () => this.rng.pick(['展', '会', '设', '计', 'a', '1'])).join('');
  }
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Every path to a leaf of a JSON value (strings, numbers, booleans, null). */
export function leaves(v: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(v)) return v.flatMap((x, i) => leaves(x, [...path, i]));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => leaves(x, [...path, k]));
  return [path];
}

export function setAt(v: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const copy = (Array.isArray(v) ? [...v] : { ...(v as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path;
  copy[head!] = setAt(copy[head!], rest, value);
  return copy;
}

export function getAt(v: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((x, k) => (x as Record<string | number, unknown>)?.[k], v);
}

/** A value of another JSON type than `v`. */
export function wrongType(v: unknown, rng: Rng): unknown {
  const choices: unknown[] = ['12abc', 1e308, -1, 0.5, true, null, [], {}, [1, 'a'], { $gt: '' }];
  return rng.pick(choices.filter((c) => typeof c !== typeof v || Array.isArray(c) !== Array.isArray(v)));
}

export interface FuzzBody {
  /** What the body tries, for the failure message. */
  label: string;
  /** Raw JSON text (prototype keys cannot survive `JSON.stringify` of an object literal). */
  payload: string;
  contentType?: string;
}

/** The bodies one call is tried with: a few valid ones, then invalid and hostile ones. */
export function fuzzBodies(
  schema: Schema,
  seed: number,
  parser?: Parser,
  /** Values the caller owns (its uploaded files' ids, by field name): put in wherever the field is. */
  own: Record<string, unknown> = {},
): FuzzBody[] {
  const rng = seeded(seed);
  const gen = new BodyGen(schema, rng);
  const bodies: FuzzBody[] = [];
  const withOwn = (v: unknown) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const out = { ...(v as Record<string, unknown>) };
    for (const k of Object.keys(out)) if (k in own) out[k] = own[k];
    return out;
  };
  const fix = (v: unknown) => (parser ? repair(withOwn(v), parser) : { body: v, valid: false });
  const min = fix(gen.valid(schema, false));
  const all = fix(gen.valid(schema, true));
  const minimal = min.body;
  const full = all.body;
  const tag = (valid: boolean) => (valid ? 'schema-valid' : 'refused by the schema');
  bodies.push({ label: `generated, required fields (${tag(min.valid)})`, payload: JSON.stringify(minimal) });
  bodies.push({ label: `generated, every field (${tag(all.valid)})`, payload: JSON.stringify(full) });

  const paths = leaves(full).filter((p) => p.length > 0);
  // wrong types: two fields at random
  for (let i = 0; i < 2 && paths.length; i += 1) {
    const p = rng.pick(paths);
    bodies.push({
      label: `wrong type at ${p.join('.')}`,
      payload: JSON.stringify(setAt(full, p, wrongType(getAt(full, p), rng))),
    });
  }
  // hostile strings: every string field gets one (the rest stays valid, so they reach the services and
  // the database), in three rounds over the list
  const textual = paths.filter((p) => typeof getAt(full, p) === 'string');
  const strings = textual.length ? textual : paths;
  for (let round = 0; round < 3 && strings.length; round += 1) {
    let body: unknown = full;
    strings.forEach((p, i) => {
      body = setAt(body, p, HOSTILE_STRINGS[(i + round * 7) % HOSTILE_STRINGS.length]);
    });
    bodies.push({ label: `hostile strings (round ${round + 1})`, payload: JSON.stringify(body) });
  }
  // hostile text that a text field may accept (markup, SQL, emoji, quotes) in the free-text fields only,
  // the rest valid: these reach the services, the search tokens and the database
  const free = textual.filter((p) => !(String(p[p.length - 1]) in FIELD_HINTS) && !(String(p[0]) in own));
  if (free.length) {
    const accepted = [
      '<script>alert(1)</script>标题',
      "展会' OR '1'='1' --",
      '1; DROP TABLE members; --',
      '"><img src=x onerror=alert(1)>',
      '🀄️👨‍👩‍👧‍👦展台',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as is
      '${7*7}{{7*7}}',
      '%00%27\\x27',
      '../../../etc/passwd',
    ];
    // an optional id would make a publish call edit a missing item: left out, the call creates one
    const required = new Set((schema.required as string[] | undefined) ?? []);
    let body: unknown =
      full && typeof full === 'object' && !Array.isArray(full)
        ? Object.fromEntries(Object.entries(full).filter(([k]) => required.has(k) || !namesAnObject(k)))
        : full;
    free.forEach((p, i) => {
      if (getAt(body, p) !== undefined) body = setAt(body, p, accepted[(i + seed) % accepted.length]);
    });
    // what the schema refuses goes back to its valid value: the hostile text left is what it accepts
    if (parser) body = revertRefused(body, full, parser);
    bodies.push({ label: 'hostile text the schema accepts', payload: JSON.stringify(body) });
  }
  // huge strings: as large as the body limit allows across the leaves
  if (strings.length) {
    const each = Math.min(200_000, Math.floor(900_000 / strings.length));
    let body: unknown = full;
    for (const p of strings) body = setAt(body, p, `大${'A'.repeat(each - 3)}大`);
    bodies.push({ label: `huge strings (${each} chars each)`, payload: JSON.stringify(body) });
  }
  // prototype keys, at the top and inside every object
  const proto = '"__proto__":{"isadmin":true,"cardno":"1"},"constructor":{"prototype":{"polluted":1}}';
  const text = JSON.stringify(full ?? {});
  bodies.push({
    label: 'prototype keys',
    payload:
      text.startsWith('{') && text !== '{}'
        ? text.replace(/\{(?=")/g, `{${proto},`)
        : text === '{}'
          ? `{${proto}}`
          : `{${proto}}`,
  });
  // not an object at all, and an empty body
  bodies.push({ label: 'an array', payload: '[{"id":1}]' });
  bodies.push({ label: 'a string', payload: '"\\ud800"' });
  bodies.push({ label: 'null', payload: 'null' });
  bodies.push({ label: 'malformed JSON', payload: '{"a":' });
  bodies.push({ label: 'wrong media type', payload: 'a=1&b=2', contentType: 'text/plain' });
  return bodies;
}

/**
 * Values that the contract's own rules accept, by field name: what a generator cannot guess from a
 * JSON Schema (region names, check digits, agreement versions, cross-field rules).
 */
const FIELD_HINTS: Record<string, unknown> = {
  cardno: '10000001',
  invite: '10000001',
  prov: '上海市',
  city: '上海市',
  bprov: '上海市',
  bcity: '上海市',
  mprov: '上海市',
  mcity: '上海市',
  cities: ['上海市'],
  idcard: '11010519491231002X',
  taxorder: '91440300708461136T',
  bkorder: '6222020200112233',
  no: '6222020200112233445',
  conts: '这是一段足够长的说明文字，用于测试。',
  regUrl: 'https://example.com/reg',
  agree: { terms: '2026-11-23', privacy: '2026-11-23' },
  reason: '材料不清晰',
  mobile: '13912345678',
};

type Parser = { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } };

/**
 * Brings a generated body closer to what the schema accepts: a field a rule refuses takes its hint, or,
 * without one, is left out (an optional field; a required one then stays refused). A few rounds.
 */
export function repair(body: unknown, parser: Parser): { body: unknown; valid: boolean } {
  let cur = body;
  for (let round = 0; round < 4; round += 1) {
    const r = parser.safeParse(cur);
    if (r.success) return { body: cur, valid: true };
    const issues = r.error?.issues ?? [];
    let changed = false;
    for (const issue of issues) {
      const path = issue.path.map((p) => (typeof p === 'number' ? p : String(p)));
      // an issue on an array element or an object's field: fix the field that holds it
      const at = path.findLastIndex((p) => typeof p === 'string' && p in FIELD_HINTS);
      if (at >= 0) {
        const fieldPath = path.slice(0, at + 1);
        const hint = FIELD_HINTS[path[at] as string];
        if (JSON.stringify(getAt(cur, fieldPath)) !== JSON.stringify(hint)) {
          cur = setAt(cur, fieldPath, hint);
          changed = true;
          continue;
        }
      }
      if (path.length && getAt(cur, path) !== undefined) {
        cur = dropAt(cur, path);
        changed = true;
      }
    }
    if (!changed) break;
  }
  return { body: cur, valid: parser.safeParse(cur).success };
}

function dropAt(v: unknown, path: (string | number)[]): unknown {
  if (path.length === 1 && v && typeof v === 'object' && !Array.isArray(v)) {
    const { [path[0]!]: _, ...rest } = v as Record<string, unknown>;
    return rest;
  }
  if (path.length <= 1) return v;
  const [head, ...rest] = path;
  return setAt(v, [head!], dropAt((v as Record<string | number, unknown>)[head!], rest));
}

/** Puts back the valid value of every field the schema refuses (a few rounds). */
function revertRefused(body: unknown, valid: unknown, parser: Parser): unknown {
  let cur = body;
  for (let round = 0; round < 4; round += 1) {
    const r = parser.safeParse(cur);
    if (r.success) break;
    let changed = false;
    for (const issue of r.error?.issues ?? []) {
      const path = issue.path.map((p) => (typeof p === 'number' ? p : String(p)));
      // the refused field, or the nearest field above it that the valid body has
      let at = path.length;
      while (at > 1 && getAt(valid, path.slice(0, at)) === undefined) at -= 1;
      const fieldPath = path.slice(0, Math.max(at, 1));
      const before = getAt(valid, fieldPath);
      if (JSON.stringify(getAt(cur, fieldPath)) === JSON.stringify(before)) continue;
      cur = before === undefined ? dropAt(cur, fieldPath) : setAt(cur, fieldPath, before);
      changed = true;
    }
    if (!changed) break;
  }
  return cur;
}
