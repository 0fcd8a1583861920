import { describe, expect, it } from 'vitest';
import { sizeLabel, sidesName } from './gallery-format.ts';

describe('gallery format', () => {
  it('puts a booth area in its size bucket, the upper bound included', () => {
    expect(sizeLabel(9)).toBe('18㎡及以下');
    expect(sizeLabel(18)).toBe('18㎡及以下');
    expect(sizeLabel(19)).toBe('18–36㎡');
    expect(sizeLabel(144)).toBe('72–144㎡');
    expect(sizeLabel(145)).toBe('144㎡以上');
  });
  it('names the open sides', () => {
    expect(sidesName(1)).toBe('一面开');
    expect(sidesName(4)).toBe('岛型');
    expect(sidesName(7)).toBe('');
  });
});
