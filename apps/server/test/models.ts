import { once } from 'node:events';
import zlib from 'node:zlib';
import { Document, NodeIO } from '@gltf-transform/core';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import yazl from 'yazl';

/** Test fixtures of the 3D model tests (issue 15): real GLB and zip files built in memory. */

/** A GLB of one box `x × y × z` metres (8 corners, 12 triangles). */
export async function glbBox(x = 2, y = 1, z = 3): Promise<Buffer> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const corners: number[] = [];
  for (const a of [0, x]) for (const b of [0, y]) for (const c of [0, z]) corners.push(a, b, c);
  const position = doc.createAccessor().setType('VEC3').setArray(new Float32Array(corners)).setBuffer(buffer);
  const indices = doc
    .createAccessor()
    .setType('SCALAR')
    .setArray(
      new Uint16Array([
        0, 1, 2, 1, 3, 2, 4, 6, 5, 5, 6, 7, 0, 4, 1, 1, 4, 5, 2, 3, 6, 3, 7, 6, 0, 2, 4, 2, 6, 4, 1, 5, 3, 3,
        5, 7,
      ]),
    )
    .setBuffer(buffer);
  const prim = doc.createPrimitive().setAttribute('POSITION', position).setIndices(indices);
  const mesh = doc.createMesh('box').addPrimitive(prim);
  const node = doc.createNode('box').setMesh(mesh);
  doc.getRoot().setDefaultScene(doc.createScene('scene').addChild(node));
  return Buffer.from(await new NodeIO().writeBinary(doc));
}

/**
 * A GLB whose header and JSON are sound but whose content is not: its mesh's accessor points past the
 * end of its buffer (the toolkit refuses to read it).
 */
export function glbBroken(): Buffer {
  const json = Buffer.from(
    JSON.stringify({
      asset: { version: '2.0' },
      buffers: [{ byteLength: 12 }],
      bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: 4000 }],
      accessors: [{ bufferView: 0, componentType: 5126, count: 300, type: 'VEC3' }],
      meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
      nodes: [{ mesh: 0 }],
      scenes: [{ nodes: [0] }],
      scene: 0,
    }),
  );
  const pad = (b: Buffer, fill: number) => Buffer.concat([b, Buffer.alloc((4 - (b.length % 4)) % 4, fill)]);
  const j = pad(json, 0x20);
  const bin = pad(Buffer.alloc(12), 0);
  const total = 12 + 8 + j.length + 8 + bin.length;
  const head = Buffer.alloc(12);
  head.write('glTF', 0, 'latin1');
  head.writeUInt32LE(2, 4);
  head.writeUInt32LE(total, 8);
  const jh = Buffer.alloc(8);
  jh.writeUInt32LE(j.length, 0);
  jh.writeUInt32LE(0x4e4f534a, 4);
  const bh = Buffer.alloc(8);
  bh.writeUInt32LE(bin.length, 0);
  bh.writeUInt32LE(0x004e4942, 4);
  return Buffer.concat([head, jh, j, bh, bin]);
}

/** A GLB header claiming version 1. */
export function glbVersion1(): Buffer {
  const b = Buffer.alloc(32);
  b.write('glTF', 0, 'latin1');
  b.writeUInt32LE(1, 4);
  b.writeUInt32LE(32, 8);
  return b;
}

export const objText = (scale = 1) =>
  Buffer.from(
    `# a counter\no counter\nv 0 0 0\nv ${1.2 * scale} 0 0\nv 0 ${0.9 * scale} 0\nv 0 0 ${0.6 * scale}\nf 1 2 3\nf 1 3 4\n`,
  );

/** A zip of these entries (fflate: it writes any name it is given, `..` included). */
export const zipOf = (entries: Record<string, Buffer>, level: 0 | 9 = 9) =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, new Uint8Array(v)])), { level }),
  );

/** A zip holding a model and a symbolic link (yazl, with the link's Unix mode). */
export function zipWithLink(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(objText(), 'counter.obj');
  zip.addBuffer(Buffer.from('/etc/passwd'), 'texture.png', { mode: 0o120777 });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * A GLB of `n` copies of one 40×40 grid mesh (4800 non-indexed vertices each), every copy its own mesh and
 * accessors: what a careless export writes, and what dedup/weld/meshopt shrink a lot.
 */
export async function glbDuplicates(n = 12): Promise<Buffer> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const scene = doc.createScene('scene');
  doc.getRoot().setDefaultScene(scene);
  const material = doc.createMaterial('wood').setBaseColorFactor([0.6, 0.4, 0.2, 1]);
  const seg = 40;
  for (let i = 0; i < n; i++) {
    const pos: number[] = [];
    for (let a = 0; a < seg; a++)
      for (let b = 0; b < seg; b++)
        for (const [u, v] of [
          [a, b],
          [a, b + 1],
          [a + 1, b],
          [a + 1, b],
          [a, b + 1],
          [a + 1, b + 1],
        ] as const)
          pos.push(u / seg, Math.sin(u / 5) * 0.1, v / seg);
    const position = doc.createAccessor().setType('VEC3').setArray(new Float32Array(pos)).setBuffer(buffer);
    const prim = doc.createPrimitive().setAttribute('POSITION', position).setMaterial(material);
    scene.addChild(
      doc
        .createNode(`panel${i}`)
        .setMesh(doc.createMesh(`panel${i}`).addPrimitive(prim))
        .setTranslation([i * 1.1, 0, 0]),
    );
  }
  return Buffer.from(await new NodeIO().writeBinary(doc));
}

/**
 * A GLB that passes the glTF validator (its texture's PNG header is sound) but whose texture cannot be
 * decoded (the image data is cut off): deriving the preview fails.
 */
export async function glbBrokenTexture(): Promise<Buffer> {
  const raw = Buffer.alloc(256 * 256 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  const png = (
    await sharp(raw, { raw: { width: 256, height: 256, channels: 3 } })
      .png()
      .toBuffer()
  ).subarray(0, 600);
  const doc = new Document();
  const buffer = doc.createBuffer();
  const position = doc
    .createAccessor()
    .setType('VEC3')
    .setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]))
    .setBuffer(buffer);
  const uv = doc
    .createAccessor()
    .setType('VEC2')
    .setArray(new Float32Array([0, 0, 1, 0, 0, 1]))
    .setBuffer(buffer);
  const texture = doc.createTexture('wood').setImage(new Uint8Array(png)).setMimeType('image/png');
  const material = doc.createMaterial('wood').setBaseColorTexture(texture);
  const prim = doc
    .createPrimitive()
    .setAttribute('POSITION', position)
    .setAttribute('TEXCOORD_0', uv)
    .setMaterial(material);
  const node = doc.createNode('panel').setMesh(doc.createMesh('panel').addPrimitive(prim));
  doc.getRoot().setDefaultScene(doc.createScene('scene').addChild(node));
  return Buffer.from(await new NodeIO().writeBinary(doc));
}

export interface ZipPart {
  name: string;
  /** The entry's bytes, deflated as they are. */
  bytes?: Buffer;
  /** Or this many zero bytes, deflated as a stream (a bomb: 512 MiB pack into ~522 KB). */
  zeros?: number;
  /** The uncompressed size written in both headers, when it should lie. */
  declare?: number;
}

/**
 * A zip written by hand, entry by entry, so that its headers can declare sizes its data does not have
 * (issue 29: 512 MiB of zeros, ~522 KB packed, declared as 3 MB). CRCs are the real ones.
 */
export async function patchedZip(parts: ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const deflate = zlib.createDeflateRaw({ level: 9 });
    const packed: Buffer[] = [];
    deflate.on('data', (c: Buffer) => packed.push(c));
    let crc = 0;
    let size = 0;
    const write = async (piece: Buffer) => {
      crc = zlib.crc32(piece, crc);
      size += piece.length;
      if (!deflate.write(piece)) await once(deflate, 'drain');
    };
    if (part.bytes) await write(part.bytes);
    const chunk = Buffer.alloc(1024 * 1024);
    for (let left = part.zeros ?? 0; left > 0; left -= chunk.length)
      await write(left >= chunk.length ? chunk : chunk.subarray(0, left));
    deflate.end();
    await once(deflate, 'end');
    const data = Buffer.concat(packed);
    const name = Buffer.from(part.name);
    const declared = part.declare ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x031e, 4); // made by: Unix, 3.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}
