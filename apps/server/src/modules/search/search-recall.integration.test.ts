import { ReviewState } from '@hz/contract/common/states';
/**
 * Search recall (decision 008, "Recall"; issue 18): the demo data of `npm start` (seed/seed-content-data.ts,
 * without its pictures) searched over HTTP with a fixed set of Chinese keywords, for every searchable
 * kind: which items each must find, which must rank first, and what it must not find. Also the home
 * page's suggested keywords (apps/web), each of which must find something.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { boothPhotos } from '../../db/schema/gallery.ts';
import { listings } from '../../db/schema/listings.ts';
import { members } from '../../db/schema/members.ts';
import { spaces } from '../../db/schema/spaces.ts';
import {
  DEMO_CONFERENCES,
  DEMO_EXHIBITIONS,
  DEMO_PHOTOS,
  DEMO_SPACES,
} from '../../seed/seed-content-data.ts';
import { type DemoListingWithKind, demoListingRow, demoSpaceRow } from '../../seed/seed-content.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { photoSearchText } from '../gallery/gallery-service.ts';

let t: TestApp;
const DAY = 86_400_000;
const day = (d: number) => chinaParts(new Date(Date.now() + d * DAY)).date;
/** Items beside the demo data. */
const EXTRA = {
  autoShow: '广州国际汽车展',
  forum3d: '数字会展创新论坛',
  booth3d: '3D打印灯光特装展台',
};
/** Ids by title. */
const idOf = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [m] = await db
    .insert(members)
    .values({ cardno: '38100001', mobile: '13799991001' })
    .returning({ id: members.id });
  const memberId = m!.id;
  const approved = { memberId, checked: ReviewState.approved, cover: 'test-cover' };
  for (const s of DEMO_SPACES) {
    const [row] = await db
      .insert(spaces)
      .values({ ...demoSpaceRow(s), ...approved })
      .returning({ id: spaces.id });
    idOf.set(s.title, row!.id);
  }
  const all: DemoListingWithKind[] = [
    ...DEMO_EXHIBITIONS.map((l) => ({ ...l, kind: 'huizhan' as const })),
    ...DEMO_CONFERENCES.map((l) => ({ ...l, kind: 'huiyi' as const })),
    // beside the demo data: a title holding 汽车展 as typed, and 3D展台 in a conference's text
    {
      ...DEMO_EXHIBITIONS[0]!,
      key: 'x-auto',
      kind: 'huizhan' as const,
      title: EXTRA.autoShow,
      industry: '汽车交通' as const,
      city: '广州市',
      prov: '广东省',
      venue: '中国进出口商品交易会展馆',
      organiser: '广州市汽车行业协会',
      conts: '<p>整车、新能源与智能网联集中亮相。</p>',
    },
    {
      ...DEMO_CONFERENCES[0]!,
      key: 'x-3d',
      kind: 'huiyi' as const,
      title: EXTRA.forum3d,
      conts: '<p>研讨3D展台效果图、虚拟展厅与数字孪生。</p>',
    },
  ];
  for (const l of all) {
    const [row] = await db
      .insert(listings)
      .values({ ...demoListingRow(l, day), ...approved })
      .returning({ id: listings.id });
    idOf.set(l.title, row!.id);
  }
  const photos = [
    ...DEMO_PHOTOS,
    { title: EXTRA.booth3d, at: 'demo-e02', areas: 72, style: '科技感' as const, openSides: 3 as const },
  ];
  for (const p of photos) {
    const expo = all.find((l) => l.key === p.at)!;
    const [row] = await db
      .insert(boothPhotos)
      .values({
        memberId,
        checked: 1,
        listingId: idOf.get(expo.title)!,
        image: 'test-image',
        title: p.title,
        areas: p.areas,
        style: p.style,
        openSides: p.openSides,
        searchText: photoSearchText({ title: p.title, expoTitle: expo.title }),
      })
      .returning({ id: boothPhotos.id });
    idOf.set(p.title, row!.id);
  }
});
afterAll(() => t.close());

const calls = {
  huizhan: '/api/Common/searchHuizhan',
  huiyi: '/api/Common/searchHuiyi',
  hycd: '/api/Common/searchHycd',
  photo: '/api/Gallery/getPictures',
} as const;
type Kind = keyof typeof calls;

/** The titles a keyword finds of a kind, best first (the gallery: newest first), without their marks. */
async function found(kind: Kind, keyword: string, more: Record<string, unknown> = {}) {
  const r = await agent(t.app).post<{ listItem: Array<{ title: string }>; total: number }>(calls[kind], {
    keyword,
    pageSize: 100,
    ...more,
  });
  expect(r.body.errCode, `${kind} ${keyword}`).toBe('success');
  return r.body.data!.listItem.map((x) => x.title.replace(/<\/?em>/g, ''));
}

/** The home page's and the search page's suggested keywords, read from the web app's source. */
function suggestions() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/src');
  const out = new Set<string>();
  for (const file of [
    'features/site/pages/main-page.tsx',
    'features/search/components/search-suggestions.tsx',
  ]) {
    const list = /hotKeywords = \[([^\]]*)\]/.exec(fs.readFileSync(path.join(root, file), 'utf8'))?.[1];
    expect(list, file).toBeDefined();
    for (const m of list!.matchAll(/'([^']+)'/g)) out.add(m[1]!);
  }
  return [...out];
}

const E = Object.fromEntries(DEMO_EXHIBITIONS.map((l) => [l.key, l.title]));
const C = Object.fromEntries(DEMO_CONFERENCES.map((l) => [l.key, l.title]));
const S = Object.fromEntries(DEMO_SPACES.map((l) => [l.key, l.title]));
const P = Object.fromEntries(DEMO_PHOTOS.map((l) => [l.key, l.title]));
const demoTitles = new Set([
  ...Object.values(E),
  ...Object.values(C),
  ...Object.values(S),
  ...Object.values(P),
]);

describe('search recall over the demo data', () => {
  it('a word and a character between words: 汽车展 finds the auto shows, the exact title first', async () => {
    const hits = await found('huizhan', '汽车展');
    expect(hits[0]).toBe(EXTRA.autoShow);
    expect(hits).toEqual(expect.arrayContaining([E['demo-e01'], E['demo-e02']]));
    // 展 alone would find every exhibition: 汽车 must occur
    expect(hits).toHaveLength(3);
    expect(await found('huiyi', '汽车展')).toEqual([C['demo-c03']]);
  });

  it('an abbreviation: 上海车展 finds the Shanghai auto parts show and the hall that hosts car shows', async () => {
    expect(await found('huizhan', '上海车展')).toEqual([E['demo-e01']]);
    expect(await found('hycd', '上海车展')).toEqual([S['demo-s1']]);
    // not the other shows in Shanghai
    expect(await found('huizhan', '上海')).toEqual(
      expect.arrayContaining([E['demo-e01'], E['demo-e14'], E['demo-e07']]),
    );
  });

  it('trade words the general segmenter splits: 展台设计, 特装展台, 岛型展台', async () => {
    expect(await found('huiyi', '展台设计')).toEqual([C['demo-c04']]);
    expect(await found('huizhan', '展台设计')).toEqual([]);
    expect(await found('photo', '岛型展台')).toEqual(expect.arrayContaining([P['demo-p01'], P['demo-p12']]));
    expect(await found('photo', '特装展台')).toEqual(expect.arrayContaining([P['demo-p01'], EXTRA.booth3d]));
    expect((await found('photo', '特装展台')).length).toBe(2);
  });

  it('Latin and Han mixed: 3D展台 needs both (not the fair of 3D打印); a Latin prefix: le finds LED', async () => {
    expect(await found('huiyi', '3D展台')).toEqual([EXTRA.forum3d]);
    expect(await found('photo', '3D展台')).toEqual([EXTRA.booth3d]);
    expect(await found('huizhan', '3D打印')).toEqual([E['demo-e04']]);
    expect(await found('huizhan', '3D展台')).toEqual([]);
    expect(await found('huizhan', 'le')).toEqual([E['demo-e06']]);
    expect(await found('photo', 'le')).toEqual([P['demo-p05']]);
  });

  it('a single character finds every text that holds it', async () => {
    const r = await agent(t.app).post<{ total: number }>(calls.huizhan, { keyword: '展' });
    expect(r.body.data!.total).toBe(DEMO_EXHIBITIONS.length + 1);
    expect(await found('photo', '展')).toHaveLength(DEMO_PHOTOS.length + 1);
  });

  it('does not match unrelated items', async () => {
    for (const [kind, keyword, not] of [
      ['huizhan', '上海车展', E['demo-e14']],
      ['huizhan', '上海车展', E['demo-e07']],
      ['huizhan', '汽车展', E['demo-e03']],
      ['huizhan', '家具展', E['demo-e01']],
      ['huizhan', '3D展台', E['demo-e04']],
    ] as const)
      expect(await found(kind, keyword), `${keyword} ≠ ${not}`).not.toContain(not);
    expect(await found('huizhan', '汽车 北京')).toEqual([]);
    expect(await found('hycd', '汽车展')).toEqual([]);
  });

  it('ranks by how much of the keyword occurs, the title first', async () => {
    expect((await found('huizhan', '新能源汽车'))[0]).toBe(E['demo-e02']);
    expect((await found('huiyi', '新能源汽车'))[0]).toBe(C['demo-c03']);
    expect((await found('huizhan', '医疗器械'))[0]).toBe(E['demo-e07']);
    // among the ended ones (relevance ranks the listings that have not ended first, and E03 has ended)
    expect((await found('huizhan', '家具展', { status: 'past' }))[0]).toBe(E['demo-e03']);
  });

  it("the site's suggested keywords each find something of the demo data", async () => {
    const keywords = suggestions();
    expect(keywords.length).toBeGreaterThanOrEqual(5);
    for (const keyword of keywords) {
      const hits = [
        ...(await found('huizhan', keyword)),
        ...(await found('huiyi', keyword)),
        ...(await found('hycd', keyword)),
      ].filter((x) => demoTitles.has(x));
      expect(hits.length, keyword).toBeGreaterThan(0);
    }
  });
});
