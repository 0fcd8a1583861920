import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, agent, createTestApp, type TestApp } from '../../test/test-app.ts';

/** Public searches and detail views per client IP per minute (SEARCH_LIMIT_PER_MINUTE). */
const searches = [
  ['/api/Common/searchHuizhan', { keyword: '汽车' }],
  ['/api/Common/searchHuiyi', { city: '上海市' }],
  ['/api/Common/searchHycd', { keyword: '会议中心' }],
  ['/api/Gallery/getPictures', {}],
] as const;
const details = [
  '/api/Common/huizhanInfo',
  '/api/Common/huiyiInfo',
  '/api/Common/hycdInfo',
  '/api/Gallery/pictureInfo',
] as const;

const search = (a: Agent, i: number) => a.post(searches[i % 4]![0], searches[i % 4]![1]);

describe('public searches, by default 120 per minute per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses the 121st search of a minute from one IP, in Chinese; other IPs and calls go on', async () => {
    expect(t.config.limits.searchPerMinute).toBe(120);
    const a = agent(t.app);
    // the four searches share one budget
    for (let i = 0; i < 120; i++)
      expect((await search(a, i)).body.errCode, `search ${i + 1}`).toBe('success');
    for (let i = 0; i < 4; i++) {
      const r = await search(a, i);
      expect(r.status).toBe(429);
      expect(r.body).toEqual({
        success: false,
        errCode: 'rate_limited',
        errMsg: '搜索过于频繁，请稍后再试',
        showType: 1,
      });
      // the first search of the minute leaves the window within a minute
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // refused before the body is read: even a bad one is not looked at
    const bad = await a.post('/api/Common/searchHuizhan', { pageSize: 'many' });
    expect(bad.body.errCode).toBe('rate_limited');

    // another IP searches; the same IP still opens details and does everything else
    expect((await search(agent(t.app), 0)).body.errCode).toBe('success');
    expect((await a.post('/api/Common/huizhanInfo', { id: 1 })).body.errCode).toBe('not_found');
    expect((await a.get('/api/health')).body.errCode).toBe('success');
  });
});

describe('a configured limit; 0 for none', () => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEARCH_LIMIT_PER_MINUTE: '3' } });
    off = await createTestApp({ env: { SEARCH_LIMIT_PER_MINUTE: '0' } });
  });
  afterAll(async () => {
    await t.close();
    await off.close();
  });

  it('limits detail views with their own budget of the same size', async () => {
    const a = agent(t.app);
    for (let i = 0; i < 3; i++)
      expect((await a.post(details[i]!, { id: 987_654 })).body.errCode).toBe('not_found');
    const r = await a.post(details[3], { id: 987_654 });
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({ errCode: 'rate_limited', errMsg: '访问过于频繁，请稍后再试' });
    expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(60);
    // searches are counted apart
    for (let i = 0; i < 3; i++) expect((await search(a, i)).body.errCode).toBe('success');
    expect((await search(a, 3)).body.errMsg).toBe('搜索过于频繁，请稍后再试');
    expect((await a.post(details[0], { id: 987_654 })).body.errCode).toBe('rate_limited');
  });

  it('an IPv6 client is its /64: its addresses share one budget (decision 019)', async () => {
    const one = agent(t.app, { ip: '2001:db8:77:1::1' });
    const same = agent(t.app, { ip: '2001:db8:77:1:ffff:1:2:3' });
    const other = agent(t.app, { ip: '2001:db8:77:2::1' });
    for (let i = 0; i < 3; i++) expect((await search(i % 2 ? one : same, i)).body.errCode).toBe('success');
    expect((await search(same, 3)).status).toBe(429);
    expect((await search(one, 3)).status).toBe(429);
    expect((await search(other, 0)).body.errCode).toBe('success');
    // an IPv4 client seen through a dual-stack socket is its IPv4 address
    const v4 = agent(t.app, { ip: '198.51.100.9' });
    const mapped = agent(t.app, { ip: '::ffff:198.51.100.9' });
    for (let i = 0; i < 3; i++) expect((await search(v4, i)).body.errCode).toBe('success');
    expect((await search(mapped, 3)).status).toBe(429);
  });

  it('SEARCH_LIMIT_PER_MINUTE=0 (the bench) does not limit', async () => {
    const a = agent(off.app);
    for (let i = 0; i < 150; i++) expect((await search(a, i)).body.errCode).toBe('success');
    for (let i = 0; i < 150; i++)
      expect((await a.post(details[i % 4]!, { id: 987_654 })).body.errCode).toBe('not_found');
  });
});
