import { expect } from 'vitest';
import { type Agent, agent, registerMember, type TestApp } from './test-app.ts';
import { uploadImage } from './uploads.ts';

/** Helpers of the listings tests (issue 5) and of the tests that need an exhibition. */

/**
 * A valid `Article/huizhanPub` body: the 2031 Shanghai motor show, with `cover` and no further pictures; a
 * test overrides what it reads.
 */
export const exhibitionBody = (cover: string, over: Record<string, unknown> = {}) => ({
  title: '2031上海国际汽车展览会',
  industry: '汽车交通',
  organiser: '上海国际展览中心有限公司',
  venue: '国家会展中心（上海）',
  hall: '1-8号馆',
  prov: '上海市',
  city: '上海市',
  addr: '崧泽大道333号',
  sdate: '2031-04-20',
  edate: '2031-04-28',
  indate: '2031-04-15',
  outdate: '2031-04-29',
  areas: 360000,
  exhibitors: 1000,
  visitors: 800000,
  conts: '<p>全球汽车工业的盛会。</p>',
  cover,
  pics: [],
  plans: [],
  contact: '李女士',
  phone: '021-61234567',
  ...over,
});

/** A member's exhibition (cover uploaded) through the real call, pending review: its id and title. */
export async function publishExhibition(a: Agent, over: Record<string, unknown> = {}) {
  const r = await a.post<{ id: number; title: string }>(
    '/api/Article/huizhanPub',
    exhibitionBody(await uploadImage(a), over),
  );
  expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
  return r.body.data!;
}

type Answer = { status: number; body: { data?: unknown } };
const fieldsOf = (r: Answer) => (r.body.data as { fields: Record<string, string> }).fields;

/**
 * A publishing call and its public search refuse a NUL character (which PostgreSQL text cannot store) per
 * field, not with a server error: in each of `fields` (the value `text`) and in `conts` of what a new
 * member's `publish` sends; in a stranger's search by `prov`, `city` and keyword (lib/route.ts refuses it
 * anywhere in a body).
 */
export async function expectNulRefused(
  t: TestApp,
  o: {
    publish: (a: Agent, over: Record<string, unknown>) => Promise<Answer>;
    search: (a: Agent, body: Record<string, unknown>) => Promise<Answer>;
    fields: string[];
    text: string;
    conts: string;
  },
) {
  const a = agent(t.app);
  await registerMember(a);
  for (const field of o.fields) {
    const r = await o.publish(a, { [field]: o.text });
    expect(r.status).toBe(400);
    expect(fieldsOf(r)).toEqual({ [field]: '含有无效字符' });
  }
  const conts = await o.publish(a, { conts: o.conts });
  expect(conts.status).toBe(400);
  expect(fieldsOf(conts)).toEqual({ conts: '含有无效字符' });
  for (const field of ['prov', 'city']) {
    const r = await o.search(agent(t.app), { [field]: '上海\u0000' });
    expect(r.status).toBe(400);
    expect(fieldsOf(r)).toEqual({ [field]: '含有无效字符' });
  }
  expect(fieldsOf(await o.search(agent(t.app), { keyword: '宴会\u0000厅' }))).toEqual({
    keyword: '含有无效字符',
  });
}

/**
 * A public search pages no deeper than the first 10000 results (`SEARCH_WINDOW`: a deep offset walks every
 * row before it): a page past it is refused on `page`, the last pages within it are answered. `order` is
 * added to one of the deep pages (`{ sort: 'newest' }` where the search has that order).
 */
export async function expectDeepPagesRefused(
  t: TestApp,
  search: (a: Agent, body: Record<string, unknown>) => Promise<Answer & { body: { errCode: string } }>,
  order: Record<string, unknown> = {},
) {
  for (const body of [
    { page: 501, pageSize: 20 },
    { page: 101, pageSize: 100, ...order },
    { page: 9_007_199_254_740_991, pageSize: 100 },
  ]) {
    const r = await search(agent(t.app), body);
    expect(r.status).toBe(400);
    expect(r.body.errCode).toBe('invalid_params');
    expect(fieldsOf(r)).toEqual({ page: '最多可查看前10000条结果，请缩小搜索范围' });
  }
  expect((await search(agent(t.app), { page: 500, pageSize: 20, ...order })).status).toBe(200);
  expect((await search(agent(t.app), { page: 100, pageSize: 100 })).status).toBe(200);
}
