import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemo } from './seed.ts';
import { type DemoContentResult, seedDemoContent } from './seed-content.ts';
import { DEMO_CONFERENCES, DEMO_EXHIBITIONS, DEMO_PHOTOS, DEMO_SPACES } from './seed-content-data.ts';

let t: TestApp;
let dataDir = '';
let first: DemoContentResult;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-seed-test-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  await seedDemo(t.database.db);
  first = await seedDemoContent(t.database.db, t.config);
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type List<T = { id: number; title: string }> = { listItem: T[]; total: number };
const count = async (sql: string) => (await t.database.query<{ n: number }>(sql))[0]!.n;

describe('the demo listings (seed-content.ts)', () => {
  it('adds every item once, approved, with stored pictures; a second run adds nothing', async () => {
    expect(first).toMatchObject({
      listings: DEMO_EXHIBITIONS.length + DEMO_CONFERENCES.length,
      spaces: DEMO_SPACES.length,
      photos: DEMO_PHOTOS.length,
      // spaces 3 pictures, exhibitions 4 (with the floor plan), conferences 3, photos 1
      images:
        DEMO_SPACES.length * 3 +
        DEMO_EXHIBITIONS.length * 4 +
        DEMO_CONFERENCES.length * 3 +
        DEMO_PHOTOS.length,
    });
    expect(first.seconds).toBeLessThan(60);
    console.info(`demo listings seeded in ${first.seconds.toFixed(1)} s (${first.images} pictures)`);

    const again = await seedDemoContent(t.database.db, t.config);
    expect(again).toMatchObject({ listings: 0, spaces: 0, photos: 0, images: 0 });
    expect(await count('SELECT count(*)::int AS n FROM listings')).toBe(30);
    expect(await count('SELECT count(*)::int AS n FROM spaces')).toBe(8);
    expect(await count('SELECT count(*)::int AS n FROM booth_photos')).toBe(12);
    expect(
      await count(
        'SELECT ((SELECT count(*) FROM listings WHERE checked <> 1) + (SELECT count(*) FROM spaces WHERE checked <> 1) + (SELECT count(*) FROM booth_photos WHERE checked <> 1))::int AS n',
      ),
    ).toBe(0);
    // every picture is a public listing image with a thumbnail, owned by the item's publisher
    expect(
      await count(
        "SELECT count(*)::int AS n FROM files WHERE purpose = 'listing' AND kind = 'image' AND thumb_key IS NOT NULL AND NOT private",
      ),
    ).toBe(first.images);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM listings l JOIN files f ON f.id = l.cover WHERE f.member_id <> l.member_id',
      ),
    ).toBe(0);
    // without the demo members there is nothing to seed
    expect(
      await count(
        "SELECT count(*)::int AS n FROM members WHERE mobile IN ('13800000001','13800000002','13800000003')",
      ),
    ).toBe(3);
  });

  it('is found by search: keywords, city, status, conferences, spaces and the booth gallery', async () => {
    const a = agent(t.app);
    const cars = await a.post<List>('/api/Common/searchHuizhan', { keyword: '汽车' });
    expect(cars.body.data!.listItem.map((x) => x.title.replace(/<\/?em>/g, ''))).toEqual(
      expect.arrayContaining(['中国（深圳）国际新能源汽车及充电设施展览会']),
    );
    const ongoing = await a.post<List<{ id: number; status: string }>>('/api/Common/searchHuizhan', {
      status: 'ongoing',
    });
    expect(ongoing.body.data!.total).toBe(3);
    expect(ongoing.body.data!.listItem.every((x) => x.status === 'ongoing')).toBe(true);
    const upcoming = await a.post<List>('/api/Common/searchHuizhan', { status: 'upcoming', pageSize: 100 });
    const past = await a.post<List>('/api/Common/searchHuizhan', { status: 'past', pageSize: 100 });
    expect(upcoming.body.data!.total + past.body.data!.total + 3).toBe(DEMO_EXHIBITIONS.length);
    expect(upcoming.body.data!.total).toBeGreaterThan(5);
    expect(past.body.data!.total).toBeGreaterThan(5);
    const shanghai = await a.post<List>('/api/Common/searchHuizhan', { city: '上海市', pageSize: 100 });
    expect(shanghai.body.data!.total).toBe(DEMO_EXHIBITIONS.filter((l) => l.city === '上海市').length);

    const summits = await a.post<List>('/api/Common/searchHuiyi', { keyword: '峰会' });
    expect(summits.body.data!.total).toBeGreaterThanOrEqual(2);
    const spacesFound = await a.post<List>('/api/Common/searchHycd', { keyword: '会议中心' });
    expect(spacesFound.body.data!.total).toBeGreaterThanOrEqual(3);
    const photos = await a.post<List>('/api/Gallery/getPictures', { pageSize: 100 });
    expect(photos.body.data!.total).toBe(DEMO_PHOTOS.length);
  });

  it('links exhibitions to their venue and serves their pictures', async () => {
    const a = agent(t.app);
    const hit = await a.post<List>('/api/Common/searchHuizhan', { keyword: '汽车零部件' });
    const id = hit.body.data!.listItem[0]!.id;
    const info = await a.post<{
      space: { id: number; title: string } | null;
      cover: { url: string; thumb: string };
      pics: unknown[];
      plans: unknown[];
    }>('/api/Common/huizhanInfo', { id });
    const d = info.body.data!;
    expect(d.space?.title).toBe('国家会展中心（上海）4.2号馆');
    expect(d.pics).toHaveLength(2);
    expect(d.plans).toHaveLength(1);
    const cover = await t.app.inject({ method: 'GET', url: d.cover.url });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect(cover.rawPayload.length).toBeGreaterThan(10_000);
    const thumb = await t.app.inject({ method: 'GET', url: d.cover.thumb });
    expect(thumb.headers['content-type']).toBe('image/webp');
    const zip = await t.app.inject({ method: 'GET', url: `/api/Common/downloadHzImg?id=${id}` });
    expect(zip.statusCode).toBe(200);
  });
});
