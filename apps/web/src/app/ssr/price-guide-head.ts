import type { PriceGuide } from '../../features/price-guide/api/price-guide.ts';
import { groupDigits } from '../../lib/numbers.ts';
import { BRAND, type PageHead } from './head-parts.ts';

const perSqm = (n: number) => `¥${groupDigits(Math.round(n), 0)}/㎡`;

/**
 * `/priceGuide`'s head (issue 32): the description with the market's median and quartiles and the number
 * of projects, and the figures as a schema.org `Dataset` (what search engines read a set of statistics as),
 * each shown cell of the page a `variableMeasured` with its median, quartiles and count.
 */
export function priceGuideHead(d: PriceGuide | undefined, head: PageHead, canonical: string): PageHead {
  const won = (d?.cells ?? []).filter((c) => c.basis === 'won');
  const overall = won.find((c) => !c.city && !c.tier && !c.kind && !c.band && !c.period);
  if (!d || !overall) return head;
  const description = `展台搭建多少钱一平米：根据${overall.projects}个已成交的搭建项目，每平米中位数${perSqm(overall.median)}，一半项目在${perSqm(overall.p25)}–${perSqm(overall.p75)}之间；按城市、展台类型与季度查看。`;
  const quarters = won
    .filter((c) => /Q/.test(c.period))
    .map((c) => c.period)
    .sort();
  const measured = won
    .filter((c) => !c.band && !(c.city && c.kind) && !/^\d{4}$/.test(c.period))
    .slice(0, 60)
    .map((c) => ({
      '@type': 'PropertyValue',
      name: `${c.label}每平米搭建价格中位数`,
      unitText: '元/平方米',
      value: c.median,
      minValue: c.p25,
      maxValue: c.p75,
      description: `四分位区间 ${c.p25}–${c.p75} 元/平方米，${c.projects} 个项目`,
    }));
  return {
    ...head,
    description,
    canonical,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Dataset',
      name: '展台搭建每平米价格参考',
      description,
      url: canonical,
      inLanguage: 'zh-CN',
      isAccessibleForFree: true,
      creator: { '@type': 'Organization', name: BRAND },
      ...(d.computedAt ? { dateModified: d.computedAt } : {}),
      ...(quarters.length
        ? { temporalCoverage: `${quarters[0]!.slice(0, 4)}/${quarters[quarters.length - 1]!.slice(0, 4)}` }
        : {}),
      spatialCoverage: { '@type': 'Place', name: '中国' },
      measurementTechnique: '客户已选定报价的九个分类合计除以展台面积，每组至少5个项目、3位客户',
      variableMeasured: measured,
    },
  };
}
