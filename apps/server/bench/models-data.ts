/**
 * A large, realistic set of public 3D models for the model bench (issue 15): model `i` belongs to one of
 * N/50 authors, sits in a real category of the seeded tree (`0023_models`), has a title, tags and a
 * description from the trade's words, a format (most GLB, some downloadable-only), a licence, a price (two
 * in three free), downloads and a publication date spread over three years; approved and ready, as the
 * search shows them. Each has its own `files` row (one model per file). Deterministic (seeded); rows are
 * written in bulk, the search vectors built by the module's own registration (`modelSearchText`).
 *
 * Alone: `npx tsx apps/server/bench/models-data.ts --models=100000 --into=postgres://…/db` (or a PGlite
 * directory); the database is migrated, the models are added to what is there.
 */
import { pathToFileURL } from 'node:url';
import { modelLicences } from '@hz/contract/models';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { modelSearchText } from '../src/modules/models/models-search.ts';
import { prng } from './people-data.ts';

const DAY = 86_400_000;
const BRANDS = [
  '新能源汽车',
  '消费电子',
  '医疗器械',
  '美妆',
  '白酒',
  '家居',
  '智能制造',
  '光伏',
  '母婴',
  '茶叶',
];
const SHAPES = ['弧形', '方形', '岛型', '转角', '双层', '开放式', '极简', '模块化'];
const MATERIALS = ['木结构', '铝型材', '钢结构', '亚克力', '烤漆', '软膜', '金属网', '玻璃'];
const FORMATS = ['glb', 'glb', 'glb', 'glb', 'gltf', 'obj', 'stl', 'fbx', 'max', 'skp', '3ds'] as const;
const SENTENCES = [
  '适用于{b}品牌的{s}展台方案，尺寸可按展位调整。',
  '模型按真实尺寸建模，单位为米，材质贴图已打包。',
  '包含{m}结构与灯光布置，可直接导入渲染软件。',
  '面数经过优化，适合方案汇报与在线预览。',
  '配套效果图与施工节点参考，方便深化设计。',
];

interface Category {
  id: number;
  name: string;
  parent: string;
}

/** Model `i`'s row (the same `i` always gives the same row). */
export function makeModel(i: number, cats: readonly Category[], today: Date) {
  const r = prng(i * 2_246_822_519 + 31);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const cat = pick(cats);
  const brand = pick(BRANDS);
  const shape = pick(SHAPES);
  const material = pick(MATERIALS);
  const title = `${brand}${shape}${cat.name}模型`.slice(0, 40);
  const tags = [...new Set([cat.name, shape, material, pick(BRANDS)])];
  const description = Array.from({ length: 2 + Math.floor(r() * 2) }, () =>
    pick(SENTENCES).replace('{b}', brand).replace('{s}', shape).replace('{m}', material),
  ).join('');
  const format = pick(FORMATS);
  const paid = r() < 1 / 3;
  return {
    title,
    tags,
    description,
    categoryId: cat.id,
    licence: pick(modelLicences),
    price: paid ? 5 + Math.floor(r() * 200) : 0,
    format,
    size: 100_000 + Math.floor(r() * 50_000_000),
    downloads: Math.floor(r() ** 3 * 5000),
    viewable: ['glb', 'gltf', 'obj', 'stl'].includes(format), // FBX: downloadable only (decision 030)
    publishedAt: new Date(today.getTime() - Math.floor(r() * 3 * 365 * DAY)),
    searchText: modelSearchText({ title, tags, category: `${cat.parent} / ${cat.name}`, description }),
  };
}

const BATCH = 2000;

/** Adds models `from` … `to - 1` (and their authors and files); returns the seconds it took. */
export async function addModels(database: Database, from: number, to: number, today = new Date()) {
  const started = performance.now();
  const cats = (
    await database.query<{ id: string; name: string; parent: string }>(
      `SELECT c.id, c.name, p.name AS parent FROM model_categories c
       JOIN model_categories p ON p.id = c.parent_id ORDER BY c.id`,
    )
  ).map((c) => ({ id: Number(c.id), name: c.name, parent: c.parent }));
  // one author per 50 models, created as the range needs them
  const authorOf = new Map<number, number>();
  for (let start = from; start < to; start += BATCH) {
    const end = Math.min(to, start + BATCH);
    const wanted = [...new Set(Array.from({ length: end - start }, (_, k) => Math.floor((start + k) / 50)))];
    const missing = wanted.filter((a) => !authorOf.has(a));
    if (missing.length) {
      const rows = await database.query<{ id: string; cardno: string }>(
        `INSERT INTO members (cardno, mobile, personauth)
         SELECT * FROM unnest($1::text[], $2::text[], $3::smallint[])
         ON CONFLICT (cardno) DO UPDATE SET cardno = EXCLUDED.cardno RETURNING id, cardno`,
        [
          missing.map((a) => String(70_000_000 + a)),
          missing.map((a) => `136${String(a).padStart(8, '0')}`),
          missing.map(() => 1),
        ],
      );
      for (const row of rows) authorOf.set(Number(row.cardno) - 70_000_000, Number(row.id));
    }
    const items = Array.from({ length: end - start }, (_, k) => ({
      i: start + k,
      ...makeModel(start + k, cats, today),
    }));
    const col = <T>(f: (x: (typeof items)[number]) => T) => items.map(f);
    const fileIds = col((x) => `bench-model-${x.i}`);
    await database.query(
      `INSERT INTO files (id, member_id, purpose, kind, mime, size, storage_key, name, private)
       SELECT f, m, 'model', 'model', 'application/octet-stream', s, f, f, true
       FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS t(f, m, s)`,
      [fileIds, col((x) => authorOf.get(Math.floor(x.i / 50))!), col((x) => x.size)],
    );
    // a viewable model has its derived preview (decision 030), a file of its own
    const viewable = items.filter((x) => x.viewable);
    await database.query(
      `INSERT INTO files (id, member_id, purpose, kind, mime, size, storage_key, name, private)
       SELECT f, m, 'model', 'model', 'model/gltf-binary', 1048576, f, f, true
       FROM unnest($1::text[], $2::bigint[]) AS t(f, m)`,
      [viewable.map((x) => `bench-preview-${x.i}`), viewable.map((x) => authorOf.get(Math.floor(x.i / 50))!)],
    );
    await database.query(
      `INSERT INTO models (member_id, category_id, title, description, tags, licence, price, file, format, size,
         state, dim_x, dim_y, dim_z, downloads, checked, search_text, created_at, updated_at, preview_file)
       SELECT m, c, ti, d, tg::text[], l, p, f, fo, s, 'ready',
         CASE WHEN v THEN 3 END, CASE WHEN v THEN 2.5 END, CASE WHEN v THEN 3 END, dl, 1, vec::tsvector, pub, pub,
         CASE WHEN v THEN 'bench-preview-' || i END
       FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[],
         $8::text[], $9::text[], $10::bigint[], $11::boolean[], $12::int[], $13::text[], $14::timestamptz[],
         $15::int[])
         AS t(m, c, ti, d, tg, l, p, f, fo, s, v, dl, vec, pub, i)`,
      [
        col((x) => authorOf.get(Math.floor(x.i / 50))!),
        col((x) => x.categoryId),
        col((x) => x.title),
        col((x) => x.description),
        col((x) => `{${x.tags.map((t) => `"${t}"`).join(',')}}`),
        col((x) => x.licence),
        col((x) => x.price),
        fileIds,
        col((x) => x.format),
        col((x) => x.size),
        col((x) => x.viewable),
        col((x) => x.downloads),
        col((x) => x.searchText),
        col((x) => x.publishedAt.toISOString()),
        col((x) => x.i),
      ],
    );
  }
  await database.query('VACUUM (ANALYZE) models');
  await database.query('VACUUM (ANALYZE) files');
  return (performance.now() - started) / 1000;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const into = process.argv.find((a) => a.startsWith('--into='))?.slice('--into='.length);
  const n = Number(process.argv.find((a) => a.startsWith('--models='))?.split('=')[1] ?? 10_000);
  if (!into) throw new Error('--into=postgres://… or a PGlite directory');
  const database = into.startsWith('postgres')
    ? await openPostgres(into)
    : await openPglite({ dataDir: into });
  const [have] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM models');
  const seconds = await addModels(database, have!.n, have!.n + n);
  console.log(`${n} models added in ${seconds.toFixed(1)} s`);
  await database.close();
}
