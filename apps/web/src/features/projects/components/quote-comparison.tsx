import { Button, Card, Empty, Skeleton } from 'antd';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import type { ProjectDetail } from '../api/project-info.ts';
import { type Comparison, type ComparedQuote, useCheckPrice } from '../api/check-price.ts';
import { yuan } from './project-format.ts';
import {
  Amount,
  CostChart,
  clientFeeText,
  factoryFeeText,
  Lines,
  Money,
  QuoteCards,
} from './quote-compare-parts.tsx';
import { QuotePriceRefs } from './quote-price-refs.tsx';
import { useProjectPriceRef } from '../../price-guide/api/price-guide.ts';
import './quote-comparison.css';

// the award's confirmation and the questions to a factory: loaded when first opened (issue 34)
const quoteDialogs = () => import('./quote-dialogs.tsx');
const AwardModal = lazyPart(quoteDialogs, 'AwardModal');
const AskModal = lazyPart(quoteDialogs, 'AskModal');

const TOTAL_HINT =
  '报价总额 = 各分类小计 + 工厂承担的场馆费用，由平台按明细计算；另付场馆费用由您直接支付给场馆，不含在报价总额内。';
const COST_HINT = '您的总花费 = 报价总额 + 另付场馆费用，“最低”按您的总花费比较。';

/** The comparison as a table (wide screens): the factories in columns, the row names held at the left. */
function QuoteTable({
  comparison,
  open,
  onAsk,
  onAward,
}: {
  comparison: Comparison;
  open: boolean;
  onAsk: (q: ComparedQuote) => void;
  onAward: (q: ComparedQuote) => void;
}) {
  const { categories, listItem: quotes } = comparison;
  // the categories somebody priced, in the contract's order
  const rows = categories.filter((c) => quotes.some((x) => (x.totals[c.key] ?? 0) > 0));
  return (
    // focusable, named: a keyboard scrolls it when it is wider than its card (the row names stay put)
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="prj-compare__scroll" tabIndex={0} aria-label="分项报价对比，可左右滑动">
      <table className="prj-compare" aria-label="分项报价对比">
        <thead>
          <tr>
            <th scope="col">分类</th>
            {quotes.map((x) => (
              <th key={x.id} scope="col">
                <Link to={x.factory.link}>{x.factory.name}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.key}>
              <th scope="row">{c.name}</th>
              {quotes.map((x) => (
                <Money key={x.id} value={x.totals[c.key] ?? 0} lowest={x.lowest.includes(c.key)}>
                  <Lines lines={x[c.key]} />
                </Money>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">场馆费用（工厂承担）</th>
            {quotes.map((x) => (
              <td key={x.id}>{x.factoryFees > 0 ? yuan(x.factoryFees) : '—'}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">报价总额</th>
            {quotes.map((x) => (
              <td key={x.id}>
                <span className="prj-compare__amount">{yuan(x.total)}</span>
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">另付场馆费用</th>
            {quotes.map((x) => (
              <td key={x.id} className="prj-note">
                {x.clientFees > 0 && <span className="prj-compare__amount">{yuan(x.clientFees)}</span>}
                {x.clientFees > 0 ? `\n${clientFeeText(x)}` : '无'}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">您的总花费</th>
            {quotes.map((x) => {
              const low = x.lowest.includes('cost');
              return (
                <td key={x.id} className={low ? 'prj-lowest' : undefined}>
                  <Amount value={x.clientCost} lowest={low} />
                </td>
              );
            })}
          </tr>
          <tr>
            <th scope="row">已含场馆费用</th>
            {quotes.map((x) => (
              <td key={x.id} className="prj-note">
                {factoryFeeText(x)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">不含项目</th>
            {quotes.map((x) => (
              <td key={x.id} className="prj-note">
                {x.exclusions || '未注明'}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">搭建天数</th>
            {quotes.map((x) => (
              <td key={x.id}>{x.days}天</td>
            ))}
          </tr>
          <tr>
            <th scope="row">有效期至</th>
            {quotes.map((x) => (
              <td key={x.id}>{x.validity}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">版本</th>
            {quotes.map((x) => (
              <td key={x.id}>
                第{x.rev}版{x.rev > 1 ? `（修改${x.rev - 1}次）` : ''}
              </td>
            ))}
          </tr>
          {quotes.some((x) => x.conts) && (
            <tr>
              <th scope="row">报价说明</th>
              {quotes.map((x) => (
                <td key={x.id} className="prj-note">
                  {x.conts || '—'}
                </td>
              ))}
            </tr>
          )}
          <tr>
            <th scope="row">问答</th>
            {quotes.map((x) => (
              <td key={x.id}>
                {/* the name starts with the visible text (axe label-content-name-mismatch, WCAG 2.5.3) */}
                <Button
                  size="small"
                  aria-label={`${open ? '提问' : '查看问答'} ${x.factory.name}`}
                  onClick={() => onAsk(x)}
                >
                  {open ? '提问' : '查看问答'}
                </Button>
              </td>
            ))}
          </tr>
          {open && (
            <tr>
              <th scope="row">操作</th>
              {quotes.map((x) => (
                <td key={x.id}>
                  <Button
                    type="primary"
                    size="small"
                    aria-label={`选定 ${x.factory.name}`}
                    onClick={() => onAward(x)}
                  >
                    选定
                  </Button>
                </td>
              ))}
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}

/**
 * `checkPrice` on the client's page: every quotation side by side by category, the lowest of each row
 * marked; overall the client's total cost (the total and the venue fees paid apart, the server's
 * `clientCost`) compared and its lowest marked, beside the total; the exclusions, revisions and validity,
 * the costs as bars, a question to each factory (问答), and 选定 while the project is open. A table on
 * wide screens, a card per factory on a phone.
 */
export function QuoteComparison({ project }: { project: ProjectDetail }) {
  const q = useCheckPrice(project.id, project.quoted > 0);
  const ref = useProjectPriceRef(project.id, project.quoted > 0);
  const phone = useIsMobile();
  const [awarding, setAwarding] = useState<ComparedQuote>();
  const [asking, setAsking] = useState<ComparedQuote>();
  const open = project.status === 'open';
  if (project.quoted === 0)
    return (
      <Card className="pc-card" title="报价对比">
        <Empty description="还没有工厂报价，审核通过的项目会出现在搭建项目大厅" />
      </Card>
    );
  if (q.isPending)
    return (
      <Card className="pc-card" title="报价对比">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  if (!q.data) return <LoadFailed title="报价加载失败" onRetry={() => q.refetch()} />;
  const parts = { comparison: q.data, open, onAsk: setAsking, onAward: setAwarding };
  return (
    <Card className="pc-card" title={`报价对比（${q.data.listItem.length}家）`}>
      <CostChart quotes={q.data.listItem} />
      <QuotePriceRefs
        data={ref.data}
        loading={ref.isPending}
        area={project.areas}
        quotes={q.data.listItem.map((x) => ({ id: x.id, name: x.factory.name, totals: x.totals }))}
      />
      {phone ? <QuoteCards {...parts} /> : <QuoteTable {...parts} />}
      <p className="card-hint">{TOTAL_HINT}</p>
      <p className="card-hint">{COST_HINT}</p>
      <Suspense fallback={null}>
        {awarding && <AwardModal project={project} quote={awarding} onClose={() => setAwarding(undefined)} />}
        {asking && <AskModal project={project} quote={asking} onClose={() => setAsking(undefined)} />}
      </Suspense>
    </Card>
  );
}
