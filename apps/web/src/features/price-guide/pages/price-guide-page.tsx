import { PRICE_MIN_CLIENTS, PRICE_MIN_PROJECTS } from '@hz/contract/values/price-guide';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { perSqm } from '../../../components/price-ref.tsx';
import { formatChinaTime } from '../../../lib/format.ts';
import { type PriceCellView, usePriceGuide } from '../api/price-guide.ts';
import {
  cityName,
  type GuideView,
  guideView,
  kindName,
  quarterName,
  tierName,
} from '../components/guide-data.ts';
import '../price-guide.css';

type ChartKey = 'city' | 'kind' | 'shares' | 'trend';

/**
 * Draws each chart when its place scrolls into view, once the page has loaded (ECharts is a chunk of its
 * own, fetched on the first chart's turn, never in the server's render nor before the content): the
 * figures are already on the page as text and tables.
 */
function useCharts(view: GuideView, ready: boolean) {
  const refs = useRef<Record<ChartKey, HTMLDivElement | null>>({
    city: null,
    kind: null,
    shares: null,
    trend: null,
  });
  useEffect(() => {
    if (!ready || typeof IntersectionObserver === 'undefined') return;
    const disposers: Array<() => void> = [];
    let gone = false;
    let observer: IntersectionObserver | undefined;
    const start = () => {
      observer = new IntersectionObserver((entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue;
          observer?.unobserve(e.target);
          const key = (e.target as HTMLElement).dataset.chart as ChartKey;
          void import('../components/price-charts.ts').then((m) => {
            if (!gone) disposers.push(m.drawChart(view, key, e.target as HTMLElement));
          });
        }
      });
      for (const el of Object.values(refs.current)) if (el) observer.observe(el);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      gone = true;
      window.removeEventListener('load', start);
      observer?.disconnect();
      for (const d of disposers) d();
    };
  }, [view, ready]);
  return refs;
}

function Figure({ c }: { c: PriceCellView }) {
  return (
    <>
      <td>{perSqm(c.median)}</td>
      <td>
        {perSqm(c.p25)}–{perSqm(c.p75)}
      </td>
      <td>{c.projects}</td>
    </>
  );
}

/** A table of cells: the group's name, median, quartiles, projects. */
function CellTable({ caption, rows }: { caption: string; rows: Array<[string, PriceCellView]> }) {
  if (rows.length === 0) return null;
  return (
    <section
      className="pg-table"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-label={caption}
    >
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">分组</th>
            <th scope="col">中位数（元/㎡）</th>
            <th scope="col">四分位区间</th>
            <th scope="col">项目数</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, c]) => (
            <tr key={`${c.city}|${c.tier}|${c.kind}|${c.band}|${c.period}`}>
              <th scope="row">{name}</th>
              <Figure c={c} />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Chart({
  id,
  title,
  note,
  refs,
  k,
}: {
  id: string;
  title: string;
  note: string;
  refs: ReturnType<typeof useCharts>;
  k: ChartKey;
}) {
  return (
    <section className="pg-chart" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="pg-note">{note}</p>
      <div
        className="pg-chart__canvas"
        data-testid={`price-chart-${k}`}
        data-chart={k}
        role="img"
        aria-label={`${title}（图表，数据见下方表格）`}
        ref={(el) => {
          refs.current[k] = el;
        }}
      />
    </section>
  );
}

/**
 * `/priceGuide` (展台搭建价格参考, issue 32): what a booth costs per m² by city, booth type and quarter, from
 * the quotations clients awarded on the platform — the figures as text and tables (server-rendered), the
 * charts drawn after the page has loaded, and how they are computed.
 */
export default function PriceGuidePage() {
  const q = usePriceGuide();
  const view = useMemo(() => guideView(q.data), [q.data]);
  const refs = useCharts(view, q.data !== undefined);
  if (!q.data && q.isError) return <LoadFailed title="价格参考加载失败" onRetry={() => q.refetch()} />;
  const o = view.overall;
  return (
    <div className="container price-guide">
      <PageHeader title="展台搭建多少钱一平米？">
        来自平台上客户已选定的搭建报价：按城市、展台类型与季度的每平米价格，中位数与四分位区间，每个数字都注明背后的项目数。
      </PageHeader>
      <section className="pg-summary" aria-label="总体">
        {o ? (
          <p>
            全部已成交项目：每平米中位数 <strong>{perSqm(o.median)}</strong>，一半项目在 {perSqm(o.p25)}–
            {perSqm(o.p75)} 之间（{o.projects} 个项目、{o.clients} 位客户）。
            {view.all && `含未中标的全部 ${view.all.quotes} 份报价，中位数 ${perSqm(view.all.median)}。`}
          </p>
        ) : (
          <p>成交项目还不够多，暂时没有可公开的价格参考。</p>
        )}
        {q.data?.computedAt && (
          <p className="pg-note">数据更新于 {formatChinaTime(q.data.computedAt)}，每日凌晨重算。</p>
        )}
        <p className="pg-note">
          准备发布搭建项目？在<Link to="/workshopNeed">发布向导</Link>
          的预算一步会显示您所在城市、展台类型与面积的参考价。
        </p>
      </section>
      {o && (
        <>
          <CellTable
            caption="按展台类型"
            rows={[
              ['全部', o] as [string, PriceCellView],
              ...view.byKind.map((c) => [kindName(c.kind), c] as [string, PriceCellView]),
            ]}
          />
          <CellTable caption="按城市" rows={view.byCity.map((c) => [cityName(c.city), c])} />
          <Chart
            id="pg-city"
            k="city"
            refs={refs}
            title="各城市每平米价格"
            note="方框为四分位区间（中间一半的项目），中线为中位数；横轴下方为项目数。"
          />
          <Chart
            id="pg-kind"
            k="kind"
            refs={refs}
            title="各展台类型每平米价格"
            note="特装、标摊改装、半岛、岛型与双层展台，按发布时填写的开口、层数与限高归类。"
          />
          <Chart
            id="pg-shares"
            k="shares"
            refs={refs}
            title="报价分类占比"
            note="地面、背板、门头等九个分类在成交报价中所占的比例（不含场馆费用）。"
          />
          <Chart
            id="pg-trend"
            k="trend"
            refs={refs}
            title="按季度的价格走势"
            note="按展会开幕日期所在季度统计。"
          />
          <section className="pg-tables" aria-labelledby="pg-data">
            <h2 id="pg-data">更多数据</h2>
            <CellTable caption="按城市等级" rows={view.byTier.map((c) => [tierName(c.tier), c])} />
            <CellTable
              caption="按城市与展台类型"
              rows={view.cityKind.map((c) => [`${cityName(c.city)} · ${kindName(c.kind)}`, c])}
            />
            <CellTable caption="按季度" rows={view.trend.map((c) => [quarterName(c.period), c])} />
            <SharesTable cells={[o, ...view.byKind]} />
          </section>
        </>
      )}
      <section className="pg-method" aria-labelledby="pg-method">
        <h2 id="pg-method">统计方法</h2>
        <ul>
          <li>
            价格 =
            客户选定的报价中地面、背板、门头、展示、接待、美工、租赁、人工、运输九个分类的合计，除以展台面积（长
            × 宽）；主场管理费、电箱费、押金等场馆费用不计入。
          </li>
          <li>
            展台类型按发布时的层数、开口与限高归类：双层；4面开口为岛型；3面开口为半岛；限高2.5米以内为标摊改装；其余为特装。
          </li>
          <li>
            一组数据至少有 {PRICE_MIN_PROJECTS} 个项目、来自至少 {PRICE_MIN_CLIENTS}{' '}
            位不同客户才会公开，不显示最高价与最低价，任何单个项目的价格都无法被反推。
          </li>
          <li>中位数与四分位按线性插值计算；每日凌晨根据最新成交重新计算。</li>
        </ul>
      </section>
    </div>
  );
}

function SharesTable({ cells }: { cells: PriceCellView[] }) {
  const cats = cells[0]?.cats ?? [];
  if (cats.length === 0) return null;
  return (
    <section
      className="pg-table"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-label="报价分类占比"
    >
      <table>
        <caption>报价分类占比</caption>
        <thead>
          <tr>
            <th scope="col">分类</th>
            {cells.map((c) => (
              <th key={c.kind} scope="col">
                {c.kind ? kindName(c.kind) : '全部'}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cats.map((cat) => (
            <tr key={cat.cat}>
              <th scope="row">{cat.name}</th>
              {cells.map((c) => (
                <td
                  key={c.kind}
                >{`${(Math.round((c.cats.find((x) => x.cat === cat.cat)?.share ?? 0) * 1000) / 10).toFixed(1)}%`}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
