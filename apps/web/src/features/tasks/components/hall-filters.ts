import type { TaskHallSort } from '@hz/contract/tasks';
import { taskStyles } from '@hz/contract/values/tasks';
import { areaBands, bandBounds, bandValue, readHallParams } from '../../../lib/hall-filters.ts';

/** The filters of `/taskHall`, read from and written to the URL. */

export type Style = (typeof taskStyles)[number];
export const HALL_PAGE_SIZE = 12;

export const feeFloors = [1000, 3000, 5000, 10000, 20000] as const;

/** The hall's orders (the contract's `taskHallSorts`), the first the default. */
export const hallSorts = [
  { value: 'latest', label: '最新发布' },
  { value: 'fee', label: '设计费最高' },
  { value: 'deadline', label: '截止最近' },
] as const satisfies ReadonlyArray<{ value: TaskHallSort; label: string }>;

export function readHallFilters(params: URLSearchParams) {
  const { text, keyword, prov, city, sort, page } = readHallParams(
    params,
    hallSorts.map((s) => s.value),
  );
  const style = text('style');
  const layer = Number(text('layer'));
  const minCost = Number(text('minCost'));
  return {
    keyword,
    prov,
    city,
    sort,
    style: ((taskStyles as readonly string[]).includes(style) ? style : '') as Style | '',
    layer: (layer === 1 || layer === 2 ? layer : 0) as 0 | 1 | 2,
    area: bandValue(areaBands, text('area')),
    minCost: Number.isInteger(minCost) && minCost > 0 && minCost <= 1_000_000 ? minCost : 0,
    page,
  };
}
export type HallFilters = ReturnType<typeof readHallFilters>;

/** The call's body from the URL's filters. */
export function hallBody(f: HallFilters) {
  return {
    kw: f.keyword,
    prov: f.prov,
    city: f.city,
    sort: f.sort,
    ...(f.style ? { style: f.style } : {}),
    ...(f.layer ? { layer: f.layer } : {}),
    ...bandBounds(areaBands, f.area, 'minSizes', 'maxSizes'),
    ...(f.minCost ? { minCost: f.minCost } : {}),
    page: f.page,
    pageSize: HALL_PAGE_SIZE,
  };
}

/** 订阅此筛选: what the hall's filters subscribe to (place, style, the lowest fee). */
export function taskSubscription(f: HallFilters) {
  return {
    kind: 'task' as const,
    prov: f.prov,
    city: f.city,
    style: f.style,
    minCost: f.minCost || null,
  };
}
