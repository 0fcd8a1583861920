import { Card, Empty, Skeleton, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { DealStateTag } from '../../../components/deal-state-tag.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { type ContestListItem, useMyContests } from '../api/my-contests.ts';
import {
  boothFacts,
  chinaMinute,
  contestStateColor,
  contestStateLabel,
  yuan,
} from '../components/contest-format.ts';
import '../contests.css';

const PAGE_SIZE = 10;

function Rows({ rows }: { rows: ContestListItem[] }) {
  return (
    <ul className="contest-rows">
      {rows.map((r) => (
        <li key={r.id} className="contest-row" data-testid="my-contest">
          <div className="contest-row__main">
            <Link to={href(paths.contestDetail.path, { id: r.id })} className="contest-row__title">
              {r.title}
            </Link>
            <div className="contest-row__tags">
              <DealStateTag
                status={r.status}
                checked={r.checked}
                color={contestStateColor(r.status)}
                label={contestStateLabel(r.status)}
              />
            </div>
            <p className="card-hint">
              {boothFacts(r)} · {r.entries}份稿件
              {r.due ? ` · 截止 ${chinaMinute(r.due)}` : ''}
            </p>
            {/* the 下一步 the server wrote for the member listing it (decision 043) */}
            {r.next && <p className="contest-row__next">下一步：{r.next}</p>}
          </div>
          <span className="contest-money">{yuan(r.prize)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/personCenter/myContests` 我的比稿: the contests the member published (我发布的) and entered (我参与的);
 * those open for entries are the task hall's contests tab (`/taskHall?tab=contest`), linked from the empty list.
 */
export default function MyContestsPage() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const role = tabParam === 'entrant' ? 'entrant' : 'client';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = useMyContests({ role, page, pageSize: PAGE_SIZE });
  const set = (tab: string, p: number) => {
    const n = new URLSearchParams();
    if (tab !== 'client') n.set('tab', tab);
    if (p > 1) n.set('page', String(p));
    setParams(n);
  };
  return (
    <div className="pc-page">
      <PageHeader
        title="我的比稿"
        extra={
          <LinkButton type="primary" to={href(paths.publish.path, { mode: 'contest' })}>
            发布悬赏比稿
          </LinkButton>
        }
      >
        悬赏比稿：发布方托管奖金，设计师提交设计稿，发布方评选获奖者；每个比稿都写明下一步与截止时间
      </PageHeader>
      <Card className="pc-card">
        <Tabs
          activeKey={role}
          onChange={(k) => set(k, 1)}
          items={[
            { key: 'client', label: '我发布的' },
            { key: 'entrant', label: '我参与的' },
          ]}
        />
        {!q.data && q.isError ? (
          <LoadFailed title="比稿加载失败" onRetry={() => q.refetch()} />
        ) : !q.data ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : q.data.listItem.length === 0 ? (
          <Empty description={role === 'client' ? '您还没有发布悬赏比稿' : '您还没有参与比稿'}>
            {role === 'client' ? (
              <Link to={href(paths.publish.path, { mode: 'contest' })}>发布悬赏比稿</Link>
            ) : (
              <Link to={href(paths.taskHall.path, { tab: 'contest' })}>去看看征稿中的比稿</Link>
            )}
          </Empty>
        ) : (
          <>
            <Rows rows={q.data.listItem} />
            <ListPager page={page} pageSize={PAGE_SIZE} total={q.data.total} onChange={(p) => set(role, p)} />
          </>
        )}
      </Card>
    </div>
  );
}
