import type { ListingKind } from '@hz/contract/listings';
import { eq, sql } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';
import type { ModeratedKind } from '../content/content-service.ts';
import { itemLinks } from '@hz/contract/common/links';

/**
 * A member keeps at most this many new listings of a kind waiting for review (as booth photos have
 * `pendingPhotoLimit`): one uploaded cover would otherwise let one account fill the operators' queue.
 */
export const PENDING_LISTING_LIMIT = 50;

/** Exhibitions or conferences as a moderated kind of the content module. */
export const listingModeration = (kind: ListingKind): ModeratedKind => ({
  kind,
  table: listings,
  scope: eq(listings.kind, kind),
  shows: {
    title: listings.title,
    sub: listings.industry,
    city: listings.city,
    sdate: sql<string>`${listings.sdate}::text`,
    edate: sql<string>`${listings.edate}::text`,
    cover: listings.cover,
  },
  link: itemLinks[kind],
  pendingLimit: PENDING_LISTING_LIMIT,
});
