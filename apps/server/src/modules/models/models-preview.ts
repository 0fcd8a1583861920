/// <reference path="./validator-types.d.ts" />
import fs from 'node:fs';
import { type Document, Logger, NodeIO, type Primitive } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { dedup, meshopt, prune, textureCompress, weld } from '@gltf-transform/functions';
import validator from 'gltf-validator';
import { modelPreviewMaxBytes, viewableModelFormats } from '@hz/contract/models';
import { MeshoptDecoder, MeshoptEncoder } from 'meshoptimizer';
import sharp from 'sharp';
import { ModelFileError } from './models-files.ts';

/**
 * The derived preview of a viewable model (decision 030): an optimised GLB, a separate object in the
 * uploads service, which is what `/preview/model/<id>` serves — never the author's original file.
 *
 * glTF-Transform does the work: the model is read (GLB, glTF; OBJ and STL are parsed by three.js's
 * loaders and written as a glTF document), then `dedup` (identical accessors, meshes, materials,
 * textures), `prune` (unused nodes, materials, data), `weld` (shared vertices, indices), textures
 * resized and re-encoded as WebP by sharp within a byte budget, and `meshopt` (quantised attributes,
 * EXT_meshopt_compression; the viewer decodes it with three.js's MeshoptDecoder). The result goes through
 * the glTF validator again before it is stored.
 *
 * Memory: the toolkit holds the whole model (and its typed arrays) in memory, so a preview is derived
 * only for sources up to `previewLimits.sourceBytes`; bigger files are downloadable only (cover
 * required at upload, as for the formats a browser cannot show). One job runs at a time per worker.
 */
export const previewLimits = {
  /** The largest source file a preview is derived from (peak memory is a few times this). */
  sourceBytes: modelPreviewMaxBytes,
  /** Texture edge sizes tried, largest first, until all textures together fit `textureBytes`. */
  textureSizes: [2048, 1024, 512, 256] as const,
  /** All textures of a preview together, encoded. */
  textureBytes: 8 * 1024 * 1024,
  /** The whole preview GLB. */
  previewBytes: 64 * 1024 * 1024,
};

/** Whether processing reads this format (the others are downloadable only). */
export const isViewable = (format: string) => (viewableModelFormats as readonly string[]).includes(format);

/** Whether processing derives a preview of this file (decision 030): a viewable format, not too big. */
export const getsPreview = (format: string, size: number) =>
  isViewable(format) && size <= previewLimits.sourceBytes;

export interface PreviewStats {
  /** Bytes of the preview GLB. */
  bytes: number;
  /** Bytes of its textures (after re-encoding), within `previewLimits.textureBytes`. */
  textureBytes: number;
  /** The texture edge size used (0: no textures). */
  textureSize: number;
  ms: number;
}

const quiet = new Logger(Logger.Verbosity.ERROR);

async function io() {
  await Promise.all([MeshoptEncoder.ready, MeshoptDecoder.ready]);
  return new NodeIO()
    .setLogger(quiet)
    .registerExtensions(ALL_EXTENSIONS)
    .registerDependencies({ 'meshopt.decoder': MeshoptDecoder, 'meshopt.encoder': MeshoptEncoder });
}

const textureBytes = (doc: Document) =>
  doc
    .getRoot()
    .listTextures()
    .reduce((n, t) => n + (t.getImage()?.byteLength ?? 0), 0);

/** OBJ and STL carry no unit: a model over 100 units across is taken to be in millimetres (models-files). */
function unitScale(positions: Float32Array[]): number {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const p of positions)
    for (let i = 0; i < p.length; i += 3)
      for (let k = 0; k < 3; k++) {
        const v = p[i + k]!;
        if (v < min[k]!) min[k] = v;
        if (v > max[k]!) max[k] = v;
      }
  return Math.max(max[0]! - min[0]!, max[1]! - min[1]!, max[2]! - min[2]!) > 100 ? 0.001 : 1;
}

/**
 * OBJ or STL as a glTF document, through three.js's maintained parsers (pure JS, no DOM needed for
 * parsing). Their non-indexed triangles become primitives; `weld` indexes them afterwards.
 */
async function meshDocument(file: string, format: 'obj' | 'stl'): Promise<Document> {
  const { Document } = await import('@gltf-transform/core');
  type Geo = { attributes: Record<string, { array: ArrayLike<number>; itemSize: number } | undefined> };
  const parts: Array<{
    name: string;
    geo: Geo;
    color: [number, number, number] | null;
    range?: [number, number];
  }> = [];
  if (format === 'stl') {
    const { STLLoader } = await import('three/addons/loaders/STLLoader.js');
    const bytes = await fs.promises.readFile(file);
    const geo = new STLLoader().parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    parts.push({ name: 'model', geo: geo as unknown as Geo, color: null });
  } else {
    const { OBJLoader } = await import('three/addons/loaders/OBJLoader.js');
    const group = new OBJLoader().parse(await fs.promises.readFile(file, 'utf8'));
    group.traverse((o) => {
      const mesh = o as unknown as {
        isMesh?: boolean;
        name: string;
        geometry: Geo & { groups: Array<{ start: number; count: number; materialIndex?: number }> };
        material:
          | { color?: { r: number; g: number; b: number } }
          | Array<{ color?: { r: number; g: number; b: number } }>;
      };
      if (!mesh.isMesh) return;
      const mats = Array.isArray(mesh.material) ? mesh.material : [mesh.material];
      const groups = mesh.geometry.groups.length
        ? mesh.geometry.groups
        : [{ start: 0, count: Infinity, materialIndex: 0 }];
      for (const g of groups) {
        const c = mats[g.materialIndex ?? 0]?.color;
        parts.push({
          name: mesh.name || 'model',
          geo: mesh.geometry,
          color: c ? [c.r, c.g, c.b] : null,
          range: [g.start, g.count],
        });
      }
    });
  }
  const doc = new Document();
  const buffer = doc.createBuffer();
  const scene = doc.createScene('scene');
  doc.getRoot().setDefaultScene(scene);
  const slice = (a: ArrayLike<number>, itemSize: number, range?: [number, number]) => {
    const arr = Float32Array.from(a as ArrayLike<number>);
    if (!range) return arr;
    const end = Number.isFinite(range[1]) ? (range[0] + range[1]) * itemSize : arr.length;
    return arr.subarray(range[0] * itemSize, end);
  };
  const positions = parts.map((p) => slice(p.geo.attributes.position!.array, 3, p.range));
  const scale = unitScale(positions);
  const materials = new Map<string, ReturnType<Document['createMaterial']>>();
  parts.forEach((p, i) => {
    const pos = positions[i]!;
    if (pos.length < 9) return;
    if (scale !== 1) for (let k = 0; k < pos.length; k++) pos[k]! *= scale;
    const prim: Primitive = doc
      .createPrimitive()
      .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(pos).setBuffer(buffer));
    const normal = p.geo.attributes.normal;
    if (normal && normal.array.length > 0)
      prim.setAttribute(
        'NORMAL',
        doc
          .createAccessor()
          .setType('VEC3')
          .setArray(slice(normal.array, 3, p.range))
          .setBuffer(buffer),
      );
    const uv = p.geo.attributes.uv;
    if (uv && uv.array.length > 0)
      prim.setAttribute(
        'TEXCOORD_0',
        doc
          .createAccessor()
          .setType('VEC2')
          .setArray(slice(uv.array, 2, p.range))
          .setBuffer(buffer),
      );
    const key = (p.color ?? [0.8, 0.8, 0.8]).join(',');
    let material = materials.get(key);
    if (!material) {
      material = doc
        .createMaterial(`material${materials.size + 1}`)
        .setBaseColorFactor([...(p.color ?? [0.8, 0.8, 0.8]), 1] as [number, number, number, number])
        .setMetallicFactor(0)
        .setRoughnessFactor(0.8);
      materials.set(key, material);
    }
    prim.setMaterial(material);
    scene.addChild(doc.createNode(p.name).setMesh(doc.createMesh(p.name).addPrimitive(prim)));
  });
  if (doc.getRoot().listMeshes().length === 0)
    throw new ModelFileError(format === 'obj' ? 'OBJ 文件中没有可显示的面' : 'STL 文件中没有三角面数据');
  return doc;
}

/** Re-encodes the textures as WebP, trying smaller edges until all of them fit the budget. */
async function compressTextures(doc: Document): Promise<{ size: number; bytes: number }> {
  if (doc.getRoot().listTextures().length === 0) return { size: 0, bytes: 0 };
  for (const size of previewLimits.textureSizes) {
    await doc.transform(
      textureCompress({ encoder: sharp, targetFormat: 'webp', resize: [size, size], quality: 80 }),
    );
    const bytes = textureBytes(doc);
    if (bytes <= previewLimits.textureBytes) return { size, bytes };
  }
  throw new ModelFileError(
    `模型贴图过多或过大，压缩后仍超过 ${previewLimits.textureBytes / 1024 / 1024} MB，请减少贴图后重新上传`,
  );
}

/**
 * Derives the preview GLB of a viewable source file and writes it to `out`. Throws a `ModelFileError`
 * (a Chinese reason for the author) when the model cannot be optimised or the result is not valid.
 */
export async function derivePreview(
  file: string,
  format: 'glb' | 'gltf' | 'obj' | 'stl',
  out: string,
): Promise<PreviewStats> {
  const started = performance.now();
  const nodeIO = await io();
  let doc: Document;
  try {
    doc = format === 'glb' || format === 'gltf' ? await nodeIO.read(file) : await meshDocument(file, format);
  } catch (err) {
    if (err instanceof ModelFileError) throw err;
    throw new ModelFileError('模型无法读取，无法生成在线预览，请在建模软件中重新导出');
  }
  doc.setLogger(quiet);
  const failed = (what: string) => (err: unknown) => {
    if (err instanceof ModelFileError) throw err;
    throw new ModelFileError(`${what}，无法生成在线预览，请检查后重新上传`);
  };
  await doc.transform(dedup(), prune(), weld()).catch(failed('模型网格优化失败'));
  const textures = await compressTextures(doc).catch(
    failed('模型贴图无法读取或压缩（文件损坏或格式不受支持）'),
  );
  await doc
    .transform(dedup(), prune(), meshopt({ encoder: MeshoptEncoder, level: 'medium' }))
    .catch(failed('模型网格压缩失败'));
  const glb = await nodeIO.writeBinary(doc);
  if (glb.byteLength > previewLimits.previewBytes)
    throw new ModelFileError(
      `模型过于复杂，优化后的预览仍超过 ${previewLimits.previewBytes / 1024 / 1024} MB，请简化模型后重新上传`,
    );
  const report = await validator.validateBytes(glb, { format: 'glb', maxIssues: 10 });
  if (report.issues.numErrors > 0) {
    const first = report.issues.messages.find((m) => m.severity === 0);
    throw new ModelFileError(`在线预览生成后未通过 glTF 校验（${first?.code ?? '未知错误'}），请联系客服`);
  }
  await fs.promises.writeFile(out, glb);
  return {
    bytes: glb.byteLength,
    textureBytes: textures.bytes,
    textureSize: textures.size,
    ms: Math.round(performance.now() - started),
  };
}
