import { itemLinks } from '@hz/contract/common/links';
import { ReviewState } from '@hz/contract/common/states';
import type { AddPictureBody, GetPicturesBody } from '@hz/contract/gallery';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chinaParts } from '../../lib/china-time.ts';
import { publicName } from '../../lib/mask.ts';
import { maskContactsInText } from '../../lib/contact-mask.ts';
import type { PendingRoom } from '../content/content-service.ts';
import { refuseDeepPage, searchPage } from '../search/search-service.ts';
import { fileUrl, requireOwnFile, thumbUrl } from '../uploads/uploads-service.ts';
import * as repo from './gallery-repository.ts';
import { type PhotoSearchFields, photoSearch } from './gallery-search.ts';
import type { Viewer } from '../../lib/viewer.ts';

/**
 * A designer's work or a factory's build case a photo may name (the people module provides it; app.ts
 * wires it), with whether it is public now and the exhibition it names.
 */
export type WorkLookup = (
  tx: Tx,
  id: number,
) => Promise<{
  id: number;
  kind: 'work' | 'case';
  title: string;
  cardno: string;
  listingId: number | null;
  isPublic: boolean;
} | null>;

const notFound = () => new AppError('not_found', '展台照片不存在或未通过审核');

const item = (r: repo.PhotoView) => ({
  id: r.id,
  url: fileUrl(r.image),
  thumb: thumbUrl(r.image),
  // a member's own words, shown to everyone: contact details masked (issue 29)
  title: maskContactsInText(r.title),
  areas: r.areas,
  style: r.style,
  openSides: r.openSides,
  exhibition: {
    id: r.listingId,
    title: r.expoTitle,
    city: r.expoCity,
    sdate: r.expoSdate,
    edate: r.expoEdate,
    link: itemLinks.huizhan(r.listingId),
  },
  cardno: r.cardno,
  uploader: publicName({ nickname: r.uploaderNickname, name: r.uploaderName }),
  dates: chinaParts(r.createdAt).date,
});

/**
 * A photo whose exhibition is not public (now under review or rejected) as its uploader sees it: the
 * exhibition's current title and dates are not approved, so only operators see them.
 */
const expoWithdrawn = (r: repo.PhotoView): repo.PhotoView =>
  r.expoChecked === ReviewState.approved
    ? r
    : { ...r, expoTitle: '该展会已下架', expoCity: '', expoSdate: '', expoEdate: '' };

/** A photo's search vector (decision 008; the weights are in gallery-search.ts). Also used by the demo seed. */
export const photoSearchText = (p: PhotoSearchFields) => photoSearch.vector(p);

/**
 * An exhibition's title changed (an edit; the listings module calls this in the edit's transaction, app.ts
 * wires it): its photos' search vectors, which hold that title, are rebuilt. The photos are public again
 * only once the edit is approved, so their vectors never hold an unapproved title in public.
 */
export async function exhibitionRetitled(tx: Tx, listingId: number, title: string) {
  const photos = await repo.photosAt(tx, listingId);
  await photoSearch.rewrite(
    tx,
    photos.map((p) => ({ id: p.id, fields: { title: p.title, expoTitle: title } })),
  );
}

/**
 * The booth gallery (DESIGN §5 Listings; docs/domains/favorites-gallery.md): members add photos of
 * booths at approved exhibitions that have started; an operator approves each before it is public; a
 * photo is public while both it and its exhibition are approved.
 */
export function createGalleryService(deps: {
  db: Db;
  pendingRoom: PendingRoom;
  works?: WorkLookup;
  now?: () => Date;
}) {
  const { db, pendingRoom } = deps;
  const works: WorkLookup = deps.works ?? (async () => null);
  const now = deps.now ?? (() => new Date());

  const info = async (r: repo.PhotoView, viewer: Viewer) => {
    const mine = viewer?.id === r.memberId;
    const w = r.workId === null ? null : await works(db, r.workId);
    return {
      ...item(viewer?.isadmin ? r : expoWithdrawn(r)),
      mine,
      checked: r.checked,
      reason: (mine || viewer?.isadmin === true) && r.checked === ReviewState.rejected ? r.reason : '',
      // the work it shows, while that is public
      work:
        w?.isPublic === true
          ? {
              id: w.id,
              kind: w.kind,
              title: maskContactsInText(w.title),
              cardno: w.cardno,
              link: itemLinks[w.kind](w.id),
            }
          : null,
    };
  };

  return {
    async addPicture(memberId: number, b: AddPictureBody) {
      const id = await db.transaction(async (tx) => {
        const expo = await repo.findExhibition(tx, b.listingId);
        if (expo?.checked !== ReviewState.approved) {
          const msg = '展会不存在或未通过审核';
          throw new AppError('not_found', msg, { fields: { listingId: msg } });
        }
        if (expo.sdate > chinaParts(now()).date) {
          const msg = `该展会${expo.sdate}开幕，开幕后才能上传展台照片`;
          throw new AppError('invalid_params', msg, { fields: { listingId: msg } });
        }
        await requireOwnFile(tx, memberId, b.image, { purposes: ['listing'], kind: 'image', field: 'image' });
        if (b.workId !== undefined) {
          const w = await works(tx, b.workId);
          if (!w?.isPublic) {
            const msg = '作品或案例不存在或未通过审核';
            throw new AppError('invalid_params', msg, { fields: { workId: msg } });
          }
          if (w.listingId !== null && w.listingId !== expo.id) {
            const msg = '该作品或案例对应的是另一场展会，请选择与照片相同的展会';
            throw new AppError('invalid_params', msg, { fields: { workId: msg } });
          }
        }
        await pendingRoom(tx, 'photo', memberId);
        return repo.insertPhoto(tx, {
          memberId,
          listingId: expo.id,
          image: b.image,
          title: b.title,
          areas: b.areas,
          style: b.style,
          openSides: b.openSides,
          workId: b.workId ?? null,
          searchText: photoSearchText({ title: b.title, expoTitle: expo.title }),
        });
      });
      const row = await repo.findPhoto(db, id);
      return info(row!, { id: memberId, isadmin: false });
    },

    async pictures(b: GetPicturesBody) {
      refuseDeepPage(b);
      const found = await repo.searchPhotos(db, {
        listingId: b.listingId,
        keyword: photoSearch.parse(b.keyword),
        size: b.size,
        style: b.style,
        openSides: b.openSides,
        offset: (b.page - 1) * b.pageSize,
        limit: b.pageSize,
      });
      return searchPage(found.rows.map(item), found, b);
    },

    /** Public while it and its exhibition are approved; the uploader and operators see it in any state. */
    async pictureInfo(id: number, viewer: Viewer) {
      const r = await repo.findPhoto(db, id);
      if (!r) throw notFound();
      const isPublic = r.checked === ReviewState.approved && r.expoChecked === ReviewState.approved;
      if (!isPublic && viewer?.id !== r.memberId && !viewer?.isadmin) throw notFound();
      return info(r, viewer);
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
