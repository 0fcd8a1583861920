import { Button, Empty, Input, Select, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { ListPager } from '../../../components/list-pager.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { UpcomingTag } from '../../../components/upcoming-tag.tsx';
import { href, paths } from '../../../config/paths.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { useProjectHall } from '../api/project-hall.ts';
import {
  budgetBands,
  hallCities,
  PROJECT_HALL_PAGE_SIZE,
  type ProjectHallFilters,
  projectAreaBands,
  projectHallBody,
  readProjectHallFilters,
} from '../components/hall-filters.ts';
import { boothFacts, placeFacts, yuan } from '../components/project-format.ts';
import '../projects.css';

const defaults = { page: 1 } as const;

/** `/projectHall` (搭建项目大厅, decision 036): approved open build projects for factories, filters in the URL. */
export default function ProjectHallPage() {
  const { filters: f, go, clear } = useUrlFilters<ProjectHallFilters>(readProjectHallFilters, defaults);
  const q = useProjectHall(projectHallBody(f));
  const filtered = Boolean(f.keyword || f.city || f.area || f.budget);
  const data = q.data;
  const cities =
    f.city && !(hallCities as readonly string[]).includes(f.city) ? [f.city, ...hallCities] : hallCities;

  return (
    <div className="container listing-page project-hall">
      <PageHeader
        title="搭建项目大厅"
        extra={
          <Link to={paths.workshopNeed.root.path} className="link-btn">
            发布搭建项目
            <UpcomingTag to={paths.workshopNeed.root.path} />
          </Link>
        }
      >
        企业发布的展台搭建项目，工厂按地面、背板、门头等分项报价，客户比价后选定。报价需完成企业认证并开通工厂资料。
      </PageHeader>
      <section className="prj-hall__filters" aria-label="筛选">
        <Input.Search
          key={f.keyword}
          defaultValue={f.keyword}
          placeholder="搜索项目标题、展会、展馆…"
          aria-label="关键词"
          allowClear
          enterButton="搜索"
          maxLength={30}
          onSearch={(v) => go({ keyword: v.trim() })}
        />
        <div className="prj-hall__row">
          <Select
            aria-label="城市"
            placeholder="城市"
            allowClear
            showSearch
            value={f.city || undefined}
            onChange={(v?: string) => go({ city: v ?? '' })}
            options={cities.map((c) => ({ value: c, label: c }))}
          />
          <Select
            aria-label="展位面积"
            placeholder="展位面积"
            allowClear
            value={f.area || undefined}
            onChange={(v?: string) => go({ area: v ?? '' })}
            options={projectAreaBands.map((b) => ({ value: b.value, label: b.label }))}
          />
          <Select
            aria-label="预算"
            placeholder="预算"
            allowClear
            value={f.budget || undefined}
            onChange={(v?: string) => go({ budget: v ?? '' })}
            options={budgetBands.map((b) => ({ value: b.value, label: b.label }))}
          />
        </div>
      </section>

      {data && (
        <p className="listing-count" role="status">
          共找到 {data.total} 个项目
        </p>
      )}
      {!data && q.isError ? (
        <LoadFailed title="项目列表加载失败" onRetry={() => q.refetch()} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : data.listItem.length === 0 ? (
        <Empty
          description={filtered ? '没有符合条件的项目，换个关键词或筛选条件试试' : '暂时没有报价中的搭建项目'}
        >
          {filtered ? (
            <Button onClick={clear}>清除筛选</Button>
          ) : (
            <Link to={paths.workshopNeed.root.path}>
              发布搭建项目
              <UpcomingTag to={paths.workshopNeed.root.path} />
            </Link>
          )}
        </Empty>
      ) : (
        <>
          <ul className="prj-cards" aria-label="项目列表">
            {data.listItem.map((p) => (
              <li key={p.id} className="prj-card">
                <Link to={href(paths.workDetail.path, { id: p.id })} className="prj-card__link">
                  <div className="prj-card__top">
                    <h2 className="prj-card__title">{p.title}</h2>
                    <span className="prj-money">{yuan(p.coins)}</span>
                  </div>
                  <p className="prj-card__facts">{boothFacts(p)}</p>
                  <p className="prj-card__facts">{placeFacts(p)}</p>
                  <div className="prj-card__tags">
                    <Tag>{p.quoted > 0 ? `${p.quoted}家已报价` : '暂无报价'}</Tag>
                    {p.peoples > 0 && <Tag>施工{p.peoples}人</Tag>}
                  </div>
                  <p className="card-hint">
                    进场 {p.indate} · 开展 {p.sdate} · 报馆截止 {p.bgdate} · 发布于 {p.dates}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
          <ListPager
            className="listing-pager"
            page={f.page}
            pageSize={PROJECT_HALL_PAGE_SIZE}
            total={Math.min(data.total, 50 * PROJECT_HALL_PAGE_SIZE)}
            onChange={(page) => go({ page })}
          />
        </>
      )}
    </div>
  );
}
