import type { ProjectHallSort } from '@hz/contract/projects';
import { areaBands, bandBounds, bandValue, readHallParams } from '../../../lib/hall-filters.ts';

/** The filters of `/projectHall`, read from and written to the URL. */

export const PROJECT_HALL_PAGE_SIZE = 12;

/** The hall's orders (the contract's `projectSortOptions`), the first the default. */
export const projectSortOptions = [
  { value: 'latest', label: '最新发布' },
  { value: 'budget', label: '预算最高' },
  { value: 'opening', label: '开展最近' },
] as const satisfies ReadonlyArray<{ value: ProjectHallSort; label: string }>;

/** Budget bands (yuan): 0 for no bound. */
export const budgetBands = [
  { value: '0-50000', label: '5万元以下', min: 0, max: 50_000 },
  { value: '50000-200000', label: '5–20万元', min: 50_000, max: 200_000 },
  { value: '200000-500000', label: '20–50万元', min: 200_000, max: 500_000 },
  { value: '500000-0', label: '50万元以上', min: 500_000, max: 0 },
] as const;

export function readProjectHallFilters(params: URLSearchParams) {
  const { text, keyword, prov, city, sort, page } = readHallParams(
    params,
    projectSortOptions.map((s) => s.value),
  );
  return {
    keyword,
    prov,
    city,
    sort,
    area: bandValue(areaBands, text('area')),
    budget: bandValue(budgetBands, text('budget')),
    page,
  };
}
export type ProjectHallFilters = ReturnType<typeof readProjectHallFilters>;

/** The call's body from the URL's filters. */
export function projectHallBody(f: ProjectHallFilters) {
  return {
    kw: f.keyword,
    prov: f.prov,
    city: f.city,
    sort: f.sort,
    ...bandBounds(areaBands, f.area, 'minArea', 'maxArea'),
    ...bandBounds(budgetBands, f.budget, 'minCoins', 'maxCoins'),
    page: f.page,
    pageSize: PROJECT_HALL_PAGE_SIZE,
  };
}

/** 订阅此筛选: what the hall's filters subscribe to (the keyword matches the show name or the title). */
export function projectSubscription(f: ProjectHallFilters) {
  const area = bandBounds(areaBands, f.area, 'minArea', 'maxArea');
  const budget = bandBounds(budgetBands, f.budget, 'minCoins', 'maxCoins');
  return {
    kind: 'project' as const,
    prov: f.prov,
    city: f.city,
    kw: f.keyword,
    minArea: area.minArea ?? null,
    maxArea: area.maxArea ?? null,
    minCoins: budget.minCoins ?? null,
    maxCoins: budget.maxCoins ?? null,
  };
}
