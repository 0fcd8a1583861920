import { boothKinds, boothKindOf } from '@hz/contract/values/price-guide';
import type { PriceCell, PriceGuideData, PriceRefData } from '@hz/contract/price-guide';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fact, insertFacts } from '../../../test/price-facts.ts';
import { projectBody, projectClient } from '../../../test/projects.ts';
import { agent, createTestApp, jobWorkers, operatorAgent, type TestApp } from '../../../test/test-app.ts';

/**
 * Price references (issue 32): awarded projects with known prices, the nightly job, and the figures the
 * calls answer, against percentiles computed here (linear between the closest ranks, as
 * `percentile_cont`). A cell of 4 projects, or of 5 from 2 clients, is never shown.
 */

let t: TestApp;

function percentile(xs: number[], p: number) {
  const s = [...xs].sort((a, b) => a - b);
  const pos = p * (s.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo]! + (s[hi]! - s[lo]!) * (pos - lo);
}
const quartiles = (xs: number[]) => [0.25, 0.5, 0.75].map((p) => Math.round(percentile(xs, p)));

// 上海, 特装 (2 open sides, single deck, 4 m), 6 × 6 = 36 ㎡: seven projects of three clients
const shanghai: Fact[] = [
  { dimian: 9000, beiban: 27000, mentou: 5400, rengong: 7200 },
  { dimian: 10800, beiban: 30600, rengong: 9000 },
  { dimian: 7200, beiban: 21600, mentou: 3600, rengong: 5400 },
  { dimian: 12600, beiban: 36000, mentou: 7200, rengong: 10800 },
  { dimian: 8100, beiban: 25200, rengong: 6300 },
  { dimian: 14400, beiban: 39600, mentou: 9000, rengong: 12600 },
  { dimian: 9900, beiban: 28800, rengong: 8100 },
].map((won, i) => ({
  client: i % 3,
  city: '上海市',
  length: 6,
  width: 6,
  height: 4,
  opens: 2,
  sdate: i < 4 ? '2026-03-10' : '2026-08-20',
  won,
  // every project also got two quotations that lost, 10 % and 20 % dearer
  lost: [1.1, 1.2].map((f) => Object.fromEntries(Object.entries(won).map(([k, v]) => [k, v * f]))),
}));
const total = (c: Record<string, number | undefined>) =>
  Object.values(c).reduce<number>((a, b) => a + (b ?? 0), 0);

// 杭州: four projects of four clients (a cell of 4); 北京: five projects of two clients
const hangzhou: Fact[] = [0, 1, 2, 3].map((i) => ({
  client: 10 + i,
  city: '杭州市',
  length: 6,
  width: 7,
  height: 4,
  opens: 1,
  sdate: '2026-05-01',
  won: { dimian: 10000 + i * 1000, beiban: 30000 },
}));
const beijing: Fact[] = [0, 1, 2, 3, 4].map((i) => ({
  client: 20 + (i % 2),
  city: '北京市',
  length: 6,
  width: 6,
  height: 4.5,
  opens: 2,
  sdate: '2026-06-01',
  won: { dimian: 12000, beiban: 30000 + i * 2000 },
}));
// 深圳: five projects of three clients of each booth type, as boothKindOf files them
const shapes = {
  tezhuang: { opens: 2, layer: 1, height: 4 },
  biaotan: { opens: 1, layer: 1, height: 2.5 },
  bandao: { opens: 3, layer: 1, height: 4 },
  daoxing: { opens: 4, layer: 1, height: 5 },
  shuangceng: { opens: 3, layer: 2, height: 6.5 },
} as const;
const shenzhen: Fact[] = boothKinds.flatMap((kind) =>
  [0, 1, 2, 3, 4].map((i) => ({
    client: 30 + (i % 3),
    city: '深圳市',
    length: 9,
    width: 9,
    ...shapes[kind],
    sdate: '2025-11-11',
    won: { beiban: 50000 + i * 5000 },
  })),
);
// 上海, 岛型 12 × 10: five approved projects of three clients, each quoted twice, none awarded yet:
// counted among every quotation only
const unawarded: Fact[] = [0, 1, 2, 3, 4].map((i) => ({
  client: 40 + (i % 3),
  city: '上海市',
  length: 12,
  width: 10,
  height: 5,
  opens: 4,
  sdate: '2026-09-09',
  open: true,
  won: { beiban: 60000 + i * 6000 },
  lost: [{ beiban: 70000 + i * 6000 }],
}));
// a pending project with a quotation: counted nowhere
const pending: Fact = { ...shanghai[0]!, client: 2, pending: true, won: { beiban: 1 } };

let pendingId = 0;
let shanghaiId = 0;
let owner: Awaited<ReturnType<typeof projectClient>>;

beforeAll(async () => {
  t = await createTestApp();
  const ids = await insertFacts(t.database, [
    ...shanghai,
    ...hangzhou,
    ...beijing,
    ...shenzhen,
    ...unawarded,
    pending,
  ]);
  shanghaiId = ids[0]!;
  owner = await projectClient(t);
  // a project under review, published through the calls: its reference is its owner's and the operators'
  pendingId = Number(
    (await owner.a.post<{ id: number }>('/api/Projectcenter/businesPrjctPub', projectBody())).body.data!.id,
  );
  // the nightly job, run now
  await t.app.jobs.enqueue(t.database.db, {
    name: 'prices.recompute',
    payload: { slot: new Date().toISOString() },
  });
  await jobWorkers(t).runDue();
});
afterAll(() => t.close());

const ref = async (body: Record<string, unknown>) => {
  const r = await agent(t.app).post<PriceRefData>('/api/Price/ref', body);
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return r.body.data!;
};

describe('price references', () => {
  it("finds the medians and quartiles of a city's type and size, and of every quotation apart", async () => {
    const d = await ref({ city: '上海市', length: 6, width: 6, height: 4, opens: 2, layer: 1 });
    const c = d.ref!;
    expect(c.label).toBe('上海 · 特装 · 36–54㎡');
    expect([c.city, c.kind, c.band, c.period]).toEqual(['上海市', 'tezhuang', 'a36', '']);
    expect([c.projects, c.clients, c.quotes]).toEqual([7, 3, 7]);
    const ppm = shanghai.map((f) => total(f.won) / 36);
    expect([c.p25, c.median, c.p75]).toEqual(quartiles(ppm));
    // the categories: every project has 地面, four of three clients have 门头 (too few: share only)
    const dimian = c.cats.find((x) => x.cat === 'dimian')!;
    expect(dimian.projects).toBe(7);
    expect([dimian.p25, dimian.median, dimian.p75]).toEqual(
      quartiles(shanghai.map((f) => (f.won.dimian ?? 0) / 36)),
    );
    const mentou = c.cats.find((x) => x.cat === 'mentou')!;
    expect(mentou.projects).toBe(4);
    expect([mentou.p25, mentou.median, mentou.p75]).toEqual([null, null, null]);
    const sum = total(Object.fromEntries(shanghai.map((f, i) => [i, total(f.won)])));
    const mentouSum = shanghai.reduce((a, f) => a + (f.won.mentou ?? 0), 0);
    expect(mentou.share).toBeCloseTo(mentouSum / sum, 3);
    expect(c.cats.reduce((a, x) => a + x.share, 0)).toBeCloseTo(1, 3);
    expect(c.cats.find((x) => x.cat === 'yunshu')!.projects).toBe(0);
    // every quotation: 21 of the same 7 projects
    const all = d.all!;
    expect([all.projects, all.clients, all.quotes]).toEqual([7, 3, 21]);
    const every = shanghai.flatMap((f) => [1, 1.1, 1.2].map((k) => (total(f.won) * k) / 36));
    expect([all.p25, all.median, all.p75]).toEqual(quartiles(every));
    expect(d.computedAt).not.toBe('');
    // the same through the project: a visitor may ask for an approved one
    const p = await agent(t.app).post<PriceRefData>('/api/Price/projectRef', { id: shanghaiId });
    expect(p.body.data!.ref).toEqual(c);
  });

  it('hides a cell of 4 projects, and of 5 from 2 clients, and falls back to a wider one', async () => {
    const guide = (await agent(t.app).post<PriceGuideData>('/api/Price/guide', {})).body.data!;
    const cities = new Set(guide.cells.map((x) => x.city));
    expect(cities.has('上海市')).toBe(true);
    expect(cities.has('杭州市')).toBe(false);
    expect(cities.has('北京市')).toBe(false);
    // 杭州 (4 projects) and its tier (新一线: the same 4) are hidden: 特装 · 36–54㎡ everywhere instead
    const hz = await ref({ city: '杭州市', length: 6, width: 7, height: 4, opens: 1, layer: 1 });
    expect(hz.ref!.label).toBe('特装 · 36–54㎡');
    expect(hz.ref!.projects).toBe(7 + 4 + 5);
    // 北京 (5 of 2 clients) is hidden; 一线城市 · 特装 · 36–54㎡ holds 上海 and 北京
    const bj = await ref({ city: '北京市', length: 6, width: 6, height: 4.5, opens: 2, layer: 1 });
    expect(bj.ref!.label).toBe('一线城市 · 特装 · 36–54㎡');
    expect([bj.ref!.projects, bj.ref!.clients]).toEqual([12, 5]);
    const rows = await t.database.query<{ n: string }>(
      'SELECT count(*) AS n FROM price_refs WHERE projects < 5 OR clients < 3',
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('files each booth type as the wizard names it, and the periods by the show date', async () => {
    const guide = (await agent(t.app).post<PriceGuideData>('/api/Price/guide', {})).body.data!;
    const sz = (kind: string) =>
      guide.cells.find(
        (x: PriceCell) => x.basis === 'won' && x.city === '深圳市' && x.kind === kind && !x.period,
      );
    for (const kind of boothKinds) {
      const s = shapes[kind];
      expect(boothKindOf({ opens: s.opens, layer: s.layer, heightCm: s.height * 100 })).toBe(kind);
      expect(sz(kind)?.projects, kind).toBe(5);
    }
    const q = guide.cells.filter((x) => x.basis === 'won' && /Q/.test(x.period) && !x.city && !x.kind);
    // 2025Q4: 深圳's 25; 2026Q1: 上海's first 4 (hidden); 2026Q2: 杭州 4 + 北京 5 (7 clients);
    // 2026Q3: 上海's last 3 (hidden)
    expect(q.map((x) => [x.period, x.projects, x.label]).sort()).toEqual([
      ['2025Q4', 25, '2025年第4季度'],
      ['2026Q2', 9, '2026年第2季度'],
    ]);
    expect(guide.projects).toBe(7 + 4 + 5 + 25);
  });

  it('counts quotations of approved projects not yet awarded among every quotation only', async () => {
    const cell = (basis: string) =>
      t.database.query<{ projects: number; clients: number; quotes: number; median: number }>(
        `SELECT projects, clients, quotes, median FROM price_refs
         WHERE basis = $1 AND city = '上海市' AND kind = 'daoxing' AND band = '' AND period = ''`,
        [basis],
      );
    const [all] = await cell('all');
    const ppm = unawarded.flatMap((f) => [total(f.won), total(f.lost![0]!)].map((v) => v / 120));
    expect([all!.projects, all!.clients, all!.quotes, all!.median]).toEqual([5, 3, 10, quartiles(ppm)[1]]);
    expect(await cell('won')).toEqual([]);
  });

  it("a project under review: its owner's and the operators', not found for others", async () => {
    const visitor = await agent(t.app).post('/api/Price/projectRef', { id: pendingId });
    expect(visitor.body.errCode).toBe('not_found');
    const mine = await owner.a.post<PriceRefData>('/api/Price/projectRef', { id: pendingId });
    expect(mine.body.success).toBe(true);
    // 深圳, 9 × 8 m (72 ㎡) double deck: 深圳's five double decks of 81 ㎡ are the same band
    expect([mine.body.data!.kind, mine.body.data!.band, mine.body.data!.city]).toEqual([
      '双层',
      '54–100㎡',
      '深圳',
    ]);
    expect(mine.body.data!.ref?.label).toBe('深圳 · 双层 · 54–100㎡');
    const op = await operatorAgent(t);
    expect((await op.post('/api/Price/projectRef', { id: pendingId })).body.success).toBe(true);
  });
});
