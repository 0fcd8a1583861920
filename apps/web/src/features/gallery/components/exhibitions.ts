import { ReviewState } from '@hz/contract/common/states';
import { useQuery } from '@tanstack/react-query';
import { chinaToday } from '../../../lib/format.ts';
import { unescapeHtml } from '../../../lib/highlight.ts';
import { type ListingDetail, listingInfoOptions } from '../../listings/api/listing-info.ts';
import { type ListingSearch, listingSearchOptions } from '../../listings/api/search-listings.ts';

/** Exhibitions as the booth gallery sees them, read through the listings' own queries (one cache). */

export interface ExhibitionOption {
  id: number;
  title: string;
  city: string;
  sdate: string;
  edate: string;
}

/** The server's highlighted title (escaped, matches in `<em>`) as plain text. */
const plain = (html: string) => unescapeHtml(html.replace(/<\/?em>/g, ''));

const toOptions = (r: ListingSearch): ExhibitionOption[] =>
  r.listItem.map((x) => ({ id: x.id, title: plain(x.title), city: x.city, sdate: x.sdate, edate: x.edate }));

/** A public exhibition as an option; null when it is not (or no longer) public. */
const toOption = (d: ListingDetail): ExhibitionOption | null =>
  d.checked === ReviewState.approved
    ? { id: d.id, title: d.title, city: d.city, sdate: d.sdate, edate: d.edate }
    : null;

/**
 * Approved exhibitions that have started (`sdate` ≤ today: the search's date range ending today), for the
 * upload form's picker: by keyword, else the latest published.
 */
export function useStartedExhibitions(keyword: string, enabled: boolean) {
  return useQuery({
    ...listingSearchOptions('huizhan', {
      keyword,
      edate: chinaToday(),
      sort: keyword ? 'relevance' : 'newest',
      page: 1,
      pageSize: 20,
    }),
    select: toOptions,
    enabled,
    staleTime: 30_000,
  });
}

/**
 * One exhibition's title and dates (the filter chip, the upload form's preselection); null when it is not
 * public, no data when there is no such exhibition.
 */
export function useExhibition(id: number | undefined) {
  return useQuery({
    ...listingInfoOptions('huizhan', id),
    select: toOption,
    staleTime: 60_000,
    meta: { silent: true },
  });
}
