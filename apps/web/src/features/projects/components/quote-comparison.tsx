import { App, Button, Card, Empty, Form, Input, Modal, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { reportError } from '../../../lib/error-handler.ts';
import type { ProjectDetail } from '../api/project-info.ts';
import { type ComparedQuote, useCheckPrice } from '../api/check-price.ts';
import { useAwardProject } from '../api/project-award.ts';
import { yuan } from './project-format.ts';
import { QuoteQuestions } from './quote-questions.tsx';

/** A cell of the comparison: the lowest of its row marked (colour and the word 最低, not colour alone). */
function Money({ value, lowest, children }: { value: number; lowest: boolean; children?: ReactNode }) {
  if (value === 0) return <td>—</td>;
  return (
    <td className={lowest ? 'prj-lowest' : undefined}>
      <span className="prj-compare__amount">
        {yuan(value)}
        {lowest && '（最低）'}
      </span>
      {children}
    </td>
  );
}

/** A category's lines under its subtotal, folded. */
function Lines({ lines }: { lines: ComparedQuote['dimian'] }) {
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

/** The totals as bars (plain CSS: no chart library for one row of numbers). */
function TotalsChart({ quotes }: { quotes: ComparedQuote[] }) {
  const max = Math.max(...quotes.map((q) => q.total), 1);
  return (
    <ul className="prj-chart" aria-label="报价总额对比">
      {quotes.map((q) => {
        const low = q.lowest.includes('total');
        return (
          <li key={q.id}>
            <span className="prj-chart__name">{q.factory.name}</span>
            <span
              className={low ? 'prj-chart__bar prj-chart__bar--low' : 'prj-chart__bar'}
              style={{ width: `${Math.max(2, (q.total / max) * 100)}%` }}
              aria-hidden
            />
            <span>
              {yuan(q.total)}
              {low ? '（最低）' : ''}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The confirmation of an award: the factory and its total named, an optional reason to the others. */
function AwardModal({
  project,
  quote,
  onClose,
}: {
  project: ProjectDetail;
  quote: ComparedQuote | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const won = useAwardProject();
  const { message } = App.useApp();
  if (!quote) return null;
  const submit = async ({ reason }: { reason?: string }) => {
    try {
      await won.mutateAsync({ id: project.id, quote: quote.id, reason: reason?.trim() ?? '' });
      message.success(`已选定 ${quote.factory.name}`);
      onClose();
    } catch (err) {
      reportError(err);
    }
  };
  return (
    <Modal
      open
      title={`选定「${quote.factory.name}」的报价？`}
      okText="确认选定"
      cancelText="取消"
      confirmLoading={won.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        报价总额 <strong>{yuan(quote.total)}</strong>
        {quote.clientFees > 0 && `，另需您直接向场馆支付 ${yuan(quote.clientFees)}`}。
      </p>
      <p className="card-hint">选定后项目进入签约阶段，不能再改选；其他报价的工厂会收到未中标通知。</p>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="reason" label="告知其他工厂的原因（可不填）">
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="例如：另一家的工期更短" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * `checkPrice` on the client's page: every quotation side by side by category, the lowest of each row
 * marked, the venue fees (inside the total or paid apart) and the exclusions beside each total, the
 * revisions and validity, the totals as bars, a question to each factory (问答), and 选定 while the project
 * is open.
 */
export function QuoteComparison({ project }: { project: ProjectDetail }) {
  const q = useCheckPrice(project.id, project.quoted > 0);
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
  const { categories, listItem: quotes } = q.data;
  // the categories somebody priced, in the contract's order
  const rows = categories.filter((c) => quotes.some((x) => (x.totals[c.key] ?? 0) > 0));
  return (
    <Card className="pc-card" title={`报价对比（${quotes.length}家）`}>
      <TotalsChart quotes={quotes} />
      <div className="prj-compare__scroll">
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
                <Money key={x.id} value={x.total} lowest={x.lowest.includes('total')} />
              ))}
            </tr>
            <tr>
              <th scope="row">另付场馆费用</th>
              {quotes.map((x) => (
                <td key={x.id} className="prj-note">
                  {x.fees.filter((f) => f.payer === 'client').length === 0
                    ? '无'
                    : x.fees
                        .filter((f) => f.payer === 'client')
                        .map((f) => `${f.kind} ${yuan(f.amount)}${f.note ? `（${f.note}）` : ''}`)
                        .join('\n')}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">已含场馆费用</th>
              {quotes.map((x) => (
                <td key={x.id} className="prj-note">
                  {x.fees.filter((f) => f.payer === 'factory').length === 0
                    ? '无'
                    : x.fees
                        .filter((f) => f.payer === 'factory')
                        .map((f) => `${f.kind} ${yuan(f.amount)}`)
                        .join('\n')}
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
                    onClick={() => setAsking(x)}
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
                      onClick={() => setAwarding(x)}
                    >
                      选定
                    </Button>
                  </td>
                ))}
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <p className="card-hint">
        报价总额 = 各分类小计 +
        工厂承担的场馆费用，由平台按明细计算；另付场馆费用由您直接支付给场馆，不含在总额内。
      </p>
      <AwardModal project={project} quote={awarding} onClose={() => setAwarding(undefined)} />
      {asking && (
        <Modal
          open
          title={`向 ${asking.factory.name} 提问`}
          footer={null}
          onCancel={() => setAsking(undefined)}
          destroyOnHidden
        >
          <p className="card-hint">问答只有您和该工厂可见，工厂回答后您会收到消息。</p>
          <QuoteQuestions id={project.id} quote={asking.id} />
        </Modal>
      )}
    </Card>
  );
}
