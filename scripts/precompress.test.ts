import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript without declarations (it runs under Node, and from vite.config.ts)
import { MARKER, precompressDir } from './precompress.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-precompress-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompress.mjs (npm start writes the copies after listening)', () => {
  it('writes .br and .gz beside text assets over 1 KiB, then the marker; a second pass adds only what is missing', () => {
    const js = 'export const a = "会展通";\n'.repeat(200);
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets/app.js'), js);
    fs.writeFileSync(path.join(dir, 'assets/small.css'), 'a{color:red}');
    fs.writeFileSync(path.join(dir, 'assets/pic.png'), Buffer.alloc(4096));
    expect(precompressDir(dir)).toBe(1);
    const file = path.join(dir, 'assets/app.js');
    expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(fs.existsSync(path.join(dir, 'assets/small.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets/pic.png.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, MARKER))).toBe(true);
    // no temporary file left behind
    expect(fs.readdirSync(path.join(dir, 'assets')).filter((f) => f.includes('.tmp-'))).toEqual([]);

    // a pass cut short: one copy missing is made again, the complete file is skipped
    fs.rmSync(`${file}.gz`);
    fs.writeFileSync(path.join(dir, 'assets/other.js'), js);
    expect(precompressDir(dir)).toBe(2);
    expect(precompressDir(dir)).toBe(0);
  });
});
