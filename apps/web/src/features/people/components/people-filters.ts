import { provinceCity } from '../../../lib/content-format.ts';
import { boothTypes, PROFILE_MAX_PRICE, profileStyles } from '@hz/contract/values/people';
import type { profileSorts } from '@hz/contract/people';

/** The filters of `/designer` and `/supplier`, read from and written to the URL. */

export type Sort = (typeof profileSorts)[number];
export type Speciality = (typeof boothTypes)[number];
export type Style = (typeof profileStyles)[number];

export const PEOPLE_PAGE_SIZE = 12;

export const sorts: { value: Sort; label: string }[] = [
  { value: 'relevance', label: '综合排序' },
  { value: 'reputation', label: '信誉最高' },
  { value: 'newest', label: '最新入驻' },
];

export const pricePresets: { min: number; max: number; label: string }[] = [
  { min: 0, max: 200, label: '200元/㎡以内' },
  { min: 200, max: 500, label: '200–500元/㎡' },
  { min: 500, max: 1000, label: '500–1000元/㎡' },
  { min: 1000, max: 0, label: '1000元/㎡以上' },
];
export const priceKey = (min: number, max: number) => `${min}-${max}`;

/** The filters from the query string (a shareable URL); anything malformed is dropped. */
export function readPeopleFilters(params: URLSearchParams) {
  const s = (k: string) => params.get(k)?.trim() ?? '';
  const n = (k: string) => {
    const v = Number(s(k));
    return Number.isInteger(v) && v > 0 && v <= PROFILE_MAX_PRICE ? v : 0;
  };
  const speciality = s('speciality');
  const style = s('style');
  const sort = s('sort');
  const p = Number(params.get('page'));
  const priceMin = n('priceMin');
  const priceMax = n('priceMax');
  return {
    keyword: s('keyword').slice(0, 50),
    prov: s('prov').slice(0, 20),
    city: s('city').slice(0, 20),
    speciality: ((boothTypes as readonly string[]).includes(speciality) ? speciality : '') as Speciality | '',
    style: ((profileStyles as readonly string[]).includes(style) ? style : '') as Style | '',
    priceMin,
    priceMax: priceMax && priceMax < priceMin ? 0 : priceMax,
    verified: s('verified') === 'yes' ? 'yes' : '',
    sort: sorts.some((o) => o.value === sort) ? (sort as Sort) : 'relevance',
    page: Number.isInteger(p) && p > 1 ? p : 1,
  };
}
export type Filters = ReturnType<typeof readPeopleFilters>;

/**
 * The call's body from the URL's filters: a province alone only narrows the cascader, except a
 * municipality, which is its own city (上海市 chosen by typing 上海 and Enter).
 */
export const searchBody = (f: Filters) => ({
  keyword: f.keyword,
  city: f.city || provinceCity(f.prov),
  speciality: f.speciality,
  style: f.style,
  priceMin: f.priceMin,
  priceMax: f.priceMax,
  verified: f.verified === 'yes',
  sort: f.sort,
  page: f.page,
  pageSize: PEOPLE_PAGE_SIZE,
});
