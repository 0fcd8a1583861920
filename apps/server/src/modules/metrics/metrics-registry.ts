/**
 * A small Prometheus registry: counters, gauges and histograms with labels, rendered in the text
 * exposition format (version 0.0.4), and as plain data so that the processes of `start:cluster` can
 * add theirs up (`mergeSnapshots`). Written by hand rather than taken from prom-client: a few dozen
 * lines cover what the server measures, with no dependency (decision 019).
 */

export type Labels = Record<string, string>;
type Kind = 'counter' | 'gauge' | 'histogram';

/** One family's samples, as data: a value per label set, or a histogram's buckets, sum and count. */
export interface FamilySnapshot {
  name: string;
  help: string;
  type: Kind;
  /** How gauges of several processes combine: added up, or the same in each (read from the database). */
  merge: 'sum' | 'same';
  buckets?: number[];
  samples: Array<{ labels: Labels; value?: number; counts?: number[]; sum?: number; count?: number }>;
}

/** Histogram buckets for request and query times, in seconds. */
export const TIME_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const key = (labels: Labels) =>
  Object.keys(labels)
    .sort()
    .map((k) => `${k}=${labels[k]}`)
    .join(',');

export function createRegistry() {
  const families = new Map<
    string,
    {
      help: string;
      type: Kind;
      merge: 'sum' | 'same';
      buckets?: number[];
      values: Map<string, { labels: Labels; value: number; counts?: number[]; sum?: number }>;
      collect?: () =>
        | Promise<Array<{ labels: Labels; value: number }>>
        | Array<{ labels: Labels; value: number }>;
    }
  >();

  const family = (
    name: string,
    help: string,
    type: Kind,
    extra: { buckets?: number[]; merge?: 'sum' | 'same' } = {},
  ) => {
    if (families.has(name)) throw new Error(`metric ${name} defined twice`);
    const f = { help, type, merge: extra.merge ?? 'sum', buckets: extra.buckets, values: new Map() };
    families.set(name, f);
    return f;
  };
  const entry = (f: ReturnType<typeof family>, labels: Labels) => {
    const k = key(labels);
    let e = f.values.get(k);
    if (!e) {
      e = { labels, value: 0, ...(f.buckets ? { counts: f.buckets.map(() => 0), sum: 0 } : {}) };
      f.values.set(k, e);
    }
    return e;
  };

  return {
    counter(name: string, help: string) {
      const f = family(name, help, 'counter');
      return {
        inc(labels: Labels = {}, n = 1) {
          entry(f, labels).value += n;
        },
      };
    },
    histogram(name: string, help: string, buckets = TIME_BUCKETS) {
      const f = family(name, help, 'histogram', { buckets });
      return {
        observe(labels: Labels, v: number) {
          const e = entry(f, labels);
          e.value += 1;
          e.sum! += v;
          for (let i = 0; i < buckets.length; i++) if (v <= buckets[i]!) e.counts![i]! += 1;
        },
      };
    },
    /**
     * A gauge read when scraped (or a counter kept elsewhere, `type: 'counter'`). `merge: 'same'` for a
     * value every process reads alike (from the database): a cluster's scrape shows it once.
     */
    gauge(
      name: string,
      help: string,
      collect: () =>
        | Promise<Array<{ labels: Labels; value: number }>>
        | Array<{ labels: Labels; value: number }>,
      o: { merge?: 'sum' | 'same'; type?: 'gauge' | 'counter' } = {},
    ) {
      const f = family(name, help, o.type ?? 'gauge', { merge: o.merge });
      (f as { collect?: typeof collect }).collect = collect;
    },
    /** Every family's samples now (gauges read; one that fails to read is left out). */
    async snapshot(): Promise<FamilySnapshot[]> {
      const out: FamilySnapshot[] = [];
      for (const [name, f] of families) {
        let samples: FamilySnapshot['samples'];
        if (f.collect) {
          try {
            samples = (await f.collect()).map((s) => ({ labels: s.labels, value: s.value }));
          } catch {
            continue;
          }
        } else {
          samples = [...f.values.values()].map((e) =>
            f.buckets
              ? { labels: e.labels, counts: [...e.counts!], sum: e.sum!, count: e.value }
              : { labels: e.labels, value: e.value },
          );
        }
        out.push({ name, help: f.help, type: f.type, merge: f.merge, buckets: f.buckets, samples });
      }
      return out;
    },
  };
}

export type Registry = ReturnType<typeof createRegistry>;

/** Several processes' snapshots as one: counters, histograms and `sum` gauges added up. */
export function mergeSnapshots(all: FamilySnapshot[][]): FamilySnapshot[] {
  const byName = new Map<string, FamilySnapshot>();
  for (const snapshot of all) {
    for (const f of snapshot) {
      const into = byName.get(f.name);
      if (!into) {
        byName.set(f.name, structuredClone(f));
        continue;
      }
      for (const s of f.samples) {
        const k = key(s.labels);
        const t = into.samples.find((x) => key(x.labels) === k);
        if (!t) into.samples.push(structuredClone(s));
        else if (f.type === 'histogram') {
          t.count = (t.count ?? 0) + (s.count ?? 0);
          t.sum = (t.sum ?? 0) + (s.sum ?? 0);
          t.counts = t.counts?.map((c, i) => c + (s.counts?.[i] ?? 0));
        } else if (f.type === 'counter' || f.merge === 'sum') t.value = (t.value ?? 0) + (s.value ?? 0);
      }
    }
  }
  return [...byName.values()];
}

const escapeLabel = (v: string) => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const labelText = (labels: Labels, extra?: [string, string]) => {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${escapeLabel(v)}"`);
  if (extra) parts.push(`${extra[0]}="${extra[1]}"`);
  return parts.length ? `{${parts.join(',')}}` : '';
};
const num = (v: number) => (Number.isFinite(v) ? String(v) : v > 0 ? '+Inf' : v < 0 ? '-Inf' : 'NaN');

/** The Prometheus text exposition format (a family without samples is left out). */
export function renderText(families: FamilySnapshot[]): string {
  const lines: string[] = [];
  for (const f of families) {
    if (f.samples.length === 0) continue;
    lines.push(`# HELP ${f.name} ${f.help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`);
    lines.push(`# TYPE ${f.name} ${f.type}`);
    for (const s of f.samples) {
      if (f.type !== 'histogram') {
        lines.push(`${f.name}${labelText(s.labels)} ${num(s.value ?? 0)}`);
        continue;
      }
      const buckets = f.buckets ?? [];
      for (const [i, le] of buckets.entries())
        lines.push(`${f.name}_bucket${labelText(s.labels, ['le', String(le)])} ${s.counts?.[i] ?? 0}`);
      lines.push(`${f.name}_bucket${labelText(s.labels, ['le', '+Inf'])} ${s.count ?? 0}`);
      lines.push(`${f.name}_sum${labelText(s.labels)} ${num(s.sum ?? 0)}`);
      lines.push(`${f.name}_count${labelText(s.labels)} ${s.count ?? 0}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
