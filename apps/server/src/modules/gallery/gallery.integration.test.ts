import { pendingPhotoLimit } from '@hz/contract/gallery';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agent, type Agent, fileApp, registerMember } from '../../../test/test-app.ts';
import { searchKinds } from '../../app.ts';
import { boothPhotos } from '../../db/schema/gallery.ts';
import { members } from '../../db/schema/members.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { createSearchService } from '../search/search-service.ts';
import { uploadImage } from '../../../test/uploads.ts';
import { expectDeepPagesRefused } from '../../../test/listings.ts';

const { t, op, member: publisher } = fileApp({ member: true });

type Picture = {
  id: number;
  url: string;
  thumb: string;
  title: string;
  areas: number;
  style: string;
  openSides: number;
  exhibition: { id: number; title: string; city: string; sdate: string; edate: string; link: string };
  cardno: string;
  uploader: string;
  mine: boolean;
  checked: number;
  reason: string;
};
type Pictures = { listItem: Picture[]; total: number; totalCapped: boolean };
type ContentList = {
  listItem: Array<{
    id: number;
    kind: string;
    title: string;
    sub: string;
    link: string;
    checked: number;
    reason: string;
    cover: string;
  }>;
  total: number;
};

/** `YYYY-MM-DD` of today + `days` in China time. */
const day = (days: number) => chinaParts(new Date(Date.now() + days * 86_400_000)).date;

const image = (a: Agent, purpose = 'listing') => uploadImage(a, purpose);

let serial = 0;
/** An exhibition running from `sdate` for three days; approved unless `approve` is false. */
async function exhibition(
  opts: { sdate?: string; approve?: boolean; title?: string; kind?: 'huizhan' | 'huiyi' } = {},
) {
  serial += 1;
  const kind = opts.kind ?? 'huizhan';
  const sdate = opts.sdate ?? day(-1);
  // at least three days, so that it is still running
  const edate = [sdate, day(2)].sort().at(-1)!;
  const r = await publisher.post<{ id: number }>(`/api/Article/${kind}Pub`, {
    title: opts.title ?? `图库测试展览会${serial}号`,
    industry: '汽车交通',
    organiser: '测试主办单位',
    venue: '深圳国际会展中心',
    prov: '广东省',
    city: '深圳市',
    addr: '宝安区福海街道展城路1号',
    sdate,
    edate,
    conts: '<p>用于测试展台图库的展会介绍。</p>',
    cover: await image(publisher),
    contact: '陈先生',
    phone: '0755-23456789',
  });
  expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
  const id = r.body.data!.id;
  if (opts.approve !== false) {
    expect((await op.post('/api/Admin/contentReview', { kind, id, pass: true })).body.errCode).toBe(
      'success',
    );
  }
  return id;
}

async function add(a: Agent, listingId: number, over: Record<string, unknown> = {}) {
  return a.post<Picture>('/api/Gallery/addPicture', {
    listingId,
    image: await image(a),
    title: '蓝白科技感双层展台',
    areas: 54,
    style: '科技感',
    openSides: 3,
    ...over,
  });
}

const review = (id: number, pass: boolean, reason = '') =>
  op.post<ContentList['listItem'][number]>('/api/Admin/contentReview', { kind: 'photo', id, pass, reason });
const pictures = (a: Agent, body: Record<string, unknown>) =>
  a.post<Pictures>('/api/Gallery/getPictures', body);
const ids = (r: { body: { data?: Pictures } }) => r.body.data!.listItem.map((x) => x.id);

describe('booth gallery', () => {
  it('a member adds a photo; it is private until an operator approves it, then filtered and linked', async () => {
    const expo = await exhibition({ title: '图库测试深圳国际汽车改装展' });
    const a = agent(t.app);
    const { cardno } = await registerMember(a);
    const r = await add(a, expo, { title: '麒麟工场岛型展台', areas: 160, style: '工业风', openSides: 4 });
    expect(r.body.errCode).toBe('success');
    const p = r.body.data!;
    expect(p).toMatchObject({
      title: '麒麟工场岛型展台',
      areas: 160,
      style: '工业风',
      openSides: 4,
      checked: 0,
      mine: true,
      cardno,
      exhibition: {
        id: expo,
        title: '图库测试深圳国际汽车改装展',
        city: '深圳市',
        link: `/exhibition?id=${expo}`,
      },
    });
    expect(p.url).toMatch(/^\/files\/[^/]+$/);
    expect(p.thumb).toBe(`${p.url}/thumb`);

    // private: not in the gallery, not by id for others
    expect(ids(await pictures(agent(t.app), { listingId: expo }))).toEqual([]);
    for (const who of [agent(t.app), publisher]) {
      const hidden = await who.post('/api/Gallery/pictureInfo', { id: p.id });
      expect(hidden.status).toBe(404);
      expect(hidden.body.errCode).toBe('not_found');
    }
    expect((await a.post<Picture>('/api/Gallery/pictureInfo', { id: p.id })).body.data!.checked).toBe(0);
    // in the uploader's list and the queue
    const mine = await a.post<ContentList>('/api/Article/myList', { kind: 'photo' });
    expect(mine.body.data!.listItem).toEqual([
      expect.objectContaining({ id: p.id, kind: 'photo', sub: '图库测试深圳国际汽车改装展', checked: 0 }),
    ]);
    expect(mine.body.data!.listItem[0]!.link).toBe(`/exhibitionBooth?id=${p.id}`);
    expect(mine.body.data!.listItem[0]!.cover).toBe(`${p.url}/thumb`);
    const queue = await op.post<ContentList>('/api/Admin/contentList', { kind: 'photo', pageSize: 100 });
    expect(queue.body.data!.listItem.map((x) => x.id)).toContain(p.id);
    expect((await op.post<Picture>('/api/Gallery/pictureInfo', { id: p.id })).body.data!.title).toBe(
      '麒麟工场岛型展台',
    );

    const ok = await review(p.id, true);
    expect(ok.body.errCode).toBe('success');
    expect(ok.body.data!.checked).toBe(1);
    // the uploader is told
    const msgs = await a.post<{ listItem: Array<{ title: string; link: string }> }>(
      '/api/Tipcenter/getList',
      {},
    );
    expect(msgs.body.data!.listItem[0]).toMatchObject({
      title: '展台照片已通过审核',
      link: `/exhibitionBooth?id=${p.id}`,
    });

    const v = agent(t.app);
    const pub = await v.post<Picture>('/api/Gallery/pictureInfo', { id: p.id });
    expect(pub.body.data).toMatchObject({ checked: 1, mine: false, reason: '' });
    // filters: exhibition, keyword (photo or exhibition title), size, style, open sides
    expect(ids(await pictures(v, { listingId: expo }))).toEqual([p.id]);
    expect(ids(await pictures(v, { keyword: '麒麟' }))).toEqual([p.id]);
    expect(ids(await pictures(v, { keyword: '汽车改装' }))).toEqual([p.id]);
    expect(ids(await pictures(v, { keyword: '汽车改装 麒麟' }))).toEqual([p.id]);
    expect(ids(await pictures(v, { keyword: '汽车改装 凤凰' }))).toEqual([]);
    expect(ids(await pictures(v, { keyword: '100%' }))).toEqual([]);
    expect(ids(await pictures(v, { listingId: expo, size: 'xl' }))).toEqual([p.id]);
    expect(ids(await pictures(v, { listingId: expo, size: 'l' }))).toEqual([]);
    expect(ids(await pictures(v, { listingId: expo, style: '工业风' }))).toEqual([p.id]);
    expect(ids(await pictures(v, { listingId: expo, style: '中式' }))).toEqual([]);
    expect(ids(await pictures(v, { listingId: expo, openSides: 4 }))).toEqual([p.id]);
    expect(ids(await pictures(v, { listingId: expo, openSides: 1 }))).toEqual([]);
    const all = await pictures(v, { listingId: expo });
    expect(all.body.data!.total).toBe(1);
    expect(all.body.data!.listItem[0]!.exhibition.link).toBe(`/exhibition?id=${expo}`);
    // the uploader by a name the public may see: the nickname, else the masked name; never the mobile
    expect(all.body.data!.listItem[0]!.uploader).toBe('会展通会员');
    await a.post('/api/Member/updateBaseInfo', { name: '欧阳展台' });
    expect((await v.post<Picture>('/api/Gallery/pictureInfo', { id: p.id })).body.data!.uploader).toBe(
      '欧***',
    );
    await a.post('/api/Member/updateBaseInfo', { nickname: '展台摄影师' });
    const named = await pictures(v, { listingId: expo });
    expect(named.body.data!.listItem[0]!.uploader).toBe('展台摄影师');
    expect(JSON.stringify(named.body)).not.toMatch(/1[3-9]\d{9}/);

    // the exhibition is edited back to review: its photos leave the gallery with it
    const edit = await publisher.post('/api/Article/huizhanPub', {
      id: expo,
      title: '图库测试深圳国际汽车改装展（新版）',
      industry: '汽车交通',
      organiser: '测试主办单位',
      venue: '深圳国际会展中心',
      prov: '广东省',
      city: '深圳市',
      addr: '宝安区福海街道展城路1号',
      sdate: day(-1),
      edate: day(2),
      conts: '<p>用于测试展台图库的展会介绍。</p>',
      cover: await image(publisher),
      contact: '陈先生',
      phone: '0755-23456789',
    });
    expect(edit.body.errCode).toBe('success');
    expect(ids(await pictures(v, { listingId: expo }))).toEqual([]);
    expect((await v.post('/api/Gallery/pictureInfo', { id: p.id })).status).toBe(404);
    // the uploader still sees their photo, but not the exhibition's unapproved edit; operators do
    const own = await a.post<Picture>('/api/Gallery/pictureInfo', { id: p.id });
    expect(own.body.data).toMatchObject({
      checked: 1,
      exhibition: { id: expo, title: '该展会已下架', city: '' },
    });
    const ownList = await a.post<ContentList>('/api/Article/myList', { kind: 'photo' });
    expect(ownList.body.data!.listItem[0]).toMatchObject({ id: p.id, sub: '该展会已下架' });
    const opView = await op.post<Picture>('/api/Gallery/pictureInfo', { id: p.id });
    expect(opView.body.data!.exhibition.title).toBe('图库测试深圳国际汽车改装展（新版）');
    // approved again: the photo is found by the exhibition's new title (its search vector was rebuilt
    // with the edit), and still by its own
    expect(
      (await op.post('/api/Admin/contentReview', { kind: 'huizhan', id: expo, pass: true })).status,
    ).toBe(200);
    expect(ids(await pictures(v, { keyword: '新版' }))).toEqual([p.id]);
    expect(ids(await pictures(v, { keyword: '麒麟 新版' }))).toEqual([p.id]);
  });

  it('keywords match as tokens, as in every search (decision 008); the count says whether it is capped', async () => {
    const expo = await exhibition({ title: '图库测试成都国际LED照明展' });
    const a = agent(t.app);
    await registerMember(a);
    const id = (await add(a, expo, { title: '朱雀光电3D沉浸式展台' })).body.data!.id;
    expect((await review(id, true)).body.errCode).toBe('success');
    const v = agent(t.app);
    for (const keyword of ['朱雀', '３Ｄ', '3d沉浸', 'le', 'LED照明', '朱雀 成都'])
      expect(ids(await pictures(v, { keyword })), keyword).toEqual([id]);
    // a Latin word is found from its start, not its middle; every pair of a Han run must occur
    for (const keyword of ['ed', '朱雀 北京', '雀光灯'])
      expect(ids(await pictures(v, { keyword })), keyword).toEqual([]);
    const r = await pictures(v, { keyword: '朱雀' });
    expect(r.body.data).toMatchObject({ total: 1, totalCapped: false });
  });

  it('photos stored without a search vector (before migration 0015) get one when the server starts', async () => {
    const expo = await exhibition({ title: '图库测试青岛国际渔业博览会' });
    const db = t.database.db;
    const [m] = await db.select({ id: members.id }).from(members).limit(1);
    const [old] = await db
      .insert(boothPhotos)
      .values({
        memberId: m!.id,
        listingId: expo,
        image: 'no-such-file',
        title: '玄武海洋牧场展台',
        areas: 36,
        style: '其他',
        openSides: 2,
        checked: 1,
      })
      .returning({ id: boothPhotos.id });
    const v = agent(t.app);
    // listed, not found by keyword
    expect(ids(await pictures(v, { listingId: expo }))).toEqual([old!.id]);
    expect(ids(await pictures(v, { keyword: '玄武' }))).toEqual([]);
    // what registerSearch runs when the server starts listening
    const search = createSearchService({ db, kinds: searchKinds });
    expect(await search.fillMissing()).toMatchObject({ photo: expect.any(Number) });
    expect(ids(await pictures(v, { keyword: '玄武' }))).toEqual([old!.id]);
    expect(ids(await pictures(v, { keyword: '渔业 牧场' }))).toEqual([old!.id]);
    expect(await search.fillMissing()).toEqual({});
  });

  it('pages no deeper than the first 10000 results (a deep offset walks every row before it)', async () => {
    await expectDeepPagesRefused(t, pictures);
  });

  it('size buckets: 18 is small, 19 is the next bucket', async () => {
    const expo = await exhibition();
    const a = agent(t.app);
    await registerMember(a);
    const small = (await add(a, expo, { areas: 18 })).body.data!.id;
    const next = (await add(a, expo, { areas: 19 })).body.data!.id;
    const big = (await add(a, expo, { areas: 145 })).body.data!.id;
    for (const id of [small, next, big]) expect((await review(id, true)).body.errCode).toBe('success');
    const v = agent(t.app);
    expect(ids(await pictures(v, { listingId: expo, size: 'xs' }))).toEqual([small]);
    expect(ids(await pictures(v, { listingId: expo, size: 's' }))).toEqual([next]);
    expect(ids(await pictures(v, { listingId: expo, size: 'xl' }))).toEqual([big]);
    // newest first, paged
    expect(ids(await pictures(v, { listingId: expo }))).toEqual([big, next, small]);
    const p2 = await pictures(v, { listingId: expo, page: 2, pageSize: 2 });
    expect(ids(p2)).toEqual([small]);
    expect(p2.body.data!.total).toBe(3);
  });

  it('a rejected photo stays private; the uploader sees the reason', async () => {
    const expo = await exhibition();
    const a = agent(t.app);
    await registerMember(a);
    const id = (await add(a, expo)).body.data!.id;
    const reason = '照片模糊，请上传清晰的展台实拍图';
    expect((await review(id, false)).status).toBe(400);
    expect((await review(id, false, reason)).body.errCode).toBe('success');
    expect(ids(await pictures(agent(t.app), { listingId: expo }))).toEqual([]);
    expect((await agent(t.app).post('/api/Gallery/pictureInfo', { id })).status).toBe(404);
    const own = await a.post<Picture>('/api/Gallery/pictureInfo', { id });
    expect(own.body.data).toMatchObject({ checked: 2, reason });
    const mine = await a.post<ContentList>('/api/Article/myList', { kind: 'photo' });
    expect(mine.body.data!.listItem[0]).toMatchObject({ id, checked: 2, reason });
    // decided once
    expect((await review(id, true)).body.errCode).toBe('state_conflict');
  });

  it('only approved exhibitions that have started; only own images', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const future = await exhibition({ sdate: day(3) });
    const today = await exhibition({ sdate: day(0) });
    const pending = await exhibition({ approve: false });
    const conference = await exhibition({ kind: 'huiyi' });

    const early = await add(a, future);
    expect(early.status).toBe(400);
    expect(early.body.errCode).toBe('invalid_params');
    const fields = (early.body.data as unknown as { fields: Record<string, string> }).fields;
    expect(fields.listingId).toBe(`该展会${day(3)}开幕，开幕后才能上传展台照片`);
    // opening day is fine
    expect((await add(a, today)).body.errCode).toBe('success');

    for (const id of [pending, conference, 99_999_999]) {
      const r = await add(a, id);
      expect(r.status, String(id)).toBe(404);
      expect(r.body.errCode).toBe('not_found');
      expect(r.body.errMsg).toBe('展会不存在或未通过审核');
    }
    // another member's upload, or an upload of another purpose
    const b = agent(t.app);
    await registerMember(b);
    const theirs = await image(b);
    expect((await add(a, today, { image: theirs })).body.errCode).not.toBe('success');
    expect((await add(a, today, { image: await image(a, 'avatar') })).body.errCode).not.toBe('success');
    // visitors cannot add
    expect((await agent(t.app).post('/api/Gallery/addPicture', { listingId: today })).status).toBe(401);
  });

  it(`keeps at most ${pendingPhotoLimit} photos waiting for review per member`, async () => {
    const expo = await exhibition();
    const a = agent(t.app);
    const { cardno } = await registerMember(a);
    const db = t.database.db;
    const [m] = await db.select({ id: members.id }).from(members).where(eq(members.cardno, cardno));
    await db.insert(boothPhotos).values(
      Array.from({ length: pendingPhotoLimit - 1 }, (_, i) => ({
        memberId: m!.id,
        listingId: expo,
        image: 'no-such-file',
        title: `待审照片${i}`,
        areas: 36,
        style: '其他',
        openSides: 2,
      })),
    );
    const last = await add(a, expo);
    expect(last.body.errCode).toBe('success');
    const over = await add(a, expo);
    expect(over.status).toBe(200);
    expect(over.body.errCode).toBe('limit_exceeded');
    expect(over.body.errMsg).toBe(`待审核的展台照片最多${pendingPhotoLimit}张，请等审核后再上传`);
    // once one is decided there is room again
    expect((await review(last.body.data!.id, true)).body.errCode).toBe('success');
    expect((await add(a, expo)).body.errCode).toBe('success');
  });

  it('validation messages are in Chinese; filters are checked', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const r = await a.post('/api/Gallery/addPicture', {
      title: '一',
      areas: 0,
      style: '巴洛克',
      openSides: 5,
    });
    expect(r.status).toBe(400);
    expect((r.body.data as { fields: Record<string, string> }).fields).toEqual({
      listingId: '请选择展会',
      image: '请上传展台照片',
      title: '照片标题至少2个字',
      areas: '展台面积至少1㎡',
      style: '请选择展台风格',
      openSides: '请选择开口方式',
    });
    const bad = await pictures(a, { size: 'huge', style: '巴洛克', openSides: 9 });
    expect(bad.status).toBe(400);
    expect((bad.body.data as unknown as { fields: Record<string, string> }).fields).toEqual({
      size: '展台面积范围不正确',
      style: '展台风格不正确',
      openSides: '开口方式不正确',
    });
    // the photo kind is reviewed by operators only
    expect((await a.post('/api/Admin/contentList', { kind: 'photo' })).status).toBe(403);
  });

  it('text with a NUL character (which the database cannot store) is refused, not a server error', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const expo = await exhibition();
    const r = await add(a, expo, { title: '蓝白\u0000展台' });
    expect(r.status).toBe(400);
    expect((r.body.data as unknown as { fields: Record<string, string> }).fields).toEqual({
      title: '含有无效字符',
    });
    // a stranger's gallery search
    const found = await pictures(agent(t.app), { keyword: '展台\u0000' });
    expect(found.status).toBe(400);
    expect((found.body.data as unknown as { fields: Record<string, string> }).fields).toEqual({
      keyword: '含有无效字符',
    });
    // an operator's rejection reason
    const pending = (await add(a, expo)).body.data!;
    const reject = await op.post('/api/Admin/contentReview', {
      kind: 'photo',
      id: pending.id,
      pass: false,
      reason: '图片\u0000模糊',
    });
    expect(reject.status).toBe(400);
    expect((reject.body.data as { fields: Record<string, string> }).fields).toEqual({
      reason: '含有无效字符',
    });
    expect((await review(pending.id, false, '图片模糊')).body.errCode).toBe('success');
  });
});
