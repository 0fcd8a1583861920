import { describe, expect, it } from 'vitest';
import { dateSpan, placeName } from './content-format.ts';

describe('content formatting', () => {
  it('spells a span of days, or the one day', () => {
    expect(dateSpan('2026-05-01', '2026-05-03')).toBe('2026-05-01 至 2026-05-03');
    expect(dateSpan('2026-05-01', '2026-05-01')).toBe('2026-05-01');
    expect(dateSpan('', '')).toBe('');
  });

  it('names a place without repeating a municipality', () => {
    expect(placeName('上海市', '上海市')).toBe('上海市');
    expect(placeName('北京市', '北京市', '')).toBe('北京市');
    expect(placeName('重庆市', '县')).toBe('重庆市');
    expect(placeName('天津市', '天津市', ' / ')).toBe('天津市');
    expect(placeName('浙江省', '杭州市')).toBe('浙江省 杭州市');
    expect(placeName('浙江省', '杭州市', '')).toBe('浙江省杭州市');
    expect(placeName('浙江省', '')).toBe('浙江省');
    expect(placeName('', '杭州市')).toBe('杭州市');
  });
});
