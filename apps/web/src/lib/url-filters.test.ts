import { describe, expect, it } from 'vitest';
import { filtersToParams } from './url-filters.ts';

describe('filters in the query string', () => {
  it('keeps what was chosen and leaves out empty values and defaults', () => {
    const q = filtersToParams(
      { keyword: '车展', prov: '', capacity: 0, areaMax: 300, sort: 'relevance', page: 1, extra: undefined },
      { sort: 'relevance', page: 1 },
    );
    expect(q.toString()).toBe(`keyword=${encodeURIComponent('车展')}&areaMax=300`);
  });

  it('writes a sort and a page that are not the defaults', () => {
    const q = filtersToParams({ sort: 'newest', page: 3 }, { sort: 'relevance', page: 1 });
    expect(q.toString()).toBe('sort=newest&page=3');
  });
});
