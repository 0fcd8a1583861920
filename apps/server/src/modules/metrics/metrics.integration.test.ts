import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testDbKind } from '../../../test/test-db.ts';

/** `/metrics` (Prometheus text, not public) and the slow-query log. */
const lines: Array<Record<string, unknown>> = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SLOW_QUERY_MS: '150' },
    logger: { level: 'warn', stream: { write: (l: string) => void lines.push(JSON.parse(l)) } },
    setup: (app) => {
      app.get('/api/test/slow', async () => {
        await t.database.query('SELECT pg_sleep(0.2)');
        return { ok: true };
      });
    },
  });
});
afterAll(() => t.close());

const scrape = (o: { ip?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: o.ip ?? '127.0.0.1', headers: o.headers });

describe('/metrics', () => {
  it('counts requests and their time per call, and shows jobs, streams and the pool', async () => {
    const a = agent(t.app);
    for (let i = 0; i < 3; i++) await a.post('/api/Common/searchHuizhan', {});
    await a.post('/api/Common/huizhanInfo', { id: 999_999 });
    const r = await scrape();
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = r.body;
    expect(text).toContain('# TYPE hz_http_requests_total counter');
    expect(text).toMatch(
      /^hz_http_requests_total\{call="\/api\/Common\/searchHuizhan",method="POST",status="200"\} 3$/m,
    );
    expect(text).toMatch(
      /^hz_http_requests_total\{call="\/api\/Common\/huizhanInfo",method="POST",status="404"\} 1$/m,
    );
    expect(text).toMatch(
      /^hz_http_request_duration_seconds_bucket\{call="\/api\/Common\/searchHuizhan",le="\+Inf"\} 3$/m,
    );
    expect(text).toMatch(
      /^hz_http_request_duration_seconds_count\{call="\/api\/Common\/searchHuizhan"\} 3$/m,
    );
    expect(text).toMatch(/^hz_db_query_duration_seconds_count \d+$/m);
    for (const state of ['queued', 'running', 'done', 'dead'])
      expect(text).toMatch(new RegExp(`^hz_jobs\\{state="${state}"\\} \\d+$`, 'm'));
    expect(text).toMatch(/^hz_live_streams 0$/m);
    expect(text).toMatch(/^hz_limit_slots_held 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_delay_seconds\{quantile="0.99"\} [\d.e-]+$/m);
    if (testDbKind === 'postgres') {
      expect(text).toMatch(/^hz_db_pool_connections\{state="total"\} \d+$/m);
      expect(text).toMatch(/^hz_db_pool_connections\{state="idle"\} \d+$/m);
      expect(text).toMatch(/^hz_db_pool_waiting 0$/m);
      expect(text).toMatch(/^hz_db_pool_max 10$/m);
    } else expect(text).not.toContain('hz_db_pool');
    // an unknown path is one series, whatever was asked
    await a.get('/api/no/such/call/1');
    await a.get('/api/no/such/call/2');
    expect((await scrape()).body).toMatch(
      /^hz_http_requests_total\{call="unmatched",method="GET",status="404"\} 2$/m,
    );
  });

  it('is not public: a public address or a request through a proxy gets 404', async () => {
    for (const r of [
      await scrape({ ip: '203.0.113.9' }),
      await scrape({ ip: '2001:db8::9' }),
      await scrape({ headers: { 'x-forwarded-for': '203.0.113.9' } }),
      await scrape({ headers: { forwarded: 'for=203.0.113.9' } }),
    ]) {
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ success: false, errCode: 'not_found' });
    }
    for (const ip of ['10.1.2.3', '172.20.0.5', '192.168.1.1', '::1', 'fd00::5', '::ffff:127.0.0.1'])
      expect((await scrape({ ip })).statusCode, ip).toBe(200);
  });

  it('with METRICS_TOKEN: only a scraper that sends it, from anywhere', async () => {
    const token = 'scrape-me-please-0123456789';
    const s = await createTestApp({ env: { METRICS_TOKEN: token } });
    try {
      const get = (ip: string, auth?: string) =>
        s.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: ip,
          headers: auth ? { authorization: auth } : {},
        });
      expect((await get('127.0.0.1')).statusCode).toBe(404);
      expect((await get('127.0.0.1', `Bearer ${token}x`)).statusCode).toBe(404);
      expect((await get('203.0.113.9', `Bearer ${token}`)).statusCode).toBe(200);
    } finally {
      await s.close();
    }
  });
});

describe('the slow-query log', () => {
  it('logs a statement slower than SLOW_QUERY_MS with its call and request id, and counts it', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/test/slow',
      headers: { 'x-request-id': 'slow-query-req-1' },
    });
    expect(r.statusCode).toBe(200);
    const slow = lines.filter((l) => l.msg === 'slow query');
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({
      call: '/api/test/slow',
      reqId: 'slow-query-req-1',
      query: 'SELECT pg_sleep(0.2)',
    });
    expect(slow[0]!.ms).toBeGreaterThanOrEqual(150);
    expect((await scrape()).body).toMatch(/^hz_db_slow_queries_total\{call="\/api\/test\/slow"\} 1$/m);
  });
});
