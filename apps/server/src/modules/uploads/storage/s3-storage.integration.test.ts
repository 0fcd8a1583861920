import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, registerMember, type TestApp } from '../../../../test/test-app.ts';
import { jpegWithExif, pdf, uploadForm } from '../../../../test/uploads.ts';
import { createS3Storage } from './s3-storage.ts';

/** The real upload → serve path against a local S3-compatible server (s3rver, in this process). */
let s3: S3rver;
let t: TestApp;
let dir = '';
let env: Record<string, string> = {};
const BUCKET = 'hz-files';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-s3-test-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  // DATA_DIR exists but must stay without files: everything goes to the bucket
  t = await createTestApp({ env: { ...env, DATA_DIR: path.join(dir, 'data') } });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const keysInBucket = async () => {
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const res = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  client.destroy();
  return (res.Contents ?? []).map((o) => o.Key!).sort();
};

describe('S3 storage', () => {
  it('stores uploads in the bucket and serves them from it, private ones to their owner only', async () => {
    expect(t.config.s3).toMatchObject({ bucket: BUCKET, forcePathStyle: true });
    const a = agent(t.app);
    await registerMember(a);
    const form = uploadForm('listing', 'stand.jpg', await jpegWithExif(80, 40));
    const r = await a.post<{ id: string; url: string; thumb: string; size: number }>(
      '/api/Upload/file',
      form.payload,
      form.headers,
    );
    expect(r.body.errCode).toBe('success');
    const f = r.body.data!;
    const served = await t.app.inject({ method: 'GET', url: f.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.length).toBe(f.size);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    const thumb = await t.app.inject({ method: 'GET', url: f.thumb });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');

    const doc = uploadForm('contract', '合同.pdf', pdf);
    const c = await a.post<{ id: string; url: string }>('/api/Upload/file', doc.payload, doc.headers);
    expect(c.body.data).toMatchObject({ private: true, kind: 'document' });
    const cookie = [...a.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const own = await t.app.inject({ method: 'GET', url: c.body.data!.url, headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pdf)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: c.body.data!.url })).statusCode).toBe(404);

    const keys = await keysInBucket();
    // the image and its thumbnail (its WebP widths are made on their first ask, decision 042), and the PDF
    expect(keys).toHaveLength(3);
    expect(keys.filter((k) => k.startsWith('public/') && k.includes(f.id))).toHaveLength(2);
    expect(keys.filter((k) => k.startsWith('private/') && k.endsWith(`${c.body.data!.id}.pdf`))).toHaveLength(
      1,
    );
    expect(fs.existsSync(path.join(dir, 'data', 'files'))).toBe(false);

    // a refusal leaves nothing in the bucket
    const bad = uploadForm('avatar', 'x.png', pdf);
    expect((await a.post('/api/Upload/file', bad.payload, bad.headers)).status).toBe(400);
    expect(await keysInBucket()).toEqual(keys);
  });

  it('puts a stream of known length, gets it back, and deletes it; a missing key reads as null', async () => {
    const storage = createS3Storage(t.config.s3!);
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
    const key = 'public/2030/01/fTESTstreamTESTstreamTEST.obj';
    await storage.put(key, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), {
      contentType: 'model/obj',
      size: bytes.length,
    });
    const back = await storage.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of back!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // missing: not an error
    await expect(storage.get('../etc/passwd')).rejects.toThrow(/invalid storage key/);
  });
});
