import fs from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  decide,
  designerBody,
  factoryBody,
  image,
  type Member,
  member,
  workBody,
} from '../../../test/people.ts';
import { type Agent, fileApp, jobWorkers } from '../../../test/test-app.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { recomputeReputation } from './reputation-service.ts';
import { publishExhibition } from '../../../test/listings.ts';

/**
 * Designer and factory search, the top lists, reputation (its jobs, and what does not move it),
 * favourites of designers and factories, and a booth photo naming a work. One data set for the file.
 */

const { t, op, visitor } = fileApp();

type Card = {
  id: number;
  cardno: string;
  name: string;
  company?: string;
  summary: string;
  verified: boolean;
  reputation: number;
  covers: Array<{ id: number; title: string; thumb: string; link: string }>;
  works?: number;
  link: string;
};
type Search = { listItem: Card[]; total: number; totalCapped: boolean };

type Designer = Member & { profileId: number; works: number[] };
let d1: Designer;
let d2: Designer;
let d3: Designer;
let pendingOne: Member;
let f1: Member & { profileId: number };

async function openDesigner(over: Record<string, unknown>, works: string[] = []): Promise<Designer> {
  const m = await member(t, { person: true });
  const r = await m.a.post<{ profile: { id: number } }>(
    '/api/Designer/profileEdit',
    await designerBody(m.a, over),
  );
  expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
  await decide(op, 'designer', r.body.data!.profile.id);
  const ids: number[] = [];
  for (const title of works) {
    const w = await m.a.post<{ id: number }>('/api/Designer/workPub', await workBody(m.a, { title }));
    await decide(op, 'work', w.body.data!.id);
    ids.push(w.body.data!.id);
  }
  return { ...m, profileId: r.body.data!.profile.id, works: ids };
}

const search = (body: Record<string, unknown>, kind = 'Designer') =>
  visitor.post<Search>(`/api/Common/search${kind}`, body);
const cardnos = (r: { body: { data?: Search } }) => r.body.data!.listItem.map((c) => c.cardno);

/** Runs the queued reputation jobs now, with a runner as a listening server has. */
async function runReputationJobs() {
  await t.database.query(
    `UPDATE jobs SET run_at = now() WHERE name = 'people.reputationOf' AND state = 'queued'`,
  );
  const runner = jobWorkers(t);
  await runner.start();
  try {
    await vi.waitFor(
      async () => {
        const [row] = await t.database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM jobs WHERE name = 'people.reputationOf' AND state IN ('queued', 'running')`,
        );
        expect(row!.n).toBe(0);
      },
      { timeout: 10_000, interval: 50 },
    );
  } finally {
    await runner.stop();
  }
  // the time of these jobs' windows has passed: the next change opens a new window (keys name windows;
  // the wall clock of the test has not moved, so the rows are moved instead)
  await t.database.query(
    `UPDATE jobs SET key = key || ':ran:' || id WHERE name = 'people.reputationOf' AND state = 'done' AND key NOT LIKE '%:ran:%'`,
  );
}

const reputationOf = async (profileId: number) =>
  Number(
    (
      await t.database.query<{ reputation: number }>('SELECT reputation FROM profiles WHERE id = $1', [
        profileId,
      ])
    )[0]!.reputation,
  );

beforeAll(async () => {
  d1 = await openDesigner(
    {
      name: '林晓展示设计',
      cities: ['上海市', '苏州市'],
      specialities: ['特装展位'],
      styles: ['科技感'],
      priceMin: 80,
      priceMax: 150,
    },
    ['新能源汽车双层展台', '消费电子岛型展台', '医疗器械特装展台', '白酒品牌中式展台'],
  );
  d2 = await openDesigner({
    name: '海派会展设计',
    descr: '专注会议舞美与发布会现场设计，十余年大型年会与论坛的舞台、灯光与视觉经验，服务全国客户。',
    cities: ['全国'],
    specialities: ['会议舞美'],
    styles: ['奢华'],
    priceMin: 0,
    priceMax: 0,
  });
  d3 = await openDesigner({
    name: '京城展台设计',
    descr:
      '北京本地的展台设计团队，擅长标准展位的升级改造与快速出图，服务国家会议中心与首都国际会展中心的客户。',
    cities: ['北京市'],
    specialities: ['标准展位'],
    styles: ['现代简约'],
    priceMin: 300,
    priceMax: 500,
  });
  // d3's verification is being reviewed again: not verified now
  await t.database.query('UPDATE members SET personauth = 0 WHERE id = $1', [d3.id]);
  // a profile never approved is never found
  pendingOne = await member(t, { person: true });
  await pendingOne.a.post(
    '/api/Designer/profileEdit',
    await designerBody(pendingOne.a, { name: '林晓待审设计' }),
  );
  f1 = await (async () => {
    const m = await member(t, { business: true, company: '苏州鑫源搭建测试有限公司' });
    const r = await m.a.post<{ profile: { id: number } }>('/api/Company/profileEdit', await factoryBody(m.a));
    await decide(op, 'factory', r.body.data!.profile.id);
    const c = await m.a.post<{ id: number }>(
      '/api/Company/casePub',
      await workBody(m.a, { title: '汽车展特装搭建案例' }),
    );
    await decide(op, 'case', c.body.data!.id);
    return { ...m, profileId: r.body.data!.profile.id };
  })();
  await runReputationJobs();
});

describe('designer and factory search', () => {
  it('finds a designer by a two-character keyword, in the name or an approved work, with highlights', async () => {
    const byName = await search({ keyword: '展示' });
    expect(cardnos(byName)).toEqual([d1.cardno]);
    expect(byName.body.data!.listItem[0]!.name).toBe('林晓<em>展示</em>设计');
    expect(byName.body.data).toMatchObject({ total: 1, totalCapped: false });
    // the titles of approved works are searched
    const byWork = await search({ keyword: '汽车' });
    expect(cardnos(byWork)).toEqual([d1.cardno]);
    // with a city served: 上海市 is served by d1 (listed) and d2 (全国); d3 serves 北京市 only
    const inShanghai = await search({ keyword: '设计', city: '上海市' });
    expect(cardnos(inShanghai).sort()).toEqual([d1.cardno, d2.cardno].sort());
    expect(inShanghai.body.data).toMatchObject({ total: 2 });
    // (the served cities are the vector's tags, which the keyword search in a city intersects with; a
    // keyword never matches one: 服务全国 in d2's text is not the tag 全国)
    const tags = await t.database.query<{ v: string }>(
      "SELECT search_text::text AS v FROM profiles WHERE member_id = $1 AND kind = 'designer'",
      [d1.id],
    );
    expect(tags[0]?.v).toContain("'#serves:上海市'");
    expect(tags[0]?.v).toContain("'#serves:苏州市'");
    // (a Latin word matches as a prefix: a tag starts with #, which no keyword's token holds)
    expect(cardnos(await search({ keyword: 'serves' }))).toEqual([]);
    expect(cardnos(await search({ keyword: 'se 上海' }))).toEqual([]);
    expect(cardnos(await search({ keyword: '设计', city: '苏州市' })).sort()).toEqual(
      [d1.cardno, d2.cardno].sort(),
    );
    expect(cardnos(await search({ keyword: '设计', city: '北京市' })).sort()).toEqual(
      [d2.cardno, d3.cardno].sort(),
    );
    // the waiting profile is nowhere
    expect(cardnos(await search({ keyword: '林晓' }))).toEqual([d1.cardno]);
  });

  it('migration 0061 gives the vectors written before it their served cities', async () => {
    const inShanghai = async () => cardnos(await search({ keyword: '设计', city: '上海市' })).sort();
    // d2's vector as it was written before served cities were its tags
    await t.database.query(
      "UPDATE profiles SET search_text = ts_delete(search_text, ARRAY['#serves:全国']) WHERE member_id = $1",
      [d2.id],
    );
    expect(await inShanghai()).toEqual([d1.cardno]);
    const migration = fs.readFileSync(
      new URL('../../db/migrations/0061_profiles_serve_tags.sql', import.meta.url),
      'utf8',
    );
    await t.database.query(migration);
    expect(await inShanghai()).toEqual([d1.cardno, d2.cardno].sort());
    // run again (a vector that has them already): nothing doubles
    await t.database.query(migration);
    const [v] = await t.database.query<{ v: string }>(
      "SELECT search_text::text AS v FROM profiles WHERE member_id = $1 AND kind = 'designer'",
      [d2.id],
    );
    expect(v?.v.match(/#serves:全国/g)).toHaveLength(1);
  });

  it('filters by city, speciality, style, price range and verification', async () => {
    expect(cardnos(await search({ city: '北京市' })).sort()).toEqual([d2.cardno, d3.cardno].sort());
    expect(cardnos(await search({ speciality: '会议舞美' }))).toEqual([d2.cardno]);
    expect(cardnos(await search({ style: '科技感' }))).toEqual([d1.cardno]);
    // a budget of at most 100/㎡: d1 (from 80) and d2 (面议)
    expect(cardnos(await search({ priceMax: 100 })).sort()).toEqual([d1.cardno, d2.cardno].sort());
    // at least 200/㎡: d2 (面议) and d3 (up to 500)
    expect(cardnos(await search({ priceMin: 200 })).sort()).toEqual([d2.cardno, d3.cardno].sort());
    expect(cardnos(await search({ verified: true }))).not.toContain(d3.cardno);
    expect(cardnos(await search({}))).toHaveLength(3);
    const fields = async (body: Record<string, unknown>) => {
      const r = await search(body);
      expect(r.status).toBe(400);
      return (r.body.data as unknown as { fields: Record<string, string> }).fields;
    };
    expect(await fields({ sort: 'x', speciality: '地毯' })).toMatchObject({
      sort: '排序方式不正确',
      speciality: '擅长类型不正确',
    });
    expect(await fields({ city: '火星市' })).toMatchObject({ city: '城市不正确' });
    expect(await fields({ priceMin: 500, priceMax: 100 })).toMatchObject({
      priceMax: '最高价格不能低于最低价格',
    });
    const deep = await search({ page: 600, pageSize: 20 });
    expect(deep.body).toMatchObject({
      errCode: 'invalid_params',
      errMsg: '最多可查看前10000条结果，请缩小搜索范围',
    });
  });

  it('sorts by reputation (the default without a keyword) or newest, and cards carry cover works', async () => {
    const byRep = await search({});
    const reps = byRep.body.data!.listItem.map((c) => c.reputation);
    expect(reps).toEqual([...reps].sort((a, b) => b - a));
    expect(byRep.body.data!.listItem[0]!.cardno).toBe(d1.cardno);
    const card = byRep.body.data!.listItem[0]!;
    expect(card).toMatchObject({ works: 4, verified: true, link: `/designerWork?cardno=${d1.cardno}` });
    expect(card.covers).toHaveLength(3);
    expect(card.covers[0]).toMatchObject({
      id: d1.works[3],
      title: '白酒品牌中式展台',
      link: `/designItem?id=${d1.works[3]}`,
    });
    const newest = await search({ sort: 'newest' });
    expect(cardnos(newest)).toEqual([d3.cardno, d2.cardno, d1.cardno]);
  });

  it('searches factories the same way', async () => {
    const r = await search({ keyword: '汽车', city: '成都市' }, 'Factory');
    expect(cardnos(r)).toEqual([f1.cardno]);
    expect(r.body.data!.listItem[0]).toMatchObject({
      company: '苏州鑫源搭建测试有限公司',
      covers: [{ title: '汽车展特装搭建案例' }],
    });
    expect(cardnos(await search({ keyword: '汽车' }, 'Factory'))).toEqual([f1.cardno]);
  });
});

describe('reputation and top lists', () => {
  it('is recomputed by jobs, debounced per member, and orders the top lists', async () => {
    // the approvals of the set-up queued d1's recompute a few times at most (each job a window's)
    const keys = await t.database.query<{ key: string }>(
      `SELECT key FROM jobs WHERE name = 'people.reputationOf' AND key LIKE $1`,
      [`reputation:${d1.id}:%`],
    );
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(keys.length).toBeLessThan(5);
    expect(await reputationOf(d1.profileId)).toBeGreaterThan(await reputationOf(d2.profileId));
    const top = await visitor.post<{ listItem: Card[] }>('/api/Business/topDesigner', { limit: 2 });
    expect(top.body.data!.listItem.map((c) => c.cardno)).toEqual([d1.cardno, d2.cardno]);
    const inBeijing = await visitor.post<{ listItem: Card[] }>('/api/Business/topDesigner', {
      city: '北京市',
    });
    expect(inBeijing.body.data!.listItem.map((c) => c.cardno)).toEqual([d2.cardno, d3.cardno]);
    const factories = await visitor.post<{ listItem: Card[] }>('/api/Business/topFactory', {});
    expect(factories.body.data!.listItem.map((c) => c.cardno)).toEqual([f1.cardno]);
  });

  it('does not move for self-written text, unapproved works or a profile edit; an approved work raises it', async () => {
    await t.database.db.transaction((tx) => recomputeReputation(tx));
    const before = await reputationOf(d2.profileId);
    expect(before).toBeGreaterThan(0);
    // a much longer description and more specialities, waiting for review
    await d2.a.post(
      '/api/Designer/profileEdit',
      await designerBody(d2.a, {
        name: '海派会展设计',
        descr: '专注会议舞美与发布会现场设计。'.repeat(40),
        specialities: ['会议舞美', '特装展位', '双层展台', '巡展'],
        cities: ['全国'],
      }),
    );
    // five works waiting for review and one rejected
    const waiting: number[] = [];
    for (let i = 0; i < 6; i++) {
      const w = await d2.a.post<{ id: number }>('/api/Designer/workPub', await workBody(d2.a));
      waiting.push(w.body.data!.id);
    }
    await decide(op, 'work', waiting[5]!, false, '图片与说明不符');
    await t.database.db.transaction((tx) => recomputeReputation(tx));
    expect(await reputationOf(d2.profileId)).toBe(before);
    // an operator approves one work: it counts
    await decide(op, 'work', waiting[0]!);
    await t.database.db.transaction((tx) => recomputeReputation(tx));
    expect(await reputationOf(d2.profileId)).toBeGreaterThan(before);
  });

  it('counts favourites kept by other verified members only', async () => {
    await t.database.db.transaction((tx) => recomputeReputation(tx));
    const before = await reputationOf(d3.profileId);
    // the designer themself and an unverified member do not count
    expect((await d3.a.post('/api/Myfavorite/designerFvr', { id: d3.profileId, fvr: 1 })).body.errCode).toBe(
      'success',
    );
    const plain = await member(t);
    expect(
      (await plain.a.post('/api/Myfavorite/designerFvr', { id: d3.profileId, fvr: 1 })).body.errCode,
    ).toBe('success');
    await runReputationJobs();
    expect(await reputationOf(d3.profileId)).toBe(before);
    const client = await member(t, { business: true });
    await client.a.post('/api/Myfavorite/designerFvr', { id: d3.profileId, fvr: 1 });
    // the favourite queued the designer's recompute
    const [queued] = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE name = 'people.reputationOf' AND state = 'queued' AND payload->>'member' = $1`,
      [String(d3.id)],
    );
    expect(queued!.n).toBe(1);
    await runReputationJobs();
    expect(await reputationOf(d3.profileId)).toBeGreaterThan(before);
    const inputs = await t.database.query<{ favorites: number }>(
      `SELECT favorites FROM reputation_inputs WHERE member_id = $1 AND kind = 'designer'`,
      [d3.id],
    );
    expect(inputs[0]!.favorites).toBe(1);
  });
});

describe('favourites of designers and factories', () => {
  it('keeps public profiles only, lists them with their pages', async () => {
    const fan = await member(t);
    const [pending] = await t.database.query<{ id: number }>('SELECT id FROM profiles WHERE member_id = $1', [
      pendingOne.id,
    ]);
    const refused = await fan.a.post('/api/Myfavorite/designerFvr', { id: Number(pending!.id), fvr: 1 });
    expect(refused.body).toMatchObject({
      errCode: 'not_found',
      errMsg: '设计师不存在或未通过审核，无法收藏',
    });
    // a factory's id is not a designer
    expect((await fan.a.post('/api/Myfavorite/designerFvr', { id: f1.profileId, fvr: 1 })).body.errCode).toBe(
      'not_found',
    );
    expect((await fan.a.post('/api/Myfavorite/designerFvr', { id: d1.profileId, fvr: 1 })).body.data).toEqual(
      { fvr: 1 },
    );
    expect((await fan.a.post('/api/Myfavorite/factoryFvr', { id: f1.profileId, fvr: 1 })).body.data).toEqual({
      fvr: 1,
    });
    const list = await fan.a.post<{
      listItem: Array<{ id: number; title: string; sub: string; link: string; online: boolean }>;
      counts: Record<string, number>;
    }>('/api/Myfavorite/designerList', {});
    expect(list.body.data!.listItem).toEqual([
      expect.objectContaining({
        id: d1.profileId,
        title: '林晓展示设计',
        sub: '特装展位',
        link: `/designerWork?cardno=${d1.cardno}`,
        online: true,
      }),
    ]);
    expect(list.body.data!.counts).toMatchObject({ designer: 1, factory: 1, huizhan: 0 });
    const page = await fan.a.post<{ fvr: boolean }>('/api/Designer/allWorks', { cardno: d1.cardno });
    expect(page.body.data!.fvr).toBe(true);
    expect((await fan.a.post('/api/Myfavorite/designerFvr', { id: d1.profileId, fvr: 0 })).body.data).toEqual(
      { fvr: 0 },
    );
  });
});

describe('a booth photo names the work it shows', () => {
  it('accepts an approved work of the same exhibition, shows it, and forgets it once deleted', async () => {
    const pub = await member(t);
    const today = chinaParts(new Date()).date;
    const expo = await pub.a.post<{ id: number }>('/api/Article/huizhanPub', {
      title: '作品关联测试汽车展',
      industry: '汽车交通',
      organiser: '测试主办单位',
      venue: '深圳国际会展中心',
      prov: '广东省',
      city: '深圳市',
      addr: '宝安区福海街道展城路1号',
      sdate: today,
      edate: today,
      conts: '<p>用于测试照片关联作品的展会介绍。</p>',
      cover: await image(pub.a),
      contact: '陈先生',
      phone: '0755-23456789',
    });
    await decide(op, 'huizhan', expo.body.data!.id);
    const w = await d1.a.post<{ id: number }>(
      '/api/Designer/workPub',
      await workBody(d1.a, { title: '深圳汽车展双层展台', listingId: expo.body.data!.id }),
    );
    const photographer = await member(t);
    const add = async (workId: number) =>
      photographer.a.post<{ id: number; work: unknown }>('/api/Gallery/addPicture', {
        listingId: expo.body.data!.id,
        image: await image(photographer.a),
        title: '双层展台实拍',
        areas: 72,
        style: '科技感',
        openSides: 3,
        workId,
      });
    // waiting for review: refused
    const early = await add(w.body.data!.id);
    expect(early.body).toMatchObject({
      errCode: 'invalid_params',
      data: { fields: { workId: '作品或案例不存在或未通过审核' } },
    });
    await decide(op, 'work', w.body.data!.id);
    // a work of another exhibition
    const elsewhere = await d1.a.post<{ id: number }>(
      '/api/Designer/workPub',
      await workBody(d1.a, { listingId: await otherExpo(pub.a) }),
    );
    await decide(op, 'work', elsewhere.body.data!.id);
    const wrong = await add(elsewhere.body.data!.id);
    expect(wrong.body).toMatchObject({
      errCode: 'invalid_params',
      data: { fields: { workId: '该作品或案例对应的是另一场展会，请选择与照片相同的展会' } },
    });
    const ok = await add(w.body.data!.id);
    expect(ok.body.data!.work).toEqual({
      id: w.body.data!.id,
      kind: 'work',
      title: '深圳汽车展双层展台',
      cardno: d1.cardno,
      link: `/designItem?id=${w.body.data!.id}`,
    });
    await decide(op, 'photo', ok.body.data!.id);
    expect(
      (await visitor.post<{ work: unknown }>('/api/Gallery/pictureInfo', { id: ok.body.data!.id })).body.data!
        .work,
    ).toMatchObject({ id: w.body.data!.id });
    await d1.a.post('/api/Designer/workDel', { id: w.body.data!.id });
    expect(
      (await visitor.post<{ work: unknown }>('/api/Gallery/pictureInfo', { id: ok.body.data!.id })).body.data!
        .work,
    ).toBeNull();
  });
});

async function otherExpo(a: Agent) {
  const { id } = await publishExhibition(a, { title: '另一场作品关联测试展' });
  await decide(op, 'huizhan', id);
  return id;
}
