import {
  ApplyState,
  applyStateLabels,
  ReviewState,
  taskStateLabels,
  taskStateValues,
} from '@hz/contract/common/states';
import { Card, Empty, Segmented, Skeleton, Tabs, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { DealStateTag } from '../../../components/deal-state-tag.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { useMyTasks } from '../api/task-list.ts';
import { useMyApplies } from '../api/designer-task-list.ts';
import { boothFacts, feeOf, stateColor, stateLabel, yuan } from '../components/task-format.ts';
import '../tasks.css';

const PAGE_SIZE = 10;
type Status = (typeof taskStateValues)[number];

interface Row {
  id: number;
  title: string;
  status: string;
  checked: number;
  sizes: number;
  opens: number;
  layer: number;
  style: string;
  cost: number;
  fee: number;
  deadline: string;
  due: string;
  applied: number;
  dates: string;
  /** The 下一步 for the member listing it, from the server. */
  next: string;
  applyStatus?: string;
}

function TaskRows({ rows, side }: { rows: Row[]; side: 'client' | 'designer' }) {
  return (
    <ul className="task-rows">
      {rows.map((r) => {
        // the 下一步 the server wrote for the member listing it (decision 043)
        const step = r.next;
        return (
          <li key={r.id} className="task-row">
            <div className="task-row__main">
              <Link to={href(paths.publishDetail.path, { id: r.id })} className="task-row__title">
                {r.title}
              </Link>
              <div className="task-row__tags">
                <DealStateTag
                  status={r.status}
                  checked={side === 'client' ? r.checked : ReviewState.approved}
                  color={stateColor(r.status)}
                  label={stateLabel(r.status)}
                />
                {r.applyStatus && r.applyStatus !== ApplyState.selected && (
                  <Tag>{applyStateLabels[r.applyStatus as ApplyState]}</Tag>
                )}
              </div>
              <p className="card-hint">
                {boothFacts(r)} · 设计截止 {r.deadline}
                {side === 'client' ? ` · ${r.applied}人报名` : ''}
              </p>
              {step && <p className="task-row__next">下一步：{step}</p>}
            </div>
            <span className="task-money">{yuan(feeOf(r))}</span>
          </li>
        );
      })}
    </ul>
  );
}

function ListBody({
  q,
  side,
  page,
  onPage,
  empty,
}: {
  q: { data?: { listItem: Row[]; total: number }; isError: boolean; refetch: () => unknown };
  side: 'client' | 'designer';
  page: number;
  onPage: (p: number) => void;
  empty: React.ReactNode;
}) {
  if (!q.data && q.isError) return <LoadFailed title="任务加载失败" onRetry={() => q.refetch()} />;
  if (!q.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (q.data.listItem.length === 0) return empty;
  return (
    <>
      <TaskRows rows={q.data.listItem} side={side} />
      <ListPager page={page} pageSize={PAGE_SIZE} total={q.data.total} onChange={onPage} />
    </>
  );
}

/**
 * `/personCenter/businessList`: the client's tasks (我发布的) and the designer's applications (我报名的),
 * by state, each with what must happen next and by when.
 */
export default function BusinessListPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'apply' ? 'apply' : 'pub';
  const rawStatus = params.get('status') ?? '';
  const status = (taskStateValues as readonly string[]).includes(rawStatus)
    ? (rawStatus as Status)
    : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (next: Record<string, string | undefined>) => {
    const q = new URLSearchParams();
    const merged = { tab, status, page: String(page), ...next };
    if (merged.tab === 'apply') q.set('tab', 'apply');
    if (merged.status) q.set('status', merged.status);
    if (merged.page && merged.page !== '1') q.set('page', merged.page);
    setParams(q);
  };
  const body = { ...(status ? { status } : {}), page, pageSize: PAGE_SIZE };
  const mine = useMyTasks(tab === 'pub' ? body : undefined);
  const applies = useMyApplies(tab === 'apply' ? body : undefined);

  const filter = (
    <Segmented
      className="task-status-filter"
      value={status ?? ''}
      onChange={(v) => set({ status: v ? String(v) : undefined, page: '1' })}
      options={[
        { value: '', label: '全部' },
        ...taskStateValues.map((s) => ({ value: s, label: taskStateLabels[s] })),
      ]}
    />
  );

  return (
    <div className="pc-page">
      <PageHeader
        title="我的任务"
        extra={
          <LinkButton type="primary" to={paths.publish.path}>
            发布设计需求
          </LinkButton>
        }
      >
        跟进设计任务的选人、托管、交付与验收；每个任务都写明下一步与截止时间
      </PageHeader>
      <Card className="pc-card">
        <Tabs
          activeKey={tab}
          onChange={(k) => set({ tab: k, status: undefined, page: '1' })}
          items={[
            { key: 'pub', label: '我发布的' },
            { key: 'apply', label: '我报名的' },
          ]}
        />
        <div className="task-status-scroll">{filter}</div>
        {tab === 'pub' ? (
          <ListBody
            q={mine}
            side="client"
            page={page}
            onPage={(p) => set({ page: String(p) })}
            empty={
              <Empty description={status ? '没有这个状态的任务' : '您还没有发布设计需求'}>
                <Link to={paths.publish.path}>发布设计需求</Link>
              </Empty>
            }
          />
        ) : (
          <ListBody
            q={applies}
            side="designer"
            page={page}
            onPage={(p) => set({ page: String(p) })}
            empty={
              <Empty description={status ? '没有这个状态的任务' : '您还没有报名设计任务'}>
                <Link to={paths.taskHall.path}>去任务大厅看看</Link>
              </Empty>
            }
          />
        )}
      </Card>
    </div>
  );
}
