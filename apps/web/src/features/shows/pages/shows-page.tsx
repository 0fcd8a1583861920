import { App, Button, Card, Empty, Input, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { type ShowCardData, showPlanHref } from '../api/show-links.ts';
import { absoluteUrl, useCalendarFeed, useMyShows, useResetCalendar } from '../api/shows.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import '../shows.css';

function ShowItem({ s }: { s: ShowCardData }) {
  const place = [s.city, s.venue].filter(Boolean).join(' · ');
  const deals = [
    s.tasks ? `设计任务 ${s.tasks}` : '',
    s.contests ? `悬赏比稿 ${s.contests}` : '',
    s.projects ? `搭建项目 ${s.projects}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="shows-item">
      <Link to={showPlanHref(s)} className="shows-item__title">
        {s.showname}
      </Link>
      <div className="shows-item__meta">
        {s.sdate && <span>{s.sdate === s.edate ? s.sdate : `${s.sdate} 至 ${s.edate}`}</span>}
        {place && <span>{place}</span>}
      </div>
      <div className="shows-item__tags">
        {s.ended ? <Tag>已结束</Tag> : <Tag color="green">进行中</Tag>}
        {s.joined && <Tag color="blue">手动添加</Tag>}
        <span className="shows-item__deals">{deals || '还没有任务或项目'}</span>
      </div>
    </li>
  );
}

/**
 * 日历订阅: the member's feed URL to paste into a calendar app, copied in one click; a reset revokes the
 * old one (after a confirmation: every calendar subscribed with it stops updating).
 */
function CalendarCard() {
  const feed = useCalendarFeed();
  const reset = useResetCalendar();
  const { message } = App.useApp();
  // the feed's address needs the site's origin, which only the browser knows: after hydrating (a page
  // rendered with the member's session, decision 066), the placeholder until then
  const hydrated = useHydrated();
  const url = feed.data && hydrated ? absoluteUrl(feed.data.url) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      message.success('已复制日历链接');
    } catch {
      message.info('请长按或选中链接手动复制');
    }
  };
  return (
    <Card className="pc-card" title="日历订阅">
      <p className="shows-calendar__how">
        在 Apple
        日历、Outlook、钉钉或企业微信中选择“订阅日历”并粘贴下面的链接，所有展会的展期、设计截止、报馆截止、进场与撤展日期会自动同步，并在前一天提醒。
      </p>
      {feed.isError ? (
        <LoadFailed title="日历链接加载失败" onRetry={() => feed.refetch()} />
      ) : (
        <Space.Compact className="shows-calendar__url">
          <Input readOnly value={url} aria-label="日历订阅链接" placeholder="正在生成…" />
          <Button type="primary" onClick={copy} disabled={!url}>
            复制
          </Button>
        </Space.Compact>
      )}
      <Popconfirm
        title="重置日历链接？"
        description="旧链接立即失效，已订阅的日历将不再更新。"
        okText="重置"
        cancelText="取消"
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => message.success('已生成新的日历链接'),
            onError: reportError,
          })
        }
      >
        <Button type="link" className="shows-calendar__reset" loading={reset.isPending}>
          重置链接
        </Button>
      </Popconfirm>
    </Card>
  );
}

/**
 * `/personCenter/shows` (我的展会, issue 31): every show the member takes part in, from their tasks and
 * projects naming it and the shows they added (我要参展); each opens its plan.
 */
export default function ShowsPage() {
  const list = useMyShows();
  const d = list.data;
  return (
    <div className="pc-page">
      <PageHeader title="我的展会">
        参与的每个展会一页：展期、设计与搭建的关键日期、每笔交易的下一步和金额
      </PageHeader>
      {list.isPending ? (
        <Card>
          <Skeleton active paragraph={{ rows: 5 }} />
        </Card>
      ) : list.isError || !d ? (
        <Card>
          <LoadFailed title="我的展会加载失败" onRetry={() => list.refetch()} />
        </Card>
      ) : d.listItem.length === 0 ? (
        <Card>
          <Empty description="还没有参展计划">
            <p className="shows-empty">
              在展会页面点“我要参展”，或发布设计任务、搭建项目时选择展会，这里会自动生成参展计划。
            </p>
            <Link to={href(paths.exhibition.path)}>去看看展会</Link>
          </Empty>
        </Card>
      ) : (
        <>
          <Card className="pc-card" title={`共 ${d.listItem.length} 个展会`}>
            <ul className="shows-list">
              {d.listItem.map((s) => (
                <ShowItem key={`${s.exhibition}:${s.showname}`} s={s} />
              ))}
            </ul>
          </Card>
          <CalendarCard />
        </>
      )}
    </div>
  );
}
