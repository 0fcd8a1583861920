import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, type TestApp } from '../../test/test-app.ts';
import { timelineOf } from '../lib/timeline.ts';
import type { Tx } from '../db/client.ts';
import { seedDemo } from './seed.ts';
import { DEMO_PROJECTS, DEMO_SHOW_MODELS, seedDemoProjects, seedDemoShowModels } from './seed-projects.ts';
import { seedDemoModels } from './seed-models.ts';
import type { ShowPlanData } from '@hz/contract/shows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Hall = {
  listItem: Array<{ id: number; title: string; status: string; checked: number; areas: number }>;
  total: number;
};

describe('the demo build projects (seed-projects.ts)', () => {
  it('adds approved open projects of the demo client once; the hall shows them and finds one by keyword', async () => {
    expect(await seedDemoProjects(t.database.db)).toEqual({ projects: DEMO_PROJECTS.length });
    expect(await seedDemoProjects(t.database.db)).toEqual({ projects: 0 });
    const hall = await agent(t.app).post<Hall>('/api/Projectcenter/factoryPrjctHall', {});
    expect(hall.body.data!.total).toBe(DEMO_PROJECTS.length);
    expect(hall.body.data!.listItem.every((i) => i.status === 'open' && i.checked === 1)).toBe(true);
    const found = await agent(t.app).post<Hall>('/api/Projectcenter/factoryPrjctHall', { kw: '医疗器械' });
    expect(found.body.data!.listItem.map((i) => [i.title, i.areas])).toEqual([
      ['中国国际医疗器械博览会 6×6米 特装展位搭建', 36],
    ]);
    // the timeline (shown to the parties) says it was published and approved
    const rows = await timelineOf(
      t.database.db as unknown as Tx,
      'project',
      found.body.data!.listItem[0]!.id,
    );
    expect(rows.map((o) => o.action)).toEqual(['publish', 'approve']);
  });

  it('gives the demo client’s first show plan two demo models, once', async () => {
    await seedDemoModels(t.database.db, t.config);
    expect(await seedDemoShowModels(t.database.db)).toEqual({ models: DEMO_SHOW_MODELS.length });
    expect(await seedDemoShowModels(t.database.db)).toEqual({ models: 0 });
    const client = agent(t.app);
    await client.post('/api/User/login', { mobile: '13800000001', password: 'Huizhan@2026' });
    const plan = await client.post<ShowPlanData>('/api/Show/plan', { showname: DEMO_PROJECTS[0].showname });
    expect(plan.body.data!.models.map((m) => [m.title, m.available])).toEqual([
      [DEMO_SHOW_MODELS[0], true],
      [DEMO_SHOW_MODELS[1], true],
    ]);
  });
});
