import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readTar, tarWriter } from './tar.ts';

async function roundTrip(entries: Array<[string, Buffer]>, chunk = 1000) {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (b: Buffer) => parts.push(b));
  const tar = tarWriter(out);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-tar-'));
  for (const [i, [name, data]] of entries.entries()) {
    if (i % 2) {
      const f = path.join(dir, String(i));
      fs.writeFileSync(f, data);
      await tar.addFile(name, f);
    } else await tar.add(name, data);
  }
  await tar.end();
  fs.rmSync(dir, { recursive: true });
  const whole = Buffer.concat(parts);
  // fed in small uneven chunks: entries and headers across chunk boundaries
  const chunks: Buffer[] = [];
  for (let at = 0; at < whole.length; at += chunk) chunks.push(whole.subarray(at, at + chunk));
  const read: Array<[string, Buffer[]]> = [];
  await readTar(Readable.from(chunks), async (e) => {
    const bufs: Buffer[] = [];
    read.push([e.name, bufs]);
    return (b) => bufs.push(b);
  });
  const got = read.map(([n, bufs]) => [n, Buffer.concat(bufs)] as [string, Buffer]);
  return { got, whole };
}

describe('the backup archive tar (ops/tar.ts)', () => {
  it('reads back what it wrote: empty, block-sized, large, long and non-ASCII names', async () => {
    const entries: Array<[string, Buffer]> = [
      ['manifest.json', Buffer.from('{"a":1}')],
      ['files/empty', Buffer.alloc(0)],
      ['files/block', randomBytes(512)],
      ['files/big.bin', randomBytes(70_001)],
      [`files/${'深'.repeat(30)}/${'x'.repeat(120)}.png`, randomBytes(1234)],
    ];
    for (const size of [7, 511, 4096, 100_000]) {
      const { got } = await roundTrip(entries, size);
      expect(got.map(([n]) => n)).toEqual(entries.map(([n]) => n));
      for (const [i, [, data]] of got.entries()) expect(data.equals(entries[i]![1])).toBe(true);
    }
  });

  it('refuses a corrupt header and a truncated archive', async () => {
    const { whole } = await roundTrip([['a', Buffer.from('hello')]]);
    const bad = Buffer.from(whole);
    bad[0] = 0x41 + 1; // the name changes, the checksum does not
    await expect(readTar(Readable.from([bad]), async () => null)).rejects.toThrow(/bad tar header/);
    await expect(readTar(Readable.from([whole.subarray(0, 700)]), async () => null)).rejects.toThrow(
      /truncated/,
    );
  });
});
