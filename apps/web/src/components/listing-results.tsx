import { Button, Empty, Input, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { CityCascader } from './city-cascader.tsx';
import { ListPager } from './list-pager.tsx';
import { LoadFailed } from './load-failed.tsx';

/**
 * The filters of a browse screen (exhibitions, conferences, convention spaces): the keyword, then a row
 * with the city and the screen's own selects (`children`).
 */
export function ListingFilters({
  keyword,
  placeholder,
  onKeyword,
  prov,
  city,
  onCity,
  rowClassName = '',
  children,
}: {
  keyword: string;
  placeholder: string;
  onKeyword: (keyword: string) => void;
  prov: string;
  city: string;
  onCity: (region: { prov: string; city: string }) => void;
  rowClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className="listing-filters" aria-label="筛选">
      <Input.Search
        key={keyword}
        className="listing-filters__keyword"
        defaultValue={keyword}
        placeholder={placeholder}
        aria-label="关键词"
        allowClear
        enterButton="搜索"
        maxLength={50}
        onSearch={(v) => onKeyword(v.trim())}
      />
      <div className={rowClassName ? `listing-filters__row ${rowClassName}` : 'listing-filters__row'}>
        <CityCascader
          changeOnSelect
          placeholder="全部城市"
          value={prov ? [prov, city].filter(Boolean) : []}
          onChange={([p = '', c = '']) => onCity({ prov: p, city: c })}
        />
        {children}
      </div>
    </section>
  );
}

/** What a browse screen needs of its search query. */
interface ResultsQuery<T> {
  data?: { listItem: T[]; total: number; totalCapped: boolean } | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The results of a browse screen: the count, the cards (`card` renders each `<li>`) and the pages, with
 * placeholders while they load, 重试 when they fail, and when there are none, 清除筛选 (if filtered) or
 * `emptyAction`.
 */
export function ListingResults<T>({
  query,
  noun,
  emptyText,
  emptyAction,
  filtered,
  onClear,
  page,
  pageSize,
  onPage,
  card,
}: {
  query: ResultsQuery<T>;
  /** 展会, 会议, 场地: in the count, the list's name and the messages. */
  noun: string;
  /** The message when nothing is published yet. */
  emptyText: string;
  emptyAction?: ReactNode;
  filtered: boolean;
  onClear: () => void;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  card: (item: T) => ReactNode;
}) {
  const data = query.data;
  return (
    <>
      {data && (
        <p className="listing-count" role="status">
          共找到 {data.totalCapped ? `${data.total}+` : data.total} 个{noun}
        </p>
      )}
      {!data && query.isError ? (
        <LoadFailed title={`${noun}列表加载失败`} onRetry={() => query.refetch()} />
      ) : !data ? (
        <div className="listing-grid" aria-busy="true">
          {[1, 2, 3].map((i) => (
            <div key={i} className="listing-card">
              <Skeleton.Image active className="listing-card__skeleton" />
              <Skeleton active paragraph={{ rows: 2 }} />
            </div>
          ))}
        </div>
      ) : data.listItem.length === 0 ? (
        <Empty description={filtered ? `没有符合条件的${noun}，换个关键词或筛选条件试试` : emptyText}>
          {filtered ? <Button onClick={onClear}>清除筛选</Button> : emptyAction}
        </Empty>
      ) : (
        <>
          <ul className="listing-grid" aria-label={`${noun}列表`}>
            {data.listItem.map(card)}
          </ul>
          <ListPager
            className="listing-pager"
            page={page}
            pageSize={pageSize}
            total={data.total}
            onChange={onPage}
          />
        </>
      )}
    </>
  );
}
