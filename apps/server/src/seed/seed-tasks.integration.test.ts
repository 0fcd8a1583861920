import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, type TestApp } from '../../test/test-app.ts';
import { timelineOf } from '../lib/timeline.ts';
import type { Tx } from '../db/client.ts';
import { seedDemo } from './seed.ts';
import { DEMO_TASKS, seedDemoTasks } from './seed-tasks.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Hall = {
  listItem: Array<{ id: number; title: string; status: string; checked: number }>;
  total: number;
};

describe('the demo design tasks (seed-tasks.ts)', () => {
  it('adds approved open tasks of the demo client once; the hall shows them and finds one by keyword', async () => {
    expect(await seedDemoTasks(t.database.db)).toEqual({ tasks: DEMO_TASKS.length });
    expect(await seedDemoTasks(t.database.db)).toEqual({ tasks: 0 });
    const hall = await agent(t.app).post<Hall>('/api/Taskcenter/designerTaskHall', {});
    expect(hall.body.data!.total).toBe(DEMO_TASKS.length);
    expect(hall.body.data!.listItem.every((i) => i.status === 'open' && i.checked === 1)).toBe(true);
    const found = await agent(t.app).post<Hall>('/api/Taskcenter/designerTaskHall', { kw: '文博会' });
    expect(found.body.data!.listItem.map((i) => i.title)).toEqual(['深圳文博会 120㎡ 双层文化品牌展台设计']);
    // the timeline (shown to the parties) says it was published and approved
    const rows = await timelineOf(t.database.db as unknown as Tx, 'task', found.body.data!.listItem[0]!.id);
    expect(rows.map((o) => o.action)).toEqual(['publish', 'approve']);
  });
});
