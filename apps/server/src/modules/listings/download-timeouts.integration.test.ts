import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, registerMember, type TestApp, uniqueMobile } from '../../../test/test-app.ts';
import { uploadForm } from '../../../test/uploads.ts';
import { ensureOperator } from '../auth/operator-account.ts';
import { DOWNLOAD_LIMITS } from './listings-download.ts';

/**
 * `Common/downloadHzImg` over real sockets (decision 009): a client that stops reading holds a download
 * slot only until the download has made no progress for DOWNLOAD_STALL_SECONDS, and no download lasts
 * longer than DOWNLOAD_MAX_SECONDS. Every client here is 127.0.0.1, which has `DOWNLOAD_LIMITS.concurrent`
 * (2) slots: two stuck downloads shut it out until they are ended.
 */

/** A PNG of noise: it does not compress, so the zip is as large as the pixels (~3 MB each). */
const noisePng = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/**
 * The app listening on a free port with the given download settings, and an approved exhibition of about
 * 12 MB of images: more than the socket buffers of both ends hold for a client that stops reading.
 */
function siteWith(env: Record<string, string>) {
  const site = { t: undefined as unknown as TestApp, port: 0, path: '', sockets: [] as net.Socket[] };
  let dataDir = '';
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-download-timeouts-'));
    site.t = await createTestApp({ env: { DATA_DIR: dataDir, ...env } });
    await site.t.app.listen({ port: 0, host: '127.0.0.1' });
    site.port = (site.t.app.server.address() as net.AddressInfo).port;

    const a = agent(site.t.app);
    await registerMember(a);
    const pics: string[] = [];
    for (let i = 0; i < 4; i++) {
      const form = uploadForm('listing', `hall-${i}.png`, await noisePng(1000));
      const r = await a.post<{ id: string }>('/api/Upload/file', form.payload, form.headers);
      expect(r.body.errCode).toBe('success');
      pics.push(r.body.data!.id);
    }
    const r = await a.post<{ id: number }>('/api/Article/huizhanPub', {
      title: '2031杭州大图下载测试展',
      industry: '机械工业',
      organiser: '杭州会展有限公司',
      venue: '杭州国际博览中心',
      prov: '浙江省',
      city: '杭州市',
      addr: '萧山区奔竞大道353号',
      sdate: '2031-05-10',
      edate: '2031-05-12',
      conts: '<p>用于测试大文件下载。</p>',
      cover: pics[0],
      pics: pics.slice(1),
      plans: [],
      contact: '王先生',
      phone: '0571-82345678',
    });
    expect(r.body.errCode).toBe('success');
    site.path = `/api/Common/downloadHzImg?id=${r.body.data!.id}`;
    const mobile = uniqueMobile();
    await ensureOperator(site.t.database.db, mobile, 'Zip-stall-keeper-42');
    const op = agent(site.t.app);
    await op.post('/api/User/login', { mobile, password: 'Zip-stall-keeper-42' });
    const review = { kind: 'huizhan', id: r.body.data!.id, pass: true };
    expect((await op.post('/api/Admin/contentReview', review)).body.errCode).toBe('success');
  }, 120_000);
  afterAll(async () => {
    // without the time limits these would still be open, and the app would wait for them to close
    for (const s of site.sockets) s.destroy();
    await site.t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return site;
}

type Site = ReturnType<typeof siteWith>;

/** A download read in full over HTTP (fetch), or the envelope of a refusal. */
async function fetchZip(site: Site) {
  const r = await fetch(`http://127.0.0.1:${site.port}${site.path}`);
  return {
    status: r.status,
    retryAfter: r.headers.get('retry-after'),
    body: Buffer.from(await r.arrayBuffer()),
  };
}

/** Polls with downloads until one is let through; when, and its zip; fails after `withinMs`. */
async function firstAccepted(site: Site, withinMs: number) {
  const start = Date.now();
  for (;;) {
    const r = await fetchZip(site);
    if (r.status === 200) return { at: Date.now(), zip: r.body };
    expect(r.status).toBe(429);
    if (Date.now() - start > withinMs) throw new Error(`no download let through within ${withinMs} ms`);
    await sleep(200);
  }
}

/**
 * A raw HTTP client (node:net) that sends the request, takes the first bytes of the answer (so the
 * download has begun) and then reads one chunk every `readEveryMs` (never, if undefined).
 */
function rawDownload(site: Site, readEveryMs?: number) {
  const socket = net.connect(site.port, '127.0.0.1');
  site.sockets.push(socket);
  socket.write(`GET ${site.path} HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\n\r\n`);
  let bytes = 0;
  let reads = 0;
  let fast = false;
  const closed = new Promise<void>((resolve) => {
    socket.on('close', () => resolve());
    socket.on('error', () => {}); // a reset after the server ended the download is expected
  });
  const started = new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      reads += 1;
      resolve();
      if (fast) return;
      socket.pause();
      if (readEveryMs !== undefined) setTimeout(() => socket.resume(), readEveryMs);
    });
  });
  return {
    started,
    get reads() {
      return reads;
    },
    /** Reads what is left at full speed: the bytes of the whole answer once the server has closed it. */
    async drain() {
      fast = true;
      socket.resume();
      await closed;
      return bytes;
    },
  };
}

describe('a download nobody reads (DOWNLOAD_STALL_SECONDS)', () => {
  const STALL_S = 3;
  // a connection idle limit shorter than the stall time must not end the download first
  const site = siteWith({ DOWNLOAD_STALL_SECONDS: String(STALL_S), IDLE_TIMEOUT_SECONDS: '1' });

  it('is ended after the stall time, which frees its slot for the next download', async () => {
    expect(DOWNLOAD_LIMITS.concurrent).toBe(2);
    const stuck = [rawDownload(site), rawDownload(site)];
    await Promise.all(stuck.map((s) => s.started));
    const since = Date.now();
    // both slots of 127.0.0.1 are held by downloads nobody reads
    const busy = await fetchZip(site);
    expect(busy.status).toBe(429);
    expect(JSON.parse(busy.body.toString())).toMatchObject({
      errCode: 'rate_limited',
      errMsg: '下载任务较多，请稍后再试',
    });
    expect(busy.retryAfter).toBe('10');

    // once they have made no progress for the stall time, they are ended and a download goes through
    const later = await firstAccepted(site, STALL_S * 1000 + 10_000);
    expect(later.at - since).toBeGreaterThanOrEqual(STALL_S * 1000 - 200);
    const files = unzipSync(new Uint8Array(later.zip));
    expect(Object.keys(files)).toEqual(['封面.png', '图片-01.png', '图片-02.png', '图片-03.png']);
    expect(later.zip.length).toBeGreaterThan(10_000_000);

    // what the stuck clients get when they read again: a cut-off answer, not the zip
    for (const s of stuck) expect(await s.drain()).toBeLessThan(later.zip.length);
  }, 60_000);
});

describe('a download that takes too long (DOWNLOAD_MAX_SECONDS)', () => {
  const MAX_S = 4;
  // the default stall time (60 s) never passes here: only the time limit can end these downloads
  const site = siteWith({ DOWNLOAD_MAX_SECONDS: String(MAX_S) });

  it('is ended after the longest time a download may take, although its client is reading', async () => {
    const slow = [rawDownload(site, 300), rawDownload(site, 300)];
    await Promise.all(slow.map((s) => s.started));
    const since = Date.now();
    expect((await fetchZip(site)).status).toBe(429);

    const later = await firstAccepted(site, MAX_S * 1000 + 15_000);
    expect(later.at - since).toBeGreaterThanOrEqual(MAX_S * 1000 - 500);
    // they were reading all along (a chunk every 300 ms)
    for (const s of slow) expect(s.reads).toBeGreaterThan(MAX_S * 2);
    expect(later.zip.length).toBeGreaterThan(10_000_000);
    for (const s of slow) expect(await s.drain()).toBeLessThan(later.zip.length);
  }, 60_000);
});
