import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from '../../../test/people.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createJobRunner } from '../jobs/jobs-runner.ts';
import { createMessagesService } from '../messages/messages-service.ts';
import { createEventsService, EVENTS_JOB } from './events-service.ts';

/**
 * The outbox (decision 043) on a real database: an event commits with its change and its notices go out
 * after the commit, once per recipient, whoever delivers (the caller right after the commit, the job, or
 * both at once); a rolled-back change leaves no event and tells nobody; a delivery that fails is retried
 * by its job.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.database.query<T>(text, params);
const messagesOf = async (id: number) =>
  (await q<{ title: string }>('SELECT title FROM messages WHERE member_id = $1 ORDER BY id', [id])).map(
    (r) => r.title,
  );

/** An events service of its own on the test app's database (its own job name space: none is run but ours). */
function service(fail?: { n: number }) {
  const defs: { name: string; run: (p: never, ctx: never) => Promise<void> }[] = [];
  const jobs = {
    define: (d: (typeof defs)[number]) => defs.push(d),
    enqueue: t.app.jobs.enqueue,
  };
  const events = createEventsService({
    db: t.database.db,
    messages: createMessagesService({ db: t.database.db }),
    jobs: jobs as never,
    log: { error: () => {} },
  });
  events.define([
    {
      name: 'test.happened',
      notices: ({ data }: { data: { to: number[] } }) => {
        if (fail && fail.n-- > 0) throw new Error('the notice could not be written');
        return data.to.map((to) => ({
          to,
          kind: 'system' as const,
          title: '测试事件',
          conts: '发生了一件事',
        }));
      },
    } as never,
  ]);
  const runner = () =>
    createJobRunner({
      database: t.database,
      definitions: defs.filter((d) => d.name === EVENTS_JOB) as never,
      concurrency: 2,
      pollMs: 60_000,
      log: t.app.log,
      random: () => 0,
    });
  return { events, runner };
}

describe('the outbox', () => {
  it('delivers after the commit, once per recipient, however often it is delivered', async () => {
    const a = await member(t);
    const b = await member(t);
    const { events, runner } = service();
    let inside = -1;
    const id = await events.transaction(async (tx) => {
      const e = await events.emit(tx, {
        name: 'test.happened',
        objectKind: 'test',
        objectId: 1,
        actorId: a.id,
        data: { to: [a.id, b.id] },
      });
      // nothing is delivered inside the transaction (read in it: PGlite runs one transaction at a time)
      const r = await tx.execute(sql`SELECT count(*)::int AS n FROM messages WHERE member_id = ${b.id}`);
      inside = (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
      return e;
    });
    expect(inside).toBe(0);
    expect(await messagesOf(a.id)).toEqual(['测试事件']);
    expect(await messagesOf(b.id)).toEqual(['测试事件']);
    // the job that backs the delivery up, run twice at once, adds nothing
    await Promise.all([runner().runDue(), runner().runDue()]);
    expect(await messagesOf(b.id)).toEqual(['测试事件']);
    const deliveries = await q<{ n: number }>(
      'SELECT count(*)::int AS n FROM event_deliveries WHERE event_id = $1',
      [id],
    );
    expect(deliveries[0]!.n).toBe(2);
  });

  it('a rolled-back change leaves no event and tells nobody', async () => {
    const a = await member(t);
    const { events, runner } = service();
    await expect(
      events.transaction(async (tx) => {
        await events.emit(tx, {
          name: 'test.happened',
          objectKind: 'test',
          objectId: 2,
          actorId: null,
          data: { to: [a.id] },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await runner().runDue();
    expect(await messagesOf(a.id)).toEqual([]);
    expect(await q("SELECT id FROM events WHERE object_kind = 'test' AND object_id = 2")).toEqual([]);
  });

  it('a delivery that fails after the commit is left to its job, which retries it; the change stays', async () => {
    const a = await member(t);
    const { events, runner } = service({ n: 2 });
    const id = await events.transaction((tx) =>
      events.emit(tx, {
        name: 'test.happened',
        objectKind: 'test',
        objectId: 3,
        actorId: null,
        data: { to: [a.id] },
      }),
    );
    // the delivery right after the commit failed (1); the job's first attempt fails too (2)
    expect(await messagesOf(a.id)).toEqual([]);
    await runner().runDue();
    const [job] = await q<{ state: string; attempts: number; last_error: string }>(
      'SELECT state, attempts, last_error FROM jobs WHERE key = $1',
      [`event:${id}`],
    );
    expect(job).toMatchObject({
      state: 'queued',
      attempts: 1,
      last_error: 'the notice could not be written',
    });
    await q('UPDATE jobs SET run_at = now() WHERE key = $1', [`event:${id}`]);
    await runner().runDue();
    expect(await messagesOf(a.id)).toEqual(['测试事件']);
    const [done] = await q<{ delivered_at: Date | null }>('SELECT delivered_at FROM events WHERE id = $1', [
      id,
    ]);
    expect(done!.delivered_at).not.toBeNull();
  });
});
