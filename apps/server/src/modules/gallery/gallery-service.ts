import { type AddPictureBody, type GetPicturesBody, pendingPhotoLimit } from '@hz/contract/gallery';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import type { ContentRow, Moderated } from '../content/content-service.ts';
import { refuseDeepPage } from '../content/search-window.ts';
import { listingLink, type Viewer } from '../listings/listings-service.ts';
import { fileUrl, requireOwnFile, thumbUrl } from '../uploads/uploads-service.ts';
import * as repo from './gallery-repository.ts';

/** The gallery with one photo open (its preview). */
export const photoLink = (id: number) => `/exhibitionBooth?id=${id}`;

const notFound = () => new AppError('not_found', '展台照片不存在或未通过审核');

const item = (r: repo.PhotoView) => ({
  id: r.id,
  url: fileUrl(r.image),
  thumb: thumbUrl(r.image),
  title: r.title,
  areas: r.areas,
  style: r.style,
  openSides: r.openSides,
  exhibition: {
    id: r.listingId,
    title: r.expoTitle,
    city: r.expoCity,
    sdate: r.expoSdate,
    edate: r.expoEdate,
    link: listingLink('huizhan', r.listingId),
  },
  cardno: r.cardno,
  dates: chinaParts(r.createdAt).date,
});

/**
 * A photo whose exhibition is not public (now under review or rejected) as its uploader sees it: the
 * exhibition's current title and dates are not approved, so only operators see them.
 */
const expoWithdrawn = (r: repo.PhotoView): repo.PhotoView =>
  r.expoChecked === 1 ? r : { ...r, expoTitle: '该展会已下架', expoCity: '', expoSdate: '', expoEdate: '' };

/** Words of the keyword, each matched on its own (at most 5). */
const termsOf = (keyword: string) => [...new Set(keyword.split(/\s+/).filter(Boolean))].slice(0, 5);

/**
 * The booth gallery (DESIGN §5 Listings; docs/domains/favorites-gallery.md): members add photos of
 * booths at approved exhibitions that have started; an operator approves each before it is public; a
 * photo is public while both it and its exhibition are approved.
 */
export function createGalleryService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  const info = (r: repo.PhotoView, viewer: Viewer) => {
    const mine = viewer?.id === r.memberId;
    return {
      ...item(viewer?.isadmin ? r : expoWithdrawn(r)),
      mine,
      checked: r.checked,
      reason: (mine || viewer?.isadmin === true) && r.checked === 2 ? r.reason : '',
    };
  };

  return {
    async addPicture(memberId: number, b: AddPictureBody) {
      const id = await db.transaction(async (tx) => {
        const expo = await repo.findExhibition(tx, b.listingId);
        if (expo?.checked !== 1) {
          const msg = '展会不存在或未通过审核';
          throw new AppError('not_found', msg, { fields: { listingId: msg } });
        }
        if (expo.sdate > chinaParts(now()).date) {
          const msg = `该展会${expo.sdate}开幕，开幕后才能上传展台照片`;
          throw new AppError('invalid_params', msg, { fields: { listingId: msg } });
        }
        await requireOwnFile(tx, memberId, b.image, { purposes: ['listing'], kind: 'image', field: 'image' });
        await repo.lockMember(tx, memberId);
        if ((await repo.countPending(tx, memberId)) >= pendingPhotoLimit)
          throw new AppError(
            'limit_exceeded',
            `待审核的展台照片最多${pendingPhotoLimit}张，请等审核后再上传`,
          );
        return repo.insertPhoto(tx, {
          memberId,
          listingId: expo.id,
          image: b.image,
          title: b.title,
          areas: b.areas,
          style: b.style,
          openSides: b.openSides,
        });
      });
      const row = await repo.findPhoto(db, id);
      return info(row!, { id: memberId, isadmin: false });
    },

    async pictures(b: GetPicturesBody) {
      refuseDeepPage(b);
      const { rows, total } = await repo.searchPhotos(db, {
        listingId: b.listingId,
        terms: termsOf(b.keyword),
        size: b.size,
        style: b.style,
        openSides: b.openSides,
        offset: (b.page - 1) * b.pageSize,
        limit: b.pageSize,
      });
      return { listItem: rows.map(item), total, page: b.page, pageSize: b.pageSize };
    },

    /** Public while it and its exhibition are approved; the uploader and operators see it in any state. */
    async pictureInfo(id: number, viewer: Viewer) {
      const r = await repo.findPhoto(db, id);
      if (!r) throw notFound();
      const isPublic = r.checked === 1 && r.expoChecked === 1;
      if (!isPublic && viewer?.id !== r.memberId && !viewer?.isadmin) throw notFound();
      return info(r, viewer);
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;

const contentRow = (r: repo.PhotoView): ContentRow => ({
  id: r.id,
  memberId: r.memberId,
  cardno: r.cardno,
  title: r.title,
  sub: r.expoTitle,
  city: r.expoCity,
  sdate: '',
  edate: '',
  cover: r.image,
  checked: r.checked,
  reason: r.reason,
  updatedAt: r.updatedAt,
});

/** Booth photos in the content service's moderation (modules/content), kind `photo`. */
export const photoModeration: Moderated = {
  kind: 'photo',
  link: photoLink,
  own: async (db, memberId, o) => {
    const { rows, total } = await repo.listOwn(db, memberId, o);
    return { rows: rows.map((r) => contentRow(expoWithdrawn(r))), total };
  },
  queue: async (db, checked, o) => {
    const { rows, total } = await repo.listQueue(db, checked, o);
    return { rows: rows.map(contentRow), total };
  },
  lock: async (tx, id) => {
    const r = await repo.findPhoto(tx, id, { forUpdate: true });
    return r && contentRow(r);
  },
  decide: (tx, id, d) => repo.decidePhoto(tx, id, d),
};
