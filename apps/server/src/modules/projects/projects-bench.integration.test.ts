import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProjects, comparedProject, projectsBenchCookie } from '../../../bench/projects-data.ts';
import { hallShapes } from '../../../bench/projects.ts';
import { agent, createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The projects bench at a tiny size (bench/projects.ts, bench/projects-data.ts): its bulk SQL still fits
 * the schema, every hall shape it measures succeeds with the totals the rows hold, and its session
 * reaches `checkPrice` of the compared project, whose quotations come back whole (the app checks every
 * response against the contract in tests).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addProjects(t.database, 0, 300, { quotes: 4, lines: 30 });
});
afterAll(() => t.close());

describe('projects bench data', () => {
  it('every hall shape succeeds and counts the approved open projects that match', async () => {
    const a = agent(t.app);
    const [hall] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM projects WHERE checked = 1 AND status = 'open'",
    );
    const [sh] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM projects WHERE checked = 1 AND status = 'open' AND city = '上海市'",
    );
    // 300 generated (40 % in the hall) and the compared project
    expect(hall!.n).toBeGreaterThan(80);
    for (const s of Object.values(hallShapes()).flat()) {
      const r = await a.post<{ total: number }>('/api/Projectcenter/factoryPrjctHall', {
        pageSize: 20,
        ...s.body,
      });
      expect(r.body.success, s.name).toBe(true);
      if (s.name === 'newest') expect(r.body.data!.total).toBe(hall!.n);
      if (s.name === '上海市') expect(r.body.data!.total).toBe(sh!.n);
    }
    // every city's total is exact (the count is narrowed through the search index: listHall)
    const cities = await t.database.query<{ city: string; n: number }>(
      "SELECT city, count(*)::int AS n FROM projects WHERE checked = 1 AND status = 'open' GROUP BY city",
    );
    expect(cities.length).toBeGreaterThanOrEqual(10);
    for (const c of cities) {
      const r = await a.post<{ total: number }>('/api/Projectcenter/factoryPrjctHall', { city: c.city });
      expect(r.body.data!.total, c.city).toBe(c.n);
    }
  });

  it("the bench's session asks checkPrice of the compared project: every quotation with its lines", async () => {
    const a = agent(t.app);
    const [k, v] = projectsBenchCookie.split('=') as [string, string];
    a.jar.set(k, v);
    const id = await comparedProject(t.database);
    const r = await a.post<{ listItem: Array<Record<string, unknown> & { lowest: string[] }> }>(
      '/api/Projectcenter/checkPrice',
      { id },
    );
    expect(r.body.success).toBe(true);
    const quotes = r.body.data!.listItem;
    expect(quotes).toHaveLength(4);
    const lines = (q: Record<string, unknown>) =>
      ['dimian', 'beiban', 'mentou', 'zhanshi', 'jiedai', 'meigong', 'zulin', 'rengong', 'yunshu'].reduce(
        (n, c) => n + (q[c] as unknown[]).length,
        0,
      );
    expect(quotes.map(lines)).toEqual([30, 30, 30, 30]);
    expect(quotes.filter((q) => q.lowest.includes('cost'))).toHaveLength(1);
    // another member's session is refused
    const stranger = agent(t.app);
    const s = await stranger.post('/api/Projectcenter/checkPrice', { id });
    expect(s.body.success).toBe(false);
  });
});
