import type { ListingKind } from '@hz/contract/listings';
import { Button, Empty, Pagination, Result, Segmented, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { href, paths } from '../../../config/paths.ts';
import { MY_LIST_PAGE_SIZE, useMyList } from '../api/my-list.ts';
import { checkedNames, dateSpan, kindNames, kindPath } from './listing-format.ts';

/** 我的发布: the member's own listings of one kind, each with its review state and the reason. */
export function MyListings({
  kind,
  page,
  onChange,
}: {
  kind: ListingKind;
  page: number;
  onChange: (next: { kind: ListingKind; page: number }) => void;
}) {
  const list = useMyList(kind, page);
  const data = list.data;
  return (
    <section className="my-listings" aria-label="我的发布">
      <Segmented
        value={kind}
        onChange={(k) => onChange({ kind: k as ListingKind, page: 1 })}
        options={[
          { value: 'huizhan', label: '展会' },
          { value: 'huiyi', label: '会议' },
        ]}
      />
      {!data && list.isError ? (
        <Result
          status="warning"
          title="我的发布加载失败"
          subTitle="请检查网络后重试。"
          extra={
            <Button type="primary" onClick={() => list.refetch()}>
              重试
            </Button>
          }
        />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : data.listItem.length === 0 ? (
        <Empty description={`您还没有发布${kindNames[kind]}`} />
      ) : (
        <>
          <ul className="my-listings__list">
            {data.listItem.map((it) => {
              const state = checkedNames[it.checked] ?? checkedNames[0];
              return (
                <li key={it.id} className="my-listings__item">
                  <img src={it.cover} alt="" className="my-listings__cover" />
                  <div className="my-listings__body">
                    <Link to={href(kindPath[kind], { id: it.id })} className="my-listings__title">
                      {it.title}
                    </Link>
                    <p className="my-listings__meta">
                      <Tag color={state?.color}>{state?.text}</Tag>
                      {it.city} · {dateSpan(it.sdate, it.edate)}
                    </p>
                    {it.checked === 2 && it.reason && (
                      <p className="my-listings__reason">驳回原因：{it.reason}</p>
                    )}
                    <p className="my-listings__meta">
                      更新于 {it.dates} {it.times} ·{' '}
                      <Link to={href(paths.uploadExhibition.path, { id: it.id, kind })}>编辑</Link>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          {data.total > MY_LIST_PAGE_SIZE && (
            <Pagination
              simple
              current={page}
              pageSize={MY_LIST_PAGE_SIZE}
              total={data.total}
              onChange={(p) => onChange({ kind, page: p })}
            />
          )}
        </>
      )}
    </section>
  );
}
