import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemo } from './seed.ts';
import { DEMO_MODELS, seedDemoModels } from './seed-models.ts';

let t: TestApp;
let dataDir = '';
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-seed-models-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  await seedDemo(t.database.db);
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Item = {
  id: number;
  title: string;
  price: number;
  category: string;
  dims: { x: number; y: number; z: number } | null;
  viewable: boolean;
};

describe('the demo 3D models (seed-models.ts)', () => {
  it('adds public models in several categories, free and paid, once; found by search', async () => {
    expect(await seedDemoModels(t.database.db, t.config)).toEqual({ models: DEMO_MODELS.length });
    expect(await seedDemoModels(t.database.db, t.config)).toEqual({ models: 0 });
    const r = await agent(t.app).post<{ listItem: Item[]; total: number }>('/api/Common/searchModel', {});
    expect(r.body.data!.total).toBe(DEMO_MODELS.length);
    const items = r.body.data!.listItem;
    expect(new Set(items.map((i) => i.category.split(' / ')[0])).size).toBeGreaterThanOrEqual(4);
    expect(items.some((i) => i.price > 0) && items.some((i) => i.price === 0)).toBe(true);
    expect(items.find((i) => i.title === '3×3标准展位壳体')!.dims).toEqual({ x: 3, y: 2.5, z: 3 });
    const found = await agent(t.app).post<{ listItem: Item[] }>('/api/Common/searchModel', {
      keyword: '舞台',
    });
    expect(found.body.data!.listItem.map((i) => i.title)).toContain('发布会主舞台');
    // every demo model has its derived preview (decision 030), viewable, not its own file
    expect(items.every((i) => i.viewable)).toBe(true);
    const [rows] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM models WHERE preview_file IS NULL OR preview_file = file',
    );
    expect(rows!.n).toBe(0);
  });
});
