import { describe, expect, it } from 'vitest';
import {
  decide,
  designerBody,
  factoryBody,
  image,
  type Member,
  member,
  serviceBody,
  workBody,
} from '../../../test/people.ts';
import { publishExhibition } from '../../../test/listings.ts';
import { fileApp } from '../../../test/test-app.ts';
import { CONTACT_MASK as M } from '../../lib/contact-mask.ts';

const { t, op, visitor } = fileApp();

type Own = {
  id: number;
  cardno: string;
  checked: number;
  reason: string;
  online: boolean;
  submitted: Record<string, unknown>;
  published: Record<string, unknown> | null;
  link: string;
  version: string;
};
type DesignerData = { personauth: number; profile: Own | null };
type FactoryData = { businsauth: number; company: string; profile: Own | null };
type Work = {
  id: number;
  kind: string;
  title: string;
  conts: string;
  checked: number;
  reason: string;
  mine: boolean;
  exhibition: { id: number; title: string } | null;
  owner: { cardno: string; name: string; kind: string; link: string };
  link: string;
  pics: unknown[];
};
type Page = {
  listItem: Array<{ id: number; title: string; checked?: number; reason?: string }>;
  total: number;
};

/** A designer with an approved (public) profile. */
async function designer(over: Record<string, unknown> = {}) {
  const m = await member(t, { person: true });
  const r = await m.a.post<DesignerData>('/api/Designer/profileEdit', await designerBody(m.a, over));
  expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
  await decide(op, 'designer', r.body.data!.profile!.id);
  return { ...m, profileId: r.body.data!.profile!.id };
}

async function factory(over: Record<string, unknown> = {}) {
  const m = await member(t, { business: true });
  const r = await m.a.post<FactoryData>('/api/Company/profileEdit', await factoryBody(m.a, over));
  expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
  await decide(op, 'factory', r.body.data!.profile!.id);
  return { ...m, profileId: r.body.data!.profile!.id };
}

async function exhibition(approve: boolean) {
  const pub = await member(t);
  const { id } = await publishExhibition(pub.a, {
    title: `作品测试展览会${Math.random().toString(36).slice(2, 6)}`,
  });
  if (approve) await decide(op, 'huizhan', id);
  return id;
}

async function publishWork(m: Member, over: Record<string, unknown> = {}, kind: 'work' | 'case' = 'work') {
  const r = await m.a.post<Work>(
    kind === 'work' ? '/api/Designer/workPub' : '/api/Company/casePub',
    await workBody(m.a, over),
  );
  expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
  return r.body.data!;
}

describe('profiles: who may open which', () => {
  it('needs a login', async () => {
    expect((await visitor.post('/api/Designer/profileInfo', {})).status).toBe(401);
    expect((await visitor.post('/api/Company/profileEdit', {})).status).toBe(401);
  });

  it('refuses a profile without the verification it needs, naming that verification', async () => {
    const none = await member(t);
    const info = await none.a.post<DesignerData>('/api/Designer/profileInfo', {});
    expect(info.body.data).toEqual({ personauth: 3, profile: null });
    const d = await none.a.post('/api/Designer/profileEdit', await designerBody(none.a));
    expect(d.body).toMatchObject({
      errCode: 'not_verified',
      errMsg: '开通设计师资料需要先通过实名认证（个人认证）',
    });
    // a person-verified member asking for a factory profile is told it needs the business verification
    const person = await member(t, { person: true });
    const f = await person.a.post('/api/Company/profileEdit', await factoryBody(person.a));
    expect(f.body).toMatchObject({ errCode: 'not_verified', errMsg: '开通工厂资料需要先通过企业认证' });
    const rows = await t.database.query('SELECT 1 FROM profiles WHERE member_id IN ($1, $2)', [
      none.id,
      person.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('gives every field a Chinese message', async () => {
    const m = await member(t, { person: true, business: true });
    const bad = await m.a.post<{ fields: Record<string, string> }>('/api/Designer/profileEdit', {
      ...(await designerBody(m.a)),
      name: '林',
      descr: '太短',
      specialities: [],
      styles: ['不存在的风格'],
      cities: ['火星市'],
      years: -1,
      priceMin: 200,
      priceMax: 100,
      prov: '上海市',
      city: '苏州市',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data!.fields).toMatchObject({
      name: '设计师名称至少2个字',
      descr: '个人简介至少20个字',
      specialities: '请至少选择一项擅长类型',
      'styles.0': '擅长风格不正确',
      cities: '服务城市不正确，请从列表中选择',
      years: '从业年限不能小于0',
      city: '请选择所在城市',
    });
    const f = await m.a.post<{ fields: Record<string, string> }>('/api/Company/profileEdit', {
      ...(await factoryBody(m.a)),
      plantArea: 0,
      certs: Array.from({ length: 13 }, () => 'fabc'),
      cities: ['全国', '上海市'],
    });
    expect(f.status).toBe(400);
    expect(f.body.data!.fields).toMatchObject({
      plantArea: '请输入厂房面积',
      certs: '资质证书最多12张',
      cities: '已选择全国时无需再选其他城市',
    });
    // another member's picture is not one's logo
    const other = await member(t);
    const logo = await image(other.a, 'avatar');
    const stolen = await m.a.post('/api/Designer/profileEdit', await designerBody(m.a, { logo }));
    expect(stolen.body).toMatchObject({
      errCode: 'invalid_params',
      data: { fields: { logo: '文件不存在' } },
    });
  });
});

describe('profiles: review, and the published version while an edit waits', () => {
  it('is public only after approval; an edit waits while the approved version stays public', async () => {
    const m = await member(t, { person: true });
    const first = await m.a.post<DesignerData>(
      '/api/Designer/profileEdit',
      await designerBody(m.a, {
        descr: '第一版简介：专注展台设计与会议舞美，服务上海及周边城市的品牌客户与主办单位。',
      }),
    );
    const own = first.body.data!.profile!;
    expect(own).toMatchObject({
      checked: 0,
      online: false,
      published: null,
      link: `/designerWork?cardno=${m.cardno}`,
    });
    // not public yet: visitors and other members do not find it
    const hidden = await visitor.post('/api/Designer/allWorks', { cardno: m.cardno });
    expect(hidden.body).toMatchObject({ errCode: 'not_found', errMsg: '设计师不存在或资料尚未通过审核' });
    const other = await member(t, { person: true });
    const peek = await other.a.post('/api/Designer/profileInfo', { cardno: m.cardno });
    expect(peek.body.errCode).toBe('not_found');
    // the operator reads the submitted version (the review drawer) and the queue shows it
    const seen = await op.post<DesignerData>('/api/Designer/profileInfo', { cardno: m.cardno });
    expect(seen.body.data!.profile!.submitted).toMatchObject({ name: '林晓展示设计' });
    const queue = await op.post<{ listItem: Array<{ id: number; title: string; link: string }> }>(
      '/api/Admin/contentList',
      { kind: 'designer', pageSize: 100 },
    );
    expect(queue.body.data!.listItem.find((i) => i.id === own.id)).toMatchObject({
      title: '林晓展示设计',
      link: `/designerWork?cardno=${m.cardno}`,
    });

    await decide(op, 'designer', own.id);
    const page = await visitor.post<Record<string, unknown>>('/api/Designer/allWorks', { cardno: m.cardno });
    expect(page.body.data).toMatchObject({
      u_cardno: m.cardno,
      u_name: '林晓展示设计',
      u_addr: '上海市',
      u_descr: expect.stringContaining('第一版简介'),
      verified: true,
      works: 0,
      listItem: [],
      mine: false,
      fvr: false,
    });
    expect(page.body.data!.u_logo).toMatch(/^\/files\//);
    // the member was told
    const msgs = await m.a.post<{ listItem: Array<{ title: string; link: string }> }>(
      '/api/Tipcenter/getList',
      {},
    );
    expect(msgs.body.data!.listItem[0]).toMatchObject({
      title: '设计师资料已通过审核',
      link: `/designerWork?cardno=${m.cardno}`,
    });

    // an edit: waits for review, the approved version stays public
    const edit = await m.a.post<DesignerData>(
      '/api/Designer/profileEdit',
      await designerBody(m.a, {
        name: '林晓设计工作室',
        descr: '第二版简介：新增巡展与快闪店设计，团队扩充到八人，可同时承接多个项目的设计工作。',
      }),
    );
    expect(edit.body.data!.profile).toMatchObject({
      checked: 0,
      online: true,
      submitted: { name: '林晓设计工作室' },
      published: { name: '林晓展示设计' },
    });
    const still = await visitor.post<Record<string, unknown>>('/api/Designer/allWorks', { cardno: m.cardno });
    expect(still.body.data).toMatchObject({
      u_name: '林晓展示设计',
      u_descr: expect.stringContaining('第一版'),
    });

    // rejected: the public version is unchanged, the member sees the reason
    await decide(op, 'designer', own.id, false, '名称与认证信息不符');
    const after = await m.a.post<DesignerData>('/api/Designer/profileInfo', {});
    expect(after.body.data!.profile).toMatchObject({
      checked: 2,
      reason: '名称与认证信息不符',
      online: true,
    });
    expect(
      (await visitor.post<Record<string, unknown>>('/api/Designer/allWorks', { cardno: m.cardno })).body.data,
    ).toMatchObject({ u_name: '林晓展示设计' });

    // submitted again and approved: the new version is public
    const again = await m.a.post<DesignerData>(
      '/api/Designer/profileEdit',
      await designerBody(m.a, {
        name: '林晓设计工作室',
        descr: '第三版简介：新增巡展与快闪店设计，团队扩充到八人，可同时承接多个项目的设计工作。',
      }),
    );
    await decide(op, 'designer', again.body.data!.profile!.id);
    expect(
      (await visitor.post<Record<string, unknown>>('/api/Designer/allWorks', { cardno: m.cardno })).body.data,
    ).toMatchObject({ u_name: '林晓设计工作室', u_descr: expect.stringContaining('第三版') });
  });

  it('masks contact details in every text, when written and when read', async () => {
    const m = await member(t, { person: true });
    const r = await m.a.post<DesignerData>(
      '/api/Designer/profileEdit',
      await designerBody(m.a, {
        name: '林晓 13800138000',
        descr:
          '欢迎咨询，微信：lin_design88，电话 021-61234567，邮箱 lin@example.com，擅长 36㎡ 特装展台设计。',
      }),
    );
    expect(r.body.errCode).toBe('success');
    const stored = await t.database.query<{ submitted: { name: string; descr: string } }>(
      'SELECT submitted FROM profiles WHERE member_id = $1',
      [m.id],
    );
    expect(stored[0]!.submitted.name).toBe(`林晓 ${M}`);
    expect(stored[0]!.submitted.descr).toBe(
      `欢迎咨询，微信：${M}，电话 ${M}，邮箱 ${M}，擅长 36㎡ 特装展台设计。`,
    );
    // something stored before a pattern existed is masked when read
    await t.database.query(
      `UPDATE profiles SET submitted = jsonb_set(submitted, '{descr}', '"老数据 QQ 12345678 与 36㎡ 展台"') WHERE member_id = $1`,
      [m.id],
    );
    await decide(op, 'designer', r.body.data!.profile!.id);
    const page = await visitor.post<{ u_descr: string; u_name: string }>('/api/Designer/allWorks', {
      cardno: m.cardno,
    });
    expect(page.body.data).toMatchObject({ u_name: `林晓 ${M}`, u_descr: `老数据 QQ ${M} 与 36㎡ 展台` });
  });

  it("a factory's name is its verified business name; certificates are public only once approved", async () => {
    const m = await member(t, { business: true, company: '苏州鑫源测试展览工程有限公司' });
    const info = await m.a.post<FactoryData>('/api/Company/profileInfo', {});
    expect(info.body.data).toMatchObject({
      businsauth: 1,
      company: '苏州鑫源测试展览工程有限公司',
      profile: null,
    });
    const r = await m.a.post<FactoryData>('/api/Company/profileEdit', await factoryBody(m.a));
    expect(r.body.data!.profile!.submitted).toMatchObject({
      company: '苏州鑫源测试展览工程有限公司',
      certs: [],
    });
    // waiting: not the company page of anyone, nor readable by another member
    const other = await member(t, { business: true });
    expect((await visitor.post('/api/Company/cmpyOpenInfo', { cardno: m.cardno })).body).toMatchObject({
      errCode: 'not_found',
      errMsg: '工厂不存在或资料尚未通过审核',
    });
    expect((await other.a.post('/api/Company/profileInfo', { cardno: m.cardno })).body.errCode).toBe(
      'not_found',
    );
    expect((await other.a.post('/api/Company/listOpenCase', { cardno: m.cardno })).body.errCode).toBe(
      'not_found',
    );
    await decide(op, 'factory', r.body.data!.profile!.id);
    const page = await visitor.post<{ company: string; certs: unknown[]; cases: number; verified: boolean }>(
      '/api/Company/cmpyOpenInfo',
      { cardno: m.cardno },
    );
    expect(page.body.data).toMatchObject({
      company: '苏州鑫源测试展览工程有限公司',
      certs: [],
      cases: 0,
      verified: true,
    });
    // certificates added: waiting, not public
    const cert = await image(m.a);
    await m.a.post('/api/Company/profileEdit', await factoryBody(m.a, { certs: [cert] }));
    expect(
      (await visitor.post<{ certs: unknown[] }>('/api/Company/cmpyOpenInfo', { cardno: m.cardno })).body.data!
        .certs,
    ).toEqual([]);
    await decide(op, 'factory', r.body.data!.profile!.id);
    const certs = (
      await visitor.post<{ certs: Array<{ id: string }> }>('/api/Company/cmpyOpenInfo', { cardno: m.cardno })
    ).body.data!.certs;
    expect(certs.map((c) => c.id)).toEqual([cert]);
  });
});

describe('works and cases', () => {
  it('needs the verification and a profile of the kind', async () => {
    const none = await member(t);
    const w = await none.a.post('/api/Designer/workPub', await workBody(none.a));
    expect(w.body).toMatchObject({
      errCode: 'not_verified',
      errMsg: '发布设计作品需要先通过实名认证（个人认证）',
    });
    const noProfile = await member(t, { person: true });
    const p = await noProfile.a.post('/api/Designer/workPub', await workBody(noProfile.a));
    expect(p.body).toMatchObject({ errCode: 'state_conflict', errMsg: '请先开通设计师资料，再发布设计作品' });
    const d = await designer();
    const c = await d.a.post('/api/Company/casePub', await workBody(d.a));
    expect(c.body).toMatchObject({ errCode: 'not_verified', errMsg: '发布搭建案例需要先通过企业认证' });
  });

  it('refuses bad input field by field, and an exhibition that is missing or not approved', async () => {
    const d = await designer();
    const bad = await d.a.post<{ fields: Record<string, string> }>('/api/Designer/workPub', {
      ...(await workBody(d.a)),
      title: '展台',
      areas: 0,
      opens: 5,
      style: '未知',
      pics: Array.from({ length: 12 }, () => 'fabc'),
      conts: '<p>短</p>',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data!.fields).toMatchObject({
      title: '标题至少4个字',
      areas: '展台面积至少1㎡',
      opens: '请选择开口方式',
      style: '请选择展台风格',
      pics: '除封面外最多11张图片',
      conts: '作品说明至少10个字',
    });
    const pending = await exhibition(false);
    for (const listingId of [pending, 999_999]) {
      const r = await d.a.post<{ fields: Record<string, string> }>(
        '/api/Designer/workPub',
        await workBody(d.a, { listingId }),
      );
      expect(r.body).toMatchObject({
        errCode: 'invalid_params',
        data: { fields: { listingId: '展会不存在或未通过审核，请选择已公开的展会' } },
      });
    }
    // rich text of only tags and whitespace is too short once sanitised
    const empty = await d.a.post(
      '/api/Designer/workPub',
      await workBody(d.a, { conts: '<p>          <img src=x>一二</p>' }),
    );
    expect(empty.body).toMatchObject({
      errCode: 'invalid_params',
      data: { fields: { conts: '作品说明至少10个字' } },
    });
    const mine = await d.a.post<Page>('/api/Designer/myWorks', {});
    expect(mine.body.data!.total).toBe(0);
  });

  it('another member can neither read a waiting work nor edit or delete it; the owner and operators can', async () => {
    const d = await designer();
    const expo = await exhibition(true);
    const w = await publishWork(d, {
      listingId: expo,
      conts: '<p>联系 13800138000 获取方案，<a href="https://example.com">作品集</a>，36㎡ 展台。</p>',
    });
    expect(w).toMatchObject({ checked: 0, mine: true, kind: 'work', link: `/designItem?id=${w.id}` });
    expect(w.exhibition).toMatchObject({ id: expo });
    expect(w.conts).toBe(`<p>联系 ${M} 获取方案，作品集，36㎡ 展台。</p>`);
    expect(w.owner).toMatchObject({
      kind: 'designer',
      cardno: d.cardno,
      link: `/designerWork?cardno=${d.cardno}`,
    });

    const other = await designer();
    for (const a of [visitor, other.a]) {
      const r = await a.post('/api/Designer/showWorks', { id: w.id });
      expect(r.body).toMatchObject({ errCode: 'not_found', errMsg: '设计作品不存在或未通过审核' });
    }
    const edit = await other.a.post(
      '/api/Designer/workPub',
      await workBody(other.a, { id: w.id, title: '被别人改掉的标题' }),
    );
    expect(edit.body.errCode).toBe('not_found');
    const del = await other.a.post('/api/Designer/workDel', { id: w.id });
    expect(del.body.errCode).toBe('not_found');
    expect((await op.post<Work>('/api/Designer/showWorks', { id: w.id })).body.data).toMatchObject({
      title: w.title,
      checked: 0,
      mine: false,
    });
    // a work is not a case
    expect((await d.a.post('/api/Company/caseOpenInfo', { id: w.id })).body.errCode).toBe('not_found');

    // approved: public, on the designer's page, counted
    await decide(op, 'work', w.id);
    const shown = await visitor.post<Work>('/api/Designer/showWorks', { id: w.id });
    expect(shown.body.data).toMatchObject({ checked: 1, mine: false, reason: '' });
    const page = await visitor.post<Page & { works: number }>('/api/Designer/allWorks', { cardno: d.cardno });
    expect(page.body.data).toMatchObject({ works: 1, total: 1 });
    expect(page.body.data!.listItem[0]).toMatchObject({ id: w.id, title: w.title });

    // the owner edits it: back to review, hidden from the public until approved
    const edited = await d.a.post<Work>(
      '/api/Designer/workPub',
      await workBody(d.a, { id: w.id, title: '修改后的双层展台方案' }),
    );
    expect(edited.body.data).toMatchObject({ checked: 0, title: '修改后的双层展台方案' });
    expect((await visitor.post('/api/Designer/showWorks', { id: w.id })).body.errCode).toBe('not_found');
    expect(
      (await visitor.post<Page & { works: number }>('/api/Designer/allWorks', { cardno: d.cardno })).body
        .data,
    ).toMatchObject({ works: 0, total: 0 });
    await decide(op, 'work', w.id, false, '效果图不清晰');
    const mine = await d.a.post<Page>('/api/Designer/myWorks', {});
    expect(mine.body.data!.listItem[0]).toMatchObject({ id: w.id, checked: 2, reason: '效果图不清晰' });
    // the content module's list takes the kind too
    const my = await d.a.post<Page>('/api/Article/myList', { kind: 'work' });
    expect(my.body.data!.listItem[0]).toMatchObject({ id: w.id, checked: 2, reason: '效果图不清晰' });

    // deleted by its owner: gone
    expect((await d.a.post('/api/Designer/workDel', { id: w.id })).body).toMatchObject({
      errCode: 'success',
      data: { id: w.id },
    });
    expect((await d.a.post('/api/Designer/showWorks', { id: w.id })).body.errCode).toBe('not_found');
    expect((await d.a.post<Page>('/api/Designer/myWorks', {})).body.data!.total).toBe(0);
  });

  it('a factory publishes cases on its company page', async () => {
    const f = await factory();
    const c = await publishWork(f, { title: '汽车品牌特装展台搭建' }, 'case');
    expect(c).toMatchObject({ kind: 'case', link: `/supplierWork?case=${c.id}` });
    const other = await factory();
    for (const a of [visitor, other.a])
      expect((await a.post('/api/Company/caseOpenInfo', { id: c.id })).body.errCode).toBe('not_found');
    expect((await other.a.post('/api/Company/caseDel', { id: c.id })).body.errCode).toBe('not_found');
    expect(
      (await other.a.post('/api/Company/casePub', await workBody(other.a, { id: c.id }))).body.errCode,
    ).toBe('not_found');
    await decide(op, 'case', c.id);
    const open = await visitor.post<Work>('/api/Company/caseOpenInfo', { id: c.id });
    expect(open.body.data).toMatchObject({
      title: '汽车品牌特装展台搭建',
      owner: { kind: 'factory', cardno: f.cardno },
    });
    const list = await visitor.post<Page>('/api/Company/listOpenCase', { cardno: f.cardno });
    expect(list.body.data).toMatchObject({ total: 1, listItem: [{ id: c.id }] });
    expect(
      (await visitor.post<{ cases: number }>('/api/Company/cmpyOpenInfo', { cardno: f.cardno })).body.data!
        .cases,
    ).toBe(1);
    const mine = await f.a.post<Page>('/api/Company/myCases', {});
    expect(mine.body.data!.listItem[0]).toMatchObject({ id: c.id, checked: 1 });
    // a case is not a work
    expect((await visitor.post('/api/Designer/showWorks', { id: c.id })).body.errCode).toBe('not_found');
  });
});

describe('services', () => {
  type Service = {
    id: number;
    checked: number;
    price: number;
    negotiable: boolean;
    link: string;
    owner: { cardno: string };
  };

  it('needs the matching profile, checks every field, and keeps waiting ones private', async () => {
    const none = await member(t, { person: true });
    const np = await none.a.post('/api/Service/servicePub', await serviceBody(none.a));
    expect(np.body).toMatchObject({
      errCode: 'state_conflict',
      errMsg: '请先开通设计师资料，再发布设计服务',
    });
    const d = await designer();
    const build = await d.a.post('/api/Service/servicePub', await serviceBody(d.a, { type: 'build' }));
    expect(build.body).toMatchObject({ errCode: 'not_verified', errMsg: '发布搭建服务需要先通过企业认证' });
    const bad = await d.a.post<{ fields: Record<string, string> }>('/api/Service/servicePub', {
      ...(await serviceBody(d.a)),
      title: '设计',
      areaMin: 36,
      areaMax: 9,
      price: 12.345,
      days: 0,
      includes: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data!.fields).toMatchObject({
      title: '服务名称至少4个字',
      price: '服务价格应为数字，最多两位小数',
      days: '交付周期至少1天',
      includes: '服务内容至少4个字',
    });
    const range = await d.a.post<{ fields: Record<string, string> }>(
      '/api/Service/servicePub',
      await serviceBody(d.a, { areaMin: 36, areaMax: 9 }),
    );
    expect(range.body.data!.fields).toMatchObject({ areaMax: '最大面积不能小于最小面积' });
    const noPrice = await d.a.post<{ fields: Record<string, string> }>(
      '/api/Service/servicePub',
      await serviceBody(d.a, { price: 0 }),
    );
    expect(noPrice.body.data!.fields).toMatchObject({ price: '请输入服务价格，或选择面议' });
    const both = await d.a.post<{ fields: Record<string, string> }>(
      '/api/Service/servicePub',
      await serviceBody(d.a, { negotiable: true, price: 100 }),
    );
    expect(both.body.data!.fields).toMatchObject({ price: '选择面议时无需填写价格' });

    const s = await d.a.post<Service>(
      '/api/Service/servicePub',
      await serviceBody(d.a, { price: '1280.50' }),
    );
    expect(s.body.data).toMatchObject({
      checked: 0,
      price: 1280.5,
      negotiable: false,
      link: `/personCenter/serviceDetail?id=${s.body.data!.id}`,
    });
    const id = s.body.data!.id;
    const other = await designer();
    for (const a of [visitor, other.a])
      expect((await a.post('/api/Service/serviceInfo', { id })).body.errCode).toBe('not_found');
    expect((await other.a.post('/api/Service/serviceDel', { id })).body.errCode).toBe('not_found');
    expect(
      (await other.a.post('/api/Service/servicePub', await serviceBody(other.a, { id }))).body.errCode,
    ).toBe('not_found');
    expect((await op.post<Service>('/api/Service/serviceInfo', { id })).body.data).toMatchObject({
      checked: 0,
    });
    expect((await visitor.post<Page>('/api/Service/openList', { cardno: d.cardno })).body.data!.total).toBe(
      0,
    );

    await decide(op, 'service', id);
    expect((await visitor.post<Service>('/api/Service/serviceInfo', { id })).body.data).toMatchObject({
      checked: 1,
      owner: { cardno: d.cardno },
    });
    expect((await visitor.post<Page>('/api/Service/openList', { cardno: d.cardno })).body.data).toMatchObject(
      {
        total: 1,
        listItem: [{ id }],
      },
    );
    // 面议
    const talk = await d.a.post<Service>(
      '/api/Service/servicePub',
      await serviceBody(d.a, { id, negotiable: true, price: 0 }),
    );
    expect(talk.body.data).toMatchObject({ checked: 0, price: 0, negotiable: true });
    expect((await visitor.post('/api/Service/serviceInfo', { id })).body.errCode).toBe('not_found');
    const mine = await d.a.post<Page>('/api/Service/myList', {});
    expect(mine.body.data!.listItem[0]).toMatchObject({ id, checked: 0 });
    expect((await d.a.post('/api/Service/serviceDel', { id })).body.errCode).toBe('success');
    expect((await d.a.post<Page>('/api/Service/myList', {})).body.data!.total).toBe(0);
    // an unknown member's services
    expect((await visitor.post('/api/Service/openList', { cardno: '00000000' })).body.errCode).toBe(
      'not_found',
    );
  });
});
