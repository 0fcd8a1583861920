import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glbBox, objText } from '../../../test/models.ts';
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
});
