import {
  type BoothKind,
  boothKindNames,
  boothKinds,
  cityShort,
  type CityTier,
  cityTierNames,
} from '@hz/contract/values/price-guide';
import type { PriceCellView, PriceGuide } from '../api/price-guide.ts';

/** The public page's figures, picked from `Price/guide`'s cells (the awarded basis unless said). */
export interface GuideView {
  overall: PriceCellView | undefined;
  all: PriceCellView | undefined;
  byKind: PriceCellView[];
  byCity: PriceCellView[];
  byTier: PriceCellView[];
  cityKind: PriceCellView[];
  trend: PriceCellView[];
}

const none = (c: PriceCellView, ...keep: Array<'city' | 'tier' | 'kind' | 'band' | 'period'>) =>
  (['city', 'tier', 'kind', 'band', 'period'] as const).every((k) => keep.includes(k) === (c[k] !== ''));

/** At most this many cities, those with the most projects. */
export const MAX_CITIES = 12;

export function guideView(d: PriceGuide | undefined): GuideView {
  const won = (d?.cells ?? []).filter((c) => c.basis === 'won');
  const byCity = won
    .filter((c) => none(c, 'city'))
    .sort((a, b) => b.projects - a.projects || a.city.localeCompare(b.city))
    .slice(0, MAX_CITIES);
  const cities = byCity.map((c) => c.city);
  const kindOrder = (k: string) => boothKinds.indexOf(k as BoothKind);
  return {
    overall: won.find((c) => none(c)),
    all: d?.cells.find((c) => c.basis === 'all' && none(c)),
    byKind: won.filter((c) => none(c, 'kind')).sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind)),
    byCity,
    byTier: won.filter((c) => none(c, 'tier')).sort((a, b) => a.tier.localeCompare(b.tier)),
    cityKind: won
      .filter((c) => none(c, 'city', 'kind') && cities.includes(c.city))
      .sort(
        (a, b) => cities.indexOf(a.city) - cities.indexOf(b.city) || kindOrder(a.kind) - kindOrder(b.kind),
      ),
    trend: won
      .filter((c) => none(c, 'period') && c.period.includes('Q'))
      .sort((a, b) => a.period.localeCompare(b.period)),
  };
}

export const kindName = (k: string) => boothKindNames[k as BoothKind] ?? k;
export const tierName = (t: string) => cityTierNames[t as CityTier] ?? t;
export const cityName = cityShort;
/** `2026Q3` → `2026年Q3`. */
export const quarterName = (p: string) => p.replace('Q', '年Q');
