import { type ListingKind, listingKind, listingSearchCap } from '@hz/contract/listings';
import { sql } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';
import { isApproved } from '../../lib/review.ts';
import { defineSearchKind } from '../search/search-service.ts';

/** What a listing's search vector is built of. */
export interface ListingSearchFields {
  title: string;
  industry: string;
  city: string;
  venue: string;
  hall: string;
  organiser: string;
  /** The description as plain text. */
  text: string;
  /** 承办单位 (absent or '' for none). */
  undertaker?: string;
  /** A conference's agenda as plain text: topics and speakers (absent or '' for none). */
  agendaText?: string;
}

/**
 * Exhibitions or conferences as a searchable kind of the search module (decision 008): approved listings
 * of the kind (the kind as a literal and `checked = 1`: the predicate of `listings_search_<kind>_idx`);
 * the title weighted A, the rest (industry, city, venue, hall, organiser, the description's plain text,
 * then the undertaker and a conference's agenda) B.
 */
const listingSearch = (kind: ListingKind) =>
  defineSearchKind<ListingSearchFields>({
    kind,
    table: listings,
    id: listings.id,
    searchText: listings.searchText,
    approved: [
      sql`${listings.kind} = ${sql.raw(`'${listingKind.parse(kind)}'`)}`,
      isApproved(listings.checked),
    ],
    cap: listingSearchCap,
    // the fields added later come last, so that the vectors of listings without them stay as they were
    weights: (l) => ({
      A: [l.title],
      B: [
        l.industry,
        l.city,
        l.venue,
        l.hall,
        l.organiser,
        l.text,
        ...(l.undertaker ? [l.undertaker] : []),
        ...(l.agendaText ? [l.agendaText] : []),
      ],
    }),
  });

export const listingSearches = { huizhan: listingSearch('huizhan'), huiyi: listingSearch('huiyi') } as const;
