/**
 * The plain values of the price references (issue 32; docs/domains/price-guide.md; decision 059): the
 * booth types, area bands and city tiers a quotation is filed under, and the rule that keeps a cell
 * hidden. No zod here: the public page `/priceGuide` and the wizard name them without the schemas.
 */

/** A cell is shown only with at least this many projects … */
export const PRICE_MIN_PROJECTS = 5;
/** … from at least this many clients, so that no single deal can be read back. */
export const PRICE_MIN_CLIENTS = 3;

/**
 * The booth types, from what the wizard asks (decision 059): 层数 (单层/双层), 开口 (1面, 2面角位, 3面半岛,
 * 4面岛型) and the height (快速发布 is a standard booth: single deck, 2.5 m). First match wins:
 * 双层 → 岛型 (4 open sides) → 半岛 (3) → 标摊改装 (at most 2.5 m high) → 特装.
 */
export const boothKinds = ['tezhuang', 'biaotan', 'bandao', 'daoxing', 'shuangceng'] as const;
export type BoothKind = (typeof boothKinds)[number];
export const boothKindNames: Record<BoothKind, string> = {
  tezhuang: '特装',
  biaotan: '标摊改装',
  bandao: '半岛',
  daoxing: '岛型',
  shuangceng: '双层',
};
/** Highest booth (cm) that is still a standard booth made over (标摊改装). */
export const STANDARD_BOOTH_MAX_CM = 250;

/** The booth type of a project: `heightCm` in centimetres. */
export function boothKindOf(p: { opens: number; layer: number; heightCm: number }): BoothKind {
  if (p.layer === 2) return 'shuangceng';
  if (p.opens >= 4) return 'daoxing';
  if (p.opens === 3) return 'bandao';
  if (p.heightCm <= STANDARD_BOOTH_MAX_CM) return 'biaotan';
  return 'tezhuang';
}

/** Area bands, m²: `[from, to)`; the last has no upper bound. */
export const areaBands = [
  { key: 'a0', from: 0, to: 18, name: '18㎡以下' },
  { key: 'a18', from: 18, to: 36, name: '18–36㎡' },
  { key: 'a36', from: 36, to: 54, name: '36–54㎡' },
  { key: 'a54', from: 54, to: 100, name: '54–100㎡' },
  { key: 'a100', from: 100, to: 200, name: '100–200㎡' },
  { key: 'a200', from: 200, to: Number.POSITIVE_INFINITY, name: '200㎡以上' },
] as const;
export type AreaBand = (typeof areaBands)[number]['key'];

/** The band of an area in m². */
export function areaBandOf(area: number): AreaBand {
  for (const b of areaBands) if (area < b.to) return b.key;
  return 'a200';
}
export const areaBandName = (k: string) => areaBands.find((b) => b.key === k)?.name ?? k;

/**
 * City tiers (the cities as the region tree names them): 一线 and 新一线 (the 2024 list most Chinese media
 * use); every other city is 其他城市.
 */
export const cityTiers = ['t1', 't2', 't3'] as const;
export type CityTier = (typeof cityTiers)[number];
export const cityTierNames: Record<CityTier, string> = { t1: '一线城市', t2: '新一线城市', t3: '其他城市' };
export const tierCities: Record<'t1' | 't2', readonly string[]> = {
  t1: ['北京市', '上海市', '广州市', '深圳市'],
  t2: [
    '成都市',
    '杭州市',
    '重庆市',
    '武汉市',
    '苏州市',
    '西安市',
    '南京市',
    '长沙市',
    '天津市',
    '郑州市',
    '东莞市',
    '无锡市',
    '宁波市',
    '青岛市',
    '合肥市',
  ],
};
export function cityTierOf(city: string): CityTier {
  if (tierCities.t1.includes(city)) return 't1';
  if (tierCities.t2.includes(city)) return 't2';
  return 't3';
}

/** `上海市` → `上海` (a municipality's or a city's name without its suffix, for labels). */
export const cityShort = (city: string) => (city.length > 2 ? city.replace(/市$/, '') : city);

/** The figures are computed from awarded quotations (`won`) and, apart, from every quotation (`all`). */
export const priceBases = ['won', 'all'] as const;
export type PriceBasis = (typeof priceBases)[number];
