import { BarChart, BoxplotChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { GuideView } from './guide-data.ts';
import { cityName, kindName, quarterName } from './guide-data.ts';

/**
 * The price guide's charts (Apache ECharts, only the parts used), loaded by the page after its content:
 * price per m² by city and by booth type as quartile boxes (no whiskers: the lowest and highest deals are
 * never shown), the categories' shares, and the median by quarter with its quartiles.
 */
echarts.use([
  BoxplotChart,
  BarChart,
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  CanvasRenderer,
]);

const BRAND = '#0f766e';
const yuan = (n: number) => `¥${Math.round(n).toLocaleString('zh-CN')}`;

type Cell = GuideView['byCity'][number];

function boxOption(cells: Cell[], name: (c: Cell) => string) {
  return {
    grid: { left: 56, right: 12, top: 16, bottom: 48 },
    tooltip: {
      trigger: 'item',
      formatter: (p: { dataIndex: number }) => {
        const c = cells[p.dataIndex]!;
        return `${name(c)}<br/>中位数 ${yuan(c.median)}/㎡<br/>四分位 ${yuan(c.p25)}–${yuan(c.p75)}<br/>${c.projects} 个项目`;
      },
    },
    xAxis: {
      type: 'category',
      data: cells.map((c) => `${name(c)}\n${c.projects}个`),
      axisLabel: { interval: 0, fontSize: 11 },
    },
    yAxis: { type: 'value', name: '元/㎡', nameTextStyle: { fontSize: 11 } },
    series: [
      {
        type: 'boxplot',
        itemStyle: { color: '#ccfbf1', borderColor: BRAND },
        data: cells.map((c) => [c.p25, c.p25, c.median, c.p75, c.p75]),
      },
    ],
  };
}

function sharesOption(cells: Cell[]) {
  const cats = cells[0]?.cats ?? [];
  return {
    grid: { left: 56, right: 12, top: 36, bottom: 28 },
    legend: { top: 0, type: 'scroll' },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v: number) => `${v}%` },
    xAxis: {
      type: 'category',
      data: cells.map((c) => kindName(c.kind) || '全部'),
      axisLabel: { interval: 0, fontSize: 11 },
    },
    yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
    series: cats.map((cat) => ({
      name: cat.name,
      type: 'bar',
      stack: 'share',
      data: cells.map((c) => Math.round((c.cats.find((x) => x.cat === cat.cat)?.share ?? 0) * 1000) / 10),
    })),
  };
}

function trendOption(cells: Cell[]) {
  return {
    grid: { left: 56, right: 12, top: 36, bottom: 40 },
    legend: { top: 0 },
    tooltip: {
      trigger: 'axis',
      formatter: (ps: Array<{ dataIndex: number }>) => {
        const c = cells[ps[0]!.dataIndex]!;
        return `${quarterName(c.period)}<br/>中位数 ${yuan(c.median)}/㎡<br/>四分位 ${yuan(c.p25)}–${yuan(c.p75)}<br/>${c.projects} 个项目`;
      },
    },
    xAxis: { type: 'category', data: cells.map((c) => `${quarterName(c.period)}\n${c.projects}个`) },
    yAxis: { type: 'value', name: '元/㎡', nameTextStyle: { fontSize: 11 } },
    series: [
      {
        name: '下四分位',
        type: 'line',
        data: cells.map((c) => c.p25),
        lineStyle: { type: 'dashed' },
        color: '#5eead4',
      },
      { name: '中位数', type: 'line', data: cells.map((c) => c.median), color: BRAND },
      {
        name: '上四分位',
        type: 'line',
        data: cells.map((c) => c.p75),
        lineStyle: { type: 'dashed' },
        color: '#134e4a',
      },
    ],
  };
}

export type ChartKey = 'city' | 'kind' | 'shares' | 'trend';

/** The option of one chart, or null when it has nothing to draw. */
function optionOf(view: GuideView, key: ChartKey): Record<string, unknown> | null {
  if (key === 'city') return view.byCity.length ? boxOption(view.byCity, (c) => cityName(c.city)) : null;
  if (key === 'kind') return view.byKind.length ? boxOption(view.byKind, (c) => kindName(c.kind)) : null;
  if (key === 'trend') return view.trend.length ? trendOption(view.trend) : null;
  const shares = [...(view.overall ? [view.overall] : []), ...view.byKind];
  return shares.length ? sharesOption(shares) : null;
}

/** Draws one chart into its placeholder; returns the function that disposes of it. */
export function drawChart(view: GuideView, key: ChartKey, node: HTMLElement): () => void {
  const option = optionOf(view, key);
  if (!option) return () => {};
  const chart = echarts.init(node, undefined, { renderer: 'canvas' });
  chart.setOption(option);
  const resize = () => chart.resize();
  window.addEventListener('resize', resize);
  return () => {
    window.removeEventListener('resize', resize);
    chart.dispose();
  };
}
