import { beforeAll, describe, expect, it } from 'vitest';
import {
  approvedDesigner,
  approvedFactory,
  decide,
  type Member,
  member,
  workBody,
} from '../../../test/people.ts';
import { agent, fileApp } from '../../../test/test-app.ts';

/**
 * Issue 27: views and likes (点赞) of works and cases, and followers (粉丝: 关注 is the favourite of a
 * profile), on both engines.
 */

const { t, op, visitor } = fileApp();

type Info = { id: number; views: number; likes: number; liked: boolean };
type Like = { liked: boolean; likes: number };

let designer: Member;
let factory: Member;
let fan: Member;
let other: Member;
let work: number;
let kase: number;
let pending: number;

async function published(m: Member, kind: 'work' | 'case', approve = true) {
  const call = kind === 'work' ? '/api/Designer/workPub' : '/api/Company/casePub';
  const r = await m.a.post<{ id: number }>(call, await workBody(m.a));
  expect(r.body.errCode, JSON.stringify(r.body)).toBe('success');
  if (approve) await decide(op, kind, r.body.data!.id);
  return r.body.data!.id;
}

const views = (a = visitor, id = work) => a.post<{ views: number }>('/api/Designer/viewWork', { id });
const like = (m: Member, like: 0 | 1, id = work) => m.a.post<Like>('/api/Designer/likeWork', { id, like });
const show = (a = visitor, id = work) => a.post<Info>('/api/Designer/showWorks', { id });

beforeAll(async () => {
  designer = await approvedDesigner(t, op);
  factory = await approvedFactory(t, op);
  fan = await member(t);
  other = await member(t);
  work = await published(designer, 'work');
  kase = await published(factory, 'case');
  pending = await published(designer, 'work', false);
});

describe('views', () => {
  it('counts a visitor once per window, a member once, never the owner; not for a hidden work', async () => {
    expect((await show()).body.data!.views).toBe(0);
    expect((await views()).body.data).toEqual({ views: 1 });
    // the same visitor again, and the detail call itself, count nothing more
    expect((await views()).body.data).toEqual({ views: 1 });
    expect((await show()).body.data!.views).toBe(1);
    // another address
    expect((await views(agent(t.app))).body.data).toEqual({ views: 2 });
    // the owner's own views
    expect((await views(designer.a)).body.data).toEqual({ views: 2 });
    // a member, keyed by the member (not the address)
    expect((await views(fan.a)).body.data).toEqual({ views: 3 });
    expect((await views(fan.a)).body.data).toEqual({ views: 3 });
    // the window over: the first visitor counts again
    await t.database.query(
      `UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key LIKE 'view:%'`,
    );
    expect((await views()).body.data).toEqual({ views: 4 });
    // the lists carry it
    const list = await visitor.post<{ listItem: Array<{ id: number; views: number; likes: number }> }>(
      '/api/Designer/allWorks',
      { cardno: designer.cardno, page: 1, pageSize: 20 },
    );
    expect(list.body.data!.listItem.find((w) => w.id === work)).toMatchObject({ views: 4, likes: 0 });
    // a case counts under its own call; a work's call does not take a case
    expect((await visitor.post('/api/Company/viewCase', { id: kase })).body.data).toEqual({ views: 1 });
    expect((await views(visitor, kase)).body.errCode).toBe('not_found');
    // not public: nothing to count, for anyone
    expect((await views(visitor, pending)).body.errCode).toBe('not_found');
    expect((await views(designer.a, pending)).body.errCode).toBe('not_found');
    const [row] = await t.database.query<{ views: number }>('SELECT views FROM works WHERE id = $1', [
      pending,
    ]);
    expect(row!.views).toBe(0);
  });
});

describe('likes', () => {
  it('likes and unlikes with exact counts; a repeat changes nothing; the owner and visitors cannot', async () => {
    expect((await like(fan, 1)).body.data).toEqual({ liked: true, likes: 1 });
    expect((await like(fan, 1)).body.data).toEqual({ liked: true, likes: 1 });
    expect((await like(other, 1)).body.data).toEqual({ liked: true, likes: 2 });
    expect((await show(fan.a)).body.data).toMatchObject({ likes: 2, liked: true });
    expect((await show()).body.data).toMatchObject({ likes: 2, liked: false });
    expect((await like(fan, 0)).body.data).toEqual({ liked: false, likes: 1 });
    expect((await like(fan, 0)).body.data).toEqual({ liked: false, likes: 1 });
    expect((await show(fan.a)).body.data).toMatchObject({ likes: 1, liked: false });

    const own = await like(designer, 1);
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ errCode: 'forbidden', errMsg: '不能给自己的设计作品点赞' });
    expect((await visitor.post('/api/Designer/likeWork', { id: work, like: 1 })).body.errCode).toBe(
      'not_logged_in',
    );
    expect((await like(fan, 1, pending)).body.errCode).toBe('not_found');
    expect((await like(fan, 1, kase)).body.errCode).toBe('not_found');
    const bad = await fan.a.post('/api/Designer/likeWork', { id: work, like: 2 });
    expect(bad.body).toMatchObject({ errCode: 'invalid_params' });
    expect(JSON.stringify(bad.body.data)).toContain('点赞参数应为1（点赞）或0（取消点赞）');

    // a case, by the other call
    const c = await fan.a.post<Like>('/api/Company/likeCase', { id: kase, like: 1 });
    expect(c.body.data).toEqual({ liked: true, likes: 1 });
    expect((await factory.a.post('/api/Company/likeCase', { id: kase, like: 1 })).body.errCode).toBe(
      'forbidden',
    );
  });

  it('keeps the count exact under concurrent likes and when the work or a member goes', async () => {
    const id = await published(designer, 'work');
    const likers = await Promise.all([1, 2, 3, 4, 5].map(() => member(t)));
    const rs = await Promise.all(likers.flatMap((m) => [like(m, 1, id), like(m, 1, id)]));
    for (const r of rs) expect(r.body.errCode).toBe('success');
    expect((await show(visitor, id)).body.data!.likes).toBe(5);
    await Promise.all(likers.slice(0, 2).map((m) => like(m, 0, id)));
    expect((await show(visitor, id)).body.data!.likes).toBe(3);
    // the database holds the rule too: the count follows the rows, a cascade included
    await t.database.query('DELETE FROM work_likes WHERE work_id = $1 AND member_id = $2', [
      id,
      likers[4]!.id,
    ]);
    const [row] = await t.database.query<{ likes: number; n: number }>(
      'SELECT likes, (SELECT count(*)::int FROM work_likes WHERE work_id = w.id) AS n FROM works w WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ likes: 2, n: 2 });
    await expect(t.database.query('UPDATE works SET likes = -1 WHERE id = $1', [id])).rejects.toThrow();
    // deleting the work takes its likes with it
    expect((await designer.a.post('/api/Designer/workDel', { id })).body.errCode).toBe('success');
    const [gone] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM work_likes WHERE work_id = $1',
      [id],
    );
    expect(gone!.n).toBe(0);
  });
});

describe('followers (关注)', () => {
  it('counts the members who keep a designer or factory among their favourites', async () => {
    const page = () =>
      visitor.post<{ id: number; fans: number }>('/api/Designer/allWorks', {
        cardno: designer.cardno,
        page: 1,
        pageSize: 20,
      });
    const profileId = (await page()).body.data!.id;
    expect((await page()).body.data!.fans).toBe(0);
    for (const m of [fan, other])
      expect((await m.a.post('/api/Myfavorite/designerFvr', { id: profileId, fvr: 1 })).body.errCode).toBe(
        'success',
      );
    // a repeat is one follower
    await fan.a.post('/api/Myfavorite/designerFvr', { id: profileId, fvr: 1 });
    expect((await page()).body.data!.fans).toBe(2);
    await other.a.post('/api/Myfavorite/designerFvr', { id: profileId, fvr: 0 });
    expect((await page()).body.data!.fans).toBe(1);
    // the search card carries the followers and the works' views and likes together
    const cards = await visitor.post<{
      listItem: Array<{ cardno: string; fans: number; views: number; likes: number }>;
    }>('/api/Common/searchDesigner', { sort: 'newest', pageSize: 100 });
    expect(cards.body.data!.listItem.find((c) => c.cardno === designer.cardno)).toEqual(
      expect.objectContaining({ fans: 1, views: 4, likes: 1 }),
    );

    const fpage = () =>
      visitor.post<{ id: number; fans: number }>('/api/Company/cmpyOpenInfo', { cardno: factory.cardno });
    const fid = (await fpage()).body.data!.id;
    await fan.a.post('/api/Myfavorite/factoryFvr', { id: fid, fvr: 1 });
    expect((await fpage()).body.data!.fans).toBe(1);
    expect(
      (await fan.a.post<{ fvr: boolean }>('/api/Company/cmpyOpenInfo', { cardno: factory.cardno })).body.data!
        .fvr,
    ).toBe(true);
  });
});
