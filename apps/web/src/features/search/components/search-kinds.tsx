import { formatYuan } from '../../../lib/format.ts';
import {
  AppstoreOutlined,
  CalendarOutlined,
  DownloadOutlined,
  EnvironmentOutlined,
  MoneyCollectOutlined,
  StarOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ListingKind, ListingStatus } from '@hz/contract/listings';
import { hashKey, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { CardTone, ContentCardData } from '../../../components/content-card.tsx';
import { href, paths } from '../../../config/paths.ts';
import { DateSpan } from '../../../components/date-span.tsx';
import {
  fetchListingSearch,
  type ListingSearchItem,
  listingSearchKey,
} from '../../listings/api/search-listings.ts';
import {
  type DesignerSearch,
  designerSearchKey,
  fetchDesignerSearch,
} from '../../people/api/search-designers.ts';
import {
  type FactorySearch,
  factorySearchKey,
  fetchFactorySearch,
} from '../../people/api/search-factories.ts';
import { fetchModelSearch, type ModelSearchItem, modelSearchKey } from '../../models/api/search-model.ts';
import { fetchSpaceSearch, type SpaceSearchItem, spaceSearchKey } from '../../spaces/api/search-spaces.ts';
import { priceText } from './search-format.ts';
import { groupDigits } from '../../../lib/numbers.ts';

/** Results each tab of `/search/search` shows before 查看更多. */
export const PREVIEW_SIZE = 6;

/** One page of one kind's results, in the shape every tab shows. */
export interface KindPage {
  cards: ContentCardData[];
  /** Matches, counted up to a cap: with `totalCapped` there are more ("1000+"). */
  total: number;
  totalCapped: boolean;
}

export interface KindQuery {
  keyword: string;
  page: number;
  pageSize: number;
}

/**
 * A kind's search as the search screens run it: the query of the kind's own feature (its key and its
 * fetcher, so one cache with the kind's channel page), its answer turned into cards by `select`.
 */
export interface KindSearch {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<unknown>;
  select: (data: unknown) => KindPage;
}

/** A kind's search from its feature's key and fetcher (answering `T`), with `toPage` as its `select`. */
function kindSearch<T>(
  key: (q: KindQuery) => QueryKey,
  fetch: (q: KindQuery, signal: AbortSignal) => Promise<T>,
  toPage: (d: T) => KindPage,
): (q: KindQuery) => KindSearch {
  // the feature answers its key with its fetcher only, so what the cache holds under it is a `T`; one
  // `select` per kind, so the cards are made again only when the answer changes
  const select = (d: unknown) => toPage(d as T);
  return (q) => ({ queryKey: key(q), queryFn: ({ signal }) => fetch(q, signal), select });
}

/**
 * A kind of content the cross-kind search covers: one tab of `/search/search`, one `kind` of
 * `/search/more`. A kind joins by adding an entry to `searchKinds` (its feature's query, its card, its
 * own screen).
 */
export interface SearchKind {
  /** The `kind` of `/search/more` and the `tab` of `/search/search`. */
  key: string;
  /** Tab label and noun: 展会. */
  label: string;
  /** Measure word for counts: 个. */
  unit: string;
  /** The kind's own search for `q`. */
  query(q: KindQuery): KindSearch;
  /** The kind's own screen, with its filters, for the keyword. */
  browse: { label: string; to(keyword: string): string };
}

const statusNames: Record<ListingStatus, string> = {
  upcoming: '即将开始',
  ongoing: '进行中',
  past: '已结束',
};
const statusTones: Record<ListingStatus, CardTone> = { upcoming: 'blue', ongoing: 'green', past: 'grey' };

function listingCard(kind: ListingKind, it: ListingSearchItem): ContentCardData {
  const screen = kind === 'huizhan' ? paths.exhibition.path : paths.actvity.path;
  return {
    key: it.id,
    to: href(screen, { id: it.id }),
    image: it.thumb || it.cover,
    title: it.title,
    tags: [{ text: statusNames[it.status], tone: statusTones[it.status] }, { text: it.industry }],
    lines: [
      { icon: <CalendarOutlined aria-hidden />, text: <DateSpan sdate={it.sdate} edate={it.edate} /> },
      { icon: <EnvironmentOutlined aria-hidden />, text: [it.city, it.venue].filter(Boolean).join(' · ') },
    ],
    summary: it.summary,
  };
}

function spaceCard(it: SpaceSearchItem): ContentCardData {
  const seats = Math.max(it.capTheatre, it.capClassroom, it.capBanquet, it.capUshape);
  return {
    key: it.id,
    to: href(paths.spaceInfo.path, { id: it.id }),
    image: it.thumb || it.cover,
    title: it.title,
    tags: [{ text: it.venueType, tone: 'blue' }],
    lines: [
      { icon: <EnvironmentOutlined aria-hidden />, text: [it.city, it.addr].filter(Boolean).join(' · ') },
      {
        icon: <TeamOutlined aria-hidden />,
        text: `${groupDigits(it.areas)}㎡${seats > 0 ? ` · 最多${groupDigits(seats)}人` : ''}`,
      },
      { icon: <MoneyCollectOutlined aria-hidden />, text: priceText(it.priceMin, it.priceMax) },
    ],
    summary: it.summary,
  };
}

const listingKind = (kind: ListingKind, label: string, screen: string, browse: string): SearchKind => ({
  key: kind,
  label,
  unit: '个',
  query: kindSearch(
    (q) => listingSearchKey(kind, q),
    (q, signal) => fetchListingSearch(kind, q, signal),
    (d) => ({
      cards: d.listItem.map((it) => listingCard(kind, it)),
      total: d.total,
      totalCapped: d.totalCapped,
    }),
  ),
  browse: { label: browse, to: (keyword) => href(screen, { keyword }) },
});

/** Yuan per m² of a profile: both 0 = 面议, a top of 0 = "from". */
const perM2 = (min: number, max: number) =>
  !min && !max ? '面议' : !max ? `¥${min}/㎡起` : min ? `¥${min}–¥${max}/㎡` : `¥${max}/㎡以内`;

type PersonItem = DesignerSearch['listItem'][number] | FactorySearch['listItem'][number];

function personCard(it: PersonItem): ContentCardData {
  const designer = 'years' in it;
  return {
    key: it.id,
    to: it.link,
    image: it.covers[0]?.thumb || it.logo,
    title: designer ? it.name : it.company,
    tags: [
      ...(it.verified ? [{ text: designer ? '已实名认证' : '已企业认证', tone: 'blue' as const }] : []),
      ...it.specialities.slice(0, 2).map((text) => ({ text })),
    ],
    lines: [
      {
        icon: <EnvironmentOutlined aria-hidden />,
        text: `${it.city} · 服务 ${it.cities.slice(0, 3).join('、')}`,
      },
      {
        icon: <StarOutlined aria-hidden />,
        text: `信誉 ${it.reputation.toFixed(1)} · ${designer ? `作品${it.works}件` : `案例${it.cases}个`}`,
      },
      { icon: <MoneyCollectOutlined aria-hidden />, text: perM2(it.priceMin, it.priceMax) },
    ],
    summary: it.summary,
  };
}

/** The library's query for a keyword: every category, format, licence and price, newest first. */
const modelQuery = (q: KindQuery) =>
  ({ ...q, categoryId: 0, format: '', licence: '', pay: '', viewable: false, sort: 'new' }) as const;

function modelCard(it: ModelSearchItem): ContentCardData {
  return {
    key: it.id,
    to: href(paths.modelDetail.path, { id: it.id }),
    image: it.cover,
    title: it.title,
    tags: [
      { text: it.format.toUpperCase(), tone: 'blue' },
      ...(it.viewable ? [{ text: '可预览' }] : []),
      { text: it.price === 0 ? '免费' : `¥${formatYuan(it.price)}`, tone: it.price === 0 ? 'green' : 'grey' },
    ],
    lines: [
      { icon: <AppstoreOutlined aria-hidden />, text: it.category },
      { icon: <DownloadOutlined aria-hidden />, text: `下载 ${it.downloads} 次 · ${it.author}` },
    ],
    summary: '',
  };
}

/** The tabs of `/search/search`, in order. */
export const searchKinds: readonly SearchKind[] = [
  listingKind('huizhan', '展会', paths.exhibition.path, '在展会频道按城市、行业、日期筛选'),
  listingKind('huiyi', '会议', paths.actvity.path, '在会议活动频道按城市、行业、日期筛选'),
  {
    key: 'hycd',
    label: '会议场地',
    unit: '个',
    query: kindSearch(spaceSearchKey, fetchSpaceSearch, (d) => ({
      cards: d.listItem.map(spaceCard),
      total: d.total,
      totalCapped: d.totalCapped,
    })),
    browse: {
      label: '在会议场地频道按城市、人数、面积、价格筛选',
      to: (keyword) => href(paths.conventionSpace.path, { keyword }),
    },
  },
  {
    key: 'designer',
    label: '设计师',
    unit: '位',
    query: kindSearch(designerSearchKey, fetchDesignerSearch, (d) => ({
      cards: d.listItem.map(personCard),
      total: d.total,
      totalCapped: d.totalCapped,
    })),
    browse: {
      label: '在设计师频道按城市、擅长、风格、价格筛选',
      to: (keyword) => href(paths.designer.path, { keyword }),
    },
  },
  {
    key: 'factory',
    label: '工厂',
    unit: '家',
    query: kindSearch(factorySearchKey, fetchFactorySearch, (d) => ({
      cards: d.listItem.map(personCard),
      total: d.total,
      totalCapped: d.totalCapped,
    })),
    browse: {
      label: '在工厂频道按城市、擅长、价格筛选',
      to: (keyword) => href(paths.supplier.path, { keyword }),
    },
  },
  {
    key: 'model',
    label: '3D模型',
    unit: '个',
    query: kindSearch(
      (q) => modelSearchKey(modelQuery(q)),
      (q, signal) => fetchModelSearch(modelQuery(q), signal),
      (d) => ({ cards: d.listItem.map(modelCard), total: d.total, totalCapped: d.totalCapped }),
    ),
    browse: {
      label: '在3D模型库按分类、格式、授权、价格筛选',
      to: (keyword) => href(paths.modelCenter.path, { keyword }),
    },
  },
];

export const findSearchKind = (key: string | null | undefined) => searchKinds.find((k) => k.key === key);

/**
 * The query of one kind's search on the search screens. Errors are shown by the tab that asked, so the
 * global handler stays quiet; an empty keyword asks nothing.
 */
export function kindSearchOptions(kind: SearchKind, q: KindQuery) {
  const search = kind.query(q);
  const scope = hashKey(search.queryKey.slice(0, -1));
  return queryOptions({
    ...search,
    enabled: q.keyword !== '',
    // while the next page loads the current one stays; a new keyword (or kind) starts from the skeleton
    placeholderData: (prev, prevQuery) => {
      const body = prevQuery?.queryKey.at(-1);
      const sameKind = prevQuery !== undefined && hashKey(prevQuery.queryKey.slice(0, -1)) === scope;
      const sameKeyword =
        typeof body === 'object' && body !== null && 'keyword' in body && body.keyword === q.keyword;
      return sameKind && sameKeyword ? prev : undefined;
    },
    meta: { silent: true },
  });
}
