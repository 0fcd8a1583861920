/**
 * Search by dates and orders against a model (decision 008, the date parts of `searchListings`): listings
 * with spans around today — long-running ones that started before a range, ones starting on its first
 * day, upcoming and past — searched over HTTP with every status, ranges open on either end, keywords,
 * every order (the default date order: running today, then upcoming, then ended) and small pages (so
 * that pages cross from one part of the order to the next), compared with what a plain filter and sort
 * of the same rows gives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { listingSearchText } from './listings-service.ts';

let t: TestApp;
const DAY = 86_400_000;
const today = chinaParts(new Date()).date;
const day = (d: number) => chinaParts(new Date(Date.now() + d * DAY)).date;

interface Row {
  id: number;
  sdate: string;
  edate: string;
  word: string;
  city: string;
}
const rows: Row[] = [];

/** mulberry32: the same listings every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.database.query<{ id: string }>(
    "INSERT INTO members (cardno, mobile) VALUES ('38000001', '13799990001') RETURNING id",
  );
  const r = prng(20_261_123);
  const spans: Array<[number, number]> = [
    [-100, 100], // running long before and long after
    [-2, 1],
    [0, 0], // today only
    [0, 5], // starting today
    [1, 3],
    [-10, -1], // ended yesterday
    [-5, 35],
    [30, 30],
    [31, 40],
    [-400, -380],
  ];
  for (let i = 0; i < 50; i++) {
    const s = Math.floor(r() * 160) - 80;
    spans.push([s, s + Math.floor(r() * (r() < 0.2 ? 90 : 6))]);
  }
  for (const [i, [s, e]] of spans.entries()) {
    const word = i % 3 === 0 ? '机床' : '花卉';
    const city = i % 4 === 0 ? '广州市' : '上海市';
    const title = `${2030 + (i % 3)}${word}博览会第${i}届`;
    const [row] = await t.database.query<{ id: string }>(
      `INSERT INTO listings (kind, member_id, title, industry, organiser, venue, prov, city, addr, sdate, edate,
         conts, cover, contact, phone, checked, search_text)
       VALUES ('huizhan', $1, $2, '综合其他', '展览有限公司', '会展中心', $3, $4, '中心路1号', $5, $6,
         '<p>展会介绍文字若干。</p>', 'test-cover', '李女士', '021-61234567', $7, $8::tsvector)
       RETURNING id`,
      [
        m!.id,
        title,
        city === '广州市' ? '广东省' : '上海市',
        city,
        day(s),
        day(e),
        // every seventh is not approved: never found
        i % 7 === 6 ? 0 : 1,
        listingSearchText({
          title,
          industry: '综合其他',
          city,
          venue: '会展中心',
          hall: '',
          organiser: '展览有限公司',
          text: '展会介绍文字若干。',
        }),
      ],
    );
    if (i % 7 !== 6) rows.push({ id: Number(row!.id), sdate: day(s), edate: day(e), word, city });
  }
});
afterAll(() => t.close());

type Body = {
  keyword?: string;
  city?: string;
  status?: '' | 'upcoming' | 'ongoing' | 'past' | 'current';
  sdate?: string;
  edate?: string;
  sort?: 'relevance' | 'sdate' | 'newest';
};

/** What the search should find, in the order it should give (relevance: compared as a set). */
function model(b: Body) {
  const hit = rows.filter(
    (l) =>
      (!b.keyword || l.word === b.keyword) &&
      (!b.city || l.city === b.city) &&
      (!b.sdate || l.edate >= b.sdate) &&
      (!b.edate || l.sdate <= b.edate) &&
      (b.status !== 'upcoming' || l.sdate > today) &&
      (b.status !== 'past' || l.edate < today) &&
      (b.status !== 'ongoing' || (l.sdate <= today && l.edate >= today)) &&
      (b.status !== 'current' || l.edate >= today),
  );
  const sort = b.sort ?? 'relevance';
  if (sort === 'newest') return hit.sort((x, y) => y.id - x.id).map((l) => l.id);
  // the date order (relevance without a keyword is this too): running today, ending soonest first; then
  // upcoming, starting soonest first; then ended, last ended first; the newer first among the same day
  const part = (l: Row) => (l.edate < today ? 2 : l.sdate > today ? 1 : 0);
  const key = (l: Row) => [part(l), part(l) === 1 ? l.sdate : l.edate] as const;
  return hit
    .sort((x, y) => {
      const [px, kx] = key(x);
      const [py, ky] = key(y);
      if (px !== py) return px - py;
      if (kx !== ky) return (kx < ky ? -1 : 1) * (px === 2 ? -1 : 1);
      return y.id - x.id;
    })
    .map((l) => l.id);
}

async function all(b: Body, pageSize: number) {
  const a = agent(t.app);
  const found: number[] = [];
  let total = -1;
  for (let page = 1; page <= 50; page++) {
    const r = await a.post<{ listItem: Array<{ id: number }>; total: number; totalCapped: boolean }>(
      '/api/Common/searchHuizhan',
      { ...b, page, pageSize },
    );
    expect(r.body.errCode, JSON.stringify(b)).toBe('success');
    total = r.body.data!.total;
    expect(r.body.data!.totalCapped).toBe(false);
    const got = r.body.data!.listItem.map((x) => x.id);
    found.push(...got);
    if (got.length < pageSize) break;
  }
  return { found, total };
}

const statuses = ['', 'upcoming', 'ongoing', 'past', 'current'] as const;
const ranges: Array<[string, string]> = [
  ['', ''],
  [today, ''],
  ['', today],
  [today, day(30)],
  [day(-3), day(3)],
  [day(-60), day(-30)],
  [day(10), day(5)], // reversed: listings running over the whole gap
  [day(-30), day(-10)], // ends before yesterday: those spanning its end come first among the ended
  [day(20), day(50)], // starts after tomorrow: those spanning its start come first among the upcoming
  ['', day(-20)],
  [day(-5), day(-30)], // reversed, in the past
];

/** Every range and order with one status (every page of 3); about 1,200 requests over the five statuses. */
async function everyRangeAndOrder(status: (typeof statuses)[number]) {
  for (const [sdate, edate] of ranges)
    for (const sort of [undefined, 'sdate', 'newest'] as const) {
      const b: Body = { status, sdate, edate, ...(sort ? { sort } : {}) };
      const want = model(b);
      const got = await all(b, 3);
      expect(got.found, JSON.stringify(b)).toEqual(want);
      expect(got.total, JSON.stringify(b)).toBe(want.length);
    }
}

async function withKeywordOrCity(status: (typeof statuses)[number]) {
  for (const [sdate, edate] of ranges.slice(0, 5))
    for (const extra of [{ keyword: '机床' }, { city: '广州市' }, { keyword: '花卉', city: '上海市' }]) {
      const b: Body = { ...extra, status, sdate, edate };
      const want = model(b);
      const got = await all(b, 4);
      expect([...got.found].sort(), JSON.stringify(b)).toEqual([...want].sort());
      expect(got.total, JSON.stringify(b)).toBe(want.length);
      if (!extra.keyword) expect(got.found, JSON.stringify(b)).toEqual(want);
      // by relevance, the listings that have not ended come before the ended ones
      const ended = got.found.map((id) => rows.find((l) => l.id === id)!.edate < today);
      expect(ended, JSON.stringify(b)).toEqual([...ended].sort((x, y) => Number(x) - Number(y)));
      const bySdate = await all({ ...b, sort: 'sdate' }, 5);
      expect(bySdate.found, JSON.stringify(b)).toEqual(model({ ...b, sort: 'sdate' }));
    }
}

// one test per status: the whole matrix is ~1,500 requests, one test of 20 s on PGlite at a load of 7 (it
// timed out at 30 s at a load of 9); per status each is a fifth of that
describe('search by dates, status and order (against a model of the same rows)', () => {
  it('has the rows', () => {
    expect(rows.length).toBeGreaterThan(40);
  });

  it.each(statuses)('status %j: every range × order, page by page', async (status) => {
    await everyRangeAndOrder(status);
  });

  it.each(statuses)(
    'status %j: with a keyword or a city, and relevance (the same set, the ended ones last; ties ordered by start date)',
    async (status) => {
      await withKeywordOrCity(status);
    },
  );

  describe('the same through the indexes (the GiST span index of migration 0013 and the GIN search index)', () => {
    beforeAll(async () => {
      await t.database.query('ANALYZE listings');
      // with 50 rows a scan is cheaper: make the planner use the indexes (PGlite has one session; on
      // PostgreSQL this reaches the pool's connection that runs it)
      await t.database.query('SET enable_seqscan = off');
    });
    afterAll(async () => {
      await t.database.query('RESET enable_seqscan');
    });
    it.each(statuses)('status %j', async (status) => {
      await everyRangeAndOrder(status);
      await withKeywordOrCity(status);
    });
  });
});
