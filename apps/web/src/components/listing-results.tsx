import { FilterOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty, Input, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { CARD_GRID_SIZES, imageLoading, imageSources } from '../lib/image-sources.ts';
import { useIsMobile } from '../lib/use-media-query.ts';
import { CityCascader } from './city-cascader.tsx';
import { Highlight } from './highlight.tsx';
import { ListPager } from './list-pager.tsx';
import { LoadFailed } from './load-failed.tsx';
import './listing-results.css';

/** On a phone the filters go into a 筛选 drawer (a screen with many of them: convention spaces). */
export interface FilterDrawer {
  /** How many filters are set (shown on the 筛选 button). */
  count: number;
  onClear: () => void;
  /** Stays beside the 筛选 button on a phone, at the end of the row elsewhere (the sort). */
  aside?: ReactNode;
}

/**
 * The filters of a browse screen (exhibitions, conferences, convention spaces): the keyword, then a row
 * with the city and the screen's own selects (`children`). With `drawer`, a phone shows the keyword, a
 * 筛选 button with the number of filters set and `drawer.aside`; the row opens in a drawer from below.
 */
export function ListingFilters({
  filters: f,
  onChange,
  placeholder,
  rowClassName = '',
  drawer,
  children,
}: {
  filters: { keyword: string; prov: string; city: string };
  onChange: (next: { keyword: string } | { prov: string; city: string }) => void;
  placeholder: string;
  rowClassName?: string;
  drawer?: FilterDrawer;
  children: ReactNode;
}) {
  const compact = useIsMobile();
  const [open, setOpen] = useState(false);
  const inDrawer = Boolean(drawer && compact);
  const rowClass = ['listing-filters__row', rowClassName, inDrawer ? 'listing-filters__row--stacked' : '']
    .filter(Boolean)
    .join(' ');
  const row = (
    <div className={rowClass}>
      <CityCascader
        changeOnSelect
        placeholder="全部城市"
        value={f.prov ? [f.prov, f.city].filter(Boolean) : []}
        onChange={([prov = '', city = '']) => onChange({ prov, city })}
      />
      {children}
      {!inDrawer && drawer?.aside}
    </div>
  );
  return (
    <section className="listing-filters" aria-label="筛选">
      <Input.Search
        key={f.keyword}
        className="listing-filters__keyword"
        defaultValue={f.keyword}
        placeholder={placeholder}
        aria-label="关键词"
        allowClear
        enterButton="搜索"
        maxLength={50}
        onSearch={(v) => onChange({ keyword: v.trim() })}
      />
      {drawer && inDrawer ? (
        <>
          <div className="listing-filters__bar">
            <Button
              icon={<FilterOutlined aria-hidden />}
              onClick={() => setOpen(true)}
              aria-label={drawer.count ? `筛选，已选${drawer.count}项` : '筛选'}
            >
              筛选
              {drawer.count > 0 && (
                <span className="listing-filters__count" aria-hidden="true">
                  {drawer.count}
                </span>
              )}
            </Button>
            {drawer.aside}
          </div>
          <Drawer
            title="筛选"
            placement="bottom"
            size="auto"
            open={open}
            onClose={() => setOpen(false)}
            className="listing-filters__drawer"
            footer={
              <div className="listing-filters__drawer-foot">
                <Button onClick={drawer.onClear} disabled={drawer.count === 0}>
                  清除筛选
                </Button>
                <Button type="primary" onClick={() => setOpen(false)}>
                  查看结果
                </Button>
              </div>
            }
          >
            {row}
          </Drawer>
        </>
      ) : (
        row
      )}
    </section>
  );
}

/**
 * One result of a browse screen, a link to its page: the picture, the highlighted title, the lines
 * `children` give, and the highlighted excerpt when a keyword was searched (`summary`, else '').
 */
export function ListingCard({
  to,
  image,
  title,
  summary,
  first = false,
  children,
}: {
  to: string;
  image: string;
  title: string;
  summary: string;
  /** The list's first card: its picture is fetched at once, ahead of the rest (the page's largest paint). */
  first?: boolean;
  children: ReactNode;
}) {
  return (
    <li className="listing-card">
      <Link to={to} className="listing-card__link">
        <img
          className="listing-card__cover"
          {...imageSources(image, CARD_GRID_SIZES)}
          alt=""
          width={640}
          height={360}
          {...imageLoading(first)}
        />
        <div className="listing-card__body">
          <h2 className="listing-card__title">
            <Highlight html={title} />
          </h2>
          {children}
          {summary && (
            <p className="listing-card__summary">
              <Highlight html={summary} />
            </p>
          )}
        </div>
      </Link>
    </li>
  );
}

/** What a browse screen needs of its search query. */
export interface ResultsQuery<T> {
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
  /** Renders one card; `index` 0 is the first a visitor sees (`ListingCard`'s `first`). */
  card: (item: T, index: number) => ReactNode;
}) {
  const data = query.data;
  return (
    <>
      {/* the line is there while the list loads too (empty), so the cards do not move down when it fills */}
      {(data || !query.isError) && (
        <p className="listing-count" role="status">
          {data ? `共找到 ${data.totalCapped ? `${data.total}+` : data.total} 个${noun}` : '\u00a0'}
        </p>
      )}
      {!data && query.isError ? (
        <LoadFailed title={`${noun}列表加载失败`} onRetry={() => query.refetch()} />
      ) : !data ? (
        <div className="card-grid listing-grid" aria-busy="true">
          {[1, 2, 3].map((i) => (
            // the card's own boxes: the picture's 16:9 and the body's padding, so nothing moves on arrival
            <div key={i} className="listing-card">
              <Skeleton.Image active className="listing-card__skeleton" />
              <div className="listing-card__body">
                <Skeleton active paragraph={{ rows: 2 }} />
              </div>
            </div>
          ))}
        </div>
      ) : data.listItem.length === 0 ? (
        <Empty description={filtered ? `没有符合条件的${noun}，换个关键词或筛选条件试试` : emptyText}>
          {filtered ? <Button onClick={onClear}>清除筛选</Button> : emptyAction}
        </Empty>
      ) : (
        <>
          <ul className="card-grid listing-grid" aria-label={`${noun}列表`}>
            {data.listItem.map(card)}
          </ul>
          <ListPager centered page={page} pageSize={pageSize} total={data.total} onChange={onPage} />
        </>
      )}
    </>
  );
}
