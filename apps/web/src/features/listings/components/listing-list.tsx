import { EnvironmentOutlined, CalendarOutlined } from '@ant-design/icons';
import {
  type ListingKind,
  type ListingStatus,
  listingIndustries,
  listingStatuses,
} from '@hz/contract/listings';
import { Button, Empty, Input, Pagination, Result, Select, Skeleton, Tabs, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { Highlight } from '../../../components/highlight.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../config/paths.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { type ListingSearchQuery, SEARCH_PAGE_SIZE, useListingSearch } from '../api/search-listings.ts';
import { CityCascader } from '../../../components/city-cascader.tsx';
import { LazyDatePicker } from './lazy-date-picker.tsx';
import { dateSpan, kindNames, kindPath, statusColors, statusNames } from './listing-format.ts';

type Sort = 'relevance' | 'sdate' | 'newest';
const sorts: { value: Sort; label: string }[] = [
  { value: 'relevance', label: '综合排序' },
  { value: 'sdate', label: '开始时间最近' },
  { value: 'newest', label: '最新发布' },
];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters from the query string (so a URL is shareable); anything malformed is dropped. */
export function readFilters(params: URLSearchParams) {
  const s = (k: string) => params.get(k)?.trim() ?? '';
  const status = s('status');
  const industry = s('industry');
  const sort = s('sort');
  const p = Number(params.get('page'));
  return {
    keyword: s('keyword').slice(0, 50),
    prov: s('prov').slice(0, 20),
    city: s('city').slice(0, 20),
    industry: (listingIndustries as readonly string[]).includes(industry)
      ? (industry as (typeof listingIndustries)[number])
      : '',
    status: (listingStatuses as readonly string[]).includes(status) ? (status as ListingStatus) : '',
    sdate: DATE.test(s('sdate')) ? s('sdate') : '',
    edate: DATE.test(s('edate')) ? s('edate') : '',
    sort: sorts.some((o) => o.value === sort) ? (sort as Sort) : 'relevance',
    page: Number.isInteger(p) && p > 1 ? p : 1,
  } satisfies ListingSearchQuery;
}
type Filters = ReturnType<typeof readFilters>;

const copy: Record<ListingKind, { title: string; intro: string; placeholder: string }> = {
  huizhan: {
    title: '展会',
    intro: '按关键词、城市、行业与日期查找国内展会，查看展馆、展期与规模',
    placeholder: '搜索展会名称、主办单位、展馆…',
  },
  huiyi: {
    title: '会议活动',
    intro: '按关键词、城市、行业与日期查找会议、论坛与行业活动',
    placeholder: '搜索会议名称、主办单位、场地…',
  },
};

/** `/exhibition` and `/actvity`: the search form, status tabs, result cards and paging. */
export function ListingList({ kind }: { kind: ListingKind }) {
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const f = readFilters(params);
  const { page, ...rest } = f;
  const list = useListingSearch(kind, { ...rest, page, pageSize: SEARCH_PAGE_SIZE });
  const data = list.data;
  const c = copy[kind];

  const go = (next: Partial<Filters>) => {
    const merged = { ...f, page: 1, ...next };
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(merged)) {
      if (k === 'sort' && v === 'relevance') continue;
      if (k === 'page' && v === 1) continue;
      if (v !== '' && v !== undefined) q.set(k, String(v));
    }
    setParams(q);
  };
  const filtered = Boolean(f.keyword || f.prov || f.industry || f.status || f.sdate || f.edate);

  return (
    <div className="container listing-page">
      <PageHeader title={c.title}>{c.intro}</PageHeader>
      <section className="listing-filters" aria-label="筛选">
        <Input.Search
          key={f.keyword}
          className="listing-filters__keyword"
          defaultValue={f.keyword}
          placeholder={c.placeholder}
          aria-label="关键词"
          allowClear
          enterButton="搜索"
          maxLength={50}
          onSearch={(v) => go({ keyword: v.trim() })}
        />
        <div className="listing-filters__row">
          <CityCascader
            changeOnSelect
            placeholder="全部城市"
            value={f.prov ? [f.prov, f.city].filter(Boolean) : []}
            onChange={([prov = '', city = '']) => go({ prov, city })}
          />
          <Select
            aria-label="行业"
            placeholder="全部行业"
            allowClear
            value={f.industry || undefined}
            onChange={(v?: Filters['industry']) => go({ industry: v ?? '' })}
            options={listingIndustries.map((i) => ({ value: i, label: i }))}
          />
          <LazyDatePicker
            aria-label="开始日期"
            placeholder="开始日期"
            value={f.sdate}
            onChange={(sdate) => go({ sdate })}
          />
          <LazyDatePicker
            aria-label="结束日期"
            placeholder="结束日期"
            value={f.edate}
            onChange={(edate) => go({ edate })}
          />
          <Select aria-label="排序" value={f.sort} onChange={(sort: Sort) => go({ sort })} options={sorts} />
        </div>
      </section>
      <Tabs
        activeKey={f.status || 'all'}
        onChange={(k) => go({ status: k === 'all' ? '' : (k as ListingStatus) })}
        items={[
          { key: 'all', label: '全部' },
          ...listingStatuses.map((s) => ({ key: s, label: statusNames[s] })),
        ]}
      />
      {data && (
        <p className="listing-count" role="status">
          共找到 {data.totalCapped ? `${data.total}+` : data.total} 个{kindNames[kind]}
        </p>
      )}
      {!data && list.isError ? (
        <Result
          status="warning"
          title={`${kindNames[kind]}列表加载失败`}
          subTitle="请检查网络后重试。"
          extra={
            <Button type="primary" onClick={() => list.refetch()}>
              重试
            </Button>
          }
        />
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
        <Empty
          description={
            filtered ? `没有符合条件的${kindNames[kind]}，换个关键词或筛选条件试试` : `暂无${kindNames[kind]}`
          }
        >
          {filtered && <Button onClick={() => setParams(new URLSearchParams())}>清除筛选</Button>}
        </Empty>
      ) : (
        <>
          <ul className="listing-grid" aria-label={`${kindNames[kind]}列表`}>
            {data.listItem.map((it) => (
              <li key={it.id} className="listing-card">
                <Link to={href(kindPath[kind], { id: it.id })} className="listing-card__link">
                  <img className="listing-card__cover" src={it.thumb || it.cover} alt="" loading="lazy" />
                  <div className="listing-card__body">
                    <h2 className="listing-card__title">
                      <Highlight html={it.title} />
                    </h2>
                    <p className="listing-card__meta">
                      <Tag color={statusColors[it.status]}>{statusNames[it.status]}</Tag>
                      <Tag>{it.industry}</Tag>
                    </p>
                    <p className="listing-card__line">
                      <CalendarOutlined aria-hidden /> {dateSpan(it.sdate, it.edate)}
                    </p>
                    <p className="listing-card__line">
                      <EnvironmentOutlined aria-hidden /> {it.city} · {it.venue}
                    </p>
                    {f.keyword && it.summary && (
                      <p className="listing-card__summary">
                        <Highlight html={it.summary} />
                      </p>
                    )}
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          {data.total > SEARCH_PAGE_SIZE && (
            <Pagination
              className="listing-pager"
              current={page}
              pageSize={SEARCH_PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              simple={isMobile}
              onChange={(p) => {
                go({ page: p });
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
