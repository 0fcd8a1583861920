import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../../../test/sse-client.ts';
import { type Agent, agent, createTestApp, registerMember, type TestApp } from '../../../test/test-app.ts';
import { testDbKind } from '../../../test/test-db.ts';

let t: TestApp;
let base = '';
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

interface Item {
  id: number;
  kind: string;
  title: string;
  read: boolean;
  link: string;
  dates: string;
}
interface List {
  listItem: Item[];
  total: number;
  unread: number;
}

const cookieOf = (a: Agent) => [...a.jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** A member with `n` messages, made the real way: each password change sends one. */
async function memberWithMessages(n: number) {
  const a = agent(t.app);
  const m = await registerMember(a);
  let password = m.password;
  for (let i = 0; i < n; i++) {
    const next = `Lantern-river-${4000 + i}`;
    const r = await a.post('/api/User/resetPwd', { oldpwd: password, password: next });
    expect(r.body.errCode).toBe('success');
    password = next;
  }
  return { a, ...m, password };
}

describe('Tipcenter', () => {
  it('a password change leaves a security message; lists page, filter and count unread', async () => {
    const { a } = await memberWithMessages(3);
    const all = await a.post<List>('/api/Tipcenter/getList', { page: 1, pageSize: 2 });
    expect(all.body.data).toMatchObject({ total: 3, unread: 3, page: 1, pageSize: 2 });
    expect(all.body.data!.listItem).toHaveLength(2);
    expect(all.body.data!.listItem[0]).toMatchObject({
      kind: 'security',
      title: '登录密码已修改',
      read: false,
      link: '/personCenter/securitySetting',
    });
    expect(all.body.data!.listItem[0]!.dates).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const second = await a.post<List>('/api/Tipcenter/getList', { page: 2, pageSize: 2 });
    expect(second.body.data!.listItem).toHaveLength(1);
    const ids = [...all.body.data!.listItem, ...second.body.data!.listItem].map((m) => m.id);
    expect(new Set(ids).size).toBe(3);

    const read = await a.post<{ changed: number; unread: number }>('/api/Tipcenter/editMsg', {
      ids: [ids[0]],
      read: true,
    });
    expect(read.body.data).toEqual({ changed: 1, unread: 2 });
    expect((await a.post<List>('/api/Tipcenter/getList', { unread: true })).body.data!.total).toBe(2);
    expect(
      (await a.post<List>('/api/Tipcenter/getList', { unread: false })).body.data!.listItem.map((m) => m.id),
    ).toEqual([ids[0]]);
    const unreadAgain = await a.post('/api/Tipcenter/editMsg', { ids: [ids[0]], read: false });
    expect(unreadAgain.body.data).toEqual({ changed: 1, unread: 3 });
    const allRead = await a.post('/api/Tipcenter/editMsg', { all: true, read: 1 });
    expect(allRead.body.data).toEqual({ changed: 3, unread: 0 });
    const del = await a.post('/api/Tipcenter/delMsg', { ids: ids.slice(0, 2) });
    expect(del.body.data).toEqual({ changed: 2, unread: 0 });
    expect((await a.post<List>('/api/Tipcenter/getList', {})).body.data!.total).toBe(1);
  });

  it("nobody reads, marks or deletes another member's messages", async () => {
    const owner = await memberWithMessages(1);
    const id = (await owner.a.post<List>('/api/Tipcenter/getList', {})).body.data!.listItem[0]!.id;
    const other = agent(t.app);
    await registerMember(other);
    expect((await other.post<List>('/api/Tipcenter/getList', {})).body.data).toMatchObject({
      total: 0,
      unread: 0,
    });
    expect((await other.post('/api/Tipcenter/editMsg', { ids: [id], read: true })).body.data).toEqual({
      changed: 0,
      unread: 0,
    });
    expect((await other.post('/api/Tipcenter/delMsg', { ids: [id] })).body.data).toEqual({
      changed: 0,
      unread: 0,
    });
    expect((await other.post('/api/Tipcenter/editMsg', { all: true, read: true })).body.data).toEqual({
      changed: 0,
      unread: 0,
    });
    expect((await owner.a.post<List>('/api/Tipcenter/getList', {})).body.data).toMatchObject({
      total: 1,
      unread: 1,
    });
  });

  it('refuses bad input and strangers', async () => {
    const { a } = await memberWithMessages(0);
    const empty = await a.post('/api/Tipcenter/delMsg', { ids: [] });
    expect(empty.status).toBe(400);
    expect((empty.body.data as { fields: Record<string, string> }).fields.ids).toBe('请选择消息');
    expect((await a.post('/api/Tipcenter/getList', { pageSize: 500 })).status).toBe(400);
    expect((await agent(t.app).post('/api/Tipcenter/getList', {})).status).toBe(401);
    const stream = openStream(`${base}/api/Tipcenter/stream`, '');
    await expect.poll(() => stream.status).toBe(401);
    stream.close();
  });

  it('the stream sends the unread count at once and again on every change, without polling', async () => {
    const { a, password } = await memberWithMessages(1);
    const stream = openStream(`${base}/api/Tipcenter/stream`, cookieOf(a));
    try {
      expect(await stream.waitFor(1)).toEqual({ event: 'unread', data: '{"unread":1}' });
      await a.post('/api/User/resetPwd', { oldpwd: password, password: 'Harbor-new-pass-77' });
      expect((await stream.waitFor(2)).data).toBe('{"unread":2}');
      await a.post('/api/Tipcenter/editMsg', { all: true, read: true });
      expect((await stream.waitFor(3)).data).toBe('{"unread":0}');
    } finally {
      stream.close();
    }
  });
});

describe('a stream whose session has ended', () => {
  it('is closed at the next push instead of sending', async () => {
    const { a, mobile, password } = await memberWithMessages(0);
    const stream = openStream(`${base}/api/Tipcenter/stream`, cookieOf(a));
    await stream.waitFor(1);
    // the member logs in elsewhere and changes the password: every other session ends, a message is sent
    const elsewhere = agent(t.app);
    await elsewhere.post('/api/User/login', { mobile, password });
    await elsewhere.post('/api/User/resetPwd', { oldpwd: password, password: 'Fresh-harbor-pass-31' });
    // wait for either outcome (the push crosses LISTEN/NOTIFY on PostgreSQL, slow on a loaded machine),
    // then require the right one: closed, and no second event sent to the ended session
    await expect.poll(() => stream.ended || stream.events.length > 1, { timeout: 15_000 }).toBe(true);
    expect(stream.events).toHaveLength(1);
    expect(stream.ended).toBe(true);
    stream.close();
  });
});

describe('streams are capped per member and per IP, and end with their session', () => {
  // small caps and a 1 s heartbeat, on a second server
  let s: TestApp;
  let sBase = '';
  beforeAll(async () => {
    s = await createTestApp({
      env: { STREAMS_PER_MEMBER: '2', STREAMS_PER_IP: '3', STREAM_HEARTBEAT_SECONDS: '1' },
    });
    sBase = await s.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => s.close());

  const member = async () => {
    const a = agent(s.app);
    await registerMember(a);
    return a;
  };
  const open = async (a: Agent) => {
    const stream = openStream(`${sBase}/api/Tipcenter/stream`, cookieOf(a));
    await stream.waitFor(1);
    return stream;
  };
  /** Asks for a stream once: the refusal's status, Retry-After and envelope, or 200 (then closed). */
  const attempt = async (a: Agent) => {
    const ctl = new AbortController();
    const r = await fetch(`${sBase}/api/Tipcenter/stream`, {
      headers: { cookie: cookieOf(a) },
      signal: ctl.signal,
    });
    if (r.status === 200) {
      ctl.abort();
      return { status: 200, retryAfter: null, body: null };
    }
    return { status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.json() };
  };

  it('a member beyond the cap is refused with 429 and Retry-After; a closed stream frees its place', async () => {
    const a = await member();
    const first = await open(a);
    const second = await open(a);
    const third = await attempt(a);
    expect(third.status).toBe(429);
    expect(third.retryAfter).toMatch(/^\d+$/);
    expect(third.body).toMatchObject({
      success: false,
      errCode: 'rate_limited',
      errMsg: '实时消息连接过多，请关闭部分页面后再试',
    });
    // the open streams are untouched
    expect(first.ended || second.ended).toBe(false);
    first.close();
    await expect.poll(async () => (await attempt(a)).status).toBe(200);
    second.close();
  });

  it('one IP beyond the cap is refused, whoever the member', async () => {
    const a = await member();
    const b = await member();
    const streams = [await open(a), await open(a), await open(b)];
    const r = await attempt(b);
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({ errCode: 'rate_limited', errMsg: '实时消息连接过多，请稍后再试' });
    for (const st of streams) st.close();
  });

  it('a logged-out session’s stream ends within one heartbeat, with no push needed', async () => {
    const a = await member();
    const stream = await open(a);
    const since = Date.now();
    await a.post('/api/logout');
    await expect.poll(() => stream.ended, { timeout: 5_000 }).toBe(true);
    expect(Date.now() - since).toBeLessThan(3_000);
    expect(stream.events).toHaveLength(1);
    stream.close();
  });
});

describe.skipIf(testDbKind !== 'postgres')('two server processes on one PostgreSQL database', () => {
  it('a message created by another process reaches this process’s stream (LISTEN/NOTIFY)', async () => {
    const { a, password } = await memberWithMessages(0);
    const stream = openStream(`${base}/api/Tipcenter/stream`, cookieOf(a));
    const entry = fileURLToPath(new URL('../../server.ts', import.meta.url));
    const other = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: (t.database as { url?: string }).url!,
        HOST: '127.0.0.1',
        PORT: '0',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let out = '';
      other.stdout.on('data', (b) => {
        out += String(b);
      });
      let otherUrl = '';
      for (let i = 0; i < 150 && !otherUrl; i++) {
        otherUrl = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1] ?? '';
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(otherUrl).not.toBe('');
      expect(await stream.waitFor(1)).toEqual({ event: 'unread', data: '{"unread":0}' });
      // the same session (sessions live in the database) changes the password through the other process
      const cookie = cookieOf(a);
      const change = await fetch(`${otherUrl}/api/User/resetPwd`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ oldpwd: password, password: 'Other-process-pass-55' }),
      });
      expect((await change.json()).success).toBe(true);
      expect((await stream.waitFor(2)).data).toBe('{"unread":1}');
    } finally {
      stream.close();
      other.kill('SIGTERM');
    }
  }, 60_000);

  it('keeps delivering after the database drops the LISTEN connection', async () => {
    const { a } = await memberWithMessages(1);
    const stream = openStream(`${base}/api/Tipcenter/stream`, cookieOf(a));
    try {
      await stream.waitFor(1);
      const listeners = async () =>
        (
          await t.database.query<{ pid: number }>(
            `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
          )
        ).map((r) => r.pid);
      const before = await listeners();
      expect(before.length).toBeGreaterThan(0);
      await t.database.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);
      // the listener reconnects within a few hundred milliseconds; a change made after that is pushed
      await expect
        .poll(async () => (await listeners()).filter((pid) => !before.includes(pid)).length, {
          timeout: 5000,
        })
        .toBeGreaterThan(0);
      await a.post('/api/Tipcenter/editMsg', { all: true, read: true });
      expect((await stream.waitFor(2)).data).toBe('{"unread":0}');
    } finally {
      stream.close();
    }
  });
});
