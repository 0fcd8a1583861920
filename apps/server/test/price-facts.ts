import { ProjectState, QuoteState } from '@hz/contract/common/states';
import { type QuoteCategory, quoteCategories } from '@hz/contract/values/projects';
import type { Database } from '../src/db/client.ts';

/**
 * Awarded build projects with known prices for the price-reference tests and benchmark (issue 32), written
 * in bulk (`unnest`): each project is published (approved), gets its awarded quotation (its categories'
 * totals as given) and optionally quotations that lost, and is moved to `won` (or `closed` after the
 * build) with the quotation, its factory and its price on the row — what an award leaves.
 */
export interface Fact {
  /** The client's number (members are made per number, `clientPrefix` apart). */
  client: number;
  city: string;
  prov?: string;
  length: number;
  width: number;
  height?: number;
  opens?: number;
  layer?: number;
  /** The show's opening, YYYY-MM-DD. */
  sdate: string;
  /** The awarded quotation's categories, yuan. */
  won: Partial<Record<QuoteCategory, number>>;
  /** Quotations that lost, each its categories in yuan. */
  lost?: Array<Partial<Record<QuoteCategory, number>>>;
  /** Not published yet (checked 0): no award, counted nowhere. */
  pending?: boolean;
  /** Published and approved, its quotations still `quoted`: no award (counted among every quotation only). */
  open?: boolean;
}

const fenOf = (c: Partial<Record<QuoteCategory, number>>) =>
  Object.fromEntries(quoteCategories.map((k) => [k, Math.round((c[k] ?? 0) * 100)])) as Record<
    QuoteCategory,
    number
  >;

/** A quotation's stored content: one line per category, the totals the pricing rule would compute. */
export function factContent(c: Partial<Record<QuoteCategory, number>>, validity: string) {
  const totals = fenOf(c);
  const lines = Object.fromEntries(
    quoteCategories.map((k) => [
      k,
      totals[k] > 0
        ? [{ name: '分项合计', spec: '', unit: '项', qtyH: 100, price: totals[k], amount: totals[k] }]
        : [],
    ]),
  );
  const total = Object.values(totals).reduce((a, b) => a + b, 0);
  return {
    total,
    content: {
      lines,
      fees: [],
      totals,
      factoryFees: 0,
      clientFees: 0,
      exclusions: '',
      validity,
      days: 3,
      conts: '',
    },
  };
}

async function membersFor(database: Database, prefix: string, n: number, kind: string) {
  const cardnos = Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(7, '0')}`);
  await database.query(
    `INSERT INTO members (cardno, mobile, name, company, personauth, businsauth)
     SELECT c, '1' || c, $2 || c, $2 || '展览有限公司' || c, 1, 1 FROM unnest($1::text[]) AS t(c)
     ON CONFLICT DO NOTHING`,
    [cardnos, kind],
  );
  const rows = await database.query<{ id: string; cardno: string }>(
    'SELECT id, cardno FROM members WHERE cardno = ANY($1::text[])',
    [cardnos],
  );
  const by = new Map(rows.map((r) => [r.cardno, Number(r.id)]));
  return cardnos.map((c) => by.get(c)!);
}

/**
 * Writes `facts` (batches of 5,000). `clientPrefix`/`factoryPrefix`: two digits that keep these members'
 * numbers apart from others'. Returns the projects' ids in the order given.
 */
export async function insertFacts(
  database: Database,
  facts: Fact[],
  opts: { clientPrefix?: string; factoryPrefix?: string; closed?: boolean } = {},
): Promise<number[]> {
  const maxClient = Math.max(0, ...facts.map((f) => f.client)) + 1;
  const maxLost = Math.max(0, ...facts.map((f) => f.lost?.length ?? 0));
  const clients = await membersFor(database, opts.clientPrefix ?? '61', maxClient, '客户');
  const factories = await membersFor(database, opts.factoryPrefix ?? '62', maxLost + 1, '工厂');
  const ids: number[] = [];
  for (let from = 0; from < facts.length; from += 5_000) {
    const batch = facts.slice(from, from + 5_000);
    const orders = batch.map((_, i) => `PF${opts.clientPrefix ?? '61'}${String(from + i).padStart(10, '0')}`);
    const rows = await database.query<{ id: string; orders: string }>(
      `INSERT INTO projects (orders, member_id, mobile, title, length_cm, width_cm, height_cm, opens, layer, prov,
         city, addr, sdate, edate, indate, bgdate, outdate, coins, conts, status, checked, search_text)
       SELECT o, m, '13900000000', '价格参考测试项目', le, wi, he, op, ly, pr, ci, '展馆', sd::date, sd::date,
         sd::date, sd::date, sd::date, 10000000, '<p>测试</p>', $12, ck, ''::tsvector
       FROM unnest($1::text[], $2::bigint[], $3::int[], $4::int[], $5::int[], $6::smallint[], $7::smallint[],
         $8::text[], $9::text[], $10::text[], $11::smallint[]) AS t(o, m, le, wi, he, op, ly, pr, ci, sd, ck)
       RETURNING id, orders`,
      [
        orders,
        batch.map((f) => clients[f.client]!),
        batch.map((f) => Math.round(f.length * 100)),
        batch.map((f) => Math.round(f.width * 100)),
        batch.map((f) => Math.round((f.height ?? 4) * 100)),
        batch.map((f) => f.opens ?? 2),
        batch.map((f) => f.layer ?? 1),
        batch.map((f) => f.prov ?? f.city),
        batch.map((f) => f.city),
        batch.map((f) => f.sdate),
        batch.map((f) => (f.pending ? 0 : 1)),
        ProjectState.open,
      ],
    );
    const idOf = new Map(rows.map((r) => [r.orders, Number(r.id)]));
    const pids = orders.map((o) => idOf.get(o)!);
    ids.push(...pids);
    // the quotations: the winner's (factory 0) and the lost ones (factories 1…)
    const qProject: number[] = [];
    const qMember: number[] = [];
    const qTotal: number[] = [];
    const qContent: string[] = [];
    const qState: string[] = [];
    batch.forEach((f, i) => {
      const all = [f.won, ...(f.lost ?? [])];
      all.forEach((c, k) => {
        const { total, content } = factContent(c, f.sdate);
        qProject.push(pids[i]!);
        qMember.push(factories[k]!);
        qTotal.push(total);
        qContent.push(JSON.stringify(content));
        qState.push(f.pending || f.open ? QuoteState.quoted : k === 0 ? QuoteState.won : QuoteState.lost);
      });
    });
    const quotes = await database.query<{ id: string; project_id: string; member_id: string; total: string }>(
      `INSERT INTO project_quotes (project_id, member_id, rev, status, total, content)
       SELECT p, m, 1, s, t, c::jsonb FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::bigint[], $5::text[])
         AS u(p, m, s, t, c)
       RETURNING id, project_id, member_id, total`,
      [qProject, qMember, qState, qTotal, qContent],
    );
    const pending = new Set(pids.filter((_, i) => batch[i]!.pending || batch[i]!.open));
    const winners = quotes.filter(
      (q) => Number(q.member_id) === factories[0] && !pending.has(Number(q.project_id)),
    );
    await database.query(
      `UPDATE projects p SET status = $4, quote_id = w.q, factory_id = $5, price = w.t, quoted = 1
       FROM unnest($1::bigint[], $2::bigint[], $3::bigint[]) AS w(p, q, t) WHERE p.id = w.p`,
      [
        winners.map((q) => Number(q.project_id)),
        winners.map((q) => Number(q.id)),
        winners.map((q) => Math.max(1, Number(q.total))),
        opts.closed ? ProjectState.closed : ProjectState.won,
        factories[0],
      ],
    );
  }
  return ids;
}

const CITIES = [
  '上海市',
  '北京市',
  '广州市',
  '深圳市',
  '成都市',
  '杭州市',
  '南京市',
  '武汉市',
  '西安市',
  '厦门市',
  '青岛市',
  '重庆市',
];
const SIZES = [
  [3, 3],
  [6, 3],
  [6, 6],
  [9, 6],
  [9, 8],
  [12, 8],
  [12, 10],
  [20, 10],
] as const;

/** Project i: a deterministic city, size, shape, quarter over three years, and ¥600–¥2,400 per ㎡. */
export function benchFact(i: number): Fact {
  const h = (k: number) => ((i * 2_654_435_761 + k * 40_503) >>> 0) % 1000;
  const [length, width] = SIZES[h(1) % SIZES.length]!;
  const area = length * width;
  const ppm = 600 + (h(2) % 1800);
  const split = (v: number) => ({
    dimian: v * 0.15,
    beiban: v * 0.3,
    mentou: h(3) % 2 ? v * 0.08 : 0,
    zhanshi: v * 0.12,
    jiedai: v * 0.05,
    meigong: v * 0.07,
    zulin: h(4) % 3 ? v * 0.05 : 0,
    rengong: v * 0.13,
    yunshu: v * 0.05,
  });
  const won = split(ppm * area);
  return {
    client: i % 5000,
    city: CITIES[h(5) % CITIES.length]!,
    length,
    width,
    height: h(6) % 4 === 0 ? 2.5 : 4.5,
    opens: 1 + (h(7) % 4),
    layer: area >= 72 && h(8) % 3 === 0 ? 2 : 1,
    sdate: `${2024 + (h(9) % 3)}-${String(1 + (h(10) % 12)).padStart(2, '0')}-15`,
    won,
    lost: [split(ppm * area * 1.1), split(ppm * area * 1.25)],
  };
}
