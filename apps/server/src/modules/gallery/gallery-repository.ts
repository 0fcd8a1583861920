import { ReviewState } from '@hz/contract/common/states';
import { boothSizes } from '@hz/contract/gallery';
import { and, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { firstRow, insertForReview } from '../../lib/rows.ts';
import { boothPhotos } from '../../db/schema/gallery.ts';
import { listings } from '../../db/schema/listings.ts';
import { members } from '../../db/schema/members.ts';
import type { Keyword } from '../search/search-service.ts';
import { photoSearch } from './gallery-search.ts';

/** A photo with its uploader's member number and names, and what the gallery shows of its exhibition. */
const columns = {
  id: boothPhotos.id,
  memberId: boothPhotos.memberId,
  cardno: members.cardno,
  uploaderNickname: members.nickname,
  uploaderName: members.name,
  listingId: boothPhotos.listingId,
  image: boothPhotos.image,
  title: boothPhotos.title,
  areas: boothPhotos.areas,
  style: boothPhotos.style,
  openSides: boothPhotos.openSides,
  workId: boothPhotos.workId,
  checked: boothPhotos.checked,
  reason: boothPhotos.reason,
  createdAt: boothPhotos.createdAt,
  updatedAt: boothPhotos.updatedAt,
  expoTitle: listings.title,
  expoCity: listings.city,
  expoSdate: listings.sdate,
  expoEdate: listings.edate,
  expoChecked: listings.checked,
};

const base = (tx: Tx) =>
  tx
    .select(columns)
    .from(boothPhotos)
    .innerJoin(members, eq(members.id, boothPhotos.memberId))
    .innerJoin(listings, eq(listings.id, boothPhotos.listingId));

export const findPhoto = (tx: Tx, id: number, opts: { forUpdate?: boolean } = {}) =>
  firstRow(base(tx).where(eq(boothPhotos.id, id)).limit(1), boothPhotos, opts);

export type PhotoView = NonNullable<Awaited<ReturnType<typeof findPhoto>>>;

/** An exhibition (kind `huizhan`) a photo may be added to, or null. */
export async function findExhibition(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: listings.id, title: listings.title, sdate: listings.sdate, checked: listings.checked })
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.kind, 'huizhan')))
    .limit(1);
  return row ?? null;
}

export async function insertPhoto(
  tx: Tx,
  p: {
    memberId: number;
    listingId: number;
    image: string;
    title: string;
    areas: number;
    style: string;
    openSides: number;
    /** The work or case it shows, or null. */
    workId: number | null;
    /** Its search vector (`photoSearchText`). */
    searchText: string;
  },
) {
  return insertForReview(tx, boothPhotos, p);
}

/** The photos of an exhibition with their titles (their search vectors hold the exhibition's title). */
export function photosAt(tx: Tx, listingId: number) {
  return tx
    .select({ id: boothPhotos.id, title: boothPhotos.title })
    .from(boothPhotos)
    .where(eq(boothPhotos.listingId, listingId));
}

export interface PictureQuery {
  listingId?: number;
  /** The keyword as the search module reads it (the photo's or the exhibition's title), or null. */
  keyword: Keyword | null;
  size: string;
  style: string;
  openSides: number;
  offset: number;
  limit: number;
}

/**
 * Approved photos of approved exhibitions, newest first; `total` counted up to the search cap
 * (`photoSearchCap`) with `capped` when there are more. The approved photos and the keyword's match come
 * from the search module (gallery-search.ts: the partial GIN index `booth_photos_search_idx`).
 */
export async function searchPhotos(tx: Tx, q: PictureQuery) {
  // after the search module's conditions (approved photos; the keyword's match)
  const filters: SQL[] = [eq(listings.checked, ReviewState.approved)];
  if (q.listingId !== undefined) filters.push(eq(boothPhotos.listingId, q.listingId));
  const size = boothSizes.find((s) => s.value === q.size);
  if (size) {
    filters.push(gt(boothPhotos.areas, size.min));
    if (size.max !== null) filters.push(lte(boothPhotos.areas, size.max));
  }
  if (q.style) filters.push(eq(boothPhotos.style, q.style));
  if (q.openSides) filters.push(eq(boothPhotos.openSides, q.openSides));
  const [rows, counted] = await Promise.all([
    base(tx)
      .where(and(...photoSearch.conditions(q.keyword), ...filters))
      .orderBy(desc(boothPhotos.createdAt), desc(boothPhotos.id))
      .limit(q.limit)
      .offset(q.offset),
    photoSearch.count(tx, q.keyword, {
      from: sql`${boothPhotos} INNER JOIN ${listings} ON ${listings.id} = ${boothPhotos.listingId}`,
      filters: [filters],
    }),
  ]);
  return { rows, ...counted };
}
