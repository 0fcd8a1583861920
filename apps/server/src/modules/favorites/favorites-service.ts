import { ReviewState } from '@hz/contract/common/states';
import {
  type FavoriteItem,
  type FavoriteKind,
  type FvrBody,
  favoriteKindNames,
  favoriteLimit,
} from '@hz/contract/favorites';
import { itemLinks, profileLinks } from '@hz/contract/common/links';
import { listingStatus } from '@hz/contract/listings';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { maskContactsInText } from '../../lib/contact-mask.ts';
import { thumbUrl } from '../uploads/uploads-service.ts';
import * as repo from './favorites-repository.ts';

/**
 * The public page of a favourited item (the seed's route table); a designer's or factory's page is named
 * by its member's number.
 */
export const favoriteLink = (kind: FavoriteKind, id: number, cardno: string | null) =>
  repo.isProfileKind(kind) ? (cardno ? profileLinks[kind](cardno) : '') : itemLinks[kind](id);

/**
 * Told when a designer's or factory's profile is favourited or unfavourited, in that transaction, with the
 * profile's member (the people module schedules their reputation; app.ts wires it).
 */
export type ProfileFavorited = (tx: Tx, profileOwner: number) => Promise<void>;

/** Whether a member has favourited an item; false for a visitor. Given to the detail pages' services. */
export type FavoriteLookup = (
  tx: Tx,
  memberId: number | undefined,
  kind: FavoriteKind,
  id: number,
) => Promise<boolean>;
export const isFavorite: FavoriteLookup = (tx, memberId, kind, id) => repo.isFavorite(tx, memberId, kind, id);

/**
 * How many members keep each item among their favourites (id → count, absent = 0): a designer's or a
 * factory's followers (粉丝, issue 27: 关注 is the favourite of a profile). Given to the people module.
 */
export type FollowerCounts = (
  tx: Tx,
  kind: FavoriteKind,
  ids: readonly number[],
) => Promise<Map<number, number>>;
export const followerCounts: FollowerCounts = (tx, kind, ids) => repo.favoritedCounts(tx, kind, ids);

/**
 * Favourites (DESIGN §5 Listings; docs/domains/favorites-gallery.md): a member adds approved exhibitions,
 * conferences and convention spaces, and public designer and factory profiles (issue 12), and removes them
 * again; both are idempotent. Items that stop being public stay in the list, marked, so that the member
 * can remove them.
 */
/** The kinds whose titles members write (contact details masked), not organisers' listings. */
const membersWrite = (kind: FavoriteKind) => repo.isProfileKind(kind) || kind === 'model';

export function createFavoritesService(deps: {
  db: Db;
  now?: () => Date;
  profileFavorited?: ProfileFavorited;
}) {
  const { db, profileFavorited } = deps;

  /** A profile's favourites count toward its member's reputation: tell the people module. */
  async function told(tx: Tx, kind: FavoriteKind, id: number) {
    if (!profileFavorited || !repo.isProfileKind(kind)) return;
    const owner = await repo.profileOwner(tx, kind, id);
    if (owner !== null) await profileFavorited(tx, owner);
  }
  const now = deps.now ?? (() => new Date());

  const item = (kind: FavoriteKind, r: repo.FavoriteRow, today: string): FavoriteItem => {
    const { date, time } = chinaParts(r.createdAt);
    const base = {
      id: r.targetId,
      kind,
      link: favoriteLink(kind, r.targetId, r.cardno),
      dates: date,
      times: time,
    };
    if (r.checked !== ReviewState.approved) {
      // what a withdrawn item says now (an edit under review, a rejected one) has not been approved: it is
      // not shown to anyone but its publisher and operators, so the list only says that it is gone
      const name = favoriteKindNames[kind];
      const title = r.title === null ? `该${name}已删除` : `该${name}已下架`;
      const blank = { sub: '', city: '', sdate: '', edate: '', status: '' as const, cover: '' };
      return { ...base, ...blank, title, online: false };
    }
    const sdate = r.sdate ?? '';
    const edate = r.edate ?? '';
    return {
      ...base,
      // members' own texts (profiles, works, models) are masked as everywhere; a listing's are the organiser's
      title: membersWrite(kind) ? maskContactsInText(r.title ?? '') : (r.title ?? ''),
      sub: r.sub ?? '',
      city: r.city ?? '',
      sdate,
      edate,
      status:
        (kind === 'huizhan' || kind === 'huiyi') && sdate && edate ? listingStatus(sdate, edate, today) : '',
      cover: r.cover ? thumbUrl(r.cover) : '',
      online: true,
    };
  };

  return {
    /** `fvr` 1 adds (approved items only, at most `favoriteLimit` per kind), 0 removes. */
    async toggle(memberId: number, kind: FavoriteKind, b: FvrBody) {
      if (b.fvr === 0) {
        await db.transaction(async (tx) => {
          if ((await repo.removeFavorite(tx, memberId, kind, b.id)) > 0) await told(tx, kind, b.id);
        });
        return { fvr: 0 as const };
      }
      await db.transaction(async (tx) => {
        if (!(await repo.isPublic(tx, kind, b.id)))
          throw new AppError('not_found', `${favoriteKindNames[kind]}不存在或未通过审核，无法收藏`);
        await repo.lockMember(tx, memberId);
        if (await repo.isFavorite(tx, memberId, kind, b.id)) return;
        if ((await repo.countKind(tx, memberId, kind)) >= favoriteLimit)
          throw new AppError(
            'limit_exceeded',
            `${favoriteKindNames[kind]}最多收藏${favoriteLimit}个，请先取消部分收藏`,
          );
        await repo.addFavorite(tx, memberId, kind, b.id);
        await told(tx, kind, b.id);
      });
      return { fvr: 1 as const };
    },

    async list(memberId: number, kind: FavoriteKind, b: { page: number; pageSize: number }) {
      const today = chinaParts(now()).date;
      const [rows, counts] = await Promise.all([
        repo.listFavorites(db, memberId, kind, { offset: (b.page - 1) * b.pageSize, limit: b.pageSize }),
        repo.countsByKind(db, memberId),
      ]);
      return {
        listItem: rows.map((r) => item(kind, r, today)),
        total: counts.get(kind) ?? 0,
        page: b.page,
        pageSize: b.pageSize,
        counts: {
          huizhan: counts.get('huizhan') ?? 0,
          huiyi: counts.get('huiyi') ?? 0,
          hycd: counts.get('hycd') ?? 0,
          designer: counts.get('designer') ?? 0,
          factory: counts.get('factory') ?? 0,
          model: counts.get('model') ?? 0,
        },
      };
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
