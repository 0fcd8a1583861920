import {
  PRICE_MIN_CLIENTS,
  PRICE_MIN_PROJECTS,
  areaBands,
  boothKinds,
  cityTiers,
} from '@hz/contract/values/price-guide';
import { quoteCategories } from '@hz/contract/values/projects';

/**
 * The price references' cells computed from the facts (issue 32, decision 059, docs/performance.md): the
 * recompute reads the facts once (prices-repository.ts `recompute`) and groups and counts them here over
 * typed arrays, finding each quartile by selection (no sort), instead of PostgreSQL's ordered-set and
 * distinct aggregates, which sorted every group once per aggregate (10 s over 100,000 awarded projects).
 *
 * The figures are those `percentile_cont` and `round(x::numeric)` give: linear between the closest ranks,
 * the float converted to 15 significant digits and rounded half away from zero (`pgRound`).
 */

/** A grouping key of a fact. */
export type Field = 'city' | 'tier' | 'kind' | 'band' | 'y' | 'qt';

/** The cells a booth's reference is looked for in (prices-service.ts `fallbackKeys`), and the whole market. */
export const lookupSets: readonly (readonly Field[])[] = [
  [],
  ['kind'],
  ['kind', 'band'],
  ['tier', 'kind'],
  ['tier', 'kind', 'band'],
  ['city', 'kind'],
  ['city', 'kind', 'band'],
];
/** The awarded basis also has the public page's: by city, tier, year and quarter. */
export const pageSets: readonly (readonly Field[])[] = [['city'], ['tier'], ['y'], ['qt']];

const cats = quoteCategories;

/**
 * One basis's facts, a row each (only rows priced above 0), as columns. Keys are small numbers: `city` a
 * 1-based position in `cities`, `tier`, `kind` and `band` 1-based positions in `cityTiers`, `boothKinds`
 * and `areaBands`, `qt` year × 10 + quarter of the show's opening; `project` and `client` dense numbers
 * (0 … n-1) for the distinct counts. `cat` holds the nine categories' yuan per m² row after row (row r's
 * category c at r × 9 + c, so that a pass over a cell's rows reads each row's nine at once), `ppm` their sum.
 */
export interface Facts {
  n: number;
  cities: string[];
  project: Int32Array;
  client: Int32Array;
  city: Int32Array;
  tier: Int32Array;
  kind: Int32Array;
  band: Int32Array;
  qt: Int32Array;
  cat: Float64Array;
  ppm: Float64Array;
}

/** Collects facts row by row (growing columns), then `done()`. */
export function factsBuilder() {
  let cap = 1024;
  let n = 0;
  const cityIds = new Map<string, number>();
  const cities: string[] = [];
  const projectIds = new Map<number, number>();
  const clientIds = new Map<number, number>();
  const ints = () => new Int32Array(cap);
  let project = ints();
  let client = ints();
  let city = ints();
  let tier = ints();
  let kind = ints();
  let band = ints();
  let qt = ints();
  const width = cats.length;
  let cat = new Float64Array(cap * width);
  let ppm = new Float64Array(cap);
  const grow = <T extends Int32Array | Float64Array>(a: T): T => {
    const b = new (a.constructor as new (n: number) => T)(cap);
    b.set(a);
    return b;
  };
  const dense = (m: Map<number, number>, id: number) => {
    let k = m.get(id);
    if (k === undefined) {
      k = m.size;
      m.set(id, k);
    }
    return k;
  };
  return {
    /**
     * One quotation of a project: `keys` the project's (city name, tier/kind/band 1-based, qt), `yuanPerM2`
     * its nine categories per m² in `quoteCategories`' order. A quotation priced at 0 is left out.
     */
    add(
      projectId: number,
      clientId: number,
      keys: { city: string; tier: number; kind: number; band: number; qt: number },
      yuanPerM2: ArrayLike<number>,
    ) {
      let sum = 0;
      for (let c = 0; c < cats.length; c++) sum += yuanPerM2[c]!;
      if (!(sum > 0)) return;
      if (n === cap) {
        cap *= 2;
        project = grow(project);
        client = grow(client);
        city = grow(city);
        tier = grow(tier);
        kind = grow(kind);
        band = grow(band);
        qt = grow(qt);
        const wider = new Float64Array(cap * width);
        wider.set(cat);
        cat = wider;
        ppm = grow(ppm);
      }
      let ci = cityIds.get(keys.city);
      if (ci === undefined) {
        cities.push(keys.city);
        ci = cities.length;
        cityIds.set(keys.city, ci);
      }
      project[n] = dense(projectIds, projectId);
      client[n] = dense(clientIds, clientId);
      city[n] = ci;
      tier[n] = keys.tier;
      kind[n] = keys.kind;
      band[n] = keys.band;
      qt[n] = keys.qt;
      for (let c = 0; c < width; c++) cat[n * width + c] = yuanPerM2[c]!;
      ppm[n] = sum;
      n += 1;
    },
    done(): Facts {
      return { n, cities, project, client, city, tier, kind, band, qt, cat, ppm };
    },
  };
}

/**
 * Reads records of `width` numbers, `,` between the numbers and `;` between the records (what the
 * recompute's `string_agg` sends: far cheaper than a row per quotation through the driver), calling
 * `each` with every record's numbers (the same array each time). Whole numbers are read digit by digit;
 * any other (a sign, a fraction, an exponent) by `Number`, as PostgreSQL's `float8in` would read it.
 */
export function scanRecords(text: string, width: number, each: (values: Float64Array) => void) {
  const values = new Float64Array(width);
  let field = 0;
  let start = 0;
  let v = 0;
  let plain = true;
  const end = text.length;
  for (let i = 0; i <= end; i++) {
    const ch = i < end ? text.charCodeAt(i) : 59;
    if (ch >= 48 && ch <= 57) {
      v = v * 10 + (ch - 48);
      continue;
    }
    if (ch !== 44 && ch !== 59) {
      plain = false;
      continue;
    }
    // ',' or ';' (or the end): the number from `start`
    values[field] = plain && i - start < 16 ? v : Number(text.slice(start, i));
    field += 1;
    if (ch === 59) {
      if (field === width) each(values);
      else if (field > 1 || i > start)
        throw new Error(`price facts: a record of ${field} numbers, not ${width}`);
      field = 0;
    }
    start = i + 1;
    v = 0;
    plain = true;
  }
}

/** A cell as `price_refs` stores it; `cats` the jsonb's text (its numbers as PostgreSQL's `round` wrote them). */
export interface CellRow {
  basis: 'won' | 'all';
  city: string;
  tier: string;
  kind: string;
  band: string;
  period: string;
  projects: number;
  clients: number;
  quotes: number;
  p25: number;
  median: number;
  p75: number;
  cats: string;
}

/**
 * `round(x::numeric, scale)` of a float8 in PostgreSQL, as text: the float becomes a numeric of 15
 * significant digits (`float8_numeric`: `%.15g`), which `round` rounds half away from zero.
 */
export function pgRound(x: number, scale = 0): string {
  let s = x.toPrecision(15);
  const neg = s.startsWith('-');
  if (neg) s = s.slice(1);
  const [mant = '0', exp] = s.split('e');
  const [ip = '0', fp = ''] = mant.split('.');
  let digits = ip + fp;
  let point = ip.length + (exp ? Number(exp) : 0);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  const keep = point + scale;
  if (digits.length < keep + 1) digits = digits.padEnd(keep + 1, '0');
  let n = BigInt(digits.slice(0, keep) || '0');
  if (digits[keep]! >= '5') n += 1n;
  const str = n.toString().padStart(scale + 1, '0');
  const out = scale ? `${str.slice(0, -scale)}.${str.slice(-scale)}` : str;
  return neg && n !== 0n ? `-${out}` : out;
}

/**
 * The k-th smallest of `a[l..r]` (0-based over `a`), moving the values so that every one before k is at
 * most it and every one after at least it (Hoare's selection, median-of-three pivot): no full sort.
 */
function select(a: Float64Array, k: number, l: number, r: number): number {
  while (r > l) {
    const m = (l + r) >>> 1;
    const x = a[l]!;
    const y = a[m]!;
    const z = a[r]!;
    const pivot = Math.max(Math.min(x, y), Math.min(Math.max(x, y), z)); // the median of the three
    let i = l;
    let j = r;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) r = j;
    else if (k >= i) l = i;
    else return a[k]!;
  }
  return a[k]!;
}

const QUARTILES = [0.25, 0.5, 0.75] as const;

/**
 * `percentile_cont(ARRAY[0.25, 0.5, 0.75])` over the first `n` values of `a` (reordered): linear between
 * the closest ranks, the ranks found by selection in ascending order.
 */
export function quartiles(a: Float64Array, n = a.length): [number, number, number] {
  const at = new Map<number, number>();
  let from = 0;
  for (const p of QUARTILES) {
    for (const k of [Math.floor(p * (n - 1)), Math.ceil(p * (n - 1))]) {
      if (at.has(k)) continue;
      at.set(k, select(a, k, from, n - 1));
      from = k + 1;
    }
  }
  return QUARTILES.map((p) => {
    const pos = p * (n - 1);
    const lo = Math.floor(pos);
    const hi = Math.ceil(pos);
    const a0 = at.get(lo)!;
    return lo === hi ? a0 : a0 + (at.get(hi)! - a0) * (pos - lo);
  }) as [number, number, number];
}

const radix: Record<Field, number> = {
  city: 0, // the number of cities + 1, set per call
  tier: cityTiers.length + 1,
  kind: boothKinds.length + 1,
  band: areaBands.length + 1,
  y: 100_000,
  qt: 1_000_000,
};

// The hot loops are small functions of their own: V8 optimises each soon, where one long function was
// optimised and thrown away a dozen times as its later loops were reached (the first run 3× slower).

/** Groups the rows by the key of these columns: `order` holds the rows group by group; returns the groups' starts (and the end). */
function groupRows(
  cols: Int32Array[],
  radices: number[],
  n: number,
  key: Float64Array,
  groupOf: Int32Array,
  order: Int32Array,
) {
  key.fill(0, 0, n);
  for (let c = 0; c < cols.length; c++) {
    const column = cols[c]!;
    const r = radices[c]!;
    for (let i = 0; i < n; i++) key[i] = key[i]! * r + column[i]!;
  }
  const groups = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const k = key[i]!;
    let g = groups.get(k);
    if (g === undefined) {
      g = groups.size;
      groups.set(k, g);
    }
    groupOf[i] = g;
  }
  const start = new Int32Array(groups.size + 1);
  for (let i = 0; i < n; i++) start[groupOf[i]! + 1]! += 1;
  for (let g = 0; g < groups.size; g++) start[g + 1]! += start[g]!;
  const next = start.slice(0, groups.size);
  for (let i = 0; i < n; i++) order[next[groupOf[i]!]!++] = i;
  return start;
}

/** Distinct `ids` of the rows `order[from..to)`; `seen` marked with `stamp` (new for every count). */
function distinct(
  order: Int32Array,
  from: number,
  to: number,
  ids: Int32Array,
  seen: Int32Array,
  stamp: number,
) {
  let n = 0;
  for (let j = from; j < to; j++) {
    const id = ids[order[j]!]!;
    if (seen[id] !== stamp) {
      seen[id] = stamp;
      n += 1;
    }
  }
  return n;
}

/** The rows' values of `column` into `out` (from 0); returns their sum. */
function gather(order: Int32Array, from: number, to: number, column: Float64Array, out: Float64Array) {
  let sum = 0;
  for (let j = from; j < to; j++) {
    const v = column[order[j]!]!;
    out[j - from] = v;
    sum += v;
  }
  return sum;
}

/** The nine categories over a cell's rows, in one pass: sums, rows above 0 (into `out[c]` if given), distinct `ids` among them. */
const W = cats.length;
const catSum = new Float64Array(W);
const catHaving = new Int32Array(W);
const catDistinct = new Int32Array(W);
function categories(
  order: Int32Array,
  from: number,
  to: number,
  cat: Float64Array,
  ids: Int32Array,
  seen: Int32Array,
  stamp: number,
  out: Float64Array[] | null,
) {
  catSum.fill(0);
  catHaving.fill(0);
  catDistinct.fill(0);
  for (let j = from; j < to; j++) {
    const r = order[j]!;
    const id = ids[r]! * W;
    const base = r * W;
    for (let c = 0; c < W; c++) {
      const v = cat[base + c]!;
      catSum[c] = catSum[c]! + v;
      if (!(v > 0)) continue;
      const k = catHaving[c]!;
      if (out) out[c]![k] = v;
      catHaving[c] = k + 1;
      if (seen[id + c] !== stamp) {
        seen[id + c] = stamp;
        catDistinct[c] = catDistinct[c]! + 1;
      }
    }
  }
}

/**
 * One basis's cells over these grouping sets: for `won` (a row per awarded project) every category's own
 * quartiles and the distinct clients having it; for `all` (a row per quotation) projects counted
 * distinct and the categories' shares and projects only. Only cells of at least PRICE_MIN_PROJECTS
 * projects from PRICE_MIN_CLIENTS clients, a category's quartiles only when the projects having it pass
 * the same rule.
 */
export function computeCells(basis: 'won' | 'all', f: Facts, sets: readonly (readonly Field[])[]): CellRow[] {
  const won = basis === 'won';
  const { n, client, project, ppm } = f;
  const out: CellRow[] = [];
  const col: Record<Field, Int32Array> = {
    city: f.city,
    tier: f.tier,
    kind: f.kind,
    band: f.band,
    qt: f.qt,
    y: f.qt.map((v) => Math.floor(v / 10)),
  };
  const rdx = { ...radix, city: f.cities.length + 1 };
  // distinct counts: a stamp per value, new for every count
  const seen = new Int32Array(n + 1);
  let stamp = 0;
  const vals = new Float64Array(n);
  // the categories' values above 0 of a cell, for their quartiles (awarded basis), and their distinct ids
  const catVals = won ? cats.map(() => new Float64Array(n)) : null;
  const catSeen = new Int32Array((n + 1) * W);
  const groupOf = new Int32Array(n);
  const key = new Float64Array(n);
  const order = new Int32Array(n);
  for (const set of sets) {
    const start = groupRows(
      set.map((k) => col[k]),
      set.map((k) => rdx[k]),
      n,
      key,
      groupOf,
      order,
    );
    for (let g = 0; g + 1 < start.length; g++) {
      const from = start[g]!;
      const to = start[g + 1]!;
      const len = to - from;
      const clients = distinct(order, from, to, client, seen, ++stamp);
      const projects = won ? len : distinct(order, from, to, project, seen, ++stamp);
      if (projects < PRICE_MIN_PROJECTS || clients < PRICE_MIN_CLIENTS) continue;
      const sAll = gather(order, from, to, ppm, vals);
      const [p25, median, p75] = quartiles(vals, len).map((v) => Number(pgRound(v)));
      const catJson: string[] = [];
      // awarded: a row is a project, clients counted distinct; every quotation: projects distinct
      categories(order, from, to, f.cat, won ? client : project, catSeen, ++stamp, catVals);
      for (let c = 0; c < W; c++) {
        const having = won ? catHaving[c]! : catDistinct[c]!;
        const shown = won && catHaving[c]! >= PRICE_MIN_PROJECTS && catDistinct[c]! >= PRICE_MIN_CLIENTS;
        const own = shown && catVals ? quartiles(catVals[c]!, catHaving[c]!).map((v) => pgRound(v)) : null;
        const qs = own
          ? `"p25": ${own[0]}, "median": ${own[1]}, "p75": ${own[2]}`
          : `"p25": null, "median": null, "p75": null`;
        catJson.push(
          `{"cat": "${cats[c]}", "share": ${pgRound(catSum[c]! / sAll, 4)}, "projects": ${having}, ${qs}}`,
        );
      }
      const first = order[from]!;
      const has = (field: Field) => set.includes(field);
      const qt = f.qt[first]!;
      out.push({
        basis,
        city: has('city') ? f.cities[f.city[first]! - 1]! : '',
        tier: has('tier') ? cityTiers[f.tier[first]! - 1]! : '',
        kind: has('kind') ? boothKinds[f.kind[first]! - 1]! : '',
        band: has('band') ? areaBands[f.band[first]! - 1]!.key : '',
        period: has('qt') ? `${Math.floor(qt / 10)}Q${qt % 10}` : has('y') ? String(Math.floor(qt / 10)) : '',
        projects,
        clients,
        quotes: len,
        p25: p25!,
        median: median!,
        p75: p75!,
        cats: `[${catJson.join(', ')}]`,
      });
    }
  }
  return out;
}
