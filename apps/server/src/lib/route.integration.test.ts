import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, registerMember, type TestApp } from '../../test/test-app.ts';
import { bodyProblem, MAX_BODY_DEPTH, nulPath } from './route.ts';

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

  it('refuses a lone surrogate the same way (it would be stored as U+FFFD); a pair (an emoji) is text', async () => {
    expect(nulPath({ a: '😀', b: ['x', 'y\ud800'] })).toBe('b.1');
    expect(nulPath({ a: '\udc00z' })).toBe('a');
    expect(nulPath({ a: 'z\ud83d\ude00' })).toBeNull();
    const a = agent(t.app);
    await registerMember(a);
    const json = { 'content-type': 'application/json' };
    for (const escaped of ['\\ud800', '\\udfff', '林\\ud83d晓', '\\ude00\\ud83d']) {
      const r = await a.post('/api/Member/updateBaseInfo', `{"nickname":"${escaped}"}`, json);
      expect(r.status, escaped).toBe(400);
      expect(r.body, escaped).toMatchObject({
        errCode: 'invalid_params',
        data: { fields: { nickname: '含有无效字符' } },
      });
    }
    const ok = await a.post('/api/Member/updateBaseInfo', '{"nickname":"林\\ud83d\\ude00晓"}', json);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ nickname: '林😀晓' });
  });

  it('refuses the year 0, which PostgreSQL has no date for', async () => {
    const s = await agent(t.app).post('/api/Common/searchHuizhan', { sdate: '0000-01-01' });
    expect(s.status).toBe(400);
    expect(s.body.data).toEqual({ fields: { sdate: '日期不存在' } });
  });
});

describe('every call refuses a deeply nested body, cheaply at any depth', () => {
  const post = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
  const deepArray = (n: number) => `{"mobile":${'['.repeat(n)}${']'.repeat(n)},"password":"x"}`;
  const deepObject = (n: number) => `{"keyword":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`;

  it('walks the parsed body without recursion and stops at the depth limit', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(bodyProblem(deep)).toEqual({ deep: true });
    let ok: unknown = 'x';
    for (let i = 0; i < MAX_BODY_DEPTH; i += 1) ok = { a: ok };
    expect(bodyProblem(ok)).toBeNull();
    expect(bodyProblem({ a: ok })).toEqual({ deep: true });
    expect(nulPath(deep)).toBeNull();
  });

  it('answers 400 invalid_params in Chinese, not a 500, for 5,000 and 300,000 levels', async () => {
    for (const [url, payload] of [
      ['/api/User/login', deepArray(5_000)],
      ['/api/Common/searchHuizhan', deepObject(5_000)],
      ['/api/User/login', deepArray(300_000)],
    ] as const) {
      const started = performance.now();
      const r = await post(url, payload);
      const ms = performance.now() - started;
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({
        success: false,
        errCode: 'invalid_params',
        errMsg: '提交的内容嵌套层级过深',
        data: { fields: { _: '嵌套层级过深' } },
      });
      // the refusal costs a scan of the text, not a parse and walk of its nesting (generous on a busy machine)
      expect(ms).toBeLessThan(100);
    }
  });

  it('still accepts a body nested up to the limit and strings holding brackets', async () => {
    const brackets = `\\"${'['.repeat(40)}`;
    const r = await post('/api/Common/searchHuizhan', JSON.stringify({ keyword: brackets }));
    expect(r.statusCode).toBe(200);
    const atLimit = `{"keyword":${'['.repeat(MAX_BODY_DEPTH - 1)}${']'.repeat(MAX_BODY_DEPTH - 1)}}`;
    const s = await post('/api/Common/searchHuizhan', atLimit);
    // the schema refuses the array, field by field: the nesting itself was allowed
    expect(s.statusCode).toBe(400);
    expect(s.json().data.fields).toHaveProperty('keyword');
    expect(s.json().data.fields.keyword).not.toBe('嵌套层级过深');
  });
});

describe("plain text refuses control and bidi characters (the contract's text rules)", () => {
  it('single-line fields refuse CR/LF, other controls and bidi overrides, in Chinese, per field', async () => {
    const a = agent(t.app);
    await registerMember(a);
    for (const [field, value] of [
      ['nickname', 'gnp\u202Eexe.晓'],
      ['name', '林\n晓'],
      ['company', '会展\r公司'],
      ['myjob', '设计\u0007师'],
      ['addr', '南京路\u2066100号'],
      ['city', '上海\u0085'],
    ] as const) {
      const r = await a.post('/api/Member/updateBaseInfo', { [field]: value });
      expect(r.status, field).toBe(400);
      expect(r.body.errCode, field).toBe('invalid_params');
      expect((r.body.data as { fields: Record<string, string> }).fields[field], field).toMatch(
        /不能包含换行、控制字符或文字方向控制符$/,
      );
    }
    const s = await agent(t.app).post('/api/Common/searchHuizhan', { keyword: '车展\u202E' });
    expect(s.status).toBe(400);
    expect((s.body.data as { fields: Record<string, string> }).fields.keyword).toMatch(/文字方向控制符/);
  });

  it('multi-line fields keep line feeds (CRLF made LF) and refuse other controls and bidi overrides', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const ok = await a.post<{ descr: string }>('/api/Member/updateBaseInfo', {
      descr: '第一行\r\n第二行\r第三行\n',
    });
    expect(ok.body.errCode).toBe('success');
    expect(ok.body.data!.descr).toBe('第一行\n第二行\n第三行');
    for (const descr of ['简介\u202E', '简介\t制表', '简介\u001B[31m']) {
      const r = await a.post('/api/Member/updateBaseInfo', { descr });
      expect(r.status, JSON.stringify(descr)).toBe(400);
      expect((r.body.data as { fields: Record<string, string> }).fields.descr).toMatch(
        /控制字符或文字方向控制符$/,
      );
    }
  });
});
