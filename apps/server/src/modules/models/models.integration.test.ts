import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { decide } from '../../../test/people.ts';
import { getBounds, NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { MeshoptDecoder } from 'meshoptimizer';
import {
  glbBox,
  glbBroken,
  glbBrokenTexture,
  glbDuplicates,
  glbVersion1,
  objText,
  patchedZip,
  zipOf,
  zipWithLink,
} from '../../../test/models.ts';
import { agent, type Agent, fileApp, jobWorkers, registerMember } from '../../../test/test-app.ts';
import { png, uploadForm } from '../../../test/uploads.ts';

const { t, op, wallet } = fileApp({ env: { MODEL_AUTHOR_SHARE_BPS: '7000' } });
let ips = 0;
const PAYCODE = '482916';

interface Member {
  a: Agent;
  id: number;
  mobile: string;
}

async function member(opts: { yuan?: number; paycode?: boolean } = {}): Promise<Member> {
  const a = agent(t.app, { ip: `10.88.${Math.floor(ips / 250)}.${(ips++ % 250) + 1}` });
  const m = await registerMember(a);
  const [row] = await t.database.query<{ id: string }>('SELECT id FROM members WHERE mobile = $1', [
    m.mobile,
  ]);
  const id = Number(row!.id);
  if (opts.yuan) await wallet.topUp({ member: id, amount: opts.yuan * 100, key: `model-test-topup:${id}` });
  if (opts.paycode) {
    await t.database.query(
      "UPDATE sms_codes SET created_at = created_at - interval '2 minutes' WHERE mobile = $1",
      [m.mobile],
    );
    const code = await a.post<{ devCode: string }>('/api/User/getCode', {
      mobile: m.mobile,
      type: 'paycode',
    });
    const r = await a.post('/api/Member/setPayment', { paycode: PAYCODE, code: code.body.data!.devCode });
    expect(r.body.errCode).toBe('success');
  }
  return { a, id, mobile: m.mobile };
}

async function upload(a: Agent, name: string, bytes: Buffer, purpose = 'model') {
  const form = uploadForm(purpose, name, bytes);
  return a.post<{ id: string }>('/api/Upload/file', form.payload, form.headers);
}
async function fileId(a: Agent, name: string, bytes: Buffer, purpose = 'model') {
  const r = await upload(a, name, bytes, purpose);
  expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
  return r.body.data!.id;
}

type Menu = { id: number; name: string; hidden: boolean; children: Menu[] };
async function tree(a: Agent = agent(t.app), all = false) {
  const r = await a.post<{ listItem: Menu[] }>('/api/Common/menusTree', { all });
  expect(r.body.errCode).toBe('success');
  return r.body.data!.listItem;
}
async function category(top: string, child: string) {
  const c = (await tree()).find((m) => m.name === top)!.children.find((m) => m.name === child)!;
  return c.id;
}

type Info = {
  id: number;
  state: string;
  failReason: string;
  checked: number;
  dims: { x: number; y: number; z: number } | null;
  preview: string;
  downloads: number;
  favorites: number;
  owned: boolean;
  price: number;
  format: string;
  category: string;
};

const counts = async () => {
  const [m] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM models');
  const [f] = await t.database.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM files WHERE purpose = 'model'",
  );
  return { models: m!.n, files: f!.n };
};

async function publish(a: Agent, over: Record<string, unknown> = {}, file?: { name: string; bytes: Buffer }) {
  const f = file ?? { name: 'booth.glb', bytes: await glbBox() };
  const id = await fileId(a, f.name, f.bytes);
  return a.post<Info>('/api/Modelcenter/uploadModel', {
    title: '标准展台模型',
    categoryId: await category('展台', '特装'),
    tags: ['特装', '木结构'],
    description: '3×3 特装展台',
    licence: '平台标准授权',
    price: 0,
    file: id,
    ...over,
  });
}

/** Runs the queued processing jobs now, as a listening server's workers would. */
async function processAll() {
  const runner = jobWorkers(t);
  await runner.runDue();
}

/** A GLB's bounding box in metres (rounded to mm), meshopt-compressed or not. */
async function boundsOf(glb: Buffer) {
  await MeshoptDecoder.ready;
  const io = new NodeIO()
    .registerExtensions(ALL_EXTENSIONS)
    .registerDependencies({ 'meshopt.decoder': MeshoptDecoder });
  const doc = await io.readBinary(new Uint8Array(glb));
  const { min, max } = getBounds(doc.getRoot().getDefaultScene()!);
  const r = (n: number) => Math.round(n * 1000) / 1000;
  return { x: r(max[0] - min[0]), y: r(max[1] - min[1]), z: r(max[2] - min[2]) };
}

/** Published, processed and approved. */
/** `GET /preview/model/<id>` as `a` (null: a visitor). */
function preview(a: Agent | null, id: number) {
  const cookie = a ? [...a.jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  return t.app.inject({ method: 'GET', url: `/preview/model/${id}`, headers: cookie ? { cookie } : {} });
}

async function publicModel(a: Agent, over: Record<string, unknown> = {}) {
  const r = await publish(a, over);
  expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
  await processAll();
  await decide(op, 'model', r.body.data!.id);
  return r.body.data!.id;
}

describe('category tree', () => {
  it('has two levels seeded, hides, adds, moves and refuses to delete a category in use', async () => {
    const top = await tree();
    expect(top.map((m) => m.name)).toEqual([
      '展台',
      '家具',
      '灯光',
      '舞台',
      '展示道具',
      '地台与背板',
      '植物与装饰',
    ]);
    expect(top[0]!.children.map((c) => c.name)).toContain('双层');

    const member1 = await member();
    const refused = await member1.a.post('/api/Admin/modelMenuSave', { name: '新分类' });
    expect(refused.body.errCode).toBe('forbidden');

    const add = await op.post<{ listItem: Menu[] }>('/api/Admin/modelMenuSave', {
      name: '桁架灯',
      parentId: top.find((m) => m.name === '灯光')!.id,
    });
    expect(add.body.errCode).toBe('success');
    const light = add.body.data!.listItem.find((m) => m.name === '灯光')!;
    const truss = light.children.find((c) => c.name === '桁架灯')!;
    // three levels are refused
    const deep = await op.post('/api/Admin/modelMenuSave', { name: '子子', parentId: truss.id });
    expect(deep.body.errCode).toBe('invalid_params');
    // rename + move under 舞台, then hide: gone from the public tree, kept for operators
    const stage = top.find((m) => m.name === '舞台')!;
    const moved = await op.post('/api/Admin/modelMenuSave', {
      id: truss.id,
      name: '舞台桁架',
      parentId: stage.id,
      hidden: true,
    });
    expect(moved.body.errCode).toBe('success');
    expect((await tree()).find((m) => m.name === '舞台')!.children.map((c) => c.name)).not.toContain(
      '舞台桁架',
    );
    expect((await tree(op, true)).find((m) => m.name === '舞台')!.children.map((c) => c.name)).toContain(
      '舞台桁架',
    );
    // a hidden category takes no new model
    const a = await member();
    const r = await publish(a.a, { categoryId: truss.id });
    expect(r.body.errCode).toBe('invalid_params');
    expect(r.body.errMsg).toBe('模型分类不存在');

    // in use: not deleted; unused: deleted
    const used = await category('展台', '特装');
    await publicModel(a.a);
    const del = await op.post('/api/Admin/modelMenuDelete', { id: used });
    expect(del.body.errCode).toBe('invalid_params');
    expect(del.body.errMsg).toContain('不能删除');
    const parentDel = await op.post('/api/Admin/modelMenuDelete', { id: stage.id });
    expect(parentDel.body.errCode).toBe('invalid_params');
    const ok = await op.post('/api/Admin/modelMenuDelete', { id: truss.id });
    expect(ok.body.errCode).toBe('success');
  });
});

describe('publishing and processing', () => {
  it('a GLB goes pending → ready with its dimensions, then public once approved; found by category and keyword', async () => {
    const author = await member();
    const r = await publish(author.a, {
      title: '双层钢结构展台',
      categoryId: await category('展台', '双层'),
    });
    expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
    const id = r.body.data!.id;
    expect(r.body.data).toMatchObject({
      state: 'pending',
      checked: 0,
      format: 'glb',
      category: '展台 / 双层',
    });
    // not public yet: another member and a visitor get not_found
    const other = await member();
    expect((await other.a.post('/api/Common/modelInfo', { id })).body.errCode).toBe('not_found');
    expect((await other.a.post('/api/Modelcenter/modelInfo', { id })).body.errCode).toBe('not_found');
    expect((await other.a.post('/api/Modelcenter/dnldModel', { id })).body.errCode).toBe('not_found');
    // no viewer's file before processing derived it (decision 030): never the original
    expect(r.body.data!.preview).toBe('');
    expect((await preview(author.a, id)).statusCode).toBe(404);

    await processAll();
    const mine = await author.a.post<Info>('/api/Modelcenter/modelInfo', { id });
    expect(mine.body.data).toMatchObject({ state: 'ready', dims: { x: 2, y: 1, z: 3 } });
    // the derived preview: its author and operators only, until it is public
    expect(mine.body.data!.preview).toBe(`/preview/model/${id}`);
    expect((await preview(other.a, id)).statusCode).toBe(404);
    expect((await preview(null, id)).statusCode).toBe(404);
    const own = await preview(author.a, id);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('model/gltf-binary');
    expect(own.rawPayload.subarray(0, 4).toString('latin1')).toBe('glTF');
    expect(Buffer.compare(own.rawPayload, await glbBox())).not.toBe(0);
    expect((await preview(op, id)).statusCode).toBe(200);
    // in the console's queue (kind model)
    const queue = await op.post<{ listItem: Array<{ id: number }> }>('/api/Admin/contentList', {
      kind: 'model',
      checked: 0,
    });
    expect(queue.body.data!.listItem.map((i) => i.id)).toContain(id);
    await decide(op, 'model', id);

    // public: anyone may view it, and viewing is no download
    const seen = await preview(null, id);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.length).toBe(own.rawPayload.length);
    const pub = await other.a.post<Info>('/api/Common/modelInfo', { id });
    expect(pub.body.data).toMatchObject({ id, state: 'ready', checked: 1, owned: true });
    const top = (await tree()).find((m) => m.name === '展台')!.id;
    const byCat = await agent(t.app).post<{ listItem: Info[] }>('/api/Common/searchModel', {
      categoryId: top,
    });
    expect(byCat.body.data!.listItem.map((i) => i.id)).toContain(id);
    const byWord = await agent(t.app).post<{ listItem: Info[] }>('/api/Common/searchModel', {
      keyword: '钢结构',
    });
    expect(byWord.body.data!.listItem.map((i) => i.id)).toContain(id);

    // favourites
    expect((await other.a.post('/api/Myfavorite/mdlFvr', { id, fvr: 1 })).body.errCode).toBe('success');
    const favs = await other.a.post<{ listItem: Array<{ id: number; link: string; online: boolean }> }>(
      '/api/Myfavorite/mdlList',
      {},
    );
    expect(favs.body.data!.listItem[0]).toMatchObject({
      id,
      link: `/model/modelDetail?id=${id}`,
      online: true,
    });

    // my list shows every state
    const list = await author.a.post<{ listItem: Info[] }>('/api/Modelcenter/modelList', {});
    expect(list.body.data!.listItem.map((i) => i.id)).toEqual([id]);
  });

  it('searchModel sorts by newest, downloads and favourites, and filters by price, licence and viewable', async () => {
    const author = await member();
    const word = '鹭江排序测试';
    const make = async (title: string, over: Record<string, unknown>) =>
      publicModel(author.a, { title: `${word}${title}`, ...over });
    const a = await make('甲', { price: 0 });
    const b = await make('乙', { price: 8, licence: '商业授权' });
    const c = await make('丙', { price: 0, licence: '仅限个人学习' });
    // favourites: 乙 twice, 丙 once; downloads: 丙 twice, 甲 once
    const fans: Agent[] = [];
    for (const [id, n] of [
      [b, 2],
      [c, 1],
    ] as const)
      for (let i = 0; i < n; i++) {
        const fan = await member();
        expect((await fan.a.post('/api/Myfavorite/mdlFvr', { id, fvr: 1 })).body.errCode).toBe('success');
        fans.push(fan.a);
      }
    await t.database.query(
      'UPDATE models SET downloads = CASE id WHEN $1 THEN 1 WHEN $2 THEN 2 END WHERE id IN ($1, $2)',
      [a, c],
    );
    const ids = async (body: Record<string, unknown>) => {
      const r = await agent(t.app).post<{ listItem: Info[]; total: number }>('/api/Common/searchModel', {
        keyword: word,
        ...body,
      });
      expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
      return r.body.data!.listItem.map((m) => m.id);
    };
    expect(await ids({})).toEqual([c, b, a]);
    expect(await ids({ sort: 'downloads' })).toEqual([c, a, b]);
    expect(await ids({ sort: 'favorites' })).toEqual([b, c, a]);
    expect(await ids({ sort: 'favorites', pay: 'free' })).toEqual([c, a]);
    // the stored counts are what the list shows
    const shown = async (body: Record<string, unknown>) => {
      const r = await agent(t.app).post<{ listItem: Info[] }>('/api/Common/searchModel', {
        keyword: word,
        ...body,
      });
      return r.body.data!.listItem.map((m) => [m.id, m.favorites, m.downloads]);
    };
    expect(await shown({ sort: 'favorites' })).toEqual([
      [b, 2, 0],
      [c, 1, 2],
      [a, 0, 1],
    ]);
    // one of 乙's fans leaves: 乙 and 丙 tie at 1, the newer (larger id) first; the same for downloads
    expect((await fans[0]!.post('/api/Myfavorite/mdlFvr', { id: b, fvr: 0 })).body.errCode).toBe('success');
    expect(await ids({ sort: 'favorites' })).toEqual([c, b, a]);
    await t.database.query('UPDATE models SET downloads = 1 WHERE id = $1', [b]);
    expect(await ids({ sort: 'downloads' })).toEqual([c, b, a]);
    // second page of one: offset and limit on the index order
    expect(await ids({ sort: 'favorites', pageSize: 1, page: 2 })).toEqual([b]);
    // migration 0034's backfill: counts lost (as before the column) are rebuilt from the favourites rows
    await t.database.query('UPDATE models SET favorites = 0 WHERE id IN ($1, $2, $3)', [a, b, c]);
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../../db/migrations/0034_model_sort_indexes.sql'),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .find((st) => st.includes('UPDATE "models"'))!;
    await t.database.query(backfill);
    expect(await shown({ sort: 'favorites' })).toEqual([
      [c, 1, 2],
      [b, 1, 1],
      [a, 0, 1],
    ]);
    await fans[0]!.post('/api/Myfavorite/mdlFvr', { id: b, fvr: 1 });
    expect(await ids({ pay: 'paid' })).toEqual([b]);
    expect(await ids({ licence: '仅限个人学习' })).toEqual([c]);
    expect(await ids({ viewable: true, format: 'glb' })).toEqual([c, b, a]);
    await t.database.query('UPDATE models SET preview_file = NULL WHERE id = $1', [b]);
    expect(await ids({ viewable: true })).toEqual([c, a]);
  });

  it('OBJ in millimetres gets metres; a GLB that fails validation ends failed with a Chinese reason', async () => {
    const author = await member();
    const obj = await publish(
      author.a,
      { cover: await fileId(author.a, 'c.png', await png(), 'listing') },
      {
        name: 'counter.obj',
        bytes: objText(1000),
      },
    );
    expect(obj.body.errCode, JSON.stringify(obj.body)).toBe('success');
    const bad = await publish(author.a, {}, { name: 'broken.glb', bytes: glbBroken() });
    expect(bad.body.errCode, JSON.stringify(bad.body)).toBe('success');
    await processAll();
    const o = await author.a.post<Info>('/api/Modelcenter/modelInfo', { id: obj.body.data!.id });
    expect(o.body.data).toMatchObject({ state: 'ready', dims: { x: 1.2, y: 0.9, z: 0.6 } });
    // an OBJ's preview is a GLB converted from it (in metres), not the OBJ text
    const objPreview = await preview(author.a, obj.body.data!.id);
    expect(objPreview.statusCode).toBe(200);
    expect(objPreview.rawPayload.subarray(0, 4).toString('latin1')).toBe('glTF');
    expect(await boundsOf(objPreview.rawPayload)).toEqual({ x: 1.2, y: 0.9, z: 0.6 });
    const b = await author.a.post<Info>('/api/Modelcenter/modelInfo', { id: bad.body.data!.id });
    expect(b.body.data!.state).toBe('failed');
    expect(b.body.data!.failReason).toMatch(/未通过 glTF 校验/);
    // a failed model is never public, even approved
    await decide(op, 'model', bad.body.data!.id);
    const other = await member();
    expect((await other.a.post('/api/Common/modelInfo', { id: bad.body.data!.id })).body.errCode).toBe(
      'not_found',
    );
  });

  it('the preview is derived, not the original: another object, smaller for duplicate meshes, compressed', async () => {
    const author = await member();
    const original = await glbDuplicates(12);
    const r = await publish(author.a, { price: 8 }, { name: 'panels.glb', bytes: original });
    expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
    const id = r.body.data!.id;
    await processAll();
    await decide(op, 'model', id);
    const [row] = await t.database.query<{ file: string; preview_file: string | null }>(
      'SELECT file, preview_file FROM models WHERE id = $1',
      [id],
    );
    expect(row!.preview_file).toBeTruthy();
    expect(row!.preview_file).not.toBe(row!.file);

    // a visitor views the paid model: the preview, never the original's bytes
    const seen = await preview(null, id);
    expect(seen.statusCode).toBe(200);
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(sha(seen.rawPayload)).not.toBe(sha(original));
    expect(seen.rawPayload.length).toBeLessThan(original.length / 10);
    expect(seen.rawPayload.indexOf(original.subarray(original.length - 4096))).toBe(-1);
    const json = JSON.parse(seen.rawPayload.subarray(20, 20 + seen.rawPayload.readUInt32LE(12)).toString());
    expect(json.extensionsUsed).toEqual(expect.arrayContaining(['EXT_meshopt_compression']));
    // the same size in metres as the original
    expect(await boundsOf(seen.rawPayload)).toEqual(await boundsOf(original));
    // the original only through the paid download: the buyer's bytes match it
    const buyer = await member({ yuan: 10, paycode: true });
    const d = await buyer.a.post<{ url: string }>('/api/Modelcenter/dnldModel', { id, paycode: PAYCODE });
    expect(d.body.errCode, JSON.stringify(d.body)).toBe('success');
    const file = await t.app.inject({
      method: 'GET',
      url: d.body.data!.url,
      headers: { cookie: [...buyer.a.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(sha(file.rawPayload)).toBe(sha(original));
    // the preview's own file is private: not readable through /files by anyone but its author
    expect((await buyer.a.get(`/files/${row!.preview_file}`)).status).toBe(404);
  });

  it('a failed optimisation ends failed with a Chinese reason and leaves no preview behind', async () => {
    const author = await member();
    const before = await counts();
    const r = await publish(author.a, {}, { name: 'textured.glb', bytes: await glbBrokenTexture() });
    expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
    await processAll();
    const info = await author.a.post<Info>('/api/Modelcenter/modelInfo', { id: r.body.data!.id });
    expect(info.body.data!.state).toBe('failed');
    expect(info.body.data!.failReason).toMatch(/^模型贴图无法读取.*无法生成在线预览/);
    expect(info.body.data!.preview).toBe('');
    // the upload itself, no derived file
    expect(await counts()).toEqual({ models: before.models + 1, files: before.files + 1 });
  });

  it('a model processed before previews (migration 0029) gets one by the job the migration enqueues', async () => {
    const author = await member();
    const id = await publicModel(author.a);
    // as it was before: ready and public, no preview
    const [old] = await t.database.query<{ preview_file: string }>(
      'SELECT preview_file FROM models WHERE id = $1',
      [id],
    );
    await t.database.query('UPDATE models SET preview_file = NULL WHERE id = $1', [id]);
    expect((await preview(null, id)).statusCode).toBe(404);
    expect((await agent(t.app).post<Info>('/api/Common/modelInfo', { id })).body.data!.preview).toBe('');
    // the migration's own statement
    const sql = fs.readFileSync(
      path.join(import.meta.dirname, '../../db/migrations/0029_model_previews.sql'),
      'utf8',
    );
    await t.database.query(sql.slice(sql.lastIndexOf('INSERT INTO')));
    await processAll();
    const info = await agent(t.app).post<Info>('/api/Common/modelInfo', { id });
    expect(info.body.data).toMatchObject({ state: 'ready', checked: 1, preview: `/preview/model/${id}` });
    const seen = await preview(null, id);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.subarray(0, 4).toString('latin1')).toBe('glTF');
    const [row] = await t.database.query<{ preview_file: string }>(
      'SELECT preview_file FROM models WHERE id = $1',
      [id],
    );
    expect(row!.preview_file).not.toBe(old!.preview_file);
  });

  it('模型审核: modelList {review} lists only my models not public yet, paged by the server', async () => {
    const author = await member();
    const pub = await publicModel(author.a);
    const waiting = (await publish(author.a)).body.data!.id;
    const all = await author.a.post<{ listItem: Info[]; total: number }>('/api/Modelcenter/modelList', {});
    expect(all.body.data!.total).toBe(2);
    const review = await author.a.post<{ listItem: Info[]; total: number }>('/api/Modelcenter/modelList', {
      review: true,
    });
    expect(review.body.data!.listItem.map((i) => i.id)).toEqual([waiting]);
    expect(review.body.data!.total).toBe(1);
    expect(review.body.data!.listItem.map((i) => i.id)).not.toContain(pub);
  });

  it('a model whose processing keeps failing (its stored file gone) ends failed after the last attempt', async () => {
    const author = await member();
    const r = await publish(author.a);
    const id = r.body.data!.id;
    const [f] = await t.database.query<{ storage_key: string }>(
      'SELECT f.storage_key FROM files f JOIN models m ON m.file = f.id WHERE m.id = $1',
      [id],
    );
    fs.rmSync(path.join(t.config.dataDir, 'files', f!.storage_key));
    for (let i = 0; i < 3; i++) {
      await t.database.query(
        "UPDATE jobs SET run_at = now() WHERE name = 'models.process' AND state = 'queued'",
      );
      await processAll();
    }
    const info = await author.a.post<Info>('/api/Modelcenter/modelInfo', { id });
    expect(info.body.data).toMatchObject({
      state: 'failed',
      failReason: '模型处理暂时失败，请稍后重新上传或联系客服',
    });
    const [job] = await t.database.query<{ state: string }>(
      "SELECT state FROM jobs WHERE name = 'models.process' AND key = $1",
      [`model:${id}:process`],
    );
    expect(job!.state).toBe('dead');
  });

  describe('bad input: a Chinese message and nothing left behind', () => {
    const refusedWith = async (
      a: Agent,
      file: { name: string; bytes: Buffer },
      over: Record<string, unknown>,
      field: string,
      msg: RegExp,
    ) => {
      const before = await counts();
      const r = await publish(a, over, file);
      expect(r.body.errCode, JSON.stringify(r.body)).toBe(
        field === 'too_large' ? 'too_large' : 'invalid_params',
      );
      expect(r.body.errMsg).toMatch(msg);
      // the refused upload is removed too: no orphan file, no row
      expect(await counts()).toEqual(before);
    };
    let a: Agent;
    beforeAll(async () => {
      a = (await member()).a;
    });

    /** A zip refused when it is uploaded (every zip is read through then), whatever it is for. */
    const uploadRefused = async (file: { name: string; bytes: Buffer }, msg: RegExp) => {
      const before = await counts();
      const r = await upload(a, file.name, file.bytes);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body).toMatchObject({
        success: false,
        errCode: 'invalid_params',
        data: { fields: { file: msg } },
      });
      expect(r.body.errMsg).toMatch(msg);
      expect(await counts()).toEqual(before);
    };

    it('a zip bomb', async () => {
      const bomb = zipOf({ 'booth.obj': Buffer.alloc(30 * 1024 * 1024, 0x20) });
      expect(bomb.length).toBeLessThan(200_000);
      await uploadRefused({ name: 'bomb.zip', bytes: bomb }, /压缩炸弹/);
    });
    it("the probe's zip bomb: 512 MiB in ~522 KB, its headers patched to declare 3 MB (issue 29)", async () => {
      const bomb = await patchedZip([
        { name: 'booth/booth.obj', bytes: objText() },
        { name: 'booth/texture.bin', zeros: 512 * 1024 * 1024, declare: 3_000_000 },
      ]);
      expect(bomb.length).toBeLessThan(600 * 1024);
      await uploadRefused({ name: 'booth.zip', bytes: bomb }, /压缩炸弹/);
      await uploadRefused(
        { name: 'nested.zip', bytes: zipOf({ 'a.obj': objText(), 'more.zip': bomb }, 0) },
        /压缩炸弹/,
      );
      // a file stored before zips were read at upload is read again when a model would use it
      const honest = await fileId(a, 'honest.zip', zipOf({ 'booth.obj': objText() }));
      const [row] = await t.database.query<{ storage_key: string }>(
        'SELECT storage_key FROM files WHERE id = $1',
        [honest],
      );
      fs.writeFileSync(path.join(t.config.dataDir, 'files', row!.storage_key), bomb);
      const r = await a.post('/api/Modelcenter/uploadModel', {
        title: '标准展台模型',
        categoryId: await category('展台', '特装'),
        tags: [],
        description: '3×3 特装展台',
        licence: '平台标准授权',
        price: 0,
        file: honest,
      });
      expect(r.body).toMatchObject({
        errCode: 'invalid_params',
        data: { fields: { file: expect.stringMatching(/压缩炸弹/) } },
      });
      const [m] = await t.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM models WHERE file = $1',
        [honest],
      );
      expect(m!.n).toBe(0);
    }, 60_000);
    it('a zip with a traversal entry, an absolute path, a link', async () => {
      await uploadRefused(
        { name: 'evil.zip', bytes: zipOf({ '../../evil.obj': objText() }) },
        /不安全的路径/,
      );
      await uploadRefused({ name: 'abs.zip', bytes: zipOf({ '/tmp/evil.obj': objText() }) }, /不安全的路径/);
      await uploadRefused({ name: 'link.zip', bytes: await zipWithLink() }, /链接文件|不安全/);
    });
    it('a zip without a model, a bad GLB header', async () => {
      await refusedWith(
        a,
        { name: 'notes.zip', bytes: zipOf({ 'readme.txt': Buffer.from('hi') }) },
        {},
        'file',
        /没有模型文件/,
      );
      // a cut GLB: its header states more bytes than there are
      const cut = (await glbBox()).subarray(0, 200);
      await refusedWith(a, { name: 'cut.glb', bytes: cut }, {}, 'file', /GLB 文件无效：文件长度与文件头不符/);
      // a GLB 1.0 header is not a format the site takes at all
      const old = await upload(a, 'old.glb', glbVersion1());
      expect(old.body.errMsg).toContain('无法识别的文件内容');
    });
    it("bytes that are not the extension's format are refused at upload", async () => {
      const r = await upload(a, 'booth.glb', objText());
      expect(r.body.errCode).toBe('invalid_params');
      expect(r.body.errMsg).toContain('文件内容与扩展名不符');
      const exe = await upload(a, 'booth.skp', Buffer.from('MZ\x90\x00\x03\x00\x00\x00binary'));
      expect(exe.body.errCode).toBe('invalid_params');
    });
    it('a file over 500 MB', async () => {
      // the bytes of 500 MB are not sent in a test: the stored size is what the call checks
      const id = await fileId(a, 'big.glb', await glbBox());
      await t.database.query('UPDATE files SET size = $2 WHERE id = $1', [id, 501 * 1024 * 1024]);
      const before = await counts();
      const r = await a.post('/api/Modelcenter/uploadModel', {
        title: '超大模型',
        categoryId: await category('展台', '特装'),
        licence: '商业授权',
        price: 0,
        file: id,
      });
      expect(r.body.errCode).toBe('too_large');
      expect(r.body.errMsg).toContain('500 MB');
      expect((await counts()).files).toBe(before.files - 1);
    });
    it("a negative or fractional price, an unknown category, another member's file, no cover for .skp", async () => {
      for (const [price, msg] of [
        [-1, '价格不能为负数'],
        [1.5, '价格应为整数元'],
      ] as const) {
        const r = await publish(a, { price });
        expect(r.body.errCode).toBe('invalid_params');
        expect(r.body.errMsg).toBe(msg);
      }
      const before = await counts();
      const cat = await publish(a, { categoryId: 999_999 });
      expect(cat.body.errMsg).toBe('模型分类不存在');
      expect(await counts()).toEqual(before);

      const b = await member();
      const theirs = await fileId(b.a, 'x.glb', await glbBox());
      const r = await a.post('/api/Modelcenter/uploadModel', {
        title: '别人的文件',
        categoryId: await category('展台', '特装'),
        licence: '商业授权',
        price: 0,
        file: theirs,
      });
      expect(r.body.errCode).toBe('invalid_params');
      expect(r.body.errMsg).toBe('文件不存在');
      // another member's file is not removed by the refusal
      expect((await counts()).files).toBe(before.files + 1);
    });
  });

  it('another member cannot see, edit or delete a model; the author edits (back to review) and deletes', async () => {
    const author = await member();
    const id = await publicModel(author.a);
    const other = await member();
    const body = {
      id,
      title: '改名',
      categoryId: await category('家具', '沙发'),
      licence: '商业授权',
      price: 5,
    };
    expect((await other.a.post('/api/Modelcenter/editModel', body)).body.errCode).toBe('not_found');
    expect((await other.a.post('/api/Modelcenter/deleteModel', { id })).body.errCode).toBe('not_found');
    expect((await other.a.post('/api/Modelcenter/modelInfo', { id })).body.errCode).toBe('not_found');
    const edited = await author.a.post<Info>('/api/Modelcenter/editModel', body);
    expect(edited.body.data).toMatchObject({ checked: 0, price: 5, category: '家具 / 沙发' });
    expect((await other.a.post('/api/Common/modelInfo', { id })).body.errCode).toBe('not_found');
    expect((await author.a.post('/api/Modelcenter/deleteModel', { id })).body.errCode).toBe('success');
    expect((await author.a.post('/api/Modelcenter/modelInfo', { id })).body.errCode).toBe('not_found');
    const visitor = await agent(t.app).post('/api/Modelcenter/modelList', {});
    expect(visitor.body.errCode).toBe('not_logged_in');
  });
});

describe('downloads', () => {
  const coins = async (id: number) => (await wallet.balances(id)).available;

  it('free: a signed link for this member only, short-lived; counted when the file is fetched', async () => {
    const author = await member();
    const bytes = await glbBox(1, 1, 1);
    const id = await fileId(author.a, 'free.glb', bytes);
    const r = await author.a.post<Info>('/api/Modelcenter/uploadModel', {
      title: '免费灯架',
      categoryId: await category('灯光', '射灯'),
      licence: '平台标准授权',
      price: 0,
      file: id,
    });
    await processAll();
    await decide(op, 'model', r.body.data!.id);
    const buyer = await member();
    const d = await buyer.a.post<{ url: string; charged: number }>('/api/Modelcenter/dnldModel', {
      id: r.body.data!.id,
    });
    expect(d.body.data!.charged).toBe(0);
    // not counted yet: only the link was made
    expect(
      (await buyer.a.post<Info>('/api/Common/modelInfo', { id: r.body.data!.id })).body.data!.downloads,
    ).toBe(0);
    // another member (and a visitor) cannot use it
    const other = await member();
    expect((await other.a.get(d.body.data!.url)).status).toBe(404);
    expect((await agent(t.app).get(d.body.data!.url)).status).toBe(404);
    // a forged one neither
    expect((await buyer.a.get(d.body.data!.url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).status).toBe(
      404,
    );
    const file = await t.app.inject({
      method: 'GET',
      url: d.body.data!.url,
      headers: { cookie: [...buyer.a.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    // counted once the last byte went out (after the response: waited for)
    await vi.waitFor(
      async () => {
        const info = await buyer.a.post<Info>('/api/Common/modelInfo', { id: r.body.data!.id });
        expect(info.body.data!.downloads).toBe(1);
      },
      { timeout: 5000, interval: 50 },
    );
  });

  it('paid: the pay password, the buyer charged, the author credited their share, once even when raced', async () => {
    const author = await member();
    const id = await publicModel(author.a, { price: 10, licence: '商业授权' });
    const buyer = await member({ yuan: 25, paycode: true });

    const none = await buyer.a.post('/api/Modelcenter/dnldModel', { id });
    expect(none.body.errCode).toBe('invalid_params');
    expect(none.body.errMsg).toContain('支付密码');
    const wrong = await buyer.a.post('/api/Modelcenter/dnldModel', { id, paycode: '111222' });
    expect(wrong.body.errCode).toBe('pay_password_wrong');
    expect(await coins(buyer.id)).toBe(2500);

    const raced = await Promise.all(
      Array.from({ length: 4 }, () =>
        buyer.a.post<{ charged: number; url: string }>('/api/Modelcenter/dnldModel', {
          id,
          paycode: PAYCODE,
        }),
      ),
    );
    for (const r of raced) expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
    expect(raced.map((r) => r.body.data!.charged).sort()).toEqual([0, 0, 0, 10]);
    expect(await coins(buyer.id)).toBe(1500);
    expect(await coins(author.id)).toBe(700);
    // the author's list shows the sale and their share
    const mine = await author.a.post<{ listItem: { id: number; sales: number; earnings: number }[] }>(
      '/api/Modelcenter/modelList',
      {},
    );
    expect(mine.body.data!.listItem.find((m) => m.id === id)).toMatchObject({ sales: 1, earnings: 7 });
    // later downloads are free, without the pay password
    const again = await buyer.a.post<{ charged: number }>('/api/Modelcenter/dnldModel', { id });
    expect(again.body.data!.charged).toBe(0);
    expect((await buyer.a.post<Info>('/api/Common/modelInfo', { id })).body.data!.owned).toBe(true);
    expect(await wallet.audit()).toEqual([]);
  });

  it('paid without enough coins moves nothing and records no purchase', async () => {
    const author = await member();
    const id = await publicModel(author.a, { price: 30 });
    const poor = await member({ yuan: 5, paycode: true });
    const r = await poor.a.post('/api/Modelcenter/dnldModel', { id, paycode: PAYCODE });
    expect(r.body.errCode).toBe('insufficient_balance');
    expect(await coins(poor.id)).toBe(500);
    expect(await coins(author.id)).toBe(0);
    const [p] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM model_purchases WHERE model_id = $1',
      [id],
    );
    expect(p!.n).toBe(0);
  });
});
