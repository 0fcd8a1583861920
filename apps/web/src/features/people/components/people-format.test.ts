import { describe, expect, it } from 'vitest';
import { citiesText, countText, opensText, pricePerM2, servicePrice } from './people-format.ts';

describe('people format', () => {
  it('words a price per m²', () => {
    expect(pricePerM2(0, 0)).toBe('面议');
    expect(pricePerM2(300, 0)).toBe('¥300/㎡起');
    expect(pricePerM2(300, 800)).toBe('¥300–¥800/㎡');
    expect(pricePerM2(500, 500)).toBe('¥500/㎡');
    expect(pricePerM2(0, 800)).toBe('¥800/㎡以内');
  });
  it('words open sides, services and cities', () => {
    expect(opensText(4)).toBe('四面开（岛型）');
    expect(servicePrice(0, true)).toBe('面议');
    expect(servicePrice(2999.5, false)).toBe('¥2,999.50');
    expect(servicePrice(26800, false)).toBe('¥26,800.00');
    expect(citiesText(['上海市', '苏州市'])).toBe('上海市、苏州市');
    expect(citiesText(['a', 'b', 'c', 'd', 'e'])).toBe('a、b、c、d等5个城市');
  });

  it('writes counts with separators, and from ten thousand in 万 (one decimal, rounded down)', () => {
    expect(countText(0)).toBe('0');
    expect(countText(9_999)).toBe('9,999');
    expect(countText(10_000)).toBe('1万');
    expect(countText(12_345)).toBe('1.2万');
    expect(countText(19_999)).toBe('1.9万');
    expect(countText(1_234_567)).toBe('123.4万');
  });
});
