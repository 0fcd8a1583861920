import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { modelZipLimits } from '@hz/contract/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objText, patchedZip, zipOf } from '../../test/models.ts';
import { checkZipContents, ZipRefusal } from './zip-check.ts';

const MiB = 1024 * 1024;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-zip-check-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = (bytes: Buffer) => {
  const p = path.join(dir, `z${n++}.zip`);
  fs.writeFileSync(p, bytes);
  return p;
};
const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
    return '';
  } catch (err) {
    expect(err).toBeInstanceOf(ZipRefusal);
    return (err as Error).message;
  }
};
const check = (bytes: Buffer) => checkZipContents(file(bytes), modelZipLimits);

/** The probe's bomb (issue 29): 512 MiB of zeros, ~522 KB packed, its headers patched to declare 3 MB. */
let bomb: Buffer;
beforeAll(async () => {
  bomb = await patchedZip([
    { name: 'booth/booth.obj', bytes: objText() },
    { name: 'booth/texture.bin', zeros: 512 * MiB, declare: 3 * 1000 * 1000 },
  ]);
}, 60_000);

describe('checkZipContents', () => {
  it('reads an honest zip: every entry, the unpacked bytes counted', async () => {
    const ok = zipOf({ 'booth/booth.obj': objText(), 'booth/wood.jpg': Buffer.alloc(2000, 7) });
    expect(await check(ok)).toEqual({
      names: ['booth/booth.obj', 'booth/wood.jpg'],
      unpacked: objText().length + 2000,
    });
    // the hand-written zip of the tests is a zip like any other when it does not lie
    const honest = await patchedZip([{ name: 'a.obj', bytes: objText() }]);
    expect(await check(honest)).toEqual({ names: ['a.obj'], unpacked: objText().length });
  });

  it("refuses the probe's bomb (512 MiB declared as 3 MB) by counting, quickly and without unpacking it", async () => {
    expect(bomb.length).toBeLessThan(600 * 1024);
    const started = performance.now();
    expect(await refusal(check(bomb))).toMatch(/压缩炸弹/);
    // stopped a little past the declared 3 MB, not after 512 MiB
    expect(performance.now() - started).toBeLessThan(2000);
    expect(fs.readdirSync(dir).filter((f) => !f.endsWith('.zip'))).toEqual([]);
  });

  it('refuses a bomb whose headers tell the truth: by the ratio while reading, not by the declared size', async () => {
    const honest = await patchedZip([{ name: 'a.obj', zeros: 64 * MiB }]);
    expect(await refusal(check(honest))).toMatch(/压缩炸弹/);
    // a header declaring more than an entry may hold is refused before reading
    const declared = await patchedZip([{ name: 'a.obj', bytes: objText(), declare: 600 * MiB }]);
    expect(await refusal(check(declared))).toMatch(/压缩炸弹/);
  });

  it('refuses an entry smaller than its header says', async () => {
    const short = await patchedZip([{ name: 'a.obj', bytes: objText(), declare: objText().length + 10 }]);
    expect(await refusal(check(short))).toMatch(/大小与文件头不符/);
  });

  it('counts nested zips: read one level deep in the same budget, a bomb inside refused, deeper refused', async () => {
    const inner = zipOf({ 'inner/a.obj': objText() });
    expect((await check(zipOf({ 'inner.zip': inner, 'b.obj': objText() }))).names).toEqual([
      'inner.zip',
      'inner.zip/inner/a.obj',
      'b.obj',
    ]);
    // the inner zip is stored as-is (a zip barely deflates): its bomb is only seen by reading it
    const nested = zipOf({ 'textures.zip': bomb }, 0);
    expect(await refusal(check(nested))).toMatch(/压缩炸弹/);
    const deeper = zipOf({ 'a.zip': zipOf({ 'b.zip': inner }, 0) }, 0);
    expect(await refusal(check(deeper))).toMatch(/嵌套层数过多/);
    expect(await refusal(check(zipOf({ 'a.obj': objText(), 'more.rar': Buffer.from('Rar!') })))).toMatch(
      /其他格式的压缩包/,
    );
  });

  it('counts the entries of nested zips against the one limit', async () => {
    const limits = { ...modelZipLimits, entries: 3 };
    const inner = zipOf({ 'a.obj': objText(), 'b.obj': objText() });
    const outer = file(zipOf({ 'inner.zip': inner, 'c.obj': objText() }));
    expect(await refusal(checkZipContents(outer, limits))).toMatch(/文件过多（4 个），最多 3 个/);
  });
});
