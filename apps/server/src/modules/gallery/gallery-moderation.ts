import { pendingPhotoLimit } from '@hz/contract/gallery';
import { ReviewState } from '@hz/contract/common/states';
import { sql } from 'drizzle-orm';
import { boothPhotos } from '../../db/schema/gallery.ts';
import { listings } from '../../db/schema/listings.ts';
import type { ModeratedKind } from '../content/content-service.ts';
import { itemLinks } from '@hz/contract/common/links';

/** The photo's exhibition: its title while it is approved, else that it was withdrawn. */
const expo = (column: typeof listings.title | typeof listings.city, withdrawn: string) =>
  sql<string>`(SELECT CASE WHEN ${listings.checked} = ${ReviewState.approved} THEN ${column} ELSE ${withdrawn} END
    FROM ${listings} WHERE ${listings.id} = ${boothPhotos.listingId})`;

/** Booth photos as a moderated kind of the content module (`photo`). */
export const photoModeration: ModeratedKind = {
  kind: 'photo',
  table: boothPhotos,
  shows: {
    title: boothPhotos.title,
    sub: expo(listings.title, '该展会已下架'),
    city: expo(listings.city, ''),
    sdate: sql<string>`''`,
    edate: sql<string>`''`,
    cover: boothPhotos.image,
  },
  link: itemLinks.photo,
  pendingLimit: pendingPhotoLimit,
  pending: { unit: '张', verb: '上传' },
};
