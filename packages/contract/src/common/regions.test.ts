import { describe, expect, it } from 'vitest';
import { regionProblem, regionTree } from './regions.ts';

describe('regions', () => {
  it('holds every province-level division with its cities and districts', () => {
    const t = regionTree();
    expect(t).toHaveLength(34);
    const gd = t.find((n) => n.value === '广东省')!;
    expect(gd.children!.map((c) => c.value)).toEqual(expect.arrayContaining(['广州市', '深圳市', '东莞市']));
    const sz = gd.children!.find((c) => c.value === '深圳市')!;
    expect(sz.children!.map((d) => d.value)).toContain('南山区');
    const counties = t.flatMap((p) => p.children ?? []).flatMap((c) => c.children ?? []);
    expect(counties.length).toBeGreaterThan(3000);
  });

  it('accepts a real triple and refuses one that does not belong together', () => {
    expect(regionProblem('上海市', '上海市', '浦东新区')).toBeNull();
    expect(regionProblem('广东省', '深圳市', '南山区')).toBeNull();
    expect(regionProblem('广东省', '深圳市', '浦东新区')).toBe('请选择所在区县');
    expect(regionProblem('广东省', '杭州市', '西湖区')).toBe('请选择所在城市');
    expect(regionProblem('火星', '', '')).toBe('请选择省份');
  });
});
