import { EnvironmentOutlined, ExpandOutlined, TeamOutlined } from '@ant-design/icons';
import {
  SPACE_MAX_AREA,
  SPACE_MAX_PRICE,
  SPACE_MAX_SEATS,
  type SpaceLayout,
  spaceLayoutNames,
  spaceLayouts,
  type spaceSorts,
  spaceTypes,
} from '@hz/contract/spaces';
import { Button, Empty, Input, Pagination, Result, Select, Skeleton, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { CityCascader } from '../../../components/city-cascader.tsx';
import { Highlight } from '../../../components/highlight.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import {
  SPACE_PAGE_SIZE,
  type SpaceSearchItem,
  type SpaceSearchQuery,
  useSpaceSearch,
} from '../api/search-spaces.ts';
import { areaText, capacities, priceText } from './space-format.ts';

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
type Filters = ReturnType<typeof readFilters>;

/** Options of a preset filter, plus the URL's own value when it is not one of them. */
function withValue<T extends { value: number | string }>(options: T[], value: T | null) {
  return value && !options.some((o) => o.value === value.value) ? [...options, value] : options;
}

function SpaceCard({ it, keyword }: { it: SpaceSearchItem; keyword: string }) {
  const caps = capacities(it).filter((c) => c.seats > 0);
  return (
    <li className="listing-card">
      <Link to={href(paths.spaceInfo.path, { id: it.id })} className="listing-card__link">
        <img className="listing-card__cover" src={it.thumb || it.cover} alt="" loading="lazy" />
        <div className="listing-card__body">
          <h2 className="listing-card__title">
            <Highlight html={it.title} />
          </h2>
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
                {c.name} {c.seats.toLocaleString('zh-CN')}人
              </span>
            ))}
          </p>
          {keyword && it.summary && (
            <p className="listing-card__summary">
              <Highlight html={it.summary} />
            </p>
          )}
        </div>
      </Link>
    </li>
  );
}

/** `/conventionSpace`: the search form, result cards and paging; every filter in the URL. */
export function SpaceList() {
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const f = readFilters(params);
  const list = useSpaceSearch({ ...f, pageSize: SPACE_PAGE_SIZE });
  const data = list.data;

  const go = (next: Partial<Filters>) => {
    const merged = { ...f, page: 1, ...next };
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(merged)) {
      if (k === 'sort' && v === 'relevance') continue;
      if (k === 'page' && v === 1) continue;
      if (v !== '' && v !== 0 && v !== undefined) q.set(k, String(v));
    }
    setParams(q);
  };
  const filtered = Boolean(
    f.keyword || f.prov || f.venueType || f.capacity || f.layout || f.areaMin || f.areaMax || f.priceMax,
  );

  const seatOptions = withValue(
    seatPresets.map((n) => ({ value: n, label: `${n}人以上` })),
    f.capacity ? { value: f.capacity, label: `${f.capacity}人以上` } : null,
  );
  const priceOptions = withValue(
    pricePresets.map((n) => ({ value: n, label: `¥${n.toLocaleString('zh-CN')}/天以内` })),
    f.priceMax ? { value: f.priceMax, label: `¥${f.priceMax.toLocaleString('zh-CN')}/天以内` } : null,
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
      <PageHeader title="会议场地">按城市、容纳人数、面积与预算查找酒店、会展中心与会议室</PageHeader>
      <section className="listing-filters" aria-label="筛选">
        <Input.Search
          key={f.keyword}
          className="listing-filters__keyword"
          defaultValue={f.keyword}
          placeholder="搜索场地名称、地址、设施…"
          aria-label="关键词"
          allowClear
          enterButton="搜索"
          maxLength={50}
          onSearch={(v) => go({ keyword: v.trim() })}
        />
        <div className="listing-filters__row space-filters__row">
          <CityCascader
            changeOnSelect
            placeholder="全部城市"
            value={f.prov ? [f.prov, f.city].filter(Boolean) : []}
            onChange={([prov = '', city = '']) => go({ prov, city })}
          />
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
          <Select aria-label="排序" value={f.sort} onChange={(sort: Sort) => go({ sort })} options={sorts} />
        </div>
      </section>
      {data && (
        <p className="listing-count" role="status">
          共找到 {data.totalCapped ? `${data.total}+` : data.total} 个场地
        </p>
      )}
      {!data && list.isError ? (
        <Result
          status="warning"
          title="场地列表加载失败"
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
        <Empty description={filtered ? '没有符合条件的场地，换个关键词或筛选条件试试' : '暂无会议场地'}>
          {filtered ? (
            <Button onClick={() => setParams(new URLSearchParams())}>清除筛选</Button>
          ) : (
            <Link to={paths.uploadConvention.path}>发布场地</Link>
          )}
        </Empty>
      ) : (
        <>
          <ul className="listing-grid" aria-label="场地列表">
            {data.listItem.map((it) => (
              <SpaceCard key={it.id} it={it} keyword={f.keyword} />
            ))}
          </ul>
          {data.total > SPACE_PAGE_SIZE && (
            <Pagination
              className="listing-pager"
              current={f.page}
              pageSize={SPACE_PAGE_SIZE}
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
