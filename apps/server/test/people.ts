import { expect } from 'vitest';
import { type Agent, agent, registerMember, type TestApp } from './test-app.ts';
import { uploadImage } from './uploads.ts';

/** Helpers of the people tests (issue 12): verified members, uploads, valid bodies. */

export const image = (a: Agent, purpose = 'listing') => uploadImage(a, purpose);

/** A logged-in member, verified as a person (`person`), a business (`business`), both or neither. */
export async function member(
  t: TestApp,
  verify: { person?: boolean; business?: boolean; name?: string; company?: string } = {},
) {
  const a = agent(t.app);
  const m = await registerMember(a);
  const [row] = await t.database.query<{ id: number }>('SELECT id FROM members WHERE cardno = $1', [
    m.cardno,
  ]);
  const id = Number(row!.id);
  if (verify.person)
    await t.database.query('UPDATE members SET personauth = 1, name = $2 WHERE id = $1', [
      id,
      verify.name ?? '林晓',
    ]);
  if (verify.business)
    await t.database.query('UPDATE members SET businsauth = 1, company = $2 WHERE id = $1', [
      id,
      verify.company ?? `苏州测试展览工程有限公司${id}`,
    ]);
  return { a, id, cardno: m.cardno, mobile: m.mobile };
}

export type Member = Awaited<ReturnType<typeof member>>;

export async function designerBody(a: Agent, over: Record<string, unknown> = {}) {
  return {
    name: '林晓展示设计',
    logo: await image(a, 'avatar'),
    prov: '上海市',
    city: '上海市',
    descr:
      '从业十年的展台设计师，擅长特装展台与双层展台，服务过汽车与消费电子行业的品牌客户，提供效果图与施工图。',
    specialities: ['特装展位', '双层展台'],
    styles: ['现代简约', '科技感'],
    cities: ['上海市', '苏州市', '杭州市'],
    years: 10,
    priceMin: 80,
    priceMax: 150,
    ...over,
  };
}

export async function factoryBody(a: Agent, over: Record<string, unknown> = {}) {
  return {
    logo: await image(a),
    prov: '江苏省',
    city: '苏州市',
    descr: '专注展台搭建十五年，自有木工、喷涂与金属加工车间，年搭建特装展台五百余个，服务长三角各大展馆。',
    specialities: ['特装展位', '巡展'],
    styles: ['工业风', '现代简约'],
    cities: ['全国'],
    priceMin: 600,
    priceMax: 1200,
    plantArea: 8000,
    teamSize: 60,
    capacity: 40,
    equipment: ['CNC雕刻机', 'UV平板打印机'],
    certs: [],
    ...over,
  };
}

let serial = 0;
export async function workBody(a: Agent, over: Record<string, unknown> = {}) {
  serial += 1;
  return {
    title: `蓝色科技感双层展台${serial}号`,
    cover: await image(a),
    pics: [await image(a)],
    areas: 72,
    opens: 3,
    style: '科技感',
    conts: '<p>为新能源汽车品牌设计的双层展台，上层洽谈，下层展车。</p>',
    ...over,
  };
}

export async function serviceBody(a: Agent, over: Record<string, unknown> = {}) {
  return {
    type: 'design',
    title: '9㎡标摊设计，3天出图',
    areaMin: 9,
    areaMax: 18,
    price: 1280,
    days: 3,
    includes: '效果图三张、施工图一套、两次修改',
    excludes: '搭建与物料',
    cover: await image(a),
    ...over,
  };
}

/** The operator's decision on one item of a content kind; expects success. */
export async function decide(op: Agent, kind: string, id: number, pass = true, reason = '') {
  const r = await op.post('/api/Admin/contentReview', { kind, id, pass, reason });
  expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
  return r;
}

/** A member verified as a person with an approved designer profile. */
export async function approvedDesigner(t: TestApp, op: Agent) {
  const m = await member(t, { person: true });
  const r = await m.a.post<{ profile: { id: number } }>('/api/Designer/profileEdit', await designerBody(m.a));
  expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
  await decide(op, 'designer', r.body.data!.profile.id);
  return m;
}

/** A member verified as a business with an approved factory profile. */
export async function approvedFactory(t: TestApp, op: Agent) {
  const m = await member(t, { business: true });
  const r = await m.a.post<{ profile: { id: number } }>('/api/Company/profileEdit', await factoryBody(m.a));
  expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
  await decide(op, 'factory', r.body.data!.profile.id);
  return m;
}

/**
 * Sets the member's pay password through the calls (an SMS code of type `paycode`, then
 * `Member/setPayment`); the code's send window is moved back first, as a registration just sent one.
 */
export async function setPayPassword(t: TestApp, m: Member, paycode: string) {
  await t.database.query(
    "UPDATE sms_codes SET created_at = created_at - interval '2 minutes' WHERE mobile = $1",
    [m.mobile],
  );
  const code = await m.a.post<{ devCode: string }>('/api/User/getCode', {
    mobile: m.mobile,
    type: 'paycode',
  });
  expect(code.body.errCode).toBe('success');
  const r = await m.a.post('/api/Member/setPayment', { paycode, code: code.body.data!.devCode });
  expect(r.body.errCode).toBe('success');
}
