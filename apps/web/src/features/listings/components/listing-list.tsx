import { CalendarOutlined, EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type ListingKind,
  type ListingSort,
  type ListingStatus,
  listingIndustries,
  listingSorts,
  listingStatuses,
} from '@hz/contract/values/listings';
import { Select, Tabs, Tag } from 'antd';
import { Link } from 'react-router';
import { ListingCard, ListingFilters, ListingResults } from '../../../components/listing-results.tsx';
import { DateSpan } from '../../../components/date-span.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { type ListingSearchQuery, SEARCH_PAGE_SIZE, useListingSearch } from '../api/search-listings.ts';
import { LazyDatePicker } from '../../../components/lazy-date-picker.tsx';
import { kindNames, kindPath, statusColors, statusNames } from './listing-format.ts';

/**
 * The date order (`sdate`) under each status tab, named for what it does there: 全部 puts the running
 * ones first (ending soonest), then the upcoming ones (starting soonest), then the ended ones (last ended
 * first); each tab is its own part of that order.
 */
const dateOrderNames: Record<ListingStatus | '', string> = {
  '': '进行中优先',
  ongoing: '即将结束',
  upcoming: '即将开始',
  past: '最近结束',
};

/** The sorts offered: 相关度 only with a keyword (without one the server's relevance is the date order). */
function sortOptions(keyword: string, status: ListingStatus | '') {
  return [
    ...(keyword ? [{ value: 'relevance' as const, label: '相关度' }] : []),
    { value: 'sdate' as const, label: dateOrderNames[status] },
    { value: 'newest' as const, label: '最新发布' },
  ];
}

/** The status tabs, in the date order's order. */
const tabs: ListingStatus[] = ['ongoing', 'upcoming', 'past'];

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
    sort: (listingSorts as readonly string[]).includes(sort) ? (sort as ListingSort) : 'relevance',
    page: Number.isInteger(p) && p > 1 ? p : 1,
  } satisfies ListingSearchQuery;
}
type Filters = ReturnType<typeof readFilters>;

const copy: Record<ListingKind, { title: string; intro: string; placeholder: string; publish: string }> = {
  huizhan: {
    title: '展会',
    publish: '发布展会',
    intro: '按关键词、城市、行业与日期查找国内展会，查看展馆、展期与规模',
    placeholder: '搜索展会名称、主办单位、展馆…',
  },
  huiyi: {
    title: '会议活动',
    publish: '发布会议',
    intro: '按关键词、城市、行业与日期查找会议、论坛与行业活动',
    placeholder: '搜索会议名称、主办单位、场地…',
  },
};

/** `/exhibition` and `/actvity`: the search form, status tabs, result cards and paging. */
export function ListingList({ kind }: { kind: ListingKind }) {
  const { filters: f, go, clear } = useUrlFilters(readFilters, { sort: 'relevance', page: 1 });
  const { page, ...rest } = f;
  const list = useListingSearch(kind, { ...rest, page, pageSize: SEARCH_PAGE_SIZE });
  const c = copy[kind];
  const filtered = Boolean(f.keyword || f.prov || f.industry || f.status || f.sdate || f.edate);

  return (
    <div className="container listing-page">
      <PageHeader
        title={c.title}
        extra={
          // a visitor is sent to log in by the form's access gate, and comes back to the form
          <Link to={href(paths.uploadExhibition.path, { kind })} className="link-btn link-btn--primary">
            <PlusOutlined aria-hidden />
            {c.publish}
          </Link>
        }
      >
        {c.intro}
      </PageHeader>
      <ListingFilters filters={f} onChange={go} placeholder={c.placeholder}>
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
        <Select
          aria-label="排序"
          // without a keyword the default (relevance) is the date order
          value={f.sort === 'relevance' && !f.keyword ? 'sdate' : f.sort}
          onChange={(sort: ListingSort) => go({ sort })}
          options={sortOptions(f.keyword, f.status)}
        />
      </ListingFilters>
      <Tabs
        activeKey={f.status || 'all'}
        onChange={(k) => go({ status: k === 'all' ? '' : (k as ListingStatus) })}
        items={[{ key: 'all', label: '全部' }, ...tabs.map((s) => ({ key: s, label: statusNames[s] }))]}
      />
      <ListingResults
        query={list}
        noun={kindNames[kind]}
        emptyText={`暂无${kindNames[kind]}`}
        filtered={filtered}
        onClear={clear}
        page={page}
        pageSize={SEARCH_PAGE_SIZE}
        onPage={(p) => go({ page: p })}
        card={(it, i) => (
          <ListingCard
            key={it.id}
            to={href(kindPath[kind], { id: it.id })}
            image={it.thumb || it.cover}
            first={i === 0}
            title={it.title}
            summary={f.keyword ? it.summary : ''}
          >
            <p className="listing-card__meta">
              <Tag color={statusColors[it.status]}>{statusNames[it.status]}</Tag>
              {it.confType && <Tag color="purple">{it.confType}</Tag>}
              <Tag>{it.industry}</Tag>
            </p>
            <p className="listing-card__line">
              <CalendarOutlined aria-hidden /> <DateSpan sdate={it.sdate} edate={it.edate} />
            </p>
            <p className="listing-card__line">
              <EnvironmentOutlined aria-hidden /> {it.city} · {it.venue}
            </p>
          </ListingCard>
        )}
      />
    </div>
  );
}
