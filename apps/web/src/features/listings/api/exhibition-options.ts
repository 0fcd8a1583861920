import { useQuery } from '@tanstack/react-query';
import { unescapeHtml } from '../../../lib/highlight.ts';
import { listingSearchOptions } from './search-listings.ts';

const plain = (html: string) => unescapeHtml(html.replace(/<\/?em>/g, ''));

/**
 * Approved exhibitions matching `keyword` as picker options (upcoming and running ones first when none is
 * typed): `Common/searchHuizhan` under its own key, for the shared `ExhibitionSelect`.
 */
export function useExhibitionOptions(keyword: string) {
  const list = useQuery({
    ...listingSearchOptions('huizhan', {
      keyword,
      sort: keyword ? 'relevance' : 'sdate',
      page: 1,
      pageSize: 20,
    }),
    staleTime: 30_000,
  });
  return {
    options: (list.data?.listItem ?? []).map((x) => ({
      value: x.id,
      label: `${plain(x.title)}（${x.city} ${x.sdate}）`,
    })),
    loading: list.isFetching,
  };
}
