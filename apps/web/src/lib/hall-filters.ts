/** What both deal halls (`/taskHall`, `/projectHall`) read from the URL the same way. */

export const HALL_MAX_PAGE = 50;

/** A band of a range filter: `min-max` in the URL, 0 for no bound. */
export interface Band {
  value: string;
  label: string;
  min: number;
  max: number;
}

/** Booth area bands (㎡). */
export const areaBands = [
  { value: '0-36', label: '36㎡以下', min: 0, max: 36 },
  { value: '36-100', label: '36–100㎡', min: 36, max: 100 },
  { value: '100-300', label: '100–300㎡', min: 100, max: 300 },
  { value: '300-0', label: '300㎡以上', min: 300, max: 0 },
] as const satisfies readonly Band[];

/**
 * The keyword (30 characters at most), where the booth is built (`prov`, `city`), the order (`sort`, one
 * of `sorts`, else the first), the page (1 to 50) and the text reader of a hall's URL.
 */
export function readHallParams<S extends string>(params: URLSearchParams, sorts: readonly S[]) {
  const text = (k: string) => params.get(k)?.trim() ?? '';
  const p = Number(params.get('page'));
  const sort = text('sort');
  return {
    text,
    keyword: text('keyword').slice(0, 30),
    prov: text('prov').slice(0, 20),
    city: text('city').slice(0, 20),
    sort: (sorts as readonly string[]).includes(sort) ? (sort as S) : sorts[0]!,
    page: Number.isInteger(p) && p > 1 && p <= HALL_MAX_PAGE ? p : 1,
  };
}

/** A band's value from the URL when it is one of `bands`, else ''. */
export const bandValue = (bands: readonly Band[], value: string) =>
  bands.some((b) => b.value === value) ? value : '';

/** A band as the call's bounds (`minSizes`/`maxSizes`, `minCoins`/`maxCoins`…), leaving out what is 0. */
export function bandBounds<Min extends string, Max extends string>(
  bands: readonly Band[],
  value: string,
  min: Min,
  max: Max,
): Partial<Record<Min | Max, number>> {
  const b = bands.find((x) => x.value === value);
  return { ...(b?.min ? { [min]: b.min } : {}), ...(b?.max ? { [max]: b.max } : {}) } as Partial<
    Record<Min | Max, number>
  >;
}
