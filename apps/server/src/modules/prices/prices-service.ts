import type { PriceCell, PriceGuideData, PriceRefData } from '@hz/contract/price-guide';
import { ReviewState } from '@hz/contract/common/states';
import {
  areaBandName,
  areaBandOf,
  boothKindNames,
  boothKindOf,
  cityShort,
  cityTierNames,
  cityTierOf,
  type BoothKind,
  type CityTier,
} from '@hz/contract/values/price-guide';
import { quoteCategoryNames, type QuoteCategory } from '@hz/contract/values/projects';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import * as repo from './prices-repository.ts';

/** A booth as it is filed: city, type and area. */
export interface Booth {
  city: string;
  opens: number;
  layer: number;
  heightCm: number;
  /** m² */
  area: number;
}

/** 上海 · 特装 · 36–54㎡ · 2026年第3季度: the named parts of a cell's key. */
export function cellLabel(r: Pick<PriceCell, 'city' | 'tier' | 'kind' | 'band' | 'period'>): string {
  const parts: string[] = [];
  if (r.city) parts.push(cityShort(r.city));
  else if (r.tier) parts.push(cityTierNames[r.tier as CityTier] ?? r.tier);
  if (r.kind) parts.push(boothKindNames[r.kind as BoothKind] ?? r.kind);
  if (r.band) parts.push(areaBandName(r.band));
  if (r.period) parts.push(periodName(r.period));
  return parts.length ? parts.join(' · ') : '全部项目';
}
export const periodName = (p: string) =>
  /^\d{4}Q\d$/.test(p) ? `${p.slice(0, 4)}年第${p.slice(5)}季度` : /^\d{4}$/.test(p) ? `${p}年` : p;

const iso = (d: Date) => d.toISOString();

export function cellView(r: repo.PriceRefRow): PriceCell {
  return {
    basis: r.basis === 'all' ? 'all' : 'won',
    city: r.city,
    tier: r.tier,
    kind: r.kind,
    band: r.band,
    period: r.period,
    label: cellLabel(r),
    projects: r.projects,
    clients: r.clients,
    quotes: r.quotes,
    p25: r.p25,
    median: r.median,
    p75: r.p75,
    cats: r.cats.map((c) => ({
      cat: c.cat as QuoteCategory,
      name: quoteCategoryNames[c.cat as QuoteCategory] ?? c.cat,
      share: Number(c.share),
      projects: Number(c.projects),
      p25: c.p25 === null ? null : Number(c.p25),
      median: c.median === null ? null : Number(c.median),
      p75: c.p75 === null ? null : Number(c.p75),
    })),
  };
}

/** The cells a booth's reference is looked for in, most precise first. */
export function fallbackKeys(b: Booth): repo.CellKey[] {
  const kind = boothKindOf(b);
  const band = areaBandOf(b.area);
  const tier = cityTierOf(b.city);
  const keys: repo.CellKey[] = [];
  if (b.city) {
    keys.push({ city: b.city, tier: '', kind, band });
    keys.push({ city: b.city, tier: '', kind, band: '' });
  }
  keys.push({ city: '', tier, kind, band });
  keys.push({ city: '', tier, kind, band: '' });
  keys.push({ city: '', tier: '', kind, band });
  keys.push({ city: '', tier: '', kind, band: '' });
  return keys;
}

const sameKey = (a: repo.CellKey, b: repo.CellKey) =>
  a.city === b.city && a.tier === b.tier && a.kind === b.kind && a.band === b.band;

export function createPricesService(deps: { db: Db }) {
  const { db } = deps;

  async function refFor(b: Booth): Promise<PriceRefData> {
    const keys = fallbackKeys(b);
    const [won, all] = await Promise.all([repo.cellsOf(db, 'won', keys), repo.cellsOf(db, 'all', keys)]);
    const key = keys.find((k) => won.some((r) => sameKey(r, k)));
    const ref = key ? won.find((r) => sameKey(r, key)) : undefined;
    const allRow = key ? all.find((r) => sameKey(r, key)) : undefined;
    return {
      ref: ref ? cellView(ref) : null,
      all: allRow ? cellView(allRow) : null,
      kind: boothKindNames[boothKindOf(b)],
      band: areaBandName(areaBandOf(b.area)),
      city: cityShort(b.city),
      computedAt: ref ? iso(ref.computedAt) : '',
    };
  }

  return {
    /** Recomputes every cell (the job's handler, the seed). */
    recompute: repo.recompute,

    /** `Price/ref`: the wizard's booth. */
    ref(body: { city: string; length: number; width: number; height: number; opens: number; layer: number }) {
      return refFor({
        city: body.city,
        opens: body.opens,
        layer: body.layer,
        heightCm: Math.round(body.height * 100),
        area: body.length * body.width,
      });
    },

    /** `Price/projectRef`: a project the viewer may see (approved, or their own, or an operator). */
    async projectRef(id: number, viewer: Viewer) {
      const p = await repo.boothOf(db, id);
      const sees = p && (p.checked === ReviewState.approved || viewer?.isadmin || viewer?.id === p.memberId);
      if (!p || !sees) throw new AppError('not_found', '搭建项目不存在或尚未公开');
      return refFor({ ...p, area: (p.lengthCm * p.widthCm) / 10_000 });
    },

    /** `Price/guide`: the public page. */
    async guide(): Promise<PriceGuideData> {
      const rows = await repo.guideCells(db);
      const cells = rows.map(cellView);
      const overall = cells.find(
        (c) => c.basis === 'won' && !c.city && !c.tier && !c.kind && !c.band && !c.period,
      );
      const computedAt = rows.reduce<Date | null>(
        (m, r) => (m === null || r.computedAt > m ? r.computedAt : m),
        null,
      );
      return { computedAt: computedAt ? iso(computedAt) : '', cells, projects: overall?.projects ?? 0 };
    },
  };
}
export type PricesService = ReturnType<typeof createPricesService>;
