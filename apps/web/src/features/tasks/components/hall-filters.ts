import { taskStyles } from '@hz/contract/tasks';

/** The filters of `/taskHall`, read from and written to the URL. */

export type Style = (typeof taskStyles)[number];
export const HALL_PAGE_SIZE = 12;

/** Booth area bands (㎡): `min-max`, 0 for no bound. */
export const areaBands = [
  { value: '0-36', label: '36㎡以下', min: 0, max: 36 },
  { value: '36-100', label: '36–100㎡', min: 36, max: 100 },
  { value: '100-300', label: '100–300㎡', min: 100, max: 300 },
  { value: '300-0', label: '300㎡以上', min: 300, max: 0 },
] as const;

export const feeFloors = [1000, 3000, 5000, 10000, 20000] as const;

export function readHallFilters(params: URLSearchParams) {
  const s = (k: string) => params.get(k)?.trim() ?? '';
  const style = s('style');
  const layer = Number(s('layer'));
  const area = s('area');
  const minCost = Number(s('minCost'));
  const p = Number(params.get('page'));
  return {
    keyword: s('keyword').slice(0, 30),
    style: ((taskStyles as readonly string[]).includes(style) ? style : '') as Style | '',
    layer: (layer === 1 || layer === 2 ? layer : 0) as 0 | 1 | 2,
    area: areaBands.some((b) => b.value === area) ? area : '',
    minCost: Number.isInteger(minCost) && minCost > 0 && minCost <= 1_000_000 ? minCost : 0,
    page: Number.isInteger(p) && p > 1 && p <= 50 ? p : 1,
  };
}
export type HallFilters = ReturnType<typeof readHallFilters>;

/** The call's body from the URL's filters. */
export function hallBody(f: HallFilters) {
  const band = areaBands.find((b) => b.value === f.area);
  return {
    kw: f.keyword,
    ...(f.style ? { style: f.style } : {}),
    ...(f.layer ? { layer: f.layer } : {}),
    ...(band?.min ? { minSizes: band.min } : {}),
    ...(band?.max ? { maxSizes: band.max } : {}),
    ...(f.minCost ? { minCost: f.minCost } : {}),
    page: f.page,
    pageSize: HALL_PAGE_SIZE,
  };
}
