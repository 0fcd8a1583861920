import { everyone, ownerAndOperators } from './common/access.ts';
import type { CallDef } from './common/call.ts';
import { z } from './common/zod.ts';
import { quoteCategories } from './values/projects.ts';

export * from './values/price-guide.ts';

/**
 * Price references (issue 32; docs/domains/price-guide.md; decision 059): what a booth costs per m², from
 * the quotations the market has awarded (and, apart, from every quotation), by city and city tier, booth
 * type, area band and period. Recomputed by the job `prices.recompute` into `price_refs`; a cell exists
 * only with at least 5 projects from at least 3 clients. Amounts are whole yuan per m² of booth area,
 * the quotation's nine categories without the venue's fees.
 */

/** One category of a cell: its share of the cell's price, and its own yuan/m² when enough projects have it. */
export const priceCategory = z.object({
  cat: z.enum(quoteCategories),
  name: z.string(),
  /** Share of the cell's summed price, 0–1 (four decimals). */
  share: z.number(),
  /** Projects whose quotation has this category. */
  projects: z.number().int(),
  /** Yuan/m² over those projects: null when they are fewer than 5 or from fewer than 3 clients. */
  p25: z.number().nullable(),
  median: z.number().nullable(),
  p75: z.number().nullable(),
});
export type PriceCategoryFigure = z.infer<typeof priceCategory>;

/** A cell: the figures of every project filed under one city (or tier), type, area band and period. */
export const priceCell = z.object({
  basis: z.enum(['won', 'all']),
  /** '' for any. */
  city: z.string(),
  tier: z.string(),
  kind: z.string(),
  band: z.string(),
  /** '' (all time), a year `2026`, or a quarter `2026Q3`. */
  period: z.string(),
  /** 上海 · 特装 · 36–54㎡ */
  label: z.string(),
  projects: z.number().int(),
  clients: z.number().int(),
  /** Quotations behind the figures (the awarded basis: one per project). */
  quotes: z.number().int(),
  p25: z.number(),
  median: z.number(),
  p75: z.number(),
  cats: z.array(priceCategory),
});
export type PriceCell = z.infer<typeof priceCell>;

/** The reference for one booth: the most precise awarded cell shown, and the same cell over every quotation. */
export const priceRefData = z.object({
  ref: priceCell.nullable(),
  all: priceCell.nullable(),
  /** The booth as filed: its type, band and city, named. */
  kind: z.string(),
  band: z.string(),
  city: z.string(),
  /** When the figures were computed ('' before the first run). */
  computedAt: z.string(),
});
export type PriceRefData = z.infer<typeof priceRefData>;

const metres = (label: string, max: number) =>
  z
    .number({ error: `请输入${label}` })
    .positive(`${label}必须大于0`)
    .max(max, `${label}过大`);

/** `Price/ref`: a booth not yet published (the wizard's values). */
export const priceRefBody = z.object({
  city: z.string({ error: '请选择城市' }).trim().max(30, '城市名称过长'),
  length: metres('展台长度', 100),
  width: metres('展台宽度', 100),
  height: metres('展台高度', 20).default(4),
  opens: z.number().int().min(1).max(4).default(2),
  layer: z.literal([1, 2]).default(1),
});
export type PriceRefBody = z.infer<typeof priceRefBody>;

/** `Price/guide`: the public page's cells (awarded, without the city × band cells) and the all-quotes contrast. */
export const priceGuideData = z.object({
  computedAt: z.string(),
  cells: z.array(priceCell),
  /** Awarded projects behind the figures, and the clients and cities they come from (shown cells only). */
  projects: z.number().int(),
});
export type PriceGuideData = z.infer<typeof priceGuideData>;

export const priceGuideCalls = {
  'Price/guide': {
    method: 'POST',
    path: '/api/Price/guide',
    summary: '展台搭建价格参考：按城市、展台类型、面积与季度的每平米价格（中位数与四分位，来自已选定的报价）',
    body: z.object({}),
    data: priceGuideData,
    auth: false,
  },
  'Price/ref': {
    method: 'POST',
    path: '/api/Price/ref',
    summary: '一个展位的价格参考：所在城市、展台类型与面积段的每平米中位数与四分位（发布向导的预算一步）',
    body: priceRefBody,
    data: priceRefData,
    auth: false,
  },
  'Price/projectRef': {
    method: 'POST',
    path: '/api/Price/projectRef',
    summary: '搭建项目的价格参考：按项目的城市、展台类型与面积（比价与报价时参考，分类参考在样本足够时给出）',
    body: z.object({
      id: z.number({ error: '请指定项目' }).int('项目编号不正确').positive('项目编号不正确'),
    }),
    data: priceRefData,
    auth: false,
    access: {
      object: 'project',
      expect: { pending: ownerAndOperators, open: everyone, won: everyone, closed: everyone },
    },
  },
} as const satisfies Record<string, CallDef>;
