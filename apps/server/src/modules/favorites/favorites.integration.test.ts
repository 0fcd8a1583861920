import { favoriteLimit } from '@hz/contract/favorites';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Agent, agent, fileApp, registerMember } from '../../../test/test-app.ts';
import { favorites } from '../../db/schema/favorites.ts';
import { members } from '../../db/schema/members.ts';
import { modelCategories, models } from '../../db/schema/models.ts';
import { files } from '../../db/schema/uploads.ts';
import { spaces } from '../../db/schema/spaces.ts';
import { uploadImage } from '../../../test/uploads.ts';

const { t, op, member: publisher } = fileApp({ member: true });

type Item = {
  id: number;
  kind: string;
  title: string;
  sub: string;
  city: string;
  sdate: string;
  status: string;
  cover: string;
  link: string;
  online: boolean;
  dates: string;
};
type List = {
  listItem: Item[];
  total: number;
  page: number;
  counts: { huizhan: number; huiyi: number; hycd: number };
};

const image = (a: Agent) => uploadImage(a);

let serial = 0;
/** Publishes a listing of the kind; approved unless `approve` is false. */
async function listing(kind: 'huizhan' | 'huiyi', opts: { approve?: boolean; title?: string } = {}) {
  serial += 1;
  const r = await publisher.post<{ id: number }>(`/api/Article/${kind}Pub`, {
    title: opts.title ?? `2031收藏测试${kind === 'huizhan' ? '展览会' : '大会'}${serial}号`,
    industry: '家居家具',
    organiser: '测试主办单位',
    venue: '国家会展中心（上海）',
    prov: '上海市',
    city: '上海市',
    addr: '崧泽大道333号',
    sdate: '2031-05-10',
    edate: '2031-05-12',
    conts: '<p>一场用于测试收藏功能的活动介绍。</p>',
    cover: await image(publisher),
    contact: '王先生',
    phone: '021-61234567',
  });
  expect(r.body.errCode).toBe('success');
  const id = r.body.data!.id;
  if (opts.approve !== false) {
    const ok = await op.post('/api/Admin/contentReview', { kind, id, pass: true });
    expect(ok.body.errCode).toBe('success');
  }
  return id;
}

/** A convention space row written directly (the spaces module owns publishing them). */
async function space(checked: 0 | 1 | 2) {
  serial += 1;
  const db = t.database.db;
  const [m] = await db.select({ id: members.id }).from(members).limit(1);
  const [row] = await db
    .insert(spaces)
    .values({
      memberId: m!.id,
      title: `收藏测试会议厅${serial}`,
      venueType: '酒店',
      prov: '浙江省',
      city: '杭州市',
      addr: '西湖区湖滨路1号',
      areas: 600,
      conts: '<p>可容纳三百人的多功能厅。</p>',
      cover: 'no-such-file',
      contact: '赵经理',
      phone: '0571-88776655',
      checked,
      searchText: '',
    })
    .returning({ id: spaces.id });
  return row!.id;
}

const fvr = (a: Agent, kind: string, id: number, value: number) =>
  a.post<{ fvr: number }>(`/api/Myfavorite/${kind}Fvr`, { id, fvr: value });
const list = (a: Agent, kind: string, body: Record<string, unknown> = {}) =>
  a.post<List>(`/api/Myfavorite/${kind}List`, body);

describe('favourites', () => {
  it('toggles idempotently, lists newest first with counts, and shows a withdrawn item as offline', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const expo = await listing('huizhan', { title: '2031收藏测试国际家居展览会' });
    const conf = await listing('huiyi');

    // a visitor cannot favourite, and the detail says false
    expect((await fvr(agent(t.app), 'huizhan', expo, 1)).status).toBe(401);
    const before = await a.post<{ fvr: boolean }>('/api/Common/huizhanInfo', { id: expo });
    expect(before.body.data!.fvr).toBe(false);

    for (let i = 0; i < 2; i++) {
      const r = await fvr(a, 'huizhan', expo, 1);
      expect(r.body.errCode).toBe('success');
      expect(r.body.data).toEqual({ fvr: 1 });
    }
    expect((await fvr(a, 'huiyi', conf, 1)).body.data).toEqual({ fvr: 1 });
    const rows = await t.database.db.select().from(favorites).where(eq(favorites.targetId, expo));
    expect(rows).toHaveLength(1);

    const detail = await a.post<{ fvr: boolean }>('/api/Common/huizhanInfo', { id: expo });
    expect(detail.body.data!.fvr).toBe(true);
    // visitors and other members see false
    expect(
      (await agent(t.app).post<{ fvr: boolean }>('/api/Common/huizhanInfo', { id: expo })).body.data!.fvr,
    ).toBe(false);

    const l = await list(a, 'huizhan');
    expect(l.body.errCode).toBe('success');
    expect(l.body.data!.total).toBe(1);
    expect(l.body.data!.counts).toEqual({ huizhan: 1, huiyi: 1, hycd: 0, designer: 0, factory: 0, model: 0 });
    expect(l.body.data!.listItem[0]).toMatchObject({
      id: expo,
      kind: 'huizhan',
      title: '2031收藏测试国际家居展览会',
      sub: '家居家具',
      city: '上海市',
      sdate: '2031-05-10',
      edate: '2031-05-12',
      status: 'upcoming',
      link: `/exhibition?id=${expo}`,
      online: true,
    });
    expect(l.body.data!.listItem[0]!.cover).toMatch(/^\/files\/.+\/thumb$/);
    expect(l.body.data!.listItem[0]!.dates).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const c = await list(a, 'huiyi');
    expect(c.body.data!.listItem.map((x) => x.id)).toEqual([conf]);
    expect(c.body.data!.listItem[0]!.link).toBe(`/actvity?id=${conf}`);

    // the publisher edits it: back to review, so it is listed greyed but kept
    const edit = await publisher.post('/api/Article/huizhanPub', {
      id: expo,
      title: '2031收藏测试国际家居展览会（更正）',
      industry: '家居家具',
      organiser: '测试主办单位',
      venue: '国家会展中心（上海）',
      prov: '上海市',
      city: '上海市',
      addr: '崧泽大道333号',
      sdate: '2031-05-10',
      edate: '2031-05-12',
      conts: '<p>一场用于测试收藏功能的活动介绍。</p>',
      cover: await image(publisher),
      contact: '王先生',
      phone: '021-61234567',
    });
    expect(edit.body.errCode).toBe('success');
    const off = await list(a, 'huizhan');
    // the edit is not approved: its new title, cover and dates are not shown
    expect(off.body.data!.listItem[0]).toEqual({
      id: expo,
      kind: 'huizhan',
      title: '该展会已下架',
      sub: '',
      city: '',
      sdate: '',
      edate: '',
      status: '',
      cover: '',
      link: `/exhibition?id=${expo}`,
      online: false,
      dates: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      times: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
    });
    expect(JSON.stringify(off.body.data)).not.toContain('更正');
    // it cannot be added again while under review, but it can be removed, twice
    const again = await fvr(a, 'huizhan', expo, 1);
    expect(again.status).toBe(404);
    expect(again.body.errCode).toBe('not_found');
    expect(again.body.errMsg).toBe('展会不存在或未通过审核，无法收藏');
    for (let i = 0; i < 2; i++) expect((await fvr(a, 'huizhan', expo, 0)).body.data).toEqual({ fvr: 0 });
    const empty = await list(a, 'huizhan');
    expect(empty.body.data).toMatchObject({ listItem: [], total: 0, counts: { huizhan: 0, huiyi: 1 } });
  });

  it('cannot favourite an unapproved, missing or other-kind item', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const pending = await listing('huizhan', { approve: false });
    const conf = await listing('huiyi');
    const rejected = await listing('huiyi', { approve: false });
    await op.post('/api/Admin/contentReview', {
      kind: 'huiyi',
      id: rejected,
      pass: false,
      reason: '信息不全',
    });
    for (const [kind, id] of [
      ['huizhan', pending],
      ['huiyi', rejected],
      ['huizhan', conf], // a conference's id on the exhibition call
      ['hycd', conf],
      ['huizhan', 99_999_999],
    ] as const) {
      const r = await fvr(a, kind, id, 1);
      expect(r.status, `${kind} ${id}`).toBe(404);
      expect(r.body.errCode).toBe('not_found');
    }
    // even the publisher cannot favourite their own pending one
    expect((await fvr(publisher, 'huizhan', pending, 1)).status).toBe(404);
    expect((await list(a, 'huizhan')).body.data!.counts).toEqual({
      huizhan: 0,
      huiyi: 0,
      hycd: 0,
      designer: 0,
      factory: 0,
      model: 0,
    });
  });

  it('convention spaces: approved ones only; listed with the venue type and the space page', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const open = await space(1);
    const pending = await space(0);
    expect((await fvr(a, 'hycd', pending, 1)).status).toBe(404);
    expect((await fvr(a, 'hycd', open, 1)).body.data).toEqual({ fvr: 1 });
    const l = await list(a, 'hycd');
    expect(l.body.data!.listItem).toHaveLength(1);
    expect(l.body.data!.listItem[0]).toMatchObject({
      id: open,
      kind: 'hycd',
      sub: '酒店',
      city: '杭州市',
      sdate: '',
      edate: '',
      status: '',
      link: `/conventionSpace/spaceInfo?id=${open}`,
      online: true,
    });
    // an exhibition id with the same number is another item
    expect((await list(a, 'huizhan')).body.data!.total).toBe(0);
    // the space is taken down: kept, offline, removable
    await t.database.db.update(spaces).set({ checked: 2 }).where(eq(spaces.id, open));
    expect((await list(a, 'hycd')).body.data!.listItem[0]).toMatchObject({
      title: '该会议场地已下架',
      online: false,
    });
    expect((await fvr(a, 'hycd', open, 0)).body.data).toEqual({ fvr: 0 });
    expect((await list(a, 'hycd')).body.data!.total).toBe(0);
  });

  it('a concurrent double add leaves one row', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const expo = await listing('huizhan');
    const results = await Promise.all([1, 2, 3, 4].map(() => fvr(a, 'huizhan', expo, 1)));
    for (const r of results) expect(r.body.data).toEqual({ fvr: 1 });
    const rows = await t.database.db.select().from(favorites).where(eq(favorites.targetId, expo));
    expect(rows).toHaveLength(1);
    expect((await list(a, 'huizhan')).body.data!.total).toBe(1);
  });

  it("a model's stored favourites count follows mdlFvr: a repeated add and racing adds count once", async () => {
    // a public model written directly (the models module owns publishing them)
    const db = t.database.db;
    const [m] = await db.select({ id: members.id }).from(members).limit(1);
    serial += 1;
    const [f] = await db
      .insert(files)
      .values({
        id: `fav-model-${serial}-${Date.now()}`,
        memberId: m!.id,
        purpose: 'model',
        kind: 'model',
        mime: 'model/gltf-binary',
        size: 1024,
        storageKey: `fav-model-${serial}`,
        name: 'm.glb',
        private: true,
      })
      .returning({ id: files.id });
    const [cat] = await db.select({ id: modelCategories.id }).from(modelCategories).limit(1);
    const [row] = await db
      .insert(models)
      .values({
        memberId: m!.id,
        categoryId: cat!.id,
        title: `收藏计数测试模型${serial}`,
        licence: '平台标准授权',
        file: f!.id,
        format: 'glb',
        size: 1024,
        state: 'ready',
        checked: 1,
      })
      .returning({ id: models.id });
    const id = row!.id;
    const stored = async () =>
      (await db.select({ n: models.favorites }).from(models).where(eq(models.id, id)))[0]!.n;
    const rows = async () =>
      (
        await db
          .select()
          .from(favorites)
          .where(and(eq(favorites.kind, 'model'), eq(favorites.targetId, id)))
      ).length;
    const a = agent(t.app);
    const b = agent(t.app);
    const c = agent(t.app);
    for (const x of [a, b, c]) await registerMember(x);
    expect(await stored()).toBe(0);
    expect((await fvr(a, 'mdl', id, 1)).body.data).toEqual({ fvr: 1 });
    expect(await stored()).toBe(1);
    // added again: nothing changes
    expect((await fvr(a, 'mdl', id, 1)).body.data).toEqual({ fvr: 1 });
    expect(await stored()).toBe(1);
    // one member's two adds at once: one row, counted once
    const twice = await Promise.all([fvr(b, 'mdl', id, 1), fvr(b, 'mdl', id, 1)]);
    for (const r of twice) expect(r.body.data).toEqual({ fvr: 1 });
    expect(await stored()).toBe(2);
    // two members at once: both counted
    const two = await Promise.all([fvr(c, 'mdl', id, 1), fvr(c, 'mdl', id, 0), fvr(a, 'mdl', id, 0)]);
    for (const r of two) expect(r.body.errCode).toBe('success');
    expect(await stored()).toBe(await rows());
    await fvr(c, 'mdl', id, 1);
    await fvr(a, 'mdl', id, 1);
    const both = await Promise.all([fvr(a, 'mdl', id, 0), fvr(c, 'mdl', id, 0)]);
    for (const r of both) expect(r.body.data).toEqual({ fvr: 0 });
    expect(await stored()).toBe(1);
    // removed again: nothing changes
    expect((await fvr(a, 'mdl', id, 0)).body.data).toEqual({ fvr: 0 });
    expect(await stored()).toBe(1);
    expect(await rows()).toBe(1);
    // what the search and the detail show
    const info = await agent(t.app).post<{ favorites: number }>('/api/Common/modelInfo', { id });
    expect(info.body.data!.favorites).toBe(1);
    await fvr(b, 'mdl', id, 0);
    expect(await stored()).toBe(0);
  });

  it("pages newest first; another member's favourites are never visible", async () => {
    const a = agent(t.app);
    const b = agent(t.app);
    await registerMember(a);
    await registerMember(b);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await listing('huizhan');
      ids.push(id);
      expect((await fvr(a, 'huizhan', id, 1)).body.errCode).toBe('success');
    }
    const p1 = await list(a, 'huizhan', { page: 1, pageSize: 2 });
    const p2 = await list(a, 'huizhan', { page: 2, pageSize: 2 });
    const p3 = await list(a, 'huizhan', { page: 3, pageSize: 2 });
    expect(p1.body.data!.total).toBe(5);
    const seen = [p1, p2, p3].flatMap((p) => p.body.data!.listItem.map((x) => x.id));
    expect(seen).toEqual([...ids].reverse());

    // b sees none of a's, and b's removing a's favourite changes nothing of a's
    expect((await list(b, 'huizhan')).body.data).toMatchObject({ listItem: [], total: 0 });
    expect((await fvr(b, 'huizhan', ids[0]!, 0)).body.data).toEqual({ fvr: 0 });
    expect((await list(a, 'huizhan')).body.data!.total).toBe(5);
    // lists need a login
    expect((await list(agent(t.app), 'huizhan')).status).toBe(401);
  });

  it(`keeps at most ${favoriteLimit} favourites of a kind`, async () => {
    const a = agent(t.app);
    const { cardno } = await registerMember(a);
    const db = t.database.db;
    const [m] = await db.select({ id: members.id }).from(members).where(eq(members.cardno, cardno));
    const kept = await listing('huizhan');
    expect((await fvr(a, 'huizhan', kept, 1)).body.errCode).toBe('success');
    // fill up to the limit with (missing) items, written directly
    await db.insert(favorites).values(
      Array.from({ length: favoriteLimit - 1 }, (_, i) => ({
        memberId: m!.id,
        kind: 'huizhan',
        targetId: 50_000_000 + i,
      })),
    );
    const next = await listing('huizhan');
    const over = await fvr(a, 'huizhan', next, 1);
    expect(over.status).toBe(200);
    expect(over.body.errCode).toBe('limit_exceeded');
    expect(over.body.errMsg).toBe(`展会最多收藏${favoriteLimit}个，请先取消部分收藏`);
    // adding one already kept still succeeds; other kinds have their own limit
    expect((await fvr(a, 'huizhan', kept, 1)).body.data).toEqual({ fvr: 1 });
    expect((await fvr(a, 'huiyi', await listing('huiyi'), 1)).body.data).toEqual({ fvr: 1 });
    // a gone item is listed as such
    const l = await list(a, 'huizhan', { pageSize: 1 });
    expect(l.body.data!.listItem[0]).toMatchObject({ title: '该展会已删除', cover: '', online: false });
    // after removing one there is room again
    expect((await fvr(a, 'huizhan', 50_000_000, 0)).body.data).toEqual({ fvr: 0 });
    expect((await fvr(a, 'huizhan', next, 1)).body.data).toEqual({ fvr: 1 });
  });

  it('validation messages are in Chinese', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const r = await a.post('/api/Myfavorite/huizhanFvr', { id: 'x', fvr: 2 });
    expect(r.status).toBe(400);
    const fields = (r.body.data as { fields: Record<string, string> }).fields;
    expect(fields.id).toBe('请指定收藏的内容');
    expect(fields.fvr).toBe('收藏参数应为1（收藏）或0（取消收藏）');
  });
});
