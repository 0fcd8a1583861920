/// <reference path="./validator-types.d.ts" />
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { getBounds, NodeIO } from '@gltf-transform/core';
import { type ModelFormat, modelZipLimits } from '@hz/contract/models';
import validator from 'gltf-validator';
import { AppError } from '../../lib/app-error.ts';
import { checkZipContents, ZipRefusal } from '../../lib/zip-check.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';

/**
 * The checks and the reading of model files (docs/domains/models.md): a zip's entries before it is
 * used, a GLB's header, and a model's bounding box in metres. Each reads its file from disk as a stream,
 * so memory does not grow with the file; the glTF toolkit is the exception for the processing job, which
 * reads one model at a time.
 */

/** A refusal of the file, in words for its author. */
export class ModelFileError extends Error {}

/**
 * Copies a stored upload to a temporary folder under `tmpRoot` for the checks and the processing; the
 * caller removes the folder (`dir`).
 */
export async function copyToTemp(uploads: UploadsService, tmpRoot: string, fileId: string, ext: string) {
  const dir = await fs.promises.mkdtemp(path.join(tmpRoot, 'hz-model-'));
  const opened = await uploads.openStored(fileId);
  if (!opened) {
    const msg = '模型文件不存在，请重新上传';
    throw new AppError('invalid_params', msg, { fields: { file: msg } });
  }
  const file = path.join(dir, `model.${ext}`);
  await pipeline(opened.stream, fs.createWriteStream(file));
  return { dir, file, size: opened.row.size };
}

const MODEL_IN_ZIP = /\.(glb|gltf|obj|stl|fbx|3ds|max|skp)$/i;

/**
 * A zip's entries, read and counted (`lib/zip-check.ts`: caps on each entry, on the whole and on the
 * ratio, nested zips included; no absolute or `..` paths, no links), and at least one model among them.
 */
export async function checkZip(file: string): Promise<{ entries: number; unpacked: number }> {
  let summary: Awaited<ReturnType<typeof checkZipContents>>;
  try {
    summary = await checkZipContents(file, modelZipLimits);
  } catch (err) {
    if (err instanceof ZipRefusal) throw new ModelFileError(err.message);
    throw err;
  }
  if (!summary.names.some((n) => MODEL_IN_ZIP.test(n)))
    throw new ModelFileError('压缩包内没有模型文件（GLB、glTF、OBJ、STL、FBX、3DS、MAX、SKP）');
  return { entries: summary.names.length, unpacked: summary.unpacked };
}

/** A GLB's 12-byte header and its JSON chunk: version 2, the stated length, readable JSON with `asset`. */
export async function checkGlbHeader(file: string, size: number): Promise<void> {
  const bad = (why: string) => new ModelFileError(`GLB 文件无效：${why}`);
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(20);
    await handle.read(head, 0, 20, 0);
    if (head.toString('latin1', 0, 4) !== 'glTF') throw bad('文件头不是 glTF');
    if (head.readUInt32LE(4) !== 2) throw bad('仅支持 glTF 2.0');
    if (head.readUInt32LE(8) !== size) throw bad('文件长度与文件头不符，文件可能不完整');
    const jsonLength = head.readUInt32LE(12);
    if (head.readUInt32LE(16) !== 0x4e4f534a || jsonLength > size - 20 || jsonLength > 64 * 1024 * 1024)
      throw bad('缺少 JSON 数据块');
    const json = Buffer.alloc(jsonLength);
    await handle.read(json, 0, jsonLength, 20);
    let doc: { asset?: { version?: string } };
    try {
      doc = JSON.parse(json.toString('utf8'));
    } catch {
      throw bad('JSON 数据块无法解析');
    }
    if (doc.asset?.version !== '2.0') throw bad('缺少 asset.version 2.0');
  } finally {
    await handle.close();
  }
}

export interface Dims {
  x: number;
  y: number;
  z: number;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The extent of OBJ and STL coordinates, which carry no unit: a booth model over 100 units across is
 * taken to be in millimetres (designers' tools export mm), else in metres.
 */
function toMetres(min: number[], max: number[]): Dims {
  const ext = [0, 1, 2].map((i) => Math.max(0, max[i]! - min[i]!));
  const scale = Math.max(...ext) > 100 ? 0.001 : 1;
  return { x: round(ext[0]! * scale), y: round(ext[1]! * scale), z: round(ext[2]! * scale) };
}

async function textBounds(file: string, pattern: RegExp): Promise<Dims | null> {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  let seen = 0;
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    const m = pattern.exec(line);
    if (!m) continue;
    for (let i = 0; i < 3; i++) {
      const v = Number(m[i + 1]);
      if (!Number.isFinite(v)) continue;
      if (v < min[i]!) min[i] = v;
      if (v > max[i]!) max[i] = v;
    }
    seen += 1;
  }
  return seen === 0 ? null : toMetres(min, max);
}

async function binaryStlBounds(file: string): Promise<Dims | null> {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  let offset = 0;
  let rest = Buffer.alloc(0);
  let seen = 0;
  for await (const chunk of fs.createReadStream(file, { start: 84 })) {
    let buf = Buffer.concat([rest, chunk as Buffer]);
    while (buf.length - offset >= 50) {
      for (let v = 0; v < 3; v++) {
        for (let i = 0; i < 3; i++) {
          const n = buf.readFloatLE(offset + 12 + v * 12 + i * 4);
          if (!Number.isFinite(n)) continue;
          if (n < min[i]!) min[i] = n;
          if (n > max[i]!) max[i] = n;
        }
      }
      offset += 50;
      seen += 1;
    }
    rest = buf.subarray(offset);
    buf = rest;
    offset = 0;
  }
  return seen === 0 ? null : toMetres(min, max);
}

/**
 * The Khronos glTF validator: errors refuse the model (warnings, e.g. unused data, do not). External
 * resources of a glTF are read beside it (a glTF uploaded alone has none: they come in a zip).
 */
async function validateGltf(file: string, format: 'glb' | 'gltf') {
  const bytes = new Uint8Array(await fs.promises.readFile(file));
  let report: Awaited<ReturnType<typeof validator.validateBytes>>;
  try {
    report = await validator.validateBytes(bytes, {
      format,
      maxIssues: 20,
      externalResourceFunction: () => Promise.reject(new Error('external resources are not read')),
    });
  } catch {
    throw new ModelFileError('模型无法读取，请检查文件是否完整');
  }
  if (report.issues.numErrors > 0) {
    const first = report.issues.messages.find((m) => m.severity === 0);
    throw new ModelFileError(
      `模型未通过 glTF 校验（${report.issues.numErrors} 个错误${first ? `，首个：${first.code}` : ''}），请在建模软件中重新导出`,
    );
  }
}

const NUM = '([-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?)';

/**
 * Reads a viewable model (GLB, glTF, OBJ, STL) and returns its bounding box in metres; throws a
 * `ModelFileError` with the reason when the model is not valid. Other formats: null (downloadable only).
 */
export async function inspectModel(file: string, format: ModelFormat, size: number): Promise<Dims | null> {
  if (format === 'glb' || format === 'gltf') {
    if (format === 'glb') await checkGlbHeader(file, size);
    await validateGltf(file, format);
    let doc: Awaited<ReturnType<NodeIO['read']>>;
    try {
      doc = await new NodeIO().read(file);
    } catch (err) {
      const why = err instanceof Error ? err.message.slice(0, 80) : '';
      throw new ModelFileError(`模型无法读取，请检查文件是否完整（${why}）`);
    }
    const root = doc.getRoot();
    const scene = root.getDefaultScene() ?? root.listScenes()[0];
    if (!scene || root.listMeshes().length === 0) throw new ModelFileError('模型中没有可显示的网格');
    const { min, max } = getBounds(scene);
    if (![...min, ...max].every(Number.isFinite)) throw new ModelFileError('模型中没有可显示的网格');
    // glTF is in metres by its specification
    return {
      x: round(max[0] - min[0]),
      y: round(max[1] - min[1]),
      z: round(max[2] - min[2]),
    };
  }
  if (format === 'obj') {
    const dims = await textBounds(file, new RegExp(`^\\s*v\\s+${NUM}\\s+${NUM}\\s+${NUM}`));
    if (!dims) throw new ModelFileError('OBJ 文件中没有顶点数据');
    return dims;
  }
  if (format === 'stl') {
    const head = Buffer.alloc(84);
    const handle = await fs.promises.open(file, 'r');
    try {
      await handle.read(head, 0, 84, 0);
    } finally {
      await handle.close();
    }
    const binary = size >= 84 && size === 84 + 50 * head.readUInt32LE(80);
    const dims = binary
      ? await binaryStlBounds(file)
      : await textBounds(file, new RegExp(`^\\s*vertex\\s+${NUM}\\s+${NUM}\\s+${NUM}`));
    if (!dims) throw new ModelFileError('STL 文件中没有三角面数据');
    return dims;
  }
  return null;
}
