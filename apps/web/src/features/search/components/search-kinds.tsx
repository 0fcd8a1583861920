import { CalendarOutlined, EnvironmentOutlined, MoneyCollectOutlined, TeamOutlined } from '@ant-design/icons';
import type { ListingKind, ListingStatus } from '@hz/contract/listings';
import type { CardTone, ContentCardData } from '../../../components/content-card.tsx';
import { href, paths } from '../../../config/paths.ts';
import { type ListingHit, searchListings } from '../api/search-listings.ts';
import { type SpaceHit, searchSpaces } from '../api/search-spaces.ts';
import { dateSpan } from '../../../lib/content-format.ts';
import { priceText } from './search-format.ts';

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
 * A kind of content the cross-kind search covers: one tab of `/search/search`, one `kind` of
 * `/search/more`. A kind joins by adding an entry to `searchKinds` (its call, its card, its own screen).
 */
export interface SearchKind {
  /** The `kind` of `/search/more` and the `tab` of `/search/search`. */
  key: string;
  /** Tab label and noun: 展会. */
  label: string;
  /** Measure word for counts: 个. */
  unit: string;
  search(q: KindQuery, signal?: AbortSignal): Promise<KindPage>;
  /** The kind's own screen, with its filters, for the keyword. */
  browse: { label: string; to(keyword: string): string };
}

const statusNames: Record<ListingStatus, string> = {
  upcoming: '即将开始',
  ongoing: '进行中',
  past: '已结束',
};
const statusTones: Record<ListingStatus, CardTone> = { upcoming: 'blue', ongoing: 'green', past: 'grey' };

function listingCard(kind: ListingKind, it: ListingHit): ContentCardData {
  const screen = kind === 'huizhan' ? paths.exhibition.path : paths.actvity.path;
  return {
    key: it.id,
    to: href(screen, { id: it.id }),
    image: it.thumb || it.cover,
    title: it.title,
    tags: [{ text: statusNames[it.status], tone: statusTones[it.status] }, { text: it.industry }],
    lines: [
      { icon: <CalendarOutlined aria-hidden />, text: dateSpan(it.sdate, it.edate) },
      { icon: <EnvironmentOutlined aria-hidden />, text: [it.city, it.venue].filter(Boolean).join(' · ') },
    ],
    summary: it.summary,
  };
}

function spaceCard(it: SpaceHit): ContentCardData {
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
        text: `${it.areas.toLocaleString('zh-CN')}㎡${seats > 0 ? ` · 最多${seats.toLocaleString('zh-CN')}人` : ''}`,
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
  search: async (q, signal) => {
    const d = await searchListings(kind, q, signal);
    return {
      cards: d.listItem.map((it) => listingCard(kind, it)),
      total: d.total,
      totalCapped: d.totalCapped,
    };
  },
  browse: { label: browse, to: (keyword) => href(screen, { keyword }) },
});

/** The tabs of `/search/search`, in order. Models, designers and factories join here as they land. */
export const searchKinds: readonly SearchKind[] = [
  listingKind('huizhan', '展会', paths.exhibition.path, '在展会频道按城市、行业、日期筛选'),
  listingKind('huiyi', '会议', paths.actvity.path, '在会议活动频道按城市、行业、日期筛选'),
  {
    key: 'hycd',
    label: '会议场地',
    unit: '个',
    search: async (q, signal) => {
      const d = await searchSpaces(q, signal);
      return { cards: d.listItem.map(spaceCard), total: d.total, totalCapped: d.totalCapped };
    },
    browse: {
      label: '在会议场地频道按城市、人数、面积、价格筛选',
      to: (keyword) => href(paths.conventionSpace.path, { keyword }),
    },
  },
];

export const findSearchKind = (key: string | null | undefined) => searchKinds.find((k) => k.key === key);
