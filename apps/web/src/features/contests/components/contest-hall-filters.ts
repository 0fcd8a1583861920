import { type ContestHallPhase, type ContestHallSort, contestHallPhases } from '@hz/contract/values/contests';
import { type Band, bandBounds, bandValue, readHallParams } from '../../../lib/hall-filters.ts';

/** The filters of the task hall's contests tab (`/taskHall?tab=contest`), read from and written to the URL. */

export const CONTEST_HALL_PAGE_SIZE = 12;

/** The prize's bands (yuan). */
export const prizeBands = [
  { value: '0-1000', label: '1000元以下', min: 0, max: 1000 },
  { value: '1000-3000', label: '1000–3000元', min: 1000, max: 3000 },
  { value: '3000-10000', label: '3000–10000元', min: 3000, max: 10000 },
  { value: '10000-0', label: '10000元以上', min: 10000, max: 0 },
] as const satisfies readonly Band[];

/** The phases the hall shows (the contract's `contestHallPhases`), the first the default. */
export const phaseOptions = [
  { value: 'open', label: '征稿中' },
  { value: 'selecting', label: '评选中' },
  { value: 'done', label: '已选出' },
] as const satisfies ReadonlyArray<{ value: ContestHallPhase; label: string }>;

/** The hall's orders (the contract's `contestHallSorts`), the first the default. */
export const contestSorts = [
  { value: 'latest', label: '最新发布' },
  { value: 'prize', label: '奖金最高' },
  { value: 'deadline', label: '截止最近' },
] as const satisfies ReadonlyArray<{ value: ContestHallSort; label: string }>;

export function readContestHallFilters(params: URLSearchParams) {
  const { text, keyword, prov, city, sort, page } = readHallParams(
    params,
    contestSorts.map((s) => s.value),
  );
  const status = text('status');
  return {
    /** Kept in every URL the tab writes: the task hall shows this tab. */
    tab: 'contest' as const,
    keyword,
    prov,
    city,
    sort,
    prize: bandValue(prizeBands, text('prize')),
    status: ((contestHallPhases as readonly string[]).includes(status) ? status : 'open') as ContestHallPhase,
    page,
  };
}
export type ContestHallFilters = ReturnType<typeof readContestHallFilters>;

/** The URL's defaults (left out of it). */
export const contestHallDefaults = { page: 1, sort: contestSorts[0].value, status: phaseOptions[0].value };

/** The call's body from the URL's filters. */
export function contestHallBody(f: ContestHallFilters) {
  return {
    kw: f.keyword,
    prov: f.prov,
    city: f.city,
    status: f.status,
    sort: f.sort,
    ...bandBounds(prizeBands, f.prize, 'minPrize', 'maxPrize'),
    page: f.page,
    pageSize: CONTEST_HALL_PAGE_SIZE,
  };
}
