import { spaceSearchCap } from '@hz/contract/spaces';
import { spaces } from '../../db/schema/spaces.ts';
import { isApproved } from '../../lib/review.ts';
import { defineSearchKind } from '../search/search-service.ts';

/** What a space's search vector is built of. */
export interface SpaceSearchFields {
  title: string;
  venueType: string;
  city: string;
  addr: string;
  facilities: readonly string[];
  /** The description as plain text. */
  text: string;
}

/**
 * Convention spaces as a searchable kind of the search module (decision 008): approved spaces (the
 * predicate of `spaces_search_idx`); the title weighted A; the venue type, city, address, facilities and
 * the description's plain text B.
 */
export const spaceSearch = defineSearchKind<SpaceSearchFields>({
  kind: 'hycd',
  table: spaces,
  id: spaces.id,
  searchText: spaces.searchText,
  approved: [isApproved(spaces.checked)],
  cap: spaceSearchCap,
  weights: (s) => ({ A: [s.title], B: [s.venueType, s.city, s.addr, s.facilities.join(' '), s.text] }),
});
