import fs from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { once } from 'node:events';

/**
 * A minimal streaming tar (POSIX ustar, with a PAX `path` record for long names) for the backup
 * archive: regular files and nothing else. Enough for what `backup` writes; not a general tar reader
 * (links, devices and sparse files are refused).
 */

const BLOCK = 512;
const ZEROES = Buffer.alloc(BLOCK);

function octal(n: number, width: number) {
  return `${n.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, type: '0' | 'x', mtime: number) {
  const h = Buffer.alloc(BLOCK);
  h.write(name.slice(0, 100), 0, 'utf8');
  h.write(octal(0o644, 8), 100);
  h.write(octal(0, 8), 108);
  h.write(octal(0, 8), 116);
  h.write(octal(size, 12), 124);
  h.write(octal(Math.floor(mtime), 12), 136);
  h.write('        ', 148); // checksum placeholder
  h.write(type, 156);
  h.write('ustar\u000000', 257);
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return h;
}

function pax(name: string) {
  const rec = (len: number) => `${len} path=${name}\n`;
  let len = Buffer.byteLength(rec(0));
  while (Buffer.byteLength(rec(len)) !== len) len = Buffer.byteLength(rec(len));
  return Buffer.from(rec(len));
}

const pad = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Writes tar entries to `out` (a gzip stream, usually), waiting for it to drain. */
export function tarWriter(out: Writable) {
  const write = async (chunk: Buffer) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  const head = async (name: string, size: number) => {
    const mtime = Date.now() / 1000;
    if (Buffer.byteLength(name) > 100 || /[^\x20-\x7e]/.test(name)) {
      const p = pax(name);
      await write(header('PaxHeader', p.length, 'x', mtime));
      await write(p);
      await write(ZEROES.subarray(0, pad(p.length)));
    }
    await write(header(name, size, '0', mtime));
  };
  return {
    async add(name: string, data: Buffer) {
      await head(name, data.length);
      await write(data);
      await write(ZEROES.subarray(0, pad(data.length)));
    },
    async addFile(name: string, file: string) {
      const { size } = await fs.promises.stat(file);
      await head(name, size);
      let written = 0;
      for await (const chunk of fs.createReadStream(file)) {
        const b = chunk as Buffer;
        written += b.length;
        if (written > size) throw new Error(`${file} grew while it was read`);
        await write(b);
      }
      if (written !== size) throw new Error(`${file} shrank while it was read`);
      await write(ZEROES.subarray(0, pad(size)));
    },
    async end() {
      await write(Buffer.alloc(BLOCK * 2));
      out.end();
    },
  };
}

export interface TarEntry {
  name: string;
  size: number;
}

/**
 * Reads the entries of a tar stream in order: `onEntry` gets each regular file's name and size and
 * returns where its content goes (a writable, a collector, or null to skip it).
 */
export async function readTar(
  input: Readable,
  onEntry: (e: TarEntry) => Promise<Writable | ((b: Buffer) => void) | null>,
) {
  let buf: Buffer = Buffer.alloc(0);
  let state: 'head' | 'body' | 'pad' | 'pax' | 'end' = 'head';
  let remaining = 0;
  let padding = 0;
  let sink: Writable | ((b: Buffer) => void) | null = null;
  let longName: string | null = null;
  let paxBuf: Buffer[] = [];
  const emit = async (b: Buffer) => {
    if (!sink) return;
    if (typeof sink === 'function') sink(b);
    else if (!sink.write(b)) await once(sink, 'drain');
  };
  const finish = async () => {
    if (sink && typeof sink !== 'function') {
      const s = sink;
      s.end();
      await once(s, 'finish');
    }
    sink = null;
  };
  for await (const chunk of input) {
    buf = buf.length ? Buffer.concat([buf, chunk as Buffer]) : (chunk as Buffer);
    for (;;) {
      if (state === 'end') break;
      if (state === 'head') {
        if (buf.length < BLOCK) break;
        const h = buf.subarray(0, BLOCK);
        buf = buf.subarray(BLOCK);
        if (h.every((b) => b === 0)) {
          state = 'end';
          break;
        }
        const field = (at: number, len: number) => h.toString('utf8', at, at + len).replace(/\0.*$/s, '');
        let sum = 0;
        for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
        if (Number.parseInt(field(148, 8).trim(), 8) !== sum)
          throw new Error('not a backup archive (bad tar header)');
        const size = Number.parseInt(field(124, 12).trim() || '0', 8);
        const type = field(156, 1) || '0';
        const prefix = field(345, 155);
        const name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
        remaining = size;
        padding = pad(size);
        if (type === 'x') {
          paxBuf = [];
          state = 'pax';
          continue;
        }
        longName = null;
        if (type !== '0' && type !== '5') throw new Error(`unexpected entry type ${type} in the archive`);
        sink = type === '0' ? await onEntry({ name, size }) : null;
        state = 'body';
        continue;
      }
      if (state === 'body' || state === 'pax') {
        if (remaining > 0) {
          if (!buf.length) break;
          const part = buf.subarray(0, Math.min(remaining, buf.length));
          buf = buf.subarray(part.length);
          remaining -= part.length;
          if (state === 'pax') paxBuf.push(part);
          else await emit(part);
          if (remaining > 0) continue;
        }
        if (state === 'pax') {
          const text = Buffer.concat(paxBuf).toString('utf8');
          const m = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(text);
          longName = m ? m[1]! : null;
        } else {
          await finish();
        }
        state = 'pad';
        continue;
      }
      if (state === 'pad') {
        if (buf.length < padding) break;
        buf = buf.subarray(padding);
        state = 'head';
      }
    }
  }
  if (state !== 'end' && !(state === 'head' && buf.length === 0)) {
    throw new Error('the archive is truncated');
  }
}
