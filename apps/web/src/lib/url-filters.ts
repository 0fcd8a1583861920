import { useSearchParams } from 'react-router';

/** A positive whole number from the query string (`?id=42`), else undefined (missing, 0, malformed). */
export function positiveParam(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The screen's `?id=` (or `name`) as a positive whole number; undefined when missing or malformed. */
export function useIdParam(name = 'id'): number | undefined {
  const [params] = useSearchParams();
  return positiveParam(params.get(name));
}

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
