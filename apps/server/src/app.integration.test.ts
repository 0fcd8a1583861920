import { calls } from '@hz/contract/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, registerMember, type TestApp } from '../test/test-app.ts';
import { testDbKind } from '../test/test-db.ts';
import { png, uploadForm } from '../test/uploads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    setup: (app) => {
      app.get('/api/Test/boom', async () => {
        throw new Error('secret internal detail at /srv/app.ts:42');
      });
      app.get('/api/Test/busy', async () => {
        throw Object.assign(new Error('too many'), { statusCode: 429 });
      });
    },
  });
});
afterAll(() => t.close());

describe('the envelope and HTTP statuses (DESIGN §4)', () => {
  it('success: 200 with errCode success and data', async () => {
    const r = await agent(t.app).get('/api/health');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      success: true,
      errCode: 'success',
      errMsg: '成功',
      data: {
        status: 'ok',
        database: { status: 'ok', kind: testDbKind, latencyMs: expect.any(Number) },
        storage: { status: 'ok', kind: 'local', latencyMs: expect.any(Number) },
        // inject() never listens: this process's workers have not started
        jobs: { status: 'off', workers: 0, running: 0 },
      },
    });
  });

  it('unknown call: 404 not_found', async () => {
    const r = await agent(t.app).post('/api/Nope/nothing', {});
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, errCode: 'not_found' });
  });

  it('a known path with another method: 405 method_not_allowed with Allow, for every route', async () => {
    const cases = [
      { method: 'GET', url: '/api/User/login', allow: 'POST' },
      { method: 'PUT', url: '/api/Member/userInfo?x=1', allow: 'POST' },
      { method: 'POST', url: '/api/loginCheck', allow: 'GET, HEAD' },
      { method: 'DELETE', url: '/api/docs', allow: 'GET, HEAD' },
      { method: 'POST', url: '/files/abc123', allow: 'GET, HEAD' },
      { method: 'PATCH', url: '/files/abc123/thumb', allow: 'GET, HEAD' },
      { method: 'GET', url: '/api/Upload/file', allow: 'POST' },
    ] as const;
    for (const c of cases) {
      const r = await t.app.inject({ method: c.method, url: c.url });
      expect(r.statusCode, `${c.method} ${c.url}`).toBe(405);
      expect(r.headers.allow, `${c.method} ${c.url}`).toBe(c.allow);
      expect(r.json()).toEqual({
        success: false,
        errCode: 'method_not_allowed',
        errMsg: `请求方法不正确，请使用 ${c.allow.replace(', HEAD', '')}`,
      });
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
    // unknown paths are still not found, whatever the method
    for (const method of ['GET', 'POST', 'PUT'] as const) {
      const r = await t.app.inject({ method, url: '/api/Nope/nothing' });
      expect(r.statusCode).toBe(404);
      expect(r.headers.allow).toBeUndefined();
    }
    // every call of the contract answers 405 to a method it does not take
    for (const def of Object.values(calls)) {
      const other = def.method === 'GET' ? 'POST' : 'GET';
      const r = await t.app.inject({ method: other, url: def.path });
      expect(r.statusCode, def.path).toBe(405);
      expect(r.headers.allow, def.path).toContain(def.method);
    }
  });

  it('malformed JSON: 400 bad_request', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/User/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile": ',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, errCode: 'bad_request', errMsg: '请求格式错误' });
  });

  it('framework-level refusals: the envelope and the security headers, never the input echoed', async () => {
    const cases = [
      { method: 'GET', url: '/api/%E0%A4%A<script>', status: 400, errCode: 'bad_request' },
      { method: 'GET', url: '/%E0%A4%A', status: 400, errCode: 'bad_request' },
      { method: 'GET', url: `/files/${'<script>'.repeat(30)}`, status: 400, errCode: 'bad_request' },
      {
        method: 'POST',
        url: '/api/User/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"mobile": "<script>',
        status: 400,
        errCode: 'bad_request',
      },
      {
        method: 'POST',
        url: '/api/User/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__": {"<script>": 1}}',
        status: 400,
        errCode: 'bad_request',
      },
      {
        method: 'POST',
        url: '/api/User/login',
        headers: { 'content-type': 'text/html; charset=<script>' },
        payload: '<script>',
        status: 415,
        errCode: 'unsupported_media_type',
      },
      {
        method: 'POST',
        url: '/api/Upload/file',
        headers: { 'content-type': 'application/json' },
        payload: '{"<script>": 1}',
        status: 415,
        errCode: 'unsupported_media_type',
      },
    ] as const;
    for (const c of cases) {
      const r = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: 'headers' in c ? c.headers : undefined,
        payload: 'payload' in c ? c.payload : undefined,
      });
      expect(r.statusCode, c.url).toBe(c.status);
      expect(r.json(), c.url).toMatchObject({ success: false, errCode: c.errCode });
      expect(Object.keys(r.json()).sort(), c.url).toEqual(['errCode', 'errMsg', 'success']);
      expect(r.body, c.url).not.toMatch(/script|%E0|FST_/i);
      expect(r.headers['content-type'], c.url).toBe('application/json; charset=utf-8');
      expect(r.headers['x-content-type-options'], c.url).toBe('nosniff');
      expect(r.headers['content-security-policy'], c.url).toContain("frame-ancestors 'self'");
      expect(r.headers['x-request-id'], c.url).toBeTruthy();
    }
  });

  it('body over the limit: 413 too_large', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/User/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ mobile: 'x'.repeat(1_100_000) }),
    });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ success: false, errCode: 'too_large' });
  });

  it('schema failure: 400 invalid_params with data.fields', async () => {
    const r = await agent(t.app).post('/api/User/login', { mobile: '1380000', password: '' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      success: false,
      errCode: 'invalid_params',
      data: { fields: { mobile: '请输入正确的11位手机号', password: '请输入密码' } },
    });
  });

  it('not logged in: 401 not_logged_in', async () => {
    const r = await agent(t.app).post('/api/Member/userInfo', {});
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ success: false, errCode: 'not_logged_in', errMsg: '请先登录' });
  });

  it('every 429 carries Retry-After, a framework-level one too', async () => {
    const r = await agent(t.app).get('/api/Test/busy');
    expect(r.status).toBe(429);
    expect(r.body).toEqual({ success: false, errCode: 'rate_limited', errMsg: '请求过于频繁，请稍后再试' });
    expect(r.headers['retry-after']).toBe('60');
  });

  it('unexpected error: 500 internal without internals', async () => {
    const r = await agent(t.app).get('/api/Test/boom');
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ success: false, errCode: 'internal', errMsg: '服务器开小差了，请稍后重试' });
    expect(JSON.stringify(r.body)).not.toContain('secret');
  });

  it('a business refusal is 200 with success false', async () => {
    const r = await agent(t.app).post('/api/User/login', {
      mobile: '13700000000',
      password: 'Nobody-here-11',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: false, errCode: 'wrong_credentials' });
  });
});

describe('cross-site protection and headers', () => {
  it('refuses bodies that are not JSON (no text/plain or form simple requests)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/User/login',
        headers: { 'content-type': type },
        payload: 'a=b',
      });
      expect(r.statusCode, type).toBe(415);
      expect(r.json().errCode).toBe('unsupported_media_type');
    }
  });

  it('refuses a state-changing call from a foreign Origin', async () => {
    const r = await agent(t.app).post(
      '/api/User/getCode',
      { mobile: '13700000001', type: 'regist' },
      { origin: 'https://evil.example' },
    );
    expect(r.status).toBe(403);
    expect(r.body.errCode).toBe('forbidden');
    const own = await agent(t.app).post(
      '/api/User/getCode',
      { mobile: '13700000001', type: 'regist' },
      { origin: 'http://localhost:80' },
    );
    expect(own.status).not.toBe(403);
  });

  it('sends security headers and a request id', async () => {
    const r = await agent(t.app).get('/api/health');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(String(r.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(String(r.headers['content-security-policy'])).toContain("script-src 'self'");
    // the 3D viewer's textures (GLTFLoader fetches them as blob: URLs); nothing beyond the site otherwise
    expect(String(r.headers['content-security-policy'])).toContain("connect-src 'self' blob: data:");
    expect(r.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });
});

describe('the contract', () => {
  it('every call of the contract is served, and /api/docs documents each', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const def of Object.values(calls)) {
      expect(doc.paths[def.path], def.path).toBeDefined();
      const probe = await t.app.inject({
        method: def.method,
        url: def.path,
        payload: def.method === 'POST' ? {} : undefined,
      });
      expect(probe.statusCode, `${def.path} is routed`).not.toBe(404);
      expect(t.app.hasRoute({ method: def.method, url: def.path }), def.path).toBe(true);
    }
  });
});

describe('Member/userInfo and updateBaseInfo', () => {
  it('shows the seed fields a member may see, never a secret', async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    const r = await a.post<Record<string, unknown>>('/api/Member/userInfo', {});
    expect(r.body.data).toMatchObject({
      cardno: m.cardno,
      mobile: m.mobile,
      personauth: 3,
      businsauth: 3,
      coins: 0,
      ispaycode: false,
      bindwx: false,
    });
    expect(r.body.data!.dates).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(r.body.data!.times).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    const text = JSON.stringify(r.body);
    for (const secret of ['pwd', 'password', 'argon2', 'paycode_hash', 'passwordHash', 'openid', 'unionid'])
      expect(text).not.toContain(secret);
  });

  it('updates only the given fields, and only the caller', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const b = agent(t.app);
    await registerMember(b);
    const r = await a.post<Record<string, unknown>>('/api/Member/updateBaseInfo', {
      nickname: '展台老王',
      email: 'wang@example.com',
      birth: '1990-05-01',
      sex: 1,
      prov: '上海市',
      city: '上海市',
      strt: '浦东新区',
    });
    expect(r.body.data).toMatchObject({
      nickname: '展台老王',
      email: 'wang@example.com',
      birth: '1990-05-01',
      sex: 1,
      city: '上海市',
    });
    const again = await a.post<Record<string, unknown>>('/api/Member/updateBaseInfo', { company: '华展' });
    expect(again.body.data).toMatchObject({ nickname: '展台老王', company: '华展' });
    expect((await b.post<Record<string, unknown>>('/api/Member/userInfo', {})).body.data!.nickname).toBe('');
  });

  it('refuses bad values with field messages and unknown fields', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const r = await a.post('/api/Member/updateBaseInfo', {
      email: 'nope',
      birth: '2023-02-30',
      qqnum: '12',
      sex: 5,
    });
    expect(r.status).toBe(400);
    const fields = (r.body.data as { fields: Record<string, string> }).fields;
    expect(fields.email).toBe('邮箱格式不正确');
    expect(fields.birth).toBe('日期不存在');
    expect(fields.qqnum).toBe('QQ号为5到12位数字');
    expect(fields.sex).toBe('性别不正确');
    const extra = await a.post('/api/Member/updateBaseInfo', { coins: 1000 });
    expect(extra.body.errCode).toBe('invalid_params');
    expect((await a.post<{ coins: number }>('/api/Member/userInfo', {})).body.data!.coins).toBe(0);
  });

  it('the region is a real province / city / district from the picker, given together, or all empty', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const fields = async (body: Record<string, string>) => {
      const r = await a.post('/api/Member/updateBaseInfo', body);
      return r.status === 400 ? (r.body.data as { fields: Record<string, string> }).fields : null;
    };
    expect((await fields({ city: '上海' }))?.prov).toBe('所在地区：请选择省份');
    expect((await fields({ prov: '上海市', city: '杭州市', strt: '西湖区' }))?.prov).toBe(
      '所在地区：请选择所在城市',
    );
    expect((await fields({ prov: '浙江省', city: '杭州市', strt: '' }))?.prov).toBe(
      '所在地区：请选择所在区县',
    );
    expect(await fields({ prov: '浙江省', city: '杭州市', strt: '西湖区' })).toBeNull();
    expect(await fields({ prov: '', city: '', strt: '' })).toBeNull();
    expect((await a.post<{ prov: string }>('/api/Member/userInfo', {})).body.data!.prov).toBe('');
  });

  it('userlogo: the avatar is an own upload of purpose avatar, shown by its thumbnail URL and in loginCheck', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const upload = async (who: typeof a, purpose: string) => {
      const form = uploadForm(purpose, 'me.png', await png(120, 120));
      return (await who.post<{ id: string }>('/api/Upload/file', form.payload, form.headers)).body.data!.id;
    };
    const id = await upload(a, 'avatar');
    const r = await a.post<{ userlogo: string }>('/api/Member/updateBaseInfo', { userlogo: id });
    expect(r.body.data!.userlogo).toBe(`/files/${id}/thumb`);
    expect((await a.get<{ userlogo: string }>('/api/loginCheck')).body.data!.userlogo).toBe(
      `/files/${id}/thumb`,
    );
    // a private ID image or another member's file is not an avatar
    const fieldOf = async (userlogo: string) =>
      (
        (await a.post('/api/Member/updateBaseInfo', { userlogo })).body.data as {
          fields?: Record<string, string>;
        }
      ).fields?.userlogo;
    expect(await fieldOf(await upload(a, 'idcard'))).toBe('文件用途不符，请重新上传');
    const b = agent(t.app);
    await registerMember(b);
    expect(await fieldOf(await upload(b, 'avatar'))).toBe('文件不存在');
    expect(await fieldOf('not-a-file')).toBe('头像文件不正确，请重新上传');
    expect(
      (await a.post<{ userlogo: string }>('/api/Member/updateBaseInfo', { userlogo: '' })).body.data!
        .userlogo,
    ).toBe('');
  });

  it('the real name cannot change after person verification', async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    await t.database.query(`UPDATE members SET personauth = 1, name = '张三' WHERE mobile = $1`, [m.mobile]);
    const r = await a.post('/api/Member/updateBaseInfo', { name: '李四' });
    expect(r.status).toBe(409);
    expect(r.body.errCode).toBe('state_conflict');
  });
});
