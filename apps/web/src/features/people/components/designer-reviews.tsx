import { Empty, Rate, Skeleton } from 'antd';
import { useState } from 'react';
import { ListPager } from '../../../components/list-pager.tsx';
import { useDesignerCmts } from '../../reviews/api/designer-cmts.ts';

const PAGE_SIZE = 5;
const stars = (x: number) => Math.round(x * 2) / 2;

/**
 * A designer's published reviews from clients (decision 024): the mean rating overall and per criterion,
 * then the reviews newest first. Reviews appear once both sides have reviewed or 14 days have passed.
 */
export function DesignerReviews({ cardno }: { cardno: string }) {
  const [page, setPage] = useState(1);
  const q = useDesignerCmts({ cardno, page, pageSize: PAGE_SIZE });
  const d = q.data;
  return (
    <section className="listing-detail__section designer-reviews" aria-label="客户评价">
      <h2>
        客户评价
        {d ? `（${d.total}）` : ''}
      </h2>
      {!d ? (
        q.isError ? (
          <p className="card-hint">评价加载失败，请稍后刷新重试。</p>
        ) : (
          <Skeleton active paragraph={{ rows: 3 }} />
        )
      ) : d.total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无公开的评价" />
      ) : (
        <>
          <div className="designer-reviews__summary">
            <span className="designer-reviews__score">
              {d.rating.toFixed(1)}
              <span className="designer-reviews__unit">分</span>
            </span>
            <Rate disabled allowHalf value={stars(d.rating)} />
            <ul className="designer-reviews__criteria">
              {d.criteria.map((c) => (
                <li key={c.key}>
                  {c.name} <b>{c.avg.toFixed(1)}</b>
                </li>
              ))}
            </ul>
          </div>
          <ul className="designer-reviews__list">
            {d.listItem.map((r) => (
              <li key={r.id} className="designer-reviews__item">
                <div className="designer-reviews__head">
                  <b>{r.author}</b>
                  <Rate disabled allowHalf value={stars(r.rating)} />
                  <span className="designer-reviews__date">{r.pubDates}</span>
                </div>
                <div className="designer-reviews__task">
                  {r.kind === 'contest' ? `悬赏比稿：${r.title}` : r.title}
                </div>
                <p className="designer-reviews__text">{r.conts}</p>
              </li>
            ))}
          </ul>
          <ListPager page={page} pageSize={PAGE_SIZE} total={d.total} onChange={setPage} keepScroll />
        </>
      )}
    </section>
  );
}
