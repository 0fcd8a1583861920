import { Empty, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { href, paths } from '../config/paths.ts';
import { dateSpan, reviewState } from '../lib/content-format.ts';
import { type MyContentItem, useMyContent } from '../lib/my-content.ts';
import { ListPager } from './list-pager.tsx';
import { LoadFailed } from './load-failed.tsx';

/** The kinds published from a form with 我的发布 (booth photos have their own 我的上传). */
export type PublishedKind = 'huizhan' | 'huiyi' | 'hycd';

export const MY_CONTENT_PAGE_SIZE = 10;

const kinds: Record<
  PublishedKind,
  { empty: string; facts: (it: MyContentItem) => string; edit: (id: number) => string }
> = {
  huizhan: {
    empty: '您还没有发布展会',
    facts: (it) => `${it.city} · ${dateSpan(it.sdate, it.edate)}`,
    edit: (id) => href(paths.uploadExhibition.path, { id, kind: 'huizhan' }),
  },
  huiyi: {
    empty: '您还没有发布会议',
    facts: (it) => `${it.city} · ${dateSpan(it.sdate, it.edate)}`,
    edit: (id) => href(paths.uploadExhibition.path, { id, kind: 'huiyi' }),
  },
  hycd: {
    empty: '您还没有发布会议场地',
    facts: (it) => `${it.sub} · ${it.city}`,
    edit: (id) => href(paths.uploadConvention.path, { id }),
  },
};

/**
 * 我的发布: the member's own items of one kind in every state, each with its review state, the reason
 * of a rejection and a link to edit it. `children` go above the list (a switch between kinds).
 */
export function MyContentList({
  kind,
  page,
  onPage,
  children,
}: {
  kind: PublishedKind;
  page: number;
  onPage: (page: number) => void;
  children?: ReactNode;
}) {
  const list = useMyContent(kind, page, MY_CONTENT_PAGE_SIZE);
  const data = list.data;
  const k = kinds[kind];
  return (
    <section className="my-listings" aria-label="我的发布">
      {children}
      {!data && list.isError ? (
        <LoadFailed title="我的发布加载失败" onRetry={() => list.refetch()} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : data.listItem.length === 0 ? (
        <Empty description={k.empty} />
      ) : (
        <>
          <ul className="my-listings__list">
            {data.listItem.map((it) => {
              const state = reviewState(it.checked);
              return (
                <li key={it.id} className="my-listings__item">
                  <img src={it.cover} alt="" className="my-listings__cover" />
                  <div className="my-listings__body">
                    <Link to={it.link} className="my-listings__title">
                      {it.title}
                    </Link>
                    <p className="my-listings__meta">
                      <Tag color={state.color}>{state.text}</Tag>
                      {k.facts(it)}
                    </p>
                    {it.checked === 2 && it.reason && (
                      <p className="my-listings__reason">驳回原因：{it.reason}</p>
                    )}
                    <p className="my-listings__meta">
                      更新于 {it.dates} {it.times} · <Link to={k.edit(it.id)}>编辑</Link>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          <ListPager
            page={page}
            pageSize={MY_CONTENT_PAGE_SIZE}
            total={data.total}
            simple
            keepScroll
            onChange={onPage}
          />
        </>
      )}
    </section>
  );
}
