import { Button, Empty, Input, Select, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { CityCascader } from './city-cascader.tsx';
import { ListPager } from './list-pager.tsx';
import { LoadFailed } from './load-failed.tsx';
import { PageHeader } from './page-header.tsx';
import { UpcomingTag } from './upcoming-tag.tsx';
import './deal-hall.css';

/** The hall shows at most this many pages (the calls refuse deeper pages). */
const MAX_PAGES = 50;

/** A select of the hall's filters: the URL filter `key` it sets, 0 or '' when cleared. */
export interface HallSelect<F> {
  key: keyof F & string;
  /** Its accessible name, and its placeholder unless `placeholder` is given. */
  label: string;
  placeholder?: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  showSearch?: boolean;
}

type HallFilters = { keyword: string; prov: string; city: string; sort: string; page: number } & Record<
  string,
  string | number
>;

/**
 * A hall of open deals for the other side to take up (设计任务大厅 for designers, 搭建项目大厅 for factories):
 * the header with its publish link, the keyword, where the booth is built (the city picker of the browse
 * screens: a province, or a province and a city), the selects and the order (every filter in the URL,
 * `useUrlFilters`), the count, the cards (`card` renders each `HallCard`) and the pages, with placeholders
 * while loading, 重试 on a failure, and 清除筛选 or the publish link when there is nothing.
 */
export function DealHall<F extends HallFilters, T extends { id: number }>({
  className,
  title,
  intro,
  publish,
  noun,
  emptyText,
  placeholder,
  url: { filters: f, go, clear },
  selects,
  sorts,
  query,
  pageSize,
  card,
  extra,
  tabs,
}: {
  className: string;
  title: string;
  intro: ReactNode;
  /**
   * The screen that publishes what the hall lists: its path and its link's text; none for a member of
   * the side that takes the deals up (a designer in the task hall).
   */
  publish?: { to: string; text: string };
  /** 任务, 项目: in the count, the list's name and the messages. */
  noun: string;
  emptyText: string;
  placeholder: string;
  url: { filters: F; go: (next: Partial<F>) => void; clear: () => void };
  selects: ReadonlyArray<HallSelect<F>>;
  /** The orders the hall offers (`sort` in the URL), the first the default. */
  sorts: ReadonlyArray<{ value: string; label: string }>;
  query: {
    data?: { listItem: T[]; total: number };
    isError: boolean;
    /** The previous filters' results shown while the new ones load (`keepPreviousData`). */
    isPlaceholderData?: boolean;
    refetch: () => unknown;
  };
  pageSize: number;
  card: (item: T) => ReactNode;
  /** Beside the sort: e.g. 订阅此筛选. */
  extra?: ReactNode;
  /** Between the header and the filters: the hall's tabs (`HallTabs`: 设计任务 | 悬赏比稿). */
  tabs?: ReactNode;
}) {
  const data = query.data;
  const filtered = Boolean(f.keyword || f.prov || f.city) || selects.some((s) => Boolean(f[s.key]));
  const publishLink = (cls?: string) =>
    publish ? (
      <Link to={publish.to} className={cls}>
        {publish.text}
        <UpcomingTag to={publish.to} />
      </Link>
    ) : null;
  return (
    <div className={`container listing-page ${className}`}>
      <PageHeader title={title} extra={publishLink('link-btn')}>
        {intro}
      </PageHeader>
      {tabs}
      <section className="hall__filters" aria-label="筛选">
        <Input.Search
          key={f.keyword}
          defaultValue={f.keyword}
          placeholder={placeholder}
          aria-label="关键词"
          allowClear
          enterButton="搜索"
          maxLength={30}
          onSearch={(v) => go({ keyword: v.trim() } as Partial<F>)}
        />
        <div className="hall__row">
          <CityCascader
            changeOnSelect
            placeholder="展会城市"
            // a shared link may name a city alone (?city=上海市): it shows as itself
            value={f.prov ? [f.prov, f.city].filter(Boolean) : f.city ? [f.city] : []}
            onChange={([prov = '', city = '']) => go({ prov, city } as Partial<F>)}
          />
          {selects.map((s) => (
            <Select
              key={s.key}
              aria-label={s.label}
              placeholder={s.placeholder ?? s.label}
              allowClear
              showSearch={s.showSearch}
              value={f[s.key] || undefined}
              onChange={(v?: string | number) =>
                go({ [s.key]: v ?? (typeof f[s.key] === 'number' ? 0 : '') } as Partial<F>)
              }
              options={s.options.map((o) => ({ value: o.value, label: o.label }))}
            />
          ))}
          <Select
            aria-label="排序"
            value={f.sort || sorts[0]?.value}
            onChange={(sort: string) => go({ sort } as Partial<F>)}
            options={sorts.map((o) => ({ value: o.value, label: o.label }))}
          />
          {extra}
        </div>
      </section>

      {data && (
        <p className="listing-count" role="status">
          共找到 {data.total} 个{noun}
        </p>
      )}
      {!data && query.isError ? (
        <LoadFailed title={`${noun}列表加载失败`} onRetry={() => query.refetch()} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : data.listItem.length === 0 ? (
        <Empty description={filtered ? `没有符合条件的${noun}，换个关键词或筛选条件试试` : emptyText}>
          {filtered ? <Button onClick={clear}>清除筛选</Button> : publishLink()}
        </Empty>
      ) : (
        <>
          <ul className="hall-cards" aria-label={`${noun}列表`} aria-busy={query.isPlaceholderData === true}>
            {data.listItem.map(card)}
          </ul>
          <ListPager
            centered
            page={f.page}
            pageSize={pageSize}
            total={Math.min(data.total, MAX_PAGES * pageSize)}
            onChange={(page) => go({ page } as Partial<F>)}
          />
        </>
      )}
    </div>
  );
}

/** One card of a hall, a link to the deal's page: the title and the money, fact lines, tags, then the dates. */
export function HallCard({
  to,
  className,
  title,
  money,
  facts,
  tags,
  hint,
}: {
  to: string;
  /** The feature's own class beside `hall-card`. */
  className: string;
  title: string;
  money: string;
  facts: readonly string[];
  tags: ReactNode;
  hint: string;
}) {
  return (
    <li className={`hall-card ${className}`}>
      <Link to={to} className="hall-card__link">
        <div className="hall-card__top">
          <h2 className="hall-card__title">{title}</h2>
          <span className="hall-card__money">{money}</span>
        </div>
        {facts.map((line) => (
          <p key={line} className="hall-card__facts">
            {line}
          </p>
        ))}
        <div className="hall-card__tags">{tags}</div>
        <p className="card-hint">{hint}</p>
      </Link>
    </li>
  );
}

/**
 * The tabs of a hall holding two kinds of deal (`/taskHall`: 设计任务 | 悬赏比稿): links, each tab a URL of its
 * own (server-rendered by itself, decision 041), the current one marked for assistive technology.
 */
export function HallTabs({ tabs }: { tabs: ReadonlyArray<{ to: string; label: string; current: boolean }> }) {
  return (
    <nav className="hall-tabs" aria-label="大厅分类">
      {tabs.map((t) => (
        <Link
          key={t.to}
          to={t.to}
          className={`hall-tabs__tab${t.current ? ' hall-tabs__tab--current' : ''}`}
          aria-current={t.current ? 'page' : undefined}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}

/** `/taskHall`'s `?tab=` of the contests (悬赏比稿, issue 30); the tasks are the bare hall. */
export const CONTEST_TAB = 'contest';

/** The task hall's two tabs, `current` the one shown. */
export const taskHallTabs = (current: 'task' | 'contest') => (
  <HallTabs
    tabs={[
      { to: paths.taskHall.path, label: '设计任务', current: current === 'task' },
      { to: `${paths.taskHall.path}?tab=${CONTEST_TAB}`, label: '悬赏比稿', current: current === 'contest' },
    ]}
  />
);
