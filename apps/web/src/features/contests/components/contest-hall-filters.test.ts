import { describe, expect, it } from 'vitest';
import { filtersToParams } from '../../../lib/url-filters.ts';
import { contestHallBody, contestHallDefaults, readContestHallFilters } from './contest-hall-filters.ts';

const read = (q: string) => readContestHallFilters(new URLSearchParams(q));

describe("the contests tab's filters (/taskHall?tab=contest)", () => {
  it('reads the URL, dropping what is malformed; the phase is 征稿中 unless named', () => {
    expect(read('tab=contest')).toEqual({
      tab: 'contest',
      keyword: '',
      prov: '',
      city: '',
      sort: 'latest',
      prize: '',
      status: 'open',
      page: 1,
    });
    expect(
      read('tab=contest&status=done&prize=3000-10000&sort=prize&page=3&prov=江苏省&city=苏州市'),
    ).toMatchObject({
      status: 'done',
      prize: '3000-10000',
      sort: 'prize',
      page: 3,
      prov: '江苏省',
      city: '苏州市',
    });
    expect(read('status=closed&prize=1-2&sort=views&page=99')).toMatchObject({
      status: 'open',
      prize: '',
      sort: 'latest',
      page: 1,
    });
  });

  it("writes the call's body: the band as bounds (none left out as 0)", () => {
    expect(contestHallBody(read('prize=1000-3000&status=selecting'))).toEqual({
      kw: '',
      prov: '',
      city: '',
      status: 'selecting',
      sort: 'latest',
      minPrize: 1000,
      maxPrize: 3000,
      page: 1,
      pageSize: 12,
    });
    const open = contestHallBody(read('prize=10000-0'));
    expect(open).toMatchObject({ minPrize: 10000 });
    expect(open).not.toHaveProperty('maxPrize');
    expect(contestHallBody(read('prize=0-1000'))).not.toHaveProperty('minPrize');
  });

  it('keeps the tab in every URL it writes, and leaves the defaults out', () => {
    const f = { ...read('tab=contest'), prize: '1000-3000', page: 1 };
    expect(filtersToParams(f, contestHallDefaults).toString()).toBe('tab=contest&prize=1000-3000');
  });
});
