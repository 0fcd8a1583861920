/**
 * The plain values of subscriptions (kinds, deliveries, the limit, the one-line summary): no zod here, so
 * that the halls can name them without loading the contract's schemas. `subscriptions.ts` re-exports them.
 */

export const subscriptionKinds = ['project', 'task', 'show'] as const;
export type SubscriptionKind = (typeof subscriptionKinds)[number];
export const subscriptionKindNames: Record<SubscriptionKind, string> = {
  project: '搭建项目',
  task: '设计任务',
  show: '展会',
};

export const subscriptionDeliveries = ['instant', 'digest'] as const;
export type SubscriptionDelivery = (typeof subscriptionDeliveries)[number];
export const subscriptionDeliveryNames: Record<SubscriptionDelivery, string> = {
  instant: '即时推送',
  digest: '每日汇总（09:00）',
};

/** How many subscriptions one member may keep. */
export const MAX_SUBSCRIPTIONS = 20;
/** What a subscription matches (money in yuan, area in ㎡; null for no bound): `Subscribe/list`'s fields. */
export interface SubscriptionCriteriaValues {
  kind: SubscriptionKind;
  prov: string;
  city: string;
  kw: string;
  minArea: number | null;
  maxArea: number | null;
  minCoins: number | null;
  maxCoins: number | null;
  layer: number | null;
  opens: number | null;
  style: string;
  minCost: number | null;
  maxCost: number | null;
  exhibitionId: number | null;
  showname?: string;
}

/** ¥4,800.00 (decision 046). */
const money = (yuanAmount: number) => {
  const [whole, cents] = yuanAmount.toFixed(2).split('.');
  return `¥${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
};
const range = (lo: number | null, hi: number | null, f: (n: number) => string) =>
  lo && hi ? `${f(lo)}–${f(hi)}` : lo ? `${f(lo)}以上` : hi ? `${f(hi)}以下` : '';

/** What a subscription matches, in one line: the hall's confirmation dialog, 我的订阅, the notices. */
export function subscriptionSummary(c: SubscriptionCriteriaValues): string {
  if (c.kind === 'show') return `展会“${c.showname || `#${c.exhibitionId}`}”的新设计任务和搭建项目`;
  const parts: string[] = [c.kind === 'project' ? '新搭建项目' : '新设计任务'];
  const place = [c.prov, c.city].filter(Boolean).join(' ');
  parts.push(place || '全国');
  if (c.kind === 'project') {
    const a = range(c.minArea, c.maxArea, (n) => `${n}㎡`);
    if (a) parts.push(`面积${a}`);
    const b = range(c.minCoins, c.maxCoins, money);
    if (b) parts.push(`预算${b}`);
    if (c.layer) parts.push(c.layer === 2 ? '双层' : '单层');
    if (c.opens) parts.push(`${c.opens}面开口`);
    if (c.kw) parts.push(`含“${c.kw}”`);
  } else {
    if (c.style) parts.push(c.style);
    const f = range(c.minCost, c.maxCost, money);
    if (f) parts.push(`设计费${f}`);
  }
  return parts.join(' · ');
}
