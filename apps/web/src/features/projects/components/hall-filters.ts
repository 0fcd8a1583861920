import { areaBands, bandBounds, bandValue, readHallParams } from '../../../lib/hall-filters.ts';

/** The filters of `/projectHall`, read from and written to the URL. */

export const PROJECT_HALL_PAGE_SIZE = 12;

/** The exhibition cities a factory most often filters by (the call takes any city name). */
export const hallCities = [
  '上海市',
  '北京市',
  '广州市',
  '深圳市',
  '成都市',
  '杭州市',
  '南京市',
  '武汉市',
  '重庆市',
  '西安市',
  '厦门市',
  '青岛市',
] as const;

/** Budget bands (yuan): 0 for no bound. */
export const budgetBands = [
  { value: '0-50000', label: '5万元以下', min: 0, max: 50_000 },
  { value: '50000-200000', label: '5–20万元', min: 50_000, max: 200_000 },
  { value: '200000-500000', label: '20–50万元', min: 200_000, max: 500_000 },
  { value: '500000-0', label: '50万元以上', min: 500_000, max: 0 },
] as const;

export function readProjectHallFilters(params: URLSearchParams) {
  const { text, keyword, page } = readHallParams(params);
  return {
    keyword,
    city: text('city').slice(0, 30),
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
    city: f.city,
    ...bandBounds(areaBands, f.area, 'minArea', 'maxArea'),
    ...bandBounds(budgetBands, f.budget, 'minCoins', 'maxCoins'),
    page: f.page,
    pageSize: PROJECT_HALL_PAGE_SIZE,
  };
}
