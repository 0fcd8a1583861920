import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { glbBox, objText, zipOf, zipWithLink } from '../../../test/models.ts';
import { boxesGlb, DEMO_MODELS } from '../../seed/seed-models.ts';
import { checkZip, inspectModel, ModelFileError } from './models-files.ts';
import { readLink, signLink } from './models-downloads.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-models-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = (bytes: Buffer, ext: string) => {
  const p = path.join(dir, `f${n++}.${ext}`);
  fs.writeFileSync(p, bytes);
  return p;
};
const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
    return '';
  } catch (err) {
    expect(err).toBeInstanceOf(ModelFileError);
    return (err as Error).message;
  }
};

describe('checkZip', () => {
  it('takes a model with its textures', async () => {
    const ok = file(zipOf({ 'booth/booth.obj': objText(), 'booth/wood.jpg': Buffer.alloc(2000, 7) }), 'zip');
    expect(await checkZip(ok)).toEqual({ entries: 2, unpacked: objText().length + 2000 });
  });
  it('refuses bombs, traversal, absolute paths, links, too many entries, no model', async () => {
    expect(await refusal(checkZip(file(zipOf({ 'a.obj': Buffer.alloc(5 * 1024 * 1024) }), 'zip')))).toMatch(
      /压缩炸弹/,
    );
    expect(await refusal(checkZip(file(zipOf({ '../x.obj': objText() }), 'zip')))).toMatch(/不安全的路径/);
    expect(await refusal(checkZip(file(zipOf({ 'a/../../x.obj': objText() }), 'zip')))).toMatch(
      /不安全的路径/,
    );
    expect(await refusal(checkZip(file(zipOf({ 'C:/x.obj': objText() }), 'zip')))).toMatch(/不安全的路径/);
    expect(await refusal(checkZip(file(await zipWithLink(), 'zip')))).toMatch(/链接文件/);
    const many = Object.fromEntries(
      Array.from({ length: 2001 }, (_, i) => [`p${i}.obj`, Buffer.from('v 0 0 0\n')]),
    );
    expect(await refusal(checkZip(file(zipOf(many, 0), 'zip')))).toMatch(/文件过多/);
    expect(await refusal(checkZip(file(zipOf({ 'a.txt': Buffer.from('x') }), 'zip')))).toMatch(
      /没有模型文件/,
    );
    expect(await refusal(checkZip(file(Buffer.from('PK\x03\x04 not really'), 'zip')))).toMatch(/已损坏/);
  });
});

describe('inspectModel', () => {
  it('reads a GLB box in metres, OBJ in metres and millimetres, binary and ASCII STL', async () => {
    const glb = await glbBox(2, 1, 3);
    expect(await inspectModel(file(glb, 'glb'), 'glb', glb.length)).toEqual({ x: 2, y: 1, z: 3 });
    expect(await inspectModel(file(objText(), 'obj'), 'obj', 1)).toEqual({ x: 1.2, y: 0.9, z: 0.6 });
    expect(await inspectModel(file(objText(1000), 'obj'), 'obj', 1)).toEqual({ x: 1.2, y: 0.9, z: 0.6 });
    const stl = Buffer.alloc(84 + 50);
    stl.writeUInt32LE(1, 80);
    for (const [i, v] of [0, 0, 0, 2, 0, 0, 0, 0.5, 1].entries()) stl.writeFloatLE(v, 84 + 12 + i * 4);
    expect(await inspectModel(file(stl, 'stl'), 'stl', stl.length)).toEqual({ x: 2, y: 0.5, z: 1 });
    const ascii = Buffer.from(
      'solid s\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 3 0 0\nvertex 0 1 0\nendloop\nendfacet\nendsolid s\n',
    );
    expect(await inspectModel(file(ascii, 'stl'), 'stl', ascii.length)).toEqual({ x: 3, y: 1, z: 0 });
    expect(await inspectModel(file(Buffer.from('x'), 'skp'), 'skp', 1)).toBeNull();
  });
  it('passes the glTF validator for every demo model, with its dimensions', async () => {
    for (const m of DEMO_MODELS) {
      const glb = await boxesGlb(m.boxes);
      const dims = await inspectModel(file(glb, 'glb'), 'glb', glb.length);
      expect(dims, m.title).not.toBeNull();
    }
    const shell = await boxesGlb(DEMO_MODELS[0]!.boxes);
    expect(await inspectModel(file(shell, 'glb'), 'glb', shell.length)).toEqual({ x: 3, y: 2.5, z: 3 });
  });
  it('refuses an OBJ without vertices', async () => {
    expect(await refusal(inspectModel(file(Buffer.from('# nothing\n'), 'obj'), 'obj', 10))).toMatch(
      /没有顶点/,
    );
  });
});

describe('download links', () => {
  const secret = 'a'.repeat(32);
  it('name one model and member, expire, and cannot be altered', () => {
    const now = 1_800_000_000_000;
    const t = signLink(secret, 7, 42, now / 1000 + 300);
    expect(readLink(secret, t, now)).toEqual({ modelId: 7, memberId: 42 });
    expect(readLink(secret, t, now + 301_000)).toBeNull();
    expect(readLink(secret, t.replace(/^7\./, '8.'), now)).toBeNull();
    expect(readLink(secret, t.replace('.42.', '.43.'), now)).toBeNull();
    expect(readLink('b'.repeat(32), t, now)).toBeNull();
    expect(readLink(secret, 'garbage', now)).toBeNull();
  });
});
