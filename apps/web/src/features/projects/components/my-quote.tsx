import { QuoteState } from '@hz/contract/common/states';
import { Alert, Button, Card, Descriptions, Skeleton, Tag } from 'antd';
import { LinkButton } from '../../../components/link-button.tsx';
import { href, loginHref, paths } from '../../../config/paths.ts';
import { useLoggedIn } from '../../../lib/login-state.ts';
import type { ProjectDetail } from '../api/project-info.ts';
import { useMyQuote } from '../api/factory-quote-info.ts';
import { quoteStateColor, quoteStateLabel, yuan } from './project-format.ts';

/**
 * A factory's side of the project page: its own quotation (state, total, version, validity) and the way
 * to quote or revise while the project is open; a visitor is asked to log in first.
 */
export function MyQuote({ project: p }: { project: ProjectDetail }) {
  const loggedIn = useLoggedIn();
  const q = useMyQuote(p.id, p.myQuote > 0);
  const quoteHref = href(paths.workQuotation.path, { id: p.id });
  const open = p.status === 'open';
  if (p.myQuote === 0) {
    if (!open) return null;
    return (
      <div className="prj-actions">
        {loggedIn ? (
          <LinkButton type="primary" size="large" to={quoteHref}>
            我要报价
          </LinkButton>
        ) : (
          <LinkButton type="primary" size="large" to={loginHref(href(paths.workDetail.path, { id: p.id }))}>
            登录后报价
          </LinkButton>
        )}
        <span className="card-hint">需完成企业认证并开通工厂资料</span>
      </div>
    );
  }
  if (q.isPending)
    return (
      <Card className="pc-card" title="我的报价">
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  if (!q.data)
    return (
      <Card className="pc-card" title="我的报价">
        <Button onClick={() => q.refetch()}>我的报价加载失败，重试</Button>
      </Card>
    );
  const m = q.data;
  return (
    <Card
      className="pc-card"
      title="我的报价"
      extra={<Tag color={quoteStateColor(m.status)}>{quoteStateLabel(m.status)}</Tag>}
    >
      {m.status === QuoteState.lost && (
        <Alert
          className="prj-my-quote__alert"
          type="warning"
          showIcon
          title={
            p.status === 'closed' ? '客户已关闭项目，您的报价未被选中' : '客户已选定其他工厂，您的报价未中标'
          }
          description="客户填写的原因（如有）已通过站内消息发送给您。"
        />
      )}
      {m.status === QuoteState.won && (
        <Alert
          className="prj-my-quote__alert"
          type="success"
          showIcon
          title="您的报价已中标"
          description={p.status === 'won' ? '等待与客户签订搭建合同。' : '后续步骤见上方“项目进度”。'}
        />
      )}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'total', label: '报价总额', children: <span className="prj-money">{yuan(m.total)}</span> },
          {
            key: 'client',
            label: '客户另付场馆费用',
            children: m.clientFees > 0 ? yuan(m.clientFees) : '无',
          },
          { key: 'rev', label: '版本', children: `第${m.rev}版（${m.dates} ${m.times}）` },
          { key: 'validity', label: '有效期至', children: m.validity },
          { key: 'days', label: '搭建天数', children: `${m.days}天` },
        ]}
      />
      {open && m.status === QuoteState.quoted && (
        <div className="prj-actions">
          <LinkButton type="primary" to={quoteHref}>
            修改报价
          </LinkButton>
          <span className="card-hint">每次修改都会保留，客户看到的是最新版本</span>
        </div>
      )}
    </Card>
  );
}
