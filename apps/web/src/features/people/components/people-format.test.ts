import { describe, expect, it } from 'vitest';
import { citiesText, opensText, pricePerM2, servicePrice } from './people-format.ts';

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
});
