import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glbBox, objText, patchedZip } from '../../../test/models.ts';
import { type Agent, agent, createTestApp, registerMember, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TUS = { 'tus-resumable': '1.0.0' };
const cookieOf = (a: Agent) => [...a.jar].map(([k, v]) => `${k}=${v}`).join('; ');
const b64 = (s: string) => Buffer.from(s).toString('base64');

async function create(a: Agent | null, size: number, filename: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Upload/tus',
    headers: {
      ...TUS,
      ...(a ? { cookie: cookieOf(a) } : {}),
      'upload-length': String(size),
      // a client's own `member` key is replaced by the server's
      'upload-metadata': `filename ${b64(filename)},member ${b64('1')}`,
    },
  });
}
const patch = (a: Agent, url: string, offset: number, bytes: Buffer) =>
  t.app.inject({
    method: 'PATCH',
    url,
    headers: {
      ...TUS,
      cookie: cookieOf(a),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
const head = (a: Agent | null, url: string) =>
  t.app.inject({ method: 'HEAD', url, headers: { ...TUS, ...(a ? { cookie: cookieOf(a) } : {}) } });

const received = () => {
  const dir = path.join(t.config.dataDir, 'tus');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('resumable model uploads (tus)', () => {
  it('resumes after a cut: asks the offset, sends the rest, gets the file id; only the owner continues', async () => {
    // another member first, so that the owner's id is not 1 (the `member` the client claims)
    await registerMember(agent(t.app));
    const a = agent(t.app);
    const mobileA = (await registerMember(a)).mobile;
    const bytes = await glbBox(4, 3, 2.5);
    const c = await create(a, bytes.length, '展台.glb');
    expect(c.statusCode, c.body).toBe(201);
    const url = new URL(c.headers.location as string, 'http://x').pathname;
    expect(url).toMatch(/^\/api\/Upload\/tus\/[\w-]{24}$/);

    const half = Math.floor(bytes.length / 2);
    const first = await patch(a, url, 0, bytes.subarray(0, half));
    expect(first.statusCode).toBe(204);
    // the connection drops; the client asks where to continue
    const h = await head(a, url);
    expect(h.headers['upload-offset']).toBe(String(half));

    // another member and a visitor cannot see or continue it
    const b = agent(t.app);
    await registerMember(b);
    expect((await head(b, url)).statusCode).toBe(404);
    expect((await patch(b, url, half, bytes.subarray(half))).statusCode).toBe(404);
    expect((await head(null, url)).statusCode).toBe(401);

    const rest = await patch(a, url, half, bytes.subarray(half));
    expect(rest.statusCode, rest.body).toBe(204);
    const id = rest.headers['upload-file-id'] as string;
    expect(id).toMatch(/^f[\w-]{24}$/);
    const [row] = await t.database.query<{ member_id: string; size: string; purpose: string; name: string }>(
      'SELECT f.member_id, f.size, f.purpose, f.name FROM files f WHERE f.id = $1',
      [id],
    );
    expect(row).toMatchObject({ purpose: 'model', name: '展台.glb' });
    expect(Number(row!.size)).toBe(bytes.length);
    // the owner is the member who created it, whatever `member` the client sent
    const [m] = await t.database.query<{ mobile: string }>('SELECT mobile FROM members WHERE id = $1', [
      row!.member_id,
    ]);
    expect(m!.mobile).toBe(mobileA);
    // the received copy is gone: the stored file is the uploads service's
    expect(received().filter((f) => url.endsWith(f.replace(/\.json$/, '')))).toEqual([]);
    // the owner reads it back, byte for byte
    const served = await t.app.inject({
      method: 'GET',
      url: `/files/${id}`,
      headers: { cookie: cookieOf(a) },
    });
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it("refuses a visitor, a size over 500 MB, and bytes that are not the extension's format (nothing kept)", async () => {
    expect((await create(null, 10, 'a.glb')).statusCode).toBe(401);
    const a = agent(t.app);
    await registerMember(a);
    const big = await create(a, 500 * 1024 * 1024 + 1, 'big.glb');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      success: false,
      errCode: 'too_large',
      errMsg: '文件过大，模型文件不能超过 500 MB',
      data: null,
    });

    const before = received().length;
    const [{ n }] = (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM files')) as [
      { n: number },
    ];
    const bytes = objText();
    const c = await create(a, bytes.length, 'fake.glb');
    const url = new URL(c.headers.location as string, 'http://x').pathname;
    const r = await patch(a, url, 0, bytes);
    expect(r.statusCode, `${c.statusCode} ${url} ${r.body}`).toBe(400);
    expect(JSON.parse(r.body).errMsg).toContain('文件内容与扩展名不符');
    expect(received().length).toBe(before);
    const [after] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
    expect(after!.n).toBe(n);
  });

  it("answers the protocol's refusals in the envelope, in Chinese, with the statuses a tus client acts on", async () => {
    const a = agent(t.app);
    await registerMember(a);
    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/Upload/tus', headers: { cookie: cookieOf(a), ...headers } });
    const refusal = (r: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) => ({
      status: r.statusCode,
      type: String(r.headers['content-type']),
      body: r.json() as { success: boolean; errCode: string; errMsg: string; data: unknown },
    });

    // no Tus-Resumable: the protocol's 412 in plain text before
    const noVersion = refusal(await post({ 'upload-length': '10' }));
    expect(noVersion).toMatchObject({ status: 400, type: expect.stringMatching(/^application\/json/) });
    expect(noVersion.body).toMatchObject({ success: false, errCode: 'invalid_params' });
    expect(noVersion.body.errMsg).toMatch(/缺少 Tus-Resumable 请求头/);
    // no Upload-Length
    const noLength = refusal(await post({ ...TUS, 'upload-metadata': `filename ${b64('a.glb')}` }));
    expect(noLength).toMatchObject({ status: 400 });
    expect(noLength.body).toEqual({
      success: false,
      errCode: 'invalid_params',
      errMsg: '缺少文件大小（Upload-Length 请求头）',
      data: { fields: { 'upload-length': '缺少文件大小（Upload-Length 请求头）' } },
    });
    // a header that is not what the protocol allows
    const badHeader = refusal(await post({ ...TUS, 'upload-length': 'ten' }));
    expect(badHeader.body).toMatchObject({
      errCode: 'invalid_params',
      errMsg: '上传请求头无效：upload-length',
    });

    const bytes = await glbBox(1, 1, 1);
    const c = await create(a, bytes.length, 'box.glb');
    const url = new URL(c.headers.location as string, 'http://x').pathname;
    // the wrong offset: 409, the client asks the offset again
    const wrong = refusal(await patch(a, url, 5, bytes.subarray(5)));
    expect(wrong).toMatchObject({ status: 409, body: { errCode: 'state_conflict' } });
    expect(wrong.body.errMsg).toMatch(/上传进度不一致/);
    // no offset, and not the protocol's content type
    const noOffset = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...TUS, cookie: cookieOf(a), 'content-type': 'application/offset+octet-stream' },
      payload: bytes,
    });
    expect(refusal(noOffset)).toMatchObject({ status: 400, body: { errMsg: '缺少 Upload-Offset 请求头' } });
    const wrongType = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...TUS, cookie: cookieOf(a), 'upload-offset': '0', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(refusal(wrongType)).toMatchObject({
      status: 400,
      body: { errCode: 'invalid_params', errMsg: '上传请求头无效：content-type' },
    });
    // more bytes than declared
    const over = refusal(await patch(a, url, 0, Buffer.concat([bytes, Buffer.alloc(10)])));
    expect(over).toMatchObject({ status: 413, body: { errCode: 'too_large' } });
    expect(over.body.errMsg).toMatch(/[\u4e00-\u9fff]/);
    // an upload that does not exist
    const gone = refusal(await patch(a, '/api/Upload/tus/AAAAAAAAAAAAAAAAAAAAAAAA', 0, bytes));
    expect(gone).toMatchObject({ status: 404, body: { errCode: 'not_found' } });
  });

  it("refuses the probe's zip bomb when its last byte arrives, in the envelope, keeping nothing", async () => {
    const a = agent(t.app);
    await registerMember(a);
    const bomb = await patchedZip([
      { name: 'booth/booth.obj', bytes: objText() },
      { name: 'booth/texture.bin', zeros: 512 * 1024 * 1024, declare: 3_000_000 },
    ]);
    const before = received().length;
    const c = await create(a, bomb.length, 'booth.zip');
    const url = new URL(c.headers.location as string, 'http://x').pathname;
    const r = await patch(a, url, 0, bomb);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      success: false,
      errCode: 'invalid_params',
      errMsg: expect.stringMatching(/压缩炸弹/),
    });
    expect(received().length).toBe(before);
  }, 60_000);
});
