import { photoSearchCap } from '@hz/contract/gallery';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { boothPhotos } from '../../db/schema/gallery.ts';
import { listings } from '../../db/schema/listings.ts';
import { isApproved } from '../../lib/review.ts';
import { defineSearchKind } from '../search/search-service.ts';

/** What a booth photo's search vector is built of. */
export interface PhotoSearchFields {
  title: string;
  /** Its exhibition's title. */
  expoTitle: string;
}

/**
 * Booth photos as a searchable kind of the search module (decision 008): approved photos (the predicate
 * of `booth_photos_search_idx`; whether the exhibition is approved too is the gallery's own filter); the
 * photo's title weighted A, its exhibition's title B. Photos stored before migration 0015 get theirs at
 * start-up.
 */
export const photoSearch = defineSearchKind<PhotoSearchFields>({
  kind: 'photo',
  table: boothPhotos,
  id: boothPhotos.id,
  searchText: boothPhotos.searchText,
  approved: [isApproved(boothPhotos.checked)],
  cap: photoSearchCap,
  weights: (p) => ({ A: [p.title], B: [p.expoTitle] }),
  unindexed: async (tx: Tx, limit: number) => {
    const rows = await tx
      .select({ id: boothPhotos.id, title: boothPhotos.title, expoTitle: listings.title })
      .from(boothPhotos)
      .innerJoin(listings, eq(listings.id, boothPhotos.listingId))
      .where(isNull(boothPhotos.searchText))
      .orderBy(asc(boothPhotos.id))
      .limit(limit);
    return rows.map((r) => ({ id: r.id, fields: { title: r.title, expoTitle: r.expoTitle } }));
  },
});
