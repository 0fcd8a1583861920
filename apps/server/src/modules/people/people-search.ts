import { type ProfileKind, profileSearchCap } from '@hz/contract/people';
import { sql } from 'drizzle-orm';
import { profiles } from '../../db/schema/people.ts';
import { defineSearchKind } from '../search/search-service.ts';

/** What a profile's search vector is built of: its published version and its approved works' titles. */
export interface ProfileSearchFields {
  name: string;
  specialities: readonly string[];
  styles: readonly string[];
  prov: string;
  city: string;
  descr: string;
  /** Titles of the approved works (cases), newest first. */
  titles: readonly string[];
  /** The cities served (全国 for everywhere): tags of the vector, not searched text. */
  cities: readonly string[];
}

/** The tag name of a served city in a profile's vector (`#serves:上海市`; profiles-repository.ts filters by it). */
export const SERVES = 'serves';

/**
 * The public profiles of one kind (the predicate of `profiles_search_<kind>_idx`, written as literals so
 * that the planner sees it): a profile is public from its first approval, whatever its last submission's
 * review says (the published version stays).
 */
export const publicProfiles = (kind: ProfileKind) => [
  sql`${profiles.kind} = ${sql.raw(`'${kind === 'factory' ? 'factory' : 'designer'}'`)}`,
  sql`${profiles.publishedAt} IS NOT NULL`,
];

/**
 * Designers and factories as searchable kinds of the search module (decision 008): the name weighted A;
 * the specialities, styles and the titles of approved works (cases) B; the description and where the
 * member is based C. Written when a version is approved and when an approved work (case) is added,
 * edited or deleted (profiles-service.ts `refreshProfile`).
 */
const profileSearch = (kind: ProfileKind) =>
  defineSearchKind<ProfileSearchFields>({
    kind,
    table: profiles,
    id: profiles.id,
    searchText: profiles.searchText,
    approved: publicProfiles(kind),
    cap: profileSearchCap,
    weights: (p) => ({
      A: [p.name],
      B: [p.specialities.join(' '), p.styles.join(' '), p.titles.join(' ')],
      C: [p.descr, p.prov === p.city ? p.city : `${p.prov} ${p.city}`],
    }),
    tags: (p) => p.cities.map((c) => [SERVES, c] as const),
  });

export const designerSearch = profileSearch('designer');
export const factorySearch = profileSearch('factory');
export const profileSearches = { designer: designerSearch, factory: factorySearch } as const;
