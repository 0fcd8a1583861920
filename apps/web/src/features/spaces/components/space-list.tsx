import { EnvironmentOutlined, ExpandOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import {
  SPACE_MAX_AREA,
  SPACE_MAX_PRICE,
  SPACE_MAX_SEATS,
  type SpaceLayout,
  spaceLayoutNames,
  spaceLayouts,
  spaceTypes,
} from '@hz/contract/values/spaces';
import type { spaceSorts } from '@hz/contract/spaces';
import { Select, Tag } from 'antd';
import { Link } from 'react-router';
import { ListingCard, ListingFilters, ListingResults } from '../../../components/listing-results.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import {
  SPACE_PAGE_SIZE,
  type SpaceSearchItem,
  type SpaceSearchQuery,
  useSpaceSearch,
} from '../api/search-spaces.ts';
import { areaText, capacities, priceText } from './space-format.ts';
import { groupDigits } from '../../../lib/numbers.ts';

type Sort = (typeof spaceSorts)[number];
type VenueType = (typeof spaceTypes)[number];

const sorts: { value: Sort; label: string }[] = [
  { value: 'relevance', label: '综合排序' },
  { value: 'newest', label: '最新发布' },
  { value: 'capacity', label: '容纳人数最多' },
  { value: 'price', label: '价格最低' },
];

const seatPresets = [50, 100, 200, 300, 500, 1000];
const pricePresets = [5000, 10_000, 30_000, 50_000, 100_000];
const areaPresets: { min: number; max: number; label: string }[] = [
  { min: 0, max: 100, label: '100㎡以下' },
  { min: 100, max: 300, label: '100–300㎡' },
  { min: 300, max: 1000, label: '300–1000㎡' },
  { min: 1000, max: 0, label: '1000㎡以上' },
];
const areaKey = (min: number, max: number) => `${min}-${max}`;

/** The filters from the query string (so a URL is shareable); anything malformed is dropped. */
export function readFilters(params: URLSearchParams) {
  const s = (k: string) => params.get(k)?.trim() ?? '';
  const n = (k: string, max: number) => {
    const v = Number(s(k));
    return Number.isInteger(v) && v > 0 && v <= max ? v : 0;
  };
  const venueType = s('venueType');
  const layout = s('layout');
  const sort = s('sort');
  const p = Number(params.get('page'));
  const areaMin = n('areaMin', SPACE_MAX_AREA);
  const areaMax = n('areaMax', SPACE_MAX_AREA);
  return {
    keyword: s('keyword').slice(0, 50),
    prov: s('prov').slice(0, 20),
    city: s('city').slice(0, 20),
    venueType: (spaceTypes as readonly string[]).includes(venueType) ? (venueType as VenueType) : '',
    capacity: n('capacity', SPACE_MAX_SEATS),
    layout: (spaceLayouts as readonly string[]).includes(layout) ? (layout as SpaceLayout) : '',
    areaMin,
    // a range the wrong way round is no upper bound
    areaMax: areaMax && areaMax < areaMin ? 0 : areaMax,
    priceMax: n('priceMax', SPACE_MAX_PRICE),
    sort: sorts.some((o) => o.value === sort) ? (sort as Sort) : 'relevance',
    page: Number.isInteger(p) && p > 1 ? p : 1,
  } satisfies SpaceSearchQuery;
}

/** Options of a preset filter, plus the URL's own value when it is not one of them. */
function withValue<T extends { value: number | string }>(options: T[], value: T | null) {
  return value && !options.some((o) => o.value === value.value) ? [...options, value] : options;
}

function SpaceCard({ it, keyword, first }: { it: SpaceSearchItem; keyword: string; first: boolean }) {
  const caps = capacities(it).filter((c) => c.seats > 0);
  return (
    <ListingCard
      to={href(paths.spaceInfo.path, { id: it.id })}
      image={it.thumb || it.cover}
      first={first}
      title={it.title}
      summary={keyword ? it.summary : ''}
    >
      <p className="listing-card__meta">
        <Tag>{it.venueType}</Tag>
        <span className="space-card__price">{priceText(it.priceMin, it.priceMax)}</span>
      </p>
      <p className="listing-card__line">
        <EnvironmentOutlined aria-hidden /> {it.city} · {it.addr}
      </p>
      <p className="listing-card__line">
        <ExpandOutlined aria-hidden /> 面积 {areaText(it.areas)}
      </p>
      <p className="listing-card__line space-card__caps">
        <TeamOutlined aria-hidden />{' '}
        {caps.map((c) => (
          <span key={c.layout} className="space-card__cap">
            {c.name} {groupDigits(c.seats)}人
          </span>
        ))}
      </p>
    </ListingCard>
  );
}

/** `/conventionSpace`: the search form, result cards and paging; every filter in the URL. */
export function SpaceList() {
  const { filters: f, go, clear } = useUrlFilters(readFilters, { sort: 'relevance', page: 1 });
  const list = useSpaceSearch({ ...f, pageSize: SPACE_PAGE_SIZE });

  // the filters of the 筛选 drawer that are set (the keyword stays in sight)
  const active = [f.prov, f.venueType, f.capacity, f.layout, f.areaMin || f.areaMax, f.priceMax].filter(
    Boolean,
  ).length;
  const filtered = Boolean(f.keyword) || active > 0;

  const seatOptions = withValue(
    seatPresets.map((n) => ({ value: n, label: `${n}人以上` })),
    f.capacity ? { value: f.capacity, label: `${f.capacity}人以上` } : null,
  );
  const priceOptions = withValue(
    pricePresets.map((n) => ({ value: n, label: `¥${groupDigits(n)}/天以内` })),
    f.priceMax ? { value: f.priceMax, label: `¥${groupDigits(f.priceMax)}/天以内` } : null,
  );
  const currentArea = f.areaMin || f.areaMax ? areaKey(f.areaMin, f.areaMax) : '';
  const areaOptions = withValue(
    areaPresets.map((a) => ({ value: areaKey(a.min, a.max), label: a.label })),
    currentArea
      ? {
          value: currentArea,
          label: f.areaMax ? `${f.areaMin}–${f.areaMax}㎡` : `${f.areaMin}㎡以上`,
        }
      : null,
  );

  return (
    <div className="container listing-page">
      <PageHeader
        title="会议场地"
        extra={
          // a visitor is sent to log in by the form's access gate, and comes back to the form
          <Link to={paths.uploadConvention.path} className="link-btn link-btn--primary">
            <PlusOutlined aria-hidden />
            发布场地
          </Link>
        }
      >
        按城市、容纳人数、面积与预算查找酒店、会展中心与会议室
      </PageHeader>
      <ListingFilters
        filters={f}
        onChange={go}
        placeholder="搜索场地名称、地址、设施…"
        rowClassName="space-filters__row"
        drawer={{
          count: active,
          onClear: () =>
            go({
              prov: '',
              city: '',
              venueType: '',
              capacity: 0,
              layout: '',
              areaMin: 0,
              areaMax: 0,
              priceMax: 0,
            }),
          aside: (
            <Select
              aria-label="排序"
              value={f.sort}
              onChange={(sort: Sort) => go({ sort })}
              options={sorts}
            />
          ),
        }}
      >
        <Select
          aria-label="场地类型"
          placeholder="全部类型"
          allowClear
          value={f.venueType || undefined}
          onChange={(v?: VenueType) => go({ venueType: v ?? '' })}
          options={spaceTypes.map((t) => ({ value: t, label: t }))}
        />
        <Select
          aria-label="摆台方式"
          placeholder="任意摆台方式"
          allowClear
          value={f.layout || undefined}
          onChange={(v?: SpaceLayout) => go({ layout: v ?? '' })}
          options={spaceLayouts.map((l) => ({ value: l, label: spaceLayoutNames[l] }))}
        />
        <Select
          aria-label="容纳人数"
          placeholder="容纳人数"
          allowClear
          value={f.capacity || undefined}
          onChange={(v?: number) => go({ capacity: v ?? 0 })}
          options={seatOptions}
        />
        <Select
          aria-label="场地面积"
          placeholder="场地面积"
          allowClear
          value={currentArea || undefined}
          onChange={(v?: string) => {
            const [min = 0, max = 0] = (v ?? '0-0').split('-').map(Number);
            go({ areaMin: min, areaMax: max });
          }}
          options={areaOptions}
        />
        <Select
          aria-label="预算"
          placeholder="预算（每天）"
          allowClear
          value={f.priceMax || undefined}
          onChange={(v?: number) => go({ priceMax: v ?? 0 })}
          options={priceOptions}
        />
      </ListingFilters>
      <ListingResults
        query={list}
        noun="场地"
        emptyText="暂无会议场地"
        emptyAction={<Link to={paths.uploadConvention.path}>发布场地</Link>}
        filtered={filtered}
        onClear={clear}
        page={f.page}
        pageSize={SPACE_PAGE_SIZE}
        onPage={(p) => go({ page: p })}
        card={(it, i) => <SpaceCard key={it.id} it={it} keyword={f.keyword} first={i === 0} />}
      />
    </div>
  );
}
