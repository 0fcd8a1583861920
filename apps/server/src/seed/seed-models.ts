import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Document, NodeIO } from '@gltf-transform/core';
import { ModelState, ReviewState } from '@hz/contract/common/states';
import type { ModelLicence } from '@hz/contract/models';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Config } from '../env.ts';
import { derivePreview } from '../modules/models/models-preview.ts';
import { modelSearchText } from '../modules/models/models-search.ts';
import { createLocalStorage } from '../modules/uploads/storage/local-storage.ts';
import { createS3Storage } from '../modules/uploads/storage/s3-storage.ts';
import { createUploadsService } from '../modules/uploads/uploads-service.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema/members.ts';
import { modelCategories, models } from '../db/schema/models.ts';

/** An axis-aligned box in metres: its lower corner and its size. */
type Box = [x: number, y: number, z: number, w: number, h: number, d: number];

interface DemoModel {
  title: string;
  /** `上级/下级` of the seeded tree. */
  category: [string, string];
  licence: ModelLicence;
  price: number;
  tags: string[];
  description: string;
  hue: number;
  boxes: Box[];
}

/** A handful of small real booth models (issue 15, point 8), built as GLB at seed time. */
export const DEMO_MODELS: DemoModel[] = [
  {
    title: '3×3标准展位壳体',
    category: ['展台', '标摊'],
    licence: '平台标准授权',
    price: 0,
    tags: ['标摊', '9㎡', '铝型材'],
    description: '3m×3m 标准展位：后墙与两侧墙板，高2.5m，地台0.1m。',
    hue: 210,
    boxes: [
      [0, 0, 0, 3, 0.1, 3],
      [0, 0.1, 0, 3, 2.4, 0.05],
      [0, 0.1, 0, 0.05, 2.4, 3],
      [2.95, 0.1, 0, 0.05, 2.4, 3],
      [0, 2.3, 2.95, 3, 0.2, 0.05],
    ],
  },
  {
    title: '展会接待前台',
    category: ['家具', '前台'],
    licence: '商业授权',
    price: 20,
    tags: ['前台', '接待台'],
    description: '1.2m 宽接待前台，台面挑出，可贴品牌标识。',
    hue: 30,
    boxes: [
      [0, 0, 0, 1.2, 1.0, 0.5],
      [-0.05, 1.0, -0.05, 1.3, 0.05, 0.65],
    ],
  },
  {
    title: '方管灯光桁架（3米）',
    category: ['灯光', '射灯'],
    licence: '平台标准授权',
    price: 0,
    tags: ['桁架', '灯架'],
    description: '两根立柱加3m横梁的门字桁架，可挂射灯。',
    hue: 0,
    boxes: [
      [0, 0, 0, 0.3, 3, 0.3],
      [2.7, 0, 0, 0.3, 3, 0.3],
      [0, 2.7, 0, 3, 0.3, 0.3],
    ],
  },
  {
    title: '发布会主舞台',
    category: ['舞台', '主舞台'],
    licence: '商业授权',
    price: 50,
    tags: ['舞台', '发布会', 'LED背景'],
    description: '6m×3m 舞台台面高0.4m，后方4m×2.25m 背景屏。',
    hue: 280,
    boxes: [
      [0, 0, 0, 6, 0.4, 3],
      [1, 0.4, 0, 4, 2.25, 0.1],
    ],
  },
  {
    title: '落地展示柜',
    category: ['展示道具', '展柜'],
    licence: '仅限个人学习',
    price: 0,
    tags: ['展柜', '玻璃柜'],
    description: '0.6m 见方、1.8m 高的落地展示柜，底座0.8m。',
    hue: 160,
    boxes: [
      [0, 0, 0, 0.6, 0.8, 0.6],
      [0.02, 0.8, 0.02, 0.56, 1.0, 0.56],
    ],
  },
];

/** A GLB of these boxes (one mesh, 12 triangles each). */
export async function boxesGlb(boxes: readonly Box[]): Promise<Buffer> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const positions: number[] = [];
  const indices: number[] = [];
  const faces = [
    0, 1, 2, 1, 3, 2, 4, 6, 5, 5, 6, 7, 0, 4, 1, 1, 4, 5, 2, 3, 6, 3, 7, 6, 0, 2, 4, 2, 6, 4, 1, 5, 3, 3, 5,
    7,
  ];
  for (const [x, y, z, w, h, d] of boxes) {
    const base = positions.length / 3;
    for (const a of [x, x + w])
      for (const b of [y, y + h]) for (const c of [z, z + d]) positions.push(a, b, c);
    for (const f of faces) indices.push(base + f);
  }
  const material = doc.createMaterial('finish').setBaseColorFactor([0.8, 0.8, 0.82, 1]);
  const prim = doc
    .createPrimitive()
    .setMaterial(material)
    .setAttribute(
      'POSITION',
      doc.createAccessor().setType('VEC3').setArray(new Float32Array(positions)).setBuffer(buffer),
    )
    .setIndices(doc.createAccessor().setType('SCALAR').setArray(new Uint16Array(indices)).setBuffer(buffer));
  const node = doc.createNode('model').setMesh(doc.createMesh('model').addPrimitive(prim));
  doc.getRoot().setDefaultScene(doc.createScene('scene').addChild(node));
  return Buffer.from(await new NodeIO().writeBinary(doc));
}

/** A cover: the boxes seen from the front, on a tinted ground (PNG, 800×600). */
function coverOf(m: DemoModel): Promise<Buffer> {
  const maxX = Math.max(...m.boxes.map((b) => b[0] + b[3]));
  const maxY = Math.max(...m.boxes.map((b) => b[1] + b[4]));
  const s = Math.min(600 / maxX, 420 / maxY);
  const rects = m.boxes
    .map(
      ([x, y, , w, h], i) =>
        `<rect x="${100 + x * s}" y="${540 - (y + h) * s}" width="${Math.max(2, w * s)}" height="${Math.max(2, h * s)}" fill="hsl(${m.hue},45%,${72 - i * 6}%)" stroke="hsl(${m.hue},40%,30%)" stroke-width="2"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="hsl(${m.hue},30%,94%)"/><rect y="540" width="800" height="60" fill="hsl(${m.hue},20%,80%)"/>${rects}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface DemoModelsResult {
  models: number;
}

/**
 * The demo models: uploaded as the demo designer (13800000002) through the uploads service, approved and
 * processed (their dimensions are the boxes', their viewer's preview derived). Idempotent by title; nothing without the demo members.
 */
export async function seedDemoModels(
  db: Db,
  config: Pick<Config, 'dataDir' | 's3'>,
): Promise<DemoModelsResult> {
  const result = { models: 0 };
  const [designer] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.mobile, '13800000002'));
  const [operator] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.mobile, '13800000000'));
  if (!designer) return result;
  const storage = config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'files'));
  const uploads = createUploadsService({ db, storage });
  const have = new Set(
    (
      await db
        .select({ title: models.title })
        .from(models)
        .where(and(eq(models.memberId, designer.id), isNull(models.deletedAt)))
    ).map((r) => r.title),
  );
  const cats = await db
    .select({ id: modelCategories.id, parentId: modelCategories.parentId, name: modelCategories.name })
    .from(modelCategories)
    .where(inArray(modelCategories.name, [...new Set(DEMO_MODELS.flatMap((m) => m.category))]));
  for (const m of DEMO_MODELS) {
    if (have.has(m.title)) continue;
    const top = cats.find((c) => c.name === m.category[0] && c.parentId === null);
    const cat = cats.find((c) => c.name === m.category[1] && c.parentId === top?.id);
    if (!top || !cat) continue;
    const glb = await boxesGlb(m.boxes);
    const file = await uploads.upload(designer.id, 'model', {
      filename: `${m.title}.glb`,
      stream: Readable.from([glb]),
    });
    // the viewer's derived preview (decision 030), as processing would make it
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'hz-seed-model-'));
    let preview: string;
    try {
      await fs.promises.writeFile(path.join(dir, 'model.glb'), glb);
      await derivePreview(path.join(dir, 'model.glb'), 'glb', path.join(dir, 'preview.glb'));
      preview = (
        await uploads.ingest(designer.id, 'model', {
          path: path.join(dir, 'preview.glb'),
          filename: 'preview.glb',
        })
      ).id;
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
    const cover = await uploads.upload(designer.id, 'listing', {
      filename: `${m.title}.png`,
      stream: Readable.from([await coverOf(m)]),
    });
    const dims = (i: 0 | 1 | 2) =>
      Math.round(
        (Math.max(...m.boxes.map((b) => b[i] + b[i + 3]!)) - Math.min(...m.boxes.map((b) => b[i]))) * 1000,
      ) / 1000;
    await db.insert(models).values({
      memberId: designer.id,
      categoryId: cat.id,
      title: m.title,
      description: m.description,
      tags: m.tags,
      licence: m.licence,
      price: m.price,
      file: file.id,
      previewFile: preview,
      cover: cover.id,
      format: 'glb',
      size: file.size,
      state: ModelState.ready,
      dimX: dims(0),
      dimY: dims(1),
      dimZ: dims(2),
      checked: ReviewState.approved,
      reviewedBy: operator?.id ?? null,
      reviewedAt: new Date(),
      searchText: modelSearchText({
        title: m.title,
        tags: m.tags,
        category: `${m.category[0]} / ${m.category[1]}`,
        description: m.description,
      }),
    });
    result.models += 1;
  }
  return result;
}
