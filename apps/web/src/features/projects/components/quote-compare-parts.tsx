import { Button, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Comparison, ComparedQuote } from '../api/check-price.ts';
import { yuan } from './project-format.ts';

/**
 * The pieces of the quotation comparison (`quote-comparison.tsx`): the cells and folded lines of the
 * table, the bars of the client's total cost, and on a phone one card per factory (issue 27 point 8).
 * What is compared and marked 最低 overall is the client's total cost (`clientCost`, the server's: the
 * quotation's total and the venue fees the client pays apart; issue 27 point 7), shown beside the total.
 */

/** The venue fees the client pays apart, one per line: `施工押金 ¥10,000.00（撤展后退还）`. */
export function clientFeeText(x: ComparedQuote): string {
  const fees = x.fees.filter((f) => f.payer === 'client');
  if (fees.length === 0) return '无';
  return fees.map((f) => `${f.kind} ${yuan(f.amount)}${f.note ? `（${f.note}）` : ''}`).join('\n');
}

/** The venue fees inside the total (paid by the factory), one per line. */
export function factoryFeeText(x: ComparedQuote): string {
  const fees = x.fees.filter((f) => f.payer === 'factory');
  if (fees.length === 0) return '无';
  return fees.map((f) => `${f.kind} ${yuan(f.amount)}`).join('\n');
}

/** An amount with the word 最低 when it is the lowest (colour and word: not colour alone). */
export function Amount({ value, lowest }: { value: number; lowest: boolean }) {
  return (
    <span className="prj-compare__amount">
      {yuan(value)}
      {lowest && '（最低）'}
    </span>
  );
}

/** A cell of the comparison: the lowest of its row marked. */
export function Money({ value, lowest, children }: { value: number; lowest: boolean; children?: ReactNode }) {
  if (value === 0) return <td>—</td>;
  return (
    <td className={lowest ? 'prj-lowest' : undefined}>
      <Amount value={value} lowest={lowest} />
      {children}
    </td>
  );
}

/** A category's lines under its subtotal, folded. */
export function Lines({ lines }: { lines: ComparedQuote['dimian'] }) {
  if (lines.length === 0) return null;
  return (
    <details className="prj-compare__lines">
      <summary>{lines.length}项明细</summary>
      <ul>
        {lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a saved quotation's lines never move
          <li key={i}>
            {l.name}
            {l.spec && `（${l.spec}）`} {l.qty}
            {l.unit} × {yuan(l.price)} = {yuan(l.amount)}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The client's total cost of each quotation as bars (plain CSS: no chart library for one row of numbers). */
export function CostChart({ quotes }: { quotes: ComparedQuote[] }) {
  const max = Math.max(...quotes.map((q) => q.clientCost), 1);
  return (
    <ul className="prj-chart" aria-label="总花费对比（含另付场馆费用）">
      {quotes.map((q) => {
        const low = q.lowest.includes('cost');
        return (
          <li key={q.id}>
            <span className="prj-chart__name">{q.factory.name}</span>
            <span
              className={low ? 'prj-chart__bar prj-chart__bar--low' : 'prj-chart__bar'}
              style={{ width: `${Math.max(2, (q.clientCost / max) * 100)}%` }}
              aria-hidden
            />
            <span className="prj-chart__amount">
              {yuan(q.clientCost)}
              {low ? '（最低）' : ''}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** One row of a factory's card: a term and its value. */
function Fact({ term, children, low }: { term: string; children: ReactNode; low?: boolean }) {
  return (
    <div className={low ? 'prj-qcard__fact prj-lowest' : 'prj-qcard__fact'}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * On a phone, the comparison factory by factory: a card each with the client's total cost (最低 marked),
 * the total and what is paid apart, the category subtotals (the lowest of each marked, lines folded),
 * the terms, and 提问 / 选定.
 */
export function QuoteCards({
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
  return (
    <ul className="prj-qcards" aria-label="各工厂报价">
      {quotes.map((x) => {
        const low = x.lowest.includes('cost');
        return (
          <li key={x.id} className="prj-qcard" data-testid="quote-card">
            <h3 className="prj-qcard__name">
              <Link to={x.factory.link}>{x.factory.name}</Link>
              {low && (
                <Tag color="green" className="prj-qcard__tag">
                  总花费最低
                </Tag>
              )}
            </h3>
            <dl className="prj-qcard__money">
              <Fact term="您的总花费" low={low}>
                <Amount value={x.clientCost} lowest={low} />
              </Fact>
              <Fact term="报价总额">{yuan(x.total)}</Fact>
              <Fact term="另付场馆费用">
                {x.clientFees > 0 ? yuan(x.clientFees) : '无'}
                {x.clientFees > 0 && <span className="prj-note">{clientFeeText(x)}</span>}
              </Fact>
            </dl>
            <dl className="prj-qcard__cats">
              {categories
                .filter((c) => (x.totals[c.key] ?? 0) > 0)
                .map((c) => {
                  const lowC = x.lowest.includes(c.key);
                  return (
                    <Fact key={c.key} term={c.name} low={lowC}>
                      <Amount value={x.totals[c.key] ?? 0} lowest={lowC} />
                      <Lines lines={x[c.key]} />
                    </Fact>
                  );
                })}
              {x.factoryFees > 0 && <Fact term="场馆费用（工厂承担）">{factoryFeeText(x)}</Fact>}
            </dl>
            <dl className="prj-qcard__terms">
              <Fact term="不含项目">{x.exclusions || '未注明'}</Fact>
              <Fact term="搭建天数">{x.days}天</Fact>
              <Fact term="有效期至">{x.validity}</Fact>
              <Fact term="版本">
                第{x.rev}版{x.rev > 1 ? `（修改${x.rev - 1}次）` : ''}
              </Fact>
              {x.conts && <Fact term="报价说明">{x.conts}</Fact>}
            </dl>
            <div className="prj-qcard__actions">
              <Button aria-label={`${open ? '提问' : '查看问答'} ${x.factory.name}`} onClick={() => onAsk(x)}>
                {open ? '提问' : '查看问答'}
              </Button>
              {open && (
                <Button type="primary" aria-label={`选定 ${x.factory.name}`} onClick={() => onAward(x)}>
                  选定
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
