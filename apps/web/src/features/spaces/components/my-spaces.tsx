import { Button, Empty, Pagination, Result, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { href, paths } from '../../../config/paths.ts';
import { MY_SPACES_PAGE_SIZE, useMySpaces } from '../api/my-spaces.ts';
import { checkedNames } from './space-format.ts';

/** 我的发布: the member's own spaces, each with its review state and the reason. */
export function MySpaces({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const list = useMySpaces(page);
  const data = list.data;
  return (
    <section className="my-listings" aria-label="我的发布">
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
        <Empty description="您还没有发布会议场地" />
      ) : (
        <>
          <ul className="my-listings__list">
            {data.listItem.map((it) => {
              const state = checkedNames[it.checked] ?? checkedNames[0];
              return (
                <li key={it.id} className="my-listings__item">
                  <img src={it.cover} alt="" className="my-listings__cover" />
                  <div className="my-listings__body">
                    <Link to={href(paths.spaceInfo.path, { id: it.id })} className="my-listings__title">
                      {it.title}
                    </Link>
                    <p className="my-listings__meta">
                      <Tag color={state?.color}>{state?.text}</Tag>
                      {it.sub} · {it.city}
                    </p>
                    {it.checked === 2 && it.reason && (
                      <p className="my-listings__reason">驳回原因：{it.reason}</p>
                    )}
                    <p className="my-listings__meta">
                      更新于 {it.dates} {it.times} ·{' '}
                      <Link to={href(paths.uploadConvention.path, { id: it.id })}>编辑</Link>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          {data.total > MY_SPACES_PAGE_SIZE && (
            <Pagination
              simple
              current={page}
              pageSize={MY_SPACES_PAGE_SIZE}
              total={data.total}
              onChange={onPage}
            />
          )}
        </>
      )}
    </section>
  );
}
