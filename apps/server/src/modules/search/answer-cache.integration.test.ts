/**
 * The public searches' answers reused while what they read is unchanged (decision 065): a repeated search
 * runs no search statement; any write to what it reads is seen by the very next search, in this process or
 * another; a write whose statement ran while an answer was computed, and committed after, is not hidden by
 * that answer; what a search does not show (a work's views) leaves the answers; `SEARCH_CACHE_SECONDS=0`
 * turns it off.
 */
import { ReviewState } from '@hz/contract/common/states';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agent, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { listings } from '../../db/schema/listings.ts';
import { members } from '../../db/schema/members.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { DEMO_EXHIBITIONS } from '../../seed/seed-content-data.ts';
import { demoListingRow } from '../../seed/seed-content.ts';

const DAY = 86_400_000;
const day = (d: number) => chinaParts(new Date(Date.now() + d * DAY)).date;

let t: TestApp;
let memberId = 0;

/** Adds an approved exhibition titled `title` straight in the table (a write the app does not make). */
async function addExhibition(db: TestApp['database']['db'], title: string) {
  const [row] = await db
    .insert(listings)
    .values({
      ...demoListingRow({ ...DEMO_EXHIBITIONS[0]!, kind: 'huizhan', key: title, title }, day),
      kind: 'huizhan',
      memberId,
      checked: ReviewState.approved,
      cover: 'test-cover',
    })
    .returning({ id: listings.id });
  return row!.id;
}

const titles = async (keyword: string) => {
  const r = await agent(t.app).post('/api/Common/searchHuizhan', { keyword });
  expect(r.body.success).toBe(true);
  // the matched words come back marked
  return (r.body.data as { listItem: { title: string }[] }).listItem.map((l) =>
    l.title.replace(/<\/?em>/g, ''),
  );
};

/** Statements that read the listings (not the version of their answers). */
const listingReads = (statements: string[]) =>
  statements.filter((s) => /\blistings\b/.test(s) && !/search_version/.test(s));

/** The statements the database runs while `act` does (the shared limiter's among them on PGlite). */
async function statementsOf(act: () => Promise<unknown>) {
  const seen: string[] = [];
  t.database.observeQueries((text) => {
    seen.push(text);
    return () => {};
  });
  try {
    await act();
  } finally {
    t.database.observeQueries(null);
  }
  return seen;
}

const version = async (topic: string) =>
  (
    await t.database.query<{ v: string }>(
      `SELECT last_value || ':' || is_called AS v FROM search_version_${topic}`,
    )
  )[0]!.v;

beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.database.db
    .insert(members)
    .values({ cardno: '38200001', mobile: '13799992001', nickname: '缓存测试' })
    .returning({ id: members.id });
  memberId = m!.id;
});
afterAll(() => t.close());

describe('the public searches’ answers', () => {
  it('a repeated search runs no search statement, only the read of its topic’s version', async () => {
    await addExhibition(t.database.db, '青岛国际啤酒节展览会');
    const first = await statementsOf(() => titles('啤酒节'));
    expect(listingReads(first).length).toBeGreaterThan(0);
    let again: string[] = [];
    const second = await statementsOf(async () => {
      again = await titles('啤酒节');
    });
    expect(again).toEqual(['青岛国际啤酒节展览会']);
    expect(listingReads(second)).toEqual([]);
    expect(second.filter((q) => /FROM search_version_listings/.test(q))).toHaveLength(1);
  });

  it('a write is seen by the very next search, however it was made', async () => {
    expect(await titles('冰雪节')).toEqual([]);
    const id = await addExhibition(t.database.db, '哈尔滨冰雪节展览会');
    expect(await titles('冰雪节')).toEqual(['哈尔滨冰雪节展览会']);
    // taken down: gone at once
    await t.database.db.update(listings).set({ checked: ReviewState.rejected }).where(eq(listings.id, id));
    expect(await titles('冰雪节')).toEqual([]);
  });

  it('what a search shows of a member (its badges, names) moves every topic; its balance moves none', async () => {
    const before = await Promise.all(['listings', 'tasks', 'projects', 'people', 'models'].map(version));
    await t.database.db.update(members).set({ coins: 100 }).where(eq(members.id, memberId));
    expect(await Promise.all(['listings', 'tasks', 'projects', 'people', 'models'].map(version))).toEqual(
      before,
    );
    await t.database.db.update(members).set({ personauth: 1 }).where(eq(members.id, memberId));
    const after = await Promise.all(['listings', 'tasks', 'projects', 'people', 'models'].map(version));
    for (const [i, v] of after.entries()) expect(v).not.toBe(before[i]);
  });

  it('a work’s views leave the people’s answers; its title does not', async () => {
    const [w] = await t.database.query<{ id: number }>(
      `INSERT INTO works (member_id, kind, title, cover, areas, opens, style, conts)
       VALUES ($1, 'work', '缓存作品', 'c', 36, 2, '科技感', '') RETURNING id`,
      [memberId],
    );
    const before = await version('people');
    await t.database.query('UPDATE works SET views = views + 1, likes = likes + 1 WHERE id = $1', [w!.id]);
    expect(await version('people')).toBe(before);
    await t.database.query(`UPDATE works SET title = '缓存作品二' WHERE id = $1`, [w!.id]);
    expect(await version('people')).not.toBe(before);
  });

  it.runIf(process.env.TEST_DB === 'pg')(
    'an answer computed while a write was made and not yet committed is not reused once it commits',
    async () => {
      await t.database.db.transaction(async (tx) => {
        await addExhibition(tx as unknown as TestApp['database']['db'], '景德镇陶瓷博览会');
        // the version moved with the statement; this answer, on another connection, cannot see the row
        expect(await titles('陶瓷博览会')).toEqual([]);
      });
      // committed: the announcement arrives on the LISTEN connection, then the answer is computed again
      await vi.waitFor(async () => expect(await titles('陶瓷博览会')).toEqual(['景德镇陶瓷博览会']), {
        timeout: 5000,
        interval: 20,
      });
    },
  );

  it('SEARCH_CACHE_SECONDS=0: every search runs its statements', async () => {
    const off = await createTestApp({ env: { SEARCH_CACHE_SECONDS: '0' } });
    try {
      const seen: string[] = [];
      off.database.observeQueries((text) => {
        seen.push(text);
        return () => {};
      });
      for (let i = 0; i < 2; i++) await agent(off.app).post('/api/Common/searchHuizhan', { keyword: '展' });
      off.database.observeQueries(null);
      expect(seen.filter((s) => /search_version/.test(s))).toEqual([]);
      expect(listingReads(seen).length).toBeGreaterThanOrEqual(2);
    } finally {
      await off.close();
    }
  });

  it('the same statement whatever the order of the body’s fields', async () => {
    const a = await agent(t.app).post('/api/Common/searchHuizhan', { keyword: '啤酒节', page: 1, city: '' });
    const seen = await statementsOf(() =>
      agent(t.app).post('/api/Common/searchHuizhan', { city: '', page: 1, keyword: '啤酒节' }),
    );
    expect(a.body.success).toBe(true);
    expect(listingReads(seen)).toEqual([]);
  });
});
