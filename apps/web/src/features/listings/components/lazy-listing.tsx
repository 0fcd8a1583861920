import { lazy } from 'react';

/**
 * The list and the detail of exhibitions and conferences are one route each (`/exhibition`,
 * `/exhibition?id=N`), so each is loaded on its own: a visitor arriving on a detail page (from a search
 * engine or a shared link) does not download the list's filters (regions, cascader, select, pagination,
 * tabs), and the list does not download the detail (issue 17; decision 031). While one loads, the main
 * layout's Suspense shows its spinner.
 */
export const LazyListingList = lazy(() =>
  import('./listing-list.tsx').then((m) => ({ default: m.ListingList })),
);
export const LazyListingDetail = lazy(() =>
  import('./listing-detail.tsx').then((m) => ({ default: m.ListingDetail })),
);
