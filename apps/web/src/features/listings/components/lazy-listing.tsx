import { preloadable } from '../../../lib/preloadable.ts';
import { positiveParam } from '../../../lib/url-filters.ts';

/**
 * The list and the detail of exhibitions and conferences are one route each (`/exhibition`,
 * `/exhibition?id=N`), so each is loaded on its own: a visitor arriving on a detail page (from a search
 * engine or a shared link) does not download the list's filters (regions, cascader, select, pagination,
 * tabs), and the list does not download the detail (issue 17; decision 031). While one loads, the main
 * layout's Suspense shows its spinner. A server-rendered page loads the one it shows before hydrating
 * (`preloadListing`, lib/preloadable.ts).
 */
export const LazyListingList = preloadable(() =>
  import('./listing-list.tsx').then((m) => ({ default: m.ListingList })),
);
export const LazyListingDetail = preloadable(() =>
  import('./listing-detail.tsx').then((m) => ({ default: m.ListingDetail })),
);

/** The item a listing page shows (`?id=N`), or `undefined` for its list. */
export const listingIdOf = (params: URLSearchParams): number | undefined => positiveParam(params.get('id'));

/** For the pages' `preload`: the detail with `?id=N`, the list without. */
export function preloadListing(url: URL): Promise<unknown> {
  return listingIdOf(url.searchParams) ? LazyListingDetail.preload(url) : LazyListingList.preload(url);
}
