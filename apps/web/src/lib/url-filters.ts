import { useSearchParams } from 'react-router';

type FilterValue = string | number | undefined;

/**
 * The query string of a list's filters: empty values ('' and 0) and the defaults (`sort` relevance,
 * `page` 1…) are left out, so that a shared URL stays short and says only what was chosen.
 */
export function filtersToParams(
  values: Readonly<Record<string, FilterValue>>,
  defaults: Readonly<Record<string, FilterValue>>,
): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === '' || v === 0 || v === defaults[k]) continue;
    q.set(k, String(v));
  }
  return q;
}

/**
 * A list screen whose filters live in the URL: `read` parses them (dropping anything malformed), `go`
 * changes some and returns to page 1 unless it names the page, `clear` drops them all.
 */
export function useUrlFilters<F extends { page: number }>(
  read: (params: URLSearchParams) => F,
  defaults: Readonly<Partial<Record<keyof F & string, FilterValue>>>,
) {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const go = (next: Partial<F>) =>
    setParams(filtersToParams({ ...filters, page: 1, ...next } as Record<string, FilterValue>, defaults));
  const clear = () => setParams(new URLSearchParams());
  return { filters, go, clear };
}
