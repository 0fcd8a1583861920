import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, registerMember, type TestApp } from '../../test/test-app.ts';
import { nulPath } from './route.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every call refuses a NUL character per field', () => {
  it('finds the first string holding U+0000, nested in objects and arrays', () => {
    expect(nulPath({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(nulPath('\u0000')).toBe('_');
    expect(nulPath({ a: 'ok', n: 1, z: null })).toBeNull();
  });

  it('answers invalid_params, not a server error, on a member call and a public search', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const r = await a.post('/api/Member/updateBaseInfo', {
      name: '',
      nickname: '林\u0000晓',
      company: '',
      myjob: '',
      birth: '',
    });
    expect(r.status).toBe(400);
    expect(r.body.errCode).toBe('invalid_params');
    expect(r.body.data).toEqual({ fields: { nickname: '含有无效字符' } });

    const s = await agent(t.app).post('/api/Common/searchHuizhan', { keyword: '车展', city: '上海\u0000' });
    expect(s.status).toBe(400);
    expect(s.body.data).toEqual({ fields: { city: '含有无效字符' } });
  });

  it('refuses the year 0, which PostgreSQL has no date for', async () => {
    const s = await agent(t.app).post('/api/Common/searchHuizhan', { sdate: '0000-01-01' });
    expect(s.status).toBe(400);
    expect(s.body.data).toEqual({ fields: { sdate: '日期不存在' } });
  });
});
