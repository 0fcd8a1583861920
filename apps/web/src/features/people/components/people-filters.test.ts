import { describe, expect, it } from 'vitest';
import { readPeopleFilters, searchBody } from './people-filters.ts';

describe('people filters in the URL', () => {
  it('reads what is valid and drops the rest', () => {
    const f = readPeopleFilters(
      new URLSearchParams(
        'keyword=青橙&prov=上海市&city=上海市&speciality=特装展位&style=不存在&priceMin=500&priceMax=200&verified=yes&sort=newest&page=3',
      ),
    );
    expect(f).toMatchObject({
      keyword: '青橙',
      city: '上海市',
      speciality: '特装展位',
      style: '',
      priceMin: 500,
      // a range the wrong way round has no top
      priceMax: 0,
      verified: 'yes',
      sort: 'newest',
      page: 3,
    });
    expect(searchBody(f)).toMatchObject({ city: '上海市', verified: true, pageSize: 12 });
  });
  it('falls back to the defaults', () => {
    const f = readPeopleFilters(new URLSearchParams('sort=cheapest&page=-1&priceMin=abc'));
    expect(f).toMatchObject({ sort: 'relevance', page: 1, priceMin: 0, verified: '' });
    expect(searchBody(f).verified).toBe(false);
  });
  it('takes a municipality chosen alone as its city, not another province', () => {
    const body = (q: string) => searchBody(readPeopleFilters(new URLSearchParams(q)));
    expect(body('prov=上海市').city).toBe('上海市');
    expect(body('prov=广东省').city).toBe('');
    expect(body('prov=广东省&city=深圳市').city).toBe('深圳市');
  });
});
