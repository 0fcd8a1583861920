import type { PlanDateState, PlanMoneyState, ShowPlanData } from '@hz/contract/shows';
import { App, Button, Card, Popconfirm, Skeleton, Tag, Timeline } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { yuanText } from '../../../lib/numbers.ts';
import { PlanModels } from '../components/plan-models.tsx';
import { useCalendarFeed, useLeaveShow, useShowPlan } from '../api/shows.ts';
import '../shows.css';

const stateWords: Readonly<Record<PlanDateState, { text: string; color: string }>> = {
  done: { text: '已完成', color: 'gray' },
  due: { text: '今天', color: 'blue' },
  upcoming: { text: '待进行', color: 'green' },
  overdue: { text: '已逾期', color: 'red' },
};

const moneyWords: Readonly<Record<PlanMoneyState, { text: string; color?: string }>> = {
  due: { text: '待托管', color: 'orange' },
  held: { text: '托管中', color: 'blue' },
  paid: { text: '已支付', color: 'green' },
  refunded: { text: '已退回' },
};

/**
 * 资金日历: the show's design fees and build stages by date, each way for the member (支出: they pay; 收入:
 * they receive), with the totals by state. Amounts are gross; the platform's fee is taken from the payee
 * when paid out, as each deal's page shows.
 */
function MoneyCard({ d }: { d: ShowPlanData }) {
  const sides = [
    ['out', '我需支付'],
    ['in', '我将收到'],
  ] as const;
  const shown = sides.filter(([k]) => d.money.some((m) => m.direction === k));
  return (
    <Card className="pc-card" title="资金日历">
      {d.money.length === 0 ? (
        <p className="shows-empty">
          还没有款项：选定设计师或签订搭建合同后，设计费和各期工程款会按日期列在这里。
        </p>
      ) : (
        <>
          {shown.map(([k, label]) => (
            <div key={k} className="plan-money__totals">
              <strong>{label}</strong>
              {(['due', 'held', 'paid', 'refunded'] as const)
                .filter((st) => d.totals[k][st] > 0)
                .map((st) => (
                  <span key={st}>
                    {moneyWords[st].text} {yuanText(d.totals[k][st])}
                  </span>
                ))}
            </div>
          ))}
          <ul className="plan-money">
            {d.money.map((m) => (
              <li key={`${m.link}:${m.title}:${m.date}:${m.state}`} className="plan-money__line">
                <span className="plan-date__when">{m.date}</span>
                <Tag color={moneyWords[m.state].color}>{moneyWords[m.state].text}</Tag>
                <span className="plan-money__amount">
                  {m.direction === 'out' ? '支出' : '收入'} {yuanText(m.amount)}
                </span>
                <div className="plan-date__label">
                  <Link to={m.link}>{m.title}</Link>
                </div>
              </li>
            ))}
          </ul>
          <p className="plan-money__note">
            金额为托管金额；平台服务费在付给设计师或工厂时扣除，详见各交易页面。
          </p>
        </>
      )}
    </Card>
  );
}

const roleWords = {
  task: { client: '我发布的', provider: '我设计的' },
  contest: { client: '我发布的', provider: '我参与的' },
  project: { client: '我发布的', provider: '我承建的' },
} as const;

const dealWords = { task: '设计任务', contest: '悬赏比稿', project: '搭建项目' } as const;

/** The plan's show from the query string: `exhibition` (an id) or `show` (a free-text name). */
function useShowKey() {
  const [params] = useSearchParams();
  const id = Number(params.get('exhibition'));
  if (Number.isInteger(id) && id > 0) return { exhibition: id, showname: '' };
  const name = (params.get('show') ?? '').trim();
  return name ? { exhibition: 0, showname: name } : undefined;
}

/**
 * `/personCenter/showPlan?exhibition=N` (or `?show=名称`), issue 31: one show's plan — its days and the
 * member's deals' dates on one timeline (done, today, upcoming, overdue; China dates), and each deal with
 * its own 下一步 and money, as the deal's page says them.
 */
export default function ShowPlanPage() {
  const key = useShowKey();
  const plan = useShowPlan(key);
  const leave = useLeaveShow();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const d = plan.data;
  const feed = useCalendarFeed().data;
  // a download needs no origin: the feed's own path, so that the server renders the same link
  const icsHref =
    feed && key
      ? `${feed.url}?${key.exhibition > 0 ? `exhibition=${key.exhibition}` : `show=${encodeURIComponent(key.showname)}`}&download=1`
      : undefined;

  if (!key || (plan.isError && isBizError(plan.error) && plan.error.errCode === 'not_found'))
    return (
      <div className="pc-page">
        <PageHeader title="参展计划" />
        <Card>
          <p>没有找到这个展会的参展计划。</p>
          <Link to={paths.shows.path}>返回我的展会</Link>
        </Card>
      </div>
    );

  return (
    <div className="pc-page">
      <PageHeader
        title={d ? d.show.showname : '参展计划'}
        extra={<Link to={paths.shows.path}>我的展会</Link>}
      >
        {d && (
          <span className="plan-head__facts">
            {d.show.sdate && (
              <span>
                展期 {d.show.sdate === d.show.edate ? d.show.sdate : `${d.show.sdate} 至 ${d.show.edate}`}
              </span>
            )}
            {(d.show.city || d.show.venue) && (
              <span>{[d.show.city, d.show.venue].filter(Boolean).join(' · ')}</span>
            )}
            {d.show.ended && <Tag>已结束</Tag>}
          </span>
        )}
      </PageHeader>
      {plan.isPending ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : !d ? (
        <Card>
          <LoadFailed title="参展计划加载失败" onRetry={() => plan.refetch()} />
        </Card>
      ) : (
        <>
          <Card
            className="pc-card"
            title="时间线"
            extra={
              icsHref && (
                <a href={icsHref} download>
                  下载日历（.ics）
                </a>
              )
            }
          >
            <Timeline
              items={d.timeline.map((t) => ({
                key: `${t.date}:${t.label}`,
                color: stateWords[t.state].color,
                children: (
                  <div>
                    <span className="plan-date__when">{t.date}</span>
                    <Tag color={t.state === 'overdue' ? 'red' : t.state === 'due' ? 'blue' : undefined}>
                      {stateWords[t.state].text}
                    </Tag>
                    <div className="plan-date__label">
                      {t.link ? <Link to={t.link}>{t.label}</Link> : t.label}
                    </div>
                  </div>
                ),
              }))}
            />
          </Card>
          <Card className="pc-card" title={`相关交易（${d.deals.length}）`}>
            {d.deals.length === 0 ? (
              <div className="shows-empty">
                <p>还没有这个展会的设计任务或搭建项目。</p>
                <Link to={paths.publish.path}>发布设计任务</Link>
                {' · '}
                <Link to={paths.workshopNeed.root.path}>发布搭建项目</Link>
              </div>
            ) : (
              <ul className="plan-deals">
                {d.deals.map((x) => (
                  <li key={`${x.kind}:${x.id}`} className="plan-deal">
                    <Link to={x.link} className="plan-deal__title">
                      {x.title}
                    </Link>
                    <div className="plan-deal__meta">
                      <Tag>{dealWords[x.kind]}</Tag>
                      <span>{roleWords[x.kind][x.role]}</span>
                      <span>{x.statusName}</span>
                      <span>{x.money}</span>
                    </div>
                    {x.next && <p className="plan-deal__next">下一步：{x.next}</p>}
                    {x.kind === 'project' && (
                      <Link to={`${x.link}#permit`} className="plan-deal__permit">
                        报馆材料
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <MoneyCard d={d} />
          <PlanModels show={key} models={d.models} />
          {d.complaints.length > 0 && (
            <Card className="pc-card" title={`投诉（${d.complaints.length}）`} data-testid="plan-complaints">
              <ul className="plan-deals">
                {d.complaints.map((c) => (
                  <li key={c.id} className="plan-deal">
                    <Link to={c.link} className="plan-deal__title">
                      {c.title}
                    </Link>
                    <div className="plan-deal__meta">
                      <Tag color={c.status === 'open' ? 'orange' : 'default'}>{c.statusName}</Tag>
                      <span>{c.mine ? '我发起的' : '对方发起的'}</span>
                      <span>{c.date}</span>
                    </div>
                  </li>
                ))}
              </ul>
            </Card>
          )}
          {d.show.joined && d.show.exhibition > 0 && (
            <Popconfirm
              title="从我的展会移除？"
              description={
                d.deals.length ? '有任务或项目的展会仍会保留在列表中。' : '之后可在展会页面重新添加。'
              }
              okText="移除"
              cancelText="取消"
              onConfirm={() =>
                leave.mutate(
                  { exhibition: d.show.exhibition },
                  {
                    onSuccess: () => {
                      message.success('已移除');
                      navigate(href(paths.shows.path));
                    },
                    onError: reportError,
                  },
                )
              }
            >
              <Button loading={leave.isPending}>不再参展</Button>
            </Popconfirm>
          )}
        </>
      )}
    </div>
  );
}
