import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Agent,
  agent,
  createTestApp,
  operatorAgent,
  registerMember,
  type TestApp,
} from '../../../test/test-app.ts';
import { downloadInTurn, png, uploadForm } from '../../../test/uploads.ts';
import { DOWNLOAD_LIMITS } from './listings-download.ts';

let t: TestApp;
let dataDir = '';
let op: Agent;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-download-test-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  op = await operatorAgent(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const cookieOf = (a: Agent | null) => (a ? [...a.jar].map(([k, v]) => `${k}=${v}`).join('; ') : '');

let ips = 0;
/** A GET of the zip (binary, so not through the JSON agent); each caller its own IP unless given. */
const download = (id: number | string, a: Agent | null = null, ip = `10.9.${++ips >> 8}.${ips & 255}`) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Common/downloadHzImg?id=${id}`,
    headers: a ? { cookie: cookieOf(a) } : {},
    remoteAddress: ip,
  });

async function upload(a: Agent, name: string, content: Buffer) {
  const form = uploadForm('listing', name, content);
  const r = await a.post<{ id: string }>('/api/Upload/file', form.payload, form.headers);
  expect(r.body.errCode).toBe('success');
  return r.body.data!.id;
}

const jpeg = (r: number) =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: { r, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

async function publish(a: Agent, title: string, kind: 'huizhan' | 'huiyi' = 'huizhan') {
  const cover = await upload(a, 'cover.jpg', await jpeg(200));
  const pics = [
    await upload(a, 'hall-a.png', await png(60, 40)),
    await upload(a, 'hall-b.png', await png(30, 90)),
  ];
  const plans = [await upload(a, 'plan.png', await png(100, 100))];
  const r = await a.post<{ id: number }>(`/api/Article/${kind}Pub`, {
    title,
    industry: '机械工业',
    organiser: '苏州工业展览有限公司',
    venue: '苏州国际博览中心',
    prov: '江苏省',
    city: '苏州市',
    addr: '苏州工业园区苏州大道东688号',
    sdate: '2031-09-10',
    edate: '2031-09-12',
    conts: '<p>长三角工业自动化与机器人展，集中展示智能制造解决方案。</p>',
    cover,
    pics,
    plans,
    contact: '周先生',
    phone: '0512-62345678',
  });
  expect(r.body.errCode).toBe('success');
  return { id: r.body.data!.id, cover, pics, plans };
}

const approve = (kind: string, id: number) => op.post('/api/Admin/contentReview', { kind, id, pass: true });

/** The stored bytes of an uploaded file, as `/files/{id}` serves them. */
const stored = async (id: string) => (await t.app.inject({ method: 'GET', url: `/files/${id}` })).rawPayload;

describe('Common/downloadHzImg', () => {
  it('zips the cover, pictures and floor plans of an approved exhibition, byte for byte, under Chinese names', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const title = '2031长三角（苏州）工业自动化/机器人展';
    const l = await publish(a, title);
    expect((await approve('huizhan', l.id)).body).toMatchObject({ errCode: 'success' });

    const r = await download(l.id); // a visitor
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/zip');
    expect(r.headers['cache-control']).toBe('private, no-store');
    // RFC 6266/5987: an ASCII fallback and the UTF-8 name; the slash of the title is not a path
    const name = '2031长三角（苏州）工业自动化 机器人展-展会图片.zip';
    const disposition = String(r.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe(name);

    const files = unzipSync(new Uint8Array(r.rawPayload));
    expect(Object.keys(files)).toEqual(['封面.jpg', '图片-01.png', '图片-02.png', '展位图-01.png']);
    const expected = [l.cover, ...l.pics, ...l.plans];
    for (const [i, bytes] of Object.values(files).entries()) {
      expect(Buffer.from(bytes).equals(await stored(expected[i]!)), `entry ${i}`).toBe(true);
    }
  });

  it('an unapproved exhibition: its publisher and operators download it, others get not_found', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const l = await publish(a, '2031苏州待审核工业展');
    const other = agent(t.app);
    await registerMember(other);
    for (const who of [null, other]) {
      const r = await download(l.id, who);
      expect(r.statusCode).toBe(404);
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      expect(r.json()).toMatchObject({ success: false, errCode: 'not_found' });
    }
    for (const who of [a, op]) {
      const r = await download(l.id, who);
      expect(r.statusCode).toBe(200);
      expect(Object.keys(unzipSync(new Uint8Array(r.rawPayload)))).toHaveLength(4);
    }
    // rejected: still the publisher's only
    await op.post('/api/Admin/contentReview', {
      kind: 'huizhan',
      id: l.id,
      pass: false,
      reason: '图片不清晰',
    });
    expect((await download(l.id)).statusCode).toBe(404);
    expect((await download(l.id, a)).statusCode).toBe(200);
  });

  it('refuses a bad id, a missing one and a conference', async () => {
    const bad = await download('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errCode: 'invalid_params', data: { fields: { id: '请指定展会' } } });
    expect((await t.app.inject({ method: 'GET', url: '/api/Common/downloadHzImg' })).statusCode).toBe(400);
    expect((await download(987_654_321)).statusCode).toBe(404);

    const a = agent(t.app);
    await registerMember(a);
    const c = await publish(a, '2031苏州智能制造大会', 'huiyi');
    await approve('huiyi', c.id);
    const r = await download(c.id);
    expect(r.statusCode).toBe(404);
    expect(r.json().errCode).toBe('not_found');
  });

  it('limits downloads per IP', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const l = await publish(a, '2031苏州限频测试工业展');
    await approve('huizhan', l.id);
    const ip = '10.99.0.1';
    for (let i = 0; i < DOWNLOAD_LIMITS.max; i++)
      expect((await downloadInTurn(() => download(l.id, null, ip))).statusCode).toBe(200);
    const r = await downloadInTurn(() => download(l.id, null, ip));
    expect(r.statusCode).toBe(429);
    expect(r.json()).toMatchObject({
      success: false,
      errCode: 'rate_limited',
      errMsg: '下载过于频繁，请10分钟后再试',
    });
    // the first download of the ten minutes leaves the window in at most ten minutes
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(600);
    // another client is not affected
    expect((await download(l.id, null, '10.99.0.2')).statusCode).toBe(200);
  });

  it('is in the OpenAPI document as a zip download with an id in the query', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<
        string,
        { get: { parameters: unknown[]; responses: Record<string, { content?: object }> } }
      >;
    };
    const op = doc.paths['/api/Common/downloadHzImg']!.get;
    expect(op.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'query', required: true })]);
    expect(Object.keys(op.responses['200']!.content!)).toEqual(['application/zip']);
  });
});
