import type { PriceCell, PriceRefData } from '@hz/contract/price-guide';
import { Link } from 'react-router';
import { groupDigits } from '../lib/numbers.ts';
import './price-ref.css';

/**
 * A booth's price reference (issue 32): `上海 · 特装 · 36–54㎡：中位数 ¥X/㎡（四分位 ¥A–¥B，N 个项目）`, for
 * the wizard's budget step, the comparison and the factory's quotation. The data comes from the caller
 * (`Price/ref` or `Price/projectRef`, features/price-guide/api).
 */

export const perSqm = (n: number) => `¥${groupDigits(Math.round(n), 0)}/㎡`;

/** `中位数 ¥X/㎡（四分位 ¥A–¥B，N 个项目）`. */
export const cellFigures = (c: Pick<PriceCell, 'median' | 'p25' | 'p75' | 'projects'>) =>
  `中位数 ${perSqm(c.median)}（四分位 ${perSqm(c.p25)}–${perSqm(c.p75)}，${c.projects} 个项目）`;

/** Where a price per m² stands against a cell's quartiles. */
export function standing(
  value: number,
  c: Pick<PriceCell, 'p25' | 'p75'>,
): { tone: 'low' | 'mid' | 'high'; text: string } {
  if (value < c.p25) return { tone: 'low', text: '低于四分之三的成交项目' };
  if (value > c.p75) return { tone: 'high', text: '高于四分之三的成交项目' };
  return { tone: 'mid', text: '在中间一半成交项目的范围内' };
}

export function PriceRefNote({
  data,
  loading,
  budget,
  area,
  title = '成交价参考',
}: {
  data: PriceRefData | undefined;
  loading?: boolean;
  /** The budget typed (yuan), compared per m² when `area` is known. */
  budget?: number | null;
  area?: number;
  title?: string;
}) {
  if (loading && !data) return <div className="price-ref price-ref--loading">正在查找参考价…</div>;
  if (!data) return null;
  const c = data.ref;
  const mine = budget && area && area > 0 ? budget / area : undefined;
  const where = c && mine !== undefined ? standing(mine, c) : undefined;
  return (
    <section className="price-ref" data-testid="price-ref" aria-label={title}>
      <p className="price-ref__head">
        <strong>{title}</strong>
        <Link to="/priceGuide" className="price-ref__more">
          价格参考说明
        </Link>
      </p>
      {c ? (
        <p className="price-ref__line">
          <span className="price-ref__label">{c.label}</span>：{cellFigures(c)}
        </p>
      ) : (
        <p className="price-ref__line">
          {[data.city, data.kind, data.band].filter(Boolean).join(' · ')}
          ：成交样本不足（至少5个项目、3位客户），暂无参考价
        </p>
      )}
      {mine !== undefined && (
        <p
          className={`price-ref__mine${where ? ` price-ref__mine--${where.tone}` : ''}`}
          data-testid="price-ref-budget"
        >
          您的预算约 {perSqm(mine)}
          {where ? `，${where.text}` : ''}
        </p>
      )}
      {data.all && (
        <p className="price-ref__all">
          全部报价（含未中标）：
          {cellFigures(data.all).replace('个项目', `个项目的 ${data.all.quotes} 份报价`)}
        </p>
      )}
    </section>
  );
}
