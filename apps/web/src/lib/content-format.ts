/** `2026-05-01 至 2026-05-03`, or the one day. */
export const dateSpan = (s: string, e: string) => (s && e && s !== e ? `${s} 至 ${e}` : s || e);

/** The four municipalities: the province is the city (its "cities" are 上海市 again, or 县 for 重庆). */
const municipalities = new Set(['北京市', '上海市', '天津市', '重庆市']);

/** The city a province alone names: a municipality's own (上海市), else '' (a province of many cities). */
export const provinceCity = (prov: string) => (municipalities.has(prov) ? prov : '');

/**
 * A province and city for display, the city not repeated: `浙江省 杭州市`, but `上海市` for
 * 上海市/上海市 (and for a city equal to its province). `sep` goes between them.
 */
export function placeName(prov: string, city: string, sep = ' '): string {
  if (!prov) return city;
  if (!city || city === prov || municipalities.has(prov)) return prov;
  return `${prov}${sep}${city}`;
}
