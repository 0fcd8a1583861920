import { describe, expect, it } from 'vitest';
import { member } from '../../../test/people.ts';
import { uploadImage } from '../../../test/uploads.ts';
import { callsOf, fileApp } from '../../../test/test-app.ts';
import { chinaParts } from '../../lib/china-time.ts';

/**
 * The publishing form's server draft (issue 27 point 1, decision 045): a client who is not yet verified
 * types the form, leaves to verify, and finds it again; publishing deletes it. Each member sees only
 * their own; bad input is refused in Chinese with nothing saved.
 */

const f = fileApp();
const { call, ok, refused } = callsOf<Draft>('Taskcenter');
type Draft = { saved: boolean; fields: Record<string, unknown>; dates: string; times: string };

const day = (offset: number) => chinaParts(new Date(Date.now() + offset * 86_400_000)).date;
const typed = {
  title: '汽车展 72㎡ 展台',
  sizes: 72,
  opens: 3,
  layer: 2,
  cost: 5000,
  conts: '上层洽谈区\n下层展示',
};

describe('task drafts', () => {
  it('keeps what a member typed until a verified member publishes it', async () => {
    const c = await member(f.t);
    expect(await ok(c.a, 'taskDraftInfo', {})).toEqual({ saved: false, fields: {}, dates: '', times: '' });
    const pic = await uploadImage(c.a);
    const saved = await ok(c.a, 'taskDraftSave', { fields: { ...typed, attach: [pic] } });
    expect(saved.saved).toBe(true);
    expect(saved.fields).toEqual({ ...typed, attach: [{ id: pic, url: `/files/${pic}` }] });
    // a later save replaces the draft (a field cleared in the form is gone)
    await ok(c.a, 'taskDraftSave', { fields: { ...typed, title: '汽车展 双层展台设计', style: '科技感' } });
    const back = await ok(c.a, 'taskDraftInfo', {});
    expect(back.fields).toEqual({ ...typed, title: '汽车展 双层展台设计', style: '科技感' });
    expect(back.dates).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // not verified: publishing is refused and the draft stays
    const task = {
      ...typed,
      style: '科技感',
      sdate: day(30),
      edate: day(33),
      deadline: day(20),
      conts: '<p>需要一个科技感的双层展台，上层洽谈区，下层展示两台车。</p>',
      types: ['效果图'],
    };
    await refused(c.a, 'businesTaskPub', task, 'not_verified');
    expect((await ok(c.a, 'taskDraftInfo', {})).saved).toBe(true);
    // verified now: publishing the task deletes the draft in the same transaction
    await f.t.database.query('UPDATE members SET businsauth = 1 WHERE id = $1', [c.id]);
    await ok(c.a, 'businesTaskPub', task);
    expect((await ok(c.a, 'taskDraftInfo', {})).saved).toBe(false);
  });

  it('is each member’s own and needs a login', async () => {
    const a = await member(f.t);
    const b = await member(f.t);
    await ok(a.a, 'taskDraftSave', { fields: { title: '只属于A的草稿' } });
    expect((await ok(b.a, 'taskDraftInfo', {})).saved).toBe(false);
    await ok(b.a, 'taskDraftDelete', {});
    expect((await ok(a.a, 'taskDraftInfo', {})).fields).toEqual({ title: '只属于A的草稿' });
    expect((await call(f.visitor, 'taskDraftInfo', {})).status).toBe(401);
    expect((await call(f.visitor, 'taskDraftSave', { fields: {} })).status).toBe(401);
    await ok(a.a, 'taskDraftDelete', {});
    expect((await ok(a.a, 'taskDraftInfo', {})).saved).toBe(false);
  });

  it('refuses what no form could hold, in Chinese, and saves nothing', async () => {
    const c = await member(f.t);
    const bad = async (fields: Record<string, unknown>, msg: string | RegExp) =>
      refused(c.a, 'taskDraftSave', { fields }, 'invalid_params', msg);
    await bad({ title: '长'.repeat(61) }, /任务标题最多60个字/);
    await bad({ attach: Array.from({ length: 11 }, (_, i) => `f${i}`) }, /参考文件最多10个/);
    await bad({ sdate: '2026-13-45' }, /./);
    await bad({ conts: 'x'.repeat(20_001) }, /需求描述过长/);
    expect((await ok(c.a, 'taskDraftInfo', {})).saved).toBe(false);
  });
});
