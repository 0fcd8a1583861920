import { taskStyles } from '@hz/contract/tasks';
import { Button, Empty, Input, Select, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { ListPager } from '../../../components/list-pager.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { useTaskHall } from '../api/designer-task-hall.ts';
import {
  areaBands,
  feeFloors,
  HALL_PAGE_SIZE,
  type HallFilters,
  hallBody,
  readHallFilters,
  type Style,
} from '../components/hall-filters.ts';
import { boothFacts, yuan } from '../components/task-format.ts';
import '../tasks.css';

const defaults = { page: 1 } as const;

/** `/taskHall` (设计任务大厅, decision 021): approved open tasks for designers, every filter in the URL. */
export default function TaskHallPage() {
  const { filters: f, go, clear } = useUrlFilters<HallFilters>(readHallFilters, defaults);
  const q = useTaskHall(hallBody(f));
  const filtered = Boolean(f.keyword || f.style || f.layer || f.area || f.minCost);
  const data = q.data;

  return (
    <div className="container listing-page task-hall">
      <PageHeader
        title="设计任务大厅"
        extra={
          <Link to={paths.publish.path} className="link-btn">
            发布设计需求
          </Link>
        }
      >
        企业发布的展台设计需求，设计费由平台托管，验收后结算。报名需完成实名认证并开通设计师资料。
      </PageHeader>
      <section className="task-hall__filters" aria-label="筛选">
        <Input.Search
          key={f.keyword}
          defaultValue={f.keyword}
          placeholder="搜索任务标题、风格、需求…"
          aria-label="关键词"
          allowClear
          enterButton="搜索"
          maxLength={30}
          onSearch={(v) => go({ keyword: v.trim() })}
        />
        <div className="task-hall__row">
          <Select
            aria-label="设计风格"
            placeholder="设计风格"
            allowClear
            value={f.style || undefined}
            onChange={(v?: Style) => go({ style: v ?? '' })}
            options={taskStyles.map((s) => ({ value: s, label: s }))}
          />
          <Select
            aria-label="层数"
            placeholder="单层/双层"
            allowClear
            value={f.layer || undefined}
            onChange={(v?: 1 | 2) => go({ layer: v ?? 0 })}
            options={[
              { value: 1, label: '单层' },
              { value: 2, label: '双层' },
            ]}
          />
          <Select
            aria-label="展位面积"
            placeholder="展位面积"
            allowClear
            value={f.area || undefined}
            onChange={(v?: string) => go({ area: v ?? '' })}
            options={areaBands.map((b) => ({ value: b.value, label: b.label }))}
          />
          <Select
            aria-label="最低设计费"
            placeholder="最低设计费"
            allowClear
            value={f.minCost || undefined}
            onChange={(v?: number) => go({ minCost: v ?? 0 })}
            options={feeFloors.map((n) => ({ value: n, label: `${n}元以上` }))}
          />
        </div>
      </section>

      {data && (
        <p className="listing-count" role="status">
          共找到 {data.total} 个任务
        </p>
      )}
      {!data && q.isError ? (
        <LoadFailed title="任务列表加载失败" onRetry={() => q.refetch()} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : data.listItem.length === 0 ? (
        <Empty
          description={filtered ? '没有符合条件的任务，换个关键词或筛选条件试试' : '暂时没有招募中的设计任务'}
        >
          {filtered ? (
            <Button onClick={clear}>清除筛选</Button>
          ) : (
            <Link to={paths.publish.path}>发布设计需求</Link>
          )}
        </Empty>
      ) : (
        <>
          <ul className="task-cards" aria-label="任务列表">
            {data.listItem.map((t) => (
              <li key={t.id} className="task-card">
                <Link to={href(paths.publishDetail.path, { id: t.id })} className="task-card__link">
                  <div className="task-card__top">
                    <h2 className="task-card__title">{t.title}</h2>
                    <span className="task-money">{yuan(t.cost)}</span>
                  </div>
                  <p className="task-card__facts">{boothFacts(t)}</p>
                  <div className="task-card__tags">
                    {t.types.map((x) => (
                      <Tag key={x}>{x}</Tag>
                    ))}
                  </div>
                  <p className="card-hint">
                    展会 {t.sdate} · 设计截止 {t.deadline} · {t.applied}人报名 · 发布于 {t.dates}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
          <ListPager
            className="listing-pager"
            page={f.page}
            pageSize={HALL_PAGE_SIZE}
            total={Math.min(data.total, 50 * HALL_PAGE_SIZE)}
            onChange={(page) => go({ page })}
          />
        </>
      )}
    </div>
  );
}
