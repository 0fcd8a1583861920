import { useQuery } from '@tanstack/react-query';
import { callApi, isBizError } from '../../../lib/api-client.ts';
import { unescapeHtml } from '../../../lib/highlight.ts';
import { galleryKey } from './gallery-keys.ts';

/** Today in China time, `YYYY-MM-DD`. */
export const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

export interface ExhibitionOption {
  id: number;
  title: string;
  city: string;
  sdate: string;
  edate: string;
}

/** The server's highlighted title (escaped, matches in `<em>`) as plain text. */
const plain = (html: string) => unescapeHtml(html.replace(/<\/?em>/g, ''));

/**
 * Approved exhibitions that have started (`sdate` ≤ today: the search's date range ending today), for the
 * upload form's picker: by keyword, else the latest published.
 */
export function useStartedExhibitions(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: [...galleryKey, 'exhibitions', keyword] as const,
    queryFn: async ({ signal }): Promise<ExhibitionOption[]> => {
      const r = await callApi(
        'Common/searchHuizhan',
        { keyword, edate: chinaToday(), sort: keyword ? 'relevance' : 'newest', page: 1, pageSize: 20 },
        { signal },
      );
      return r.listItem.map((x) => ({
        id: x.id,
        title: plain(x.title),
        city: x.city,
        sdate: x.sdate,
        edate: x.edate,
      }));
    },
    enabled,
    staleTime: 30_000,
  });
}

/** One exhibition's title and dates (the filter chip, the upload form's preselection); null when not public. */
export function useExhibition(id: number | undefined) {
  return useQuery({
    queryKey: [...galleryKey, 'exhibition', id] as const,
    queryFn: async ({ signal }): Promise<ExhibitionOption | null> => {
      try {
        const d = await callApi('Common/huizhanInfo', { id: id ?? 0 }, { signal });
        return d.checked === 1
          ? { id: d.id, title: d.title, city: d.city, sdate: d.sdate, edate: d.edate }
          : null;
      } catch (err) {
        if (isBizError(err) && err.errCode === 'not_found') return null;
        throw err;
      }
    },
    enabled: id !== undefined,
    staleTime: 60_000,
    meta: { silent: true },
  });
}
