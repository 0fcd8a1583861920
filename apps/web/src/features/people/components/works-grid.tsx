import type { WorkItem } from '@hz/contract/people';
import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { ListPager } from '../../../components/list-pager.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { opensText } from './people-format.ts';
import { WorkStats } from './work-stats.tsx';
import { imageLoading, imageSources } from '../../../lib/image-sources.ts';

/** The grid's columns: four, three below 992 px, two on a phone (people.css `.work-grid`). */
const WORK_SIZES = '(max-width: 767.98px) 50vw, (max-width: 991.98px) 33vw, 280px';

/** Works or cases on a profile page: cover cards with paging; placeholders, 重试 and empty. */
export function WorksGrid({
  title,
  noun,
  query,
  page,
  pageSize,
  onPage,
}: {
  title: string;
  /** 作品, 案例. */
  noun: string;
  query: {
    data?: { listItem: WorkItem[]; total: number } | undefined;
    isError: boolean;
    refetch: () => unknown;
  };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const d = query.data;
  return (
    <section className="listing-detail__section" aria-label={title}>
      <h2>
        {title}
        {d ? `（${d.total}）` : ''}
      </h2>
      {!d && query.isError ? (
        <LoadFailed title={`${noun}加载失败`} onRetry={() => query.refetch()} />
      ) : !d ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : d.listItem.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`暂无公开的${noun}`} />
      ) : (
        <>
          <ul className="work-grid" aria-label={`${noun}列表`}>
            {d.listItem.map((w) => (
              <li key={w.id} className="work-card">
                <Link to={w.link} className="work-card__link">
                  <img
                    className="work-card__cover"
                    {...imageSources(w.thumb || w.cover, WORK_SIZES)}
                    alt=""
                    width={640}
                    height={480}
                    {...imageLoading(false)}
                  />
                  <span className="work-card__title">{w.title}</span>
                  <span className="work-card__meta">
                    {w.style} · {w.areas}㎡ · {opensText(w.opens)} · {w.pictures}张图
                  </span>
                  {w.exhibition && <span className="work-card__meta">{w.exhibition.title}</span>}
                  <WorkStats className="work-card__meta" views={w.views} likes={w.likes} />
                </Link>
              </li>
            ))}
          </ul>
          <ListPager page={page} pageSize={pageSize} total={d.total} onChange={onPage} keepScroll />
        </>
      )}
    </section>
  );
}
