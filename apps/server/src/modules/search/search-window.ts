import { AppError } from '../../lib/app-error.ts';

/**
 * Public searches and lists (exhibitions, conferences, spaces, booth photos) page through at most this
 * many results. Without a bound, a stranger's one request for a deep page (`newest` or start-date order,
 * page 35 000) walks every row before it: measured 1.8–2.5 s at 1M listings on PostgreSQL, against a few
 * ms for the first pages. The screens show at most 1000 (`listingSearchCap`, "1000+").
 */
export const SEARCH_WINDOW = 10_000;

/** A page of search results as every search call answers it: the items, the count (capped) and where. */
export const searchPage = <T>(
  listItem: T[],
  found: { total: number; capped: boolean },
  b: { page: number; pageSize: number },
) => ({ listItem, total: found.total, totalCapped: found.capped, page: b.page, pageSize: b.pageSize });

/** Refuses a page that ends past `SEARCH_WINDOW` (`invalid_params` on `page`). */
export function refuseDeepPage(b: { page: number; pageSize: number }) {
  if (b.page * b.pageSize > SEARCH_WINDOW) {
    const msg = `最多可查看前${SEARCH_WINDOW}条结果，请缩小搜索范围`;
    throw new AppError('invalid_params', msg, { fields: { page: msg } });
  }
}
