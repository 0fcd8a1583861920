import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Agent } from './test-app.ts';

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer };

/** A multipart/form-data body as a browser sends it, parts in the given order. */
export function multipart(parts: Part[]) {
  const boundary = `----hz${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head =
      'filename' in p
        ? `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: application/octet-stream`
        : `Content-Disposition: form-data; name="${p.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
    chunks.push('filename' in p ? p.content : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** `purpose`, then one file. */
export const uploadForm = (purpose: string, filename: string, content: Buffer) =>
  multipart([
    { name: 'purpose', value: purpose },
    { name: 'file', filename, content },
  ]);

/** A small PNG (80×50) uploaded for `purpose` through the real call (`Upload/file`); its file id. */
export async function uploadImage(a: Agent, purpose = 'listing', filename = 'image.png') {
  const form = uploadForm(purpose, filename, await png(80, 50));
  const r = await a.post<{ id: string }>('/api/Upload/file', form.payload, form.headers);
  expect(r.body.errCode).toBe('success');
  return r.body.data!.id;
}

/** A JPEG with EXIF (a copyright note and orientation 6: stored sideways, shown upright). */
export function jpegWithExif(width = 64, height = 32) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'secret-owner-note', Artist: 'GPS-31.2304N' } })
    .toBuffer();
}

export function png(width = 40, height = 30) {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** A tiny PDF (enough for the magic bytes). */
export const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A valid PNG claiming `side`×`side` pixels of 1-bit grey, compressed to a few dozen KB. */
export function pngBomb(side = 20_000) {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const byte of buf) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A download by a client that downloads one file after another: a start refused only because the slots
 * of its previous downloads are not released yet is tried again. The release follows the response (it
 * is a write to the shared limiter once the body has gone, limits-downloads.ts), so on a busy machine a
 * fast sequential client can meet its own last downloads still counted "at once"; such a refusal does not
 * count against the client's budget, which is what the budget tests count.
 */
export async function downloadInTurn<R extends { statusCode: number; body: string }>(
  send: () => Promise<R>,
): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    const r = await send();
    if (r.statusCode !== 429 || !r.body.includes('下载任务较多') || attempt >= 50) return r;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
