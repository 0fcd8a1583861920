import { ReviewState } from '@hz/contract/common/states';
import type { ContentKind } from '@hz/contract/content';
import { Empty, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { href, paths } from '../config/paths.ts';
import { dateSpan } from '../lib/content-format.ts';
import { reviewState } from '../lib/review-state.ts';
import { type MyContentItem, useMyContent } from '../lib/my-content.ts';
import { ListPager } from './list-pager.tsx';
import { LoadFailed } from './load-failed.tsx';
import './my-content-list.css';
import { imageLoading, imageSources } from '../lib/image-sources.ts';

export const MY_CONTENT_PAGE_SIZE = 10;

/**
 * The kinds 我的发布 lists. People's own kinds (profiles, works, cases, services) have their screens in
 * the person centre; a kind joins here with its entry in `kinds` below.
 */
export const myPublishKinds = ['huizhan', 'huiyi', 'hycd', 'photo'] as const satisfies readonly ContentKind[];
export type MyPublishKind = (typeof myPublishKinds)[number];

/**
 * Per kind: the empty text, the facts line, and the action on an item: 编辑 (a listing or a space; an edit
 * goes back to review) or, for a booth photo (not editable), 重新上传 when it was rejected.
 */
const kinds: Record<
  MyPublishKind,
  {
    empty: string;
    facts: (it: MyContentItem) => string;
    action: (it: MyContentItem) => { to: string; text: string } | null;
  }
> = {
  huizhan: {
    empty: '您还没有发布展会',
    facts: (it) => `${it.city} · ${dateSpan(it.sdate, it.edate)}`,
    action: (it) => ({ to: href(paths.uploadExhibition.path, { id: it.id, kind: 'huizhan' }), text: '编辑' }),
  },
  huiyi: {
    empty: '您还没有发布会议',
    facts: (it) => `${it.city} · ${dateSpan(it.sdate, it.edate)}`,
    action: (it) => ({ to: href(paths.uploadExhibition.path, { id: it.id, kind: 'huiyi' }), text: '编辑' }),
  },
  hycd: {
    empty: '您还没有发布会议场地',
    facts: (it) => `${it.sub} · ${it.city}`,
    action: (it) => ({ to: href(paths.uploadConvention.path, { id: it.id }), text: '编辑' }),
  },
  photo: {
    empty: '您还没有上传展台照片',
    facts: (it) => [it.sub, it.city].filter(Boolean).join(' · '),
    action: (it) =>
      it.checked === ReviewState.rejected
        ? { to: href(paths.exhibitionBooth.path, { upload: 1 }), text: '重新上传' }
        : null,
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
  kind: MyPublishKind;
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
              const action = k.action(it);
              return (
                <li key={it.id} className="my-listings__item">
                  {it.cover ? (
                    <img
                      {...imageSources(it.cover, '96px')}
                      alt=""
                      className="my-listings__cover"
                      width={96}
                      height={72}
                      {...imageLoading(false)}
                    />
                  ) : (
                    <span className="my-listings__cover" />
                  )}
                  <div className="my-listings__body">
                    <Link to={it.link} className="my-listings__title">
                      {it.title}
                    </Link>
                    <p className="my-listings__meta">
                      <Tag color={state.color}>{state.text}</Tag>
                      {k.facts(it)}
                    </p>
                    {it.checked === ReviewState.rejected && it.reason && (
                      <p className="my-listings__reason">驳回原因：{it.reason}</p>
                    )}
                    <p className="my-listings__meta">
                      更新于 {it.dates} {it.times}
                      {action && (
                        <>
                          {' · '}
                          <Link to={action.to}>{action.text}</Link>
                        </>
                      )}
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
