import { day } from './projects.ts';

/**
 * A design contest's publishing body (`Contest/contestPub`): a 36㎡ booth for a show 40 days ahead, a
 * ¥1,000 prize for one winner, entries for 5 days and 3 days to choose; `over` changes any field (the
 * title, the prize and split, the city, the finalist round).
 */
export const contestBody = (paycode: string, over: Record<string, unknown> = {}) => ({
  title: '测试 36㎡ 展台设计比稿',
  sizes: 36,
  opens: 2,
  layer: 1,
  style: '现代简约',
  sdate: day(40),
  edate: day(42),
  conts: '<p>一个开放式的展台，洽谈区在入口右侧。</p>',
  types: ['效果图'],
  prize: 1000,
  winners: 1,
  split: [100],
  edays: 5,
  sdays: 3,
  paycode,
  ...over,
});
