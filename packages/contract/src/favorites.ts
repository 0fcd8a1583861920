import { z } from './common/zod.ts';
import { page, pageSize } from './common/fields.ts';
import { listingStatuses } from './listings.ts';
import type { CallDef } from './common/call.ts';
import { anyMember, hiddenFromMembers } from './common/access.ts';
import { favoriteKinds } from './values/favorites.ts';
export * from './values/favorites.ts';

/**
 * Favourites (`Myfavorite/*`, DESIGN §5 Listings and discovery): a member keeps exhibitions (`huizhan`),
 * conferences (`huiyi`), convention spaces (`hycd`) and, since issue 12, designers (`designer`) and
 * factories (`factory`: their public profiles, by the profile's `id`); models join later (`mdlFvr`,
 * `mdlList`). docs/domains/favorites-gallery.md.
 */

export const favoriteKind = z.enum(favoriteKinds, { error: '收藏类型不正确' });

/** A member keeps at most this many favourites of each kind. */
export const favoriteLimit = 1000;

/**
 * `Myfavorite/huizhanFvr`, `huiyiFvr`, `hycdFvr`: `fvr` 1 adds, 0 removes. Both are idempotent (adding a
 * favourite twice or removing a missing one succeeds). Only approved (public) items can be added;
 * removing works whatever the item's state.
 */
export const fvrBody = z.object({
  id: z.number({ error: '请指定收藏的内容' }).int('请指定收藏的内容').positive('请指定收藏的内容'),
  fvr: z.literal([0, 1], { error: '收藏参数应为1（收藏）或0（取消收藏）' }),
});
export type FvrBody = z.infer<typeof fvrBody>;

/** Whether the item is now a favourite. */
export const fvrData = z.object({ fvr: z.literal([0, 1]) });

/** `Myfavorite/huizhanList`, `huiyiList`, `hycdList`: the member's favourites of one kind, newest first. */
export const fvrListBody = z.object({ page, pageSize });

/** One favourite, the same shape for every kind. */
export const favoriteItem = z.object({
  /** The favourited item's id. */
  id: z.number().int(),
  kind: favoriteKind,
  title: z.string(),
  /** The industry (展会/会议), the venue type (场地) or the specialities (设计师/工厂). */
  sub: z.string(),
  city: z.string(),
  /** The days it runs (展会/会议), else ''. */
  sdate: z.string(),
  edate: z.string(),
  /** `upcoming`/`ongoing`/`past` for exhibitions and conferences, else ''. */
  status: z.union([z.enum(listingStatuses), z.literal('')]),
  /** Cover thumbnail URL, '' when the item is gone. */
  cover: z.string(),
  /** The public page of the item. */
  link: z.string(),
  /** False once the item is no longer public (edited back to review, rejected or gone): shown as 已下架. */
  online: z.boolean(),
  /** When it was favourited (China time). */
  dates: z.string(),
  times: z.string(),
});
export type FavoriteItem = z.infer<typeof favoriteItem>;

export const fvrListData = z.object({
  listItem: z.array(favoriteItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The member's favourites per kind, for the tabs of /collection. */
  counts: z.object({
    huizhan: z.number().int(),
    huiyi: z.number().int(),
    hycd: z.number().int(),
    designer: z.number().int(),
    factory: z.number().int(),
    model: z.number().int(),
  }),
});
export type FvrListData = z.infer<typeof fvrListData>;

export const favoritesCalls = {
  'Myfavorite/huizhanFvr': {
    method: 'POST',
    path: '/api/Myfavorite/huizhanFvr',
    summary: '收藏或取消收藏展会（fvr 1 收藏、0 取消；重复操作无副作用；仅审核通过的可收藏）',
    body: fvrBody,
    data: fvrData,
    auth: true,
    access: {
      object: 'huizhan',
      with: { fvr: 1 },
      expect: { pending: hiddenFromMembers, rejected: hiddenFromMembers, approved: anyMember },
    },
  },
  'Myfavorite/huiyiFvr': {
    method: 'POST',
    path: '/api/Myfavorite/huiyiFvr',
    summary: '收藏或取消收藏会议（fvr 1 收藏、0 取消；重复操作无副作用；仅审核通过的可收藏）',
    body: fvrBody,
    data: fvrData,
    auth: true,
    access: {
      object: 'huiyi',
      with: { fvr: 1 },
      expect: { pending: hiddenFromMembers, rejected: hiddenFromMembers, approved: anyMember },
    },
  },
  'Myfavorite/hycdFvr': {
    method: 'POST',
    path: '/api/Myfavorite/hycdFvr',
    summary: '收藏或取消收藏会议场地（fvr 1 收藏、0 取消；重复操作无副作用；仅审核通过的可收藏）',
    body: fvrBody,
    data: fvrData,
    auth: true,
    access: {
      object: 'hycd',
      with: { fvr: 1 },
      expect: { pending: hiddenFromMembers, rejected: hiddenFromMembers, approved: anyMember },
    },
  },
  'Myfavorite/huizhanList': {
    method: 'POST',
    path: '/api/Myfavorite/huizhanList',
    summary: '我收藏的展会（最新收藏在前；已下架的标明；含各类收藏数）',
    body: fvrListBody,
    data: fvrListData,
    auth: true,
  },
  'Myfavorite/huiyiList': {
    method: 'POST',
    path: '/api/Myfavorite/huiyiList',
    summary: '我收藏的会议（最新收藏在前；已下架的标明；含各类收藏数）',
    body: fvrListBody,
    data: fvrListData,
    auth: true,
  },
  'Myfavorite/hycdList': {
    method: 'POST',
    path: '/api/Myfavorite/hycdList',
    summary: '我收藏的会议场地（最新收藏在前；已下架的标明；含各类收藏数）',
    body: fvrListBody,
    data: fvrListData,
    auth: true,
  },
  'Myfavorite/designerFvr': {
    method: 'POST',
    path: '/api/Myfavorite/designerFvr',
    summary: '收藏或取消收藏设计师（id 为设计师资料编号；fvr 1 收藏、0 取消；仅资料已公开的可收藏）',
    body: fvrBody,
    data: fvrData,
    auth: true,
    access: {
      object: 'designer',
      with: { fvr: 1 },
      expect: { pending: hiddenFromMembers, rejected: hiddenFromMembers, approved: anyMember },
    },
  },
  'Myfavorite/factoryFvr': {
    method: 'POST',
    path: '/api/Myfavorite/factoryFvr',
    summary: '收藏或取消收藏工厂（id 为工厂资料编号；fvr 1 收藏、0 取消；仅资料已公开的可收藏）',
    body: fvrBody,
    data: fvrData,
    auth: true,
    access: {
      object: 'factory',
      with: { fvr: 1 },
      expect: { pending: hiddenFromMembers, rejected: hiddenFromMembers, approved: anyMember },
    },
  },
  'Myfavorite/designerList': {
    method: 'POST',
    path: '/api/Myfavorite/designerList',
    summary: '我收藏的设计师（最新收藏在前；含各类收藏数）',
    body: fvrListBody,
    data: fvrListData,
    auth: true,
  },
  'Myfavorite/factoryList': {
    method: 'POST',
    path: '/api/Myfavorite/factoryList',
    summary: '我收藏的工厂（最新收藏在前；含各类收藏数）',
    body: fvrListBody,
    data: fvrListData,
    auth: true,
  },
  'Myfavorite/mdlFvr': {
    method: 'POST',
    path: '/api/Myfavorite/mdlFvr',
    summary: '收藏或取消收藏3D模型（fvr 1 收藏、0 取消；仅公开的可收藏）',
    body: fvrBody,
    data: fvrData,
    auth: true,
    access: {
      object: 'model',
      with: { fvr: 1 },
      expect: { pending: hiddenFromMembers, rejected: hiddenFromMembers, approved: anyMember },
    },
  },
  'Myfavorite/mdlList': {
    method: 'POST',
    path: '/api/Myfavorite/mdlList',
    summary: '我收藏的3D模型（最新收藏在前；含各类收藏数）',
    body: fvrListBody,
    data: fvrListData,
    auth: true,
  },
} as const satisfies Record<string, CallDef>;
