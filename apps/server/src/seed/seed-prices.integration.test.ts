import type { PriceRefData } from '@hz/contract/price-guide';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoPrices } from './seed-prices.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('demo price history (issue 32 point 4)', () => {
  it('gives the wizard and the page figures on npm start, once', async () => {
    const first = await seedDemoPrices(t.database.db);
    expect(first.projects).toBe(216);
    expect(first.cells).toBeGreaterThan(100);
    // a finished project's three quotations and its award, as an award leaves them
    const [p] = await t.database.query<{ n: string; q: string }>(
      `SELECT count(*) AS n, count(*) FILTER (WHERE q.status = 'won' AND q.id = p.quote_id) AS q
       FROM projects p JOIN project_quotes q ON q.project_id = p.id WHERE p.orders LIKE 'PDEMOPRICE%'`,
    );
    expect([Number(p!.n), Number(p!.q)]).toEqual([648, 216]);
    const r = await agent(t.app).post<PriceRefData>('/api/Price/ref', {
      city: '上海市',
      length: 6,
      width: 6,
      height: 4,
      opens: 2,
      layer: 1,
    });
    expect(r.body.data!.ref?.label).toBe('上海 · 特装 · 36–54㎡');
    expect(r.body.data!.ref?.projects).toBe(6);
    expect(await seedDemoPrices(t.database.db)).toEqual({ projects: 0, cells: 0 });
  });
});
