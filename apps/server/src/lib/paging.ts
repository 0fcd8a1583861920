/** A list call's page (DESIGN §4: `{page, pageSize}` in, `{listItem, total, page, pageSize}` out). */
export interface Page {
  page: number;
  pageSize: number;
}

/** The rows of a page: `offset` and `limit` for a repository. */
export const pageWindow = (b: Page) => ({ offset: (b.page - 1) * b.pageSize, limit: b.pageSize });

/** A repository's page of rows as the wire's list, each row mapped by `f` (given its index too). */
export const pageOut = <T, U>(
  r: { rows: readonly T[]; total: number },
  b: Page,
  f: (row: T, i: number) => U,
) => ({
  listItem: r.rows.map((row, i) => f(row, i)),
  total: r.total,
  page: b.page,
  pageSize: b.pageSize,
});
