import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let dir: string;
const js = `console.log(${JSON.stringify('会展'.repeat(500))});\n`;

beforeAll(async () => {
  // a built web app as apps/web/vite.config.ts writes it: each text asset with .br and .gz beside it
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const asset = path.join(dir, 'assets', 'index-abc123.js');
  fs.writeFileSync(asset, js);
  fs.writeFileSync(`${asset}.gz`, gzipSync(js));
  fs.writeFileSync(`${asset}.br`, brotliCompressSync(js));
  t = await createTestApp({ webDist: dir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the precompressed file the browser accepts, cached for a year', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(js) / 4);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('answers a screen path with index.html, not cached', async () => {
    const r = await t.app.inject({ url: '/mainPage', headers: { 'accept-encoding': 'br' } });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<div id="root">');
    expect(r.headers['cache-control']).toBe('no-cache');
    // a link checker or a proxy asks with HEAD first
    const head = await t.app.inject({ method: 'HEAD', url: '/mainPage' });
    expect(head.statusCode).toBe(200);
  });
});
