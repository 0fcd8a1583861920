import { expect } from 'vitest';
import type { Agent } from './test-app.ts';
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
