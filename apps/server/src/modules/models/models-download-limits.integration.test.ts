import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decide } from '../../../test/people.ts';
import { glbBox, zipOf } from '../../../test/models.ts';
import {
  type Agent,
  agent,
  createTestApp,
  operatorAgent,
  registerMember,
  type TestApp,
} from '../../../test/test-app.ts';
import { downloadInTurn, png, uploadForm } from '../../../test/uploads.ts';
import { MODEL_DOWNLOAD_LIMITS } from './models-routes.ts';

/**
 * Download slots of `GET /dl/model/<token>` (decision 009's, by the shared limiter of decision 019): per
 * client 2 at once and 30 started per 10 minutes; a download nobody reads is ended after
 * DOWNLOAD_STALL_SECONDS, which frees its slot. Real sockets for the slots (a paused reader keeps a
 * response open only over a real connection), `inject` for the budget.
 */

const STALL_S = 2;
let t: TestApp;
let dataDir = '';
let port = 0;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-model-dl-'));
  t = await createTestApp({
    env: { DATA_DIR: dataDir, DOWNLOAD_STALL_SECONDS: String(STALL_S), IDLE_TIMEOUT_SECONDS: '1' },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function fileId(a: Agent, name: string, bytes: Buffer, purpose = 'model') {
  const form = uploadForm(purpose, name, bytes);
  const r = await a.post<{ id: string }>('/api/Upload/file', form.payload, form.headers);
  expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
  return r.body.data!.id;
}

/** A public free model of `file` (processed and approved), and a member with a download link for it. */
async function publicModel(file: { name: string; bytes: Buffer }, cover = false) {
  const author = agent(t.app);
  await registerMember(author);
  const tree = await author.post<{ listItem: Array<{ name: string; children: Array<{ id: number }> }> }>(
    '/api/Common/menusTree',
    {},
  );
  const r = await author.post<{ id: number }>('/api/Modelcenter/uploadModel', {
    title: '下载限流测试模型',
    categoryId: tree.body.data!.listItem.find((c) => c.name === '展台')!.children[0]!.id,
    licence: '平台标准授权',
    price: 0,
    file: await fileId(author, file.name, file.bytes),
    ...(cover ? { cover: await fileId(author, 'c.png', await png(), 'listing') } : {}),
  });
  expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
  // processed by the listening app's own workers
  await vi.waitFor(
    async () => {
      const [m] = await t.database.query<{ state: string }>('SELECT state FROM models WHERE id = $1', [
        r.body.data!.id,
      ]);
      expect(m!.state).toBe('ready');
    },
    { timeout: 30_000, interval: 100 },
  );
  await decide(await operatorAgent(t), 'model', r.body.data!.id);
  const buyer = agent(t.app);
  await registerMember(buyer);
  const d = await buyer.post<{ url: string }>('/api/Modelcenter/dnldModel', { id: r.body.data!.id });
  expect(d.body.errCode).toBe('success');
  const cookie = [...buyer.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return { id: r.body.data!.id, url: d.body.data!.url, cookie, buyer };
}

describe('/dl/model download budget per client', () => {
  it('30 downloads per 10 minutes from one client, then rate_limited with the wait; another client is not affected', async () => {
    const glb = await glbBox(1, 1, 1);
    const m = await publicModel({ name: 'lamp.glb', bytes: glb });
    const get = (ip: string) =>
      t.app.inject({ method: 'GET', url: m.url, remoteAddress: ip, headers: { cookie: m.cookie } });
    for (let i = 0; i < MODEL_DOWNLOAD_LIMITS.max; i++) {
      const r = await downloadInTurn(() => get('10.77.0.1'));
      expect(r.statusCode).toBe(200);
      expect(r.rawPayload.equals(glb)).toBe(true);
    }
    const refused = await downloadInTurn(() => get('10.77.0.1'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      errCode: 'rate_limited',
      errMsg: '下载过于频繁，请10分钟后再试',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    // another client has its own budget
    expect((await get('10.77.0.2')).statusCode).toBe(200);
    // refused starts were not counted as downloads: 31 went out in full
    await vi.waitFor(
      async () => {
        const info = await m.buyer.post<{ downloads: number }>('/api/Common/modelInfo', { id: m.id });
        expect(info.body.data!.downloads).toBe(MODEL_DOWNLOAD_LIMITS.max + 1);
      },
      { timeout: 5000, interval: 50 },
    );
  }, 120_000);
});

describe('/dl/model download slots (2 at once per client) and DOWNLOAD_STALL_SECONDS', () => {
  it('a third download at once is refused; downloads nobody reads are ended after the stall time, which frees the slots', async () => {
    expect(MODEL_DOWNLOAD_LIMITS.concurrent).toBe(2);
    // a zip (downloadable only, with its cover) of 12 MB that does not compress: more than the socket
    // buffers of both ends hold for a client that stops reading
    const zip = zipOf({ 'booth.max': randomBytes(12 * 1024 * 1024) }, 0);
    const m = await publicModel({ name: 'hall.zip', bytes: zip }, true);

    const fetchModel = async () => {
      const r = await fetch(`http://127.0.0.1:${port}${m.url}`, { headers: { cookie: m.cookie } });
      return {
        status: r.status,
        retryAfter: r.headers.get('retry-after'),
        body: Buffer.from(await r.arrayBuffer()),
      };
    };
    /** Takes the first bytes of the answer (the download has begun), then stops reading. */
    const stuckDownload = () => {
      const socket = net.connect(port, '127.0.0.1');
      sockets.push(socket);
      socket.on('error', () => {}); // the server's reset after the stall is expected
      socket.write(`GET ${m.url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${m.cookie}\r\n\r\n`);
      let bytes = 0;
      let reading = false;
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      const started = new Promise<void>((resolve) =>
        socket.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          resolve();
          if (!reading) socket.pause();
        }),
      );
      return {
        started,
        async drain() {
          reading = true;
          socket.resume();
          await closed;
          return bytes;
        },
      };
    };

    const stuck = [stuckDownload(), stuckDownload()];
    await Promise.all(stuck.map((s) => s.started));
    const since = Date.now();
    const busy = await fetchModel();
    expect(busy.status).toBe(429);
    expect(JSON.parse(busy.body.toString())).toMatchObject({
      errCode: 'rate_limited',
      errMsg: '下载任务较多，请稍后再试',
    });
    expect(busy.retryAfter).toBe('10');

    // once they made no progress for the stall time they are ended, and a download goes through in full
    let done: Awaited<ReturnType<typeof fetchModel>> | undefined;
    while (!done) {
      const r = await fetchModel();
      if (r.status === 200) done = r;
      else expect(r.status).toBe(429);
      if (Date.now() - since > STALL_S * 1000 + 15_000) throw new Error('no download let through');
      if (!done) await sleep(200);
    }
    expect(Date.now() - since).toBeGreaterThanOrEqual(STALL_S * 1000 - 200);
    expect(done.body.equals(zip)).toBe(true);
    // the stuck clients got a cut-off answer, and a cut-off download is not counted
    for (const s of stuck) expect(await s.drain()).toBeLessThan(zip.length);
    await vi.waitFor(
      async () => {
        const info = await m.buyer.post<{ downloads: number }>('/api/Common/modelInfo', { id: m.id });
        expect(info.body.data!.downloads).toBe(1);
      },
      { timeout: 5000, interval: 50 },
    );
  }, 120_000);
});
