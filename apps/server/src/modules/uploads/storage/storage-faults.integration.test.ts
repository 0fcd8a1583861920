import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, registerMember, type TestApp } from '../../../../test/test-app.ts';
import { png, uploadForm } from '../../../../test/uploads.ts';

/**
 * The file storage failing under an upload (issue 16, faults): S3 unreachable, or a local storage that
 * cannot be written. Each answers 503 `unavailable` in Chinese, leaves no `files` row, and shows in
 * `/api/health` as the storage down (200, `degraded`: the database still answers). A full disk is
 * tested in faults.integration.test.ts (a process under `ulimit -f`).
 */
const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-storage-faults-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const STORE_DOWN = { success: false, errCode: 'unavailable', errMsg: '文件存储暂时不可用，请稍后重试' };

async function rows(t: TestApp) {
  return Number((await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM files'))[0]!.n);
}

async function upload(a: ReturnType<typeof agent>) {
  const form = uploadForm('listing', 'stand.png', await png(60, 40));
  return a.post<{ id: string; url: string }>('/api/Upload/file', form.payload, form.headers);
}

describe('S3 unreachable', () => {
  let s3: S3rver;
  let t: TestApp;
  beforeAll(async () => {
    const dir = tmp();
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(dir, 's3'),
      configureBuckets: [{ name: 'hz-files' }],
    });
    const { port } = await s3.run();
    t = await createTestApp({
      env: {
        DATA_DIR: path.join(dir, 'data'),
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'hz-files',
        S3_ACCESS_KEY: 'S3RVER',
        S3_SECRET_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an upload fails with a clear error and no row; serving a stored file too; the health check says so', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const stored = await upload(a);
    expect(stored.body.errCode).toBe('success');
    const health = await a.get<{ status: string; storage: { status: string; kind: string } }>('/api/health');
    expect(health.body.data).toMatchObject({ status: 'ok', storage: { status: 'ok', kind: 's3' } });

    await s3.close();
    const before = await rows(t);
    const r = await upload(a);
    expect(r.status).toBe(503);
    expect(r.headers['retry-after']).toBe('10');
    expect(r.body).toMatchObject(STORE_DOWN);
    expect(await rows(t)).toBe(before);

    const served = await t.app.inject({ method: 'GET', url: stored.body.data!.url });
    expect(served.statusCode).toBe(503);
    expect(served.json()).toMatchObject(STORE_DOWN);

    const down = await a.get<{ status: string; storage: { status: string; error: string } }>('/api/health');
    expect(down.status).toBe(200);
    expect(down.body.data).toMatchObject({ status: 'degraded', storage: { status: 'down', kind: 's3' } });
    expect(down.body.data!.storage.error).toBeTruthy();
  });
});

describe('local storage that cannot be written', () => {
  it('an upload fails with a clear error, no row and no file', async () => {
    const dataDir = tmp();
    // where the files' folder should be there is a file: nothing can be stored (as root too)
    fs.writeFileSync(path.join(dataDir, 'files'), 'not a folder');
    const t = await createTestApp({ env: { DATA_DIR: dataDir } });
    try {
      const a = agent(t.app);
      await registerMember(a);
      const before = await rows(t);
      const r = await upload(a);
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject(STORE_DOWN);
      expect(await rows(t)).toBe(before);
      expect(fs.readFileSync(path.join(dataDir, 'files'), 'utf8')).toBe('not a folder');
      const health = await a.get<{ status: string; storage: { status: string } }>('/api/health');
      expect(health.body.data).toMatchObject({
        status: 'degraded',
        storage: { status: 'down', kind: 'local' },
      });
    } finally {
      await t.close();
    }
  });
});
