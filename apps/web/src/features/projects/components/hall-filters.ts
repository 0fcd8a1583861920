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

/** Booth area bands (㎡): 0 for no bound. */
export const projectAreaBands = [
  { value: '0-36', label: '36㎡以下', min: 0, max: 36 },
  { value: '36-100', label: '36–100㎡', min: 36, max: 100 },
  { value: '100-300', label: '100–300㎡', min: 100, max: 300 },
  { value: '300-0', label: '300㎡以上', min: 300, max: 0 },
] as const;

/** Budget bands (yuan): 0 for no bound. */
export const budgetBands = [
  { value: '0-50000', label: '5万元以下', min: 0, max: 50_000 },
  { value: '50000-200000', label: '5–20万元', min: 50_000, max: 200_000 },
  { value: '200000-500000', label: '20–50万元', min: 200_000, max: 500_000 },
  { value: '500000-0', label: '50万元以上', min: 500_000, max: 0 },
] as const;

export function readProjectHallFilters(params: URLSearchParams) {
  const s = (k: string) => params.get(k)?.trim() ?? '';
  const area = s('area');
  const budget = s('budget');
  const p = Number(params.get('page'));
  return {
    keyword: s('keyword').slice(0, 30),
    city: s('city').slice(0, 30),
    area: projectAreaBands.some((b) => b.value === area) ? area : '',
    budget: budgetBands.some((b) => b.value === budget) ? budget : '',
    page: Number.isInteger(p) && p > 1 && p <= 50 ? p : 1,
  };
}
export type ProjectHallFilters = ReturnType<typeof readProjectHallFilters>;

/** The call's body from the URL's filters. */
export function projectHallBody(f: ProjectHallFilters) {
  const a = projectAreaBands.find((b) => b.value === f.area);
  const c = budgetBands.find((b) => b.value === f.budget);
  return {
    kw: f.keyword,
    city: f.city,
    ...(a?.min ? { minArea: a.min } : {}),
    ...(a?.max ? { maxArea: a.max } : {}),
    ...(c?.min ? { minCoins: c.min } : {}),
    ...(c?.max ? { maxCoins: c.max } : {}),
    page: f.page,
    pageSize: PROJECT_HALL_PAGE_SIZE,
  };
}
