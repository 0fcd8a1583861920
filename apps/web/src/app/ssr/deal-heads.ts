import type { QueryClient } from '@tanstack/react-query';
import type { ContestDetail } from '../../features/contests/api/contest-info.ts';
import { contestsKey } from '../../features/contests/api/contest-info.ts';
import type { TaskHall } from '../../features/tasks/api/designer-task-hall.ts';
import type { TaskDetail } from '../../features/tasks/api/task-info.ts';
import { tasksKey } from '../../features/tasks/api/tasks-keys.ts';
import type { ProjectHall } from '../../features/projects/api/project-hall.ts';
import { type ProjectDetail, projectsKey } from '../../features/projects/api/project-info.ts';
import { placeName } from '../../lib/content-format.ts';
import { yuanText } from '../../lib/numbers.ts';
import { absolute, address, BRAND, type PageHead, summary } from './head-parts.ts';

/** The heads of the deal halls and a deal's public page (issue 34), beside the catalogue's in head.ts. */

/** The deal halls (issue 34): their query's key (a prefix: the filters and page follow) and their items' page. */
const halls: Record<string, { key: readonly unknown[]; detail: string }> = {
  '/taskHall': { key: [...tasksKey, 'hall'], detail: '/publishDetail' },
  '/taskHall?tab=contest': { key: [...contestsKey, 'hall'], detail: '/contestDetail' },
  '/projectHall': { key: [...projectsKey, 'hall'], detail: '/workDetail' },
};

/** A hall's entry of `halls`: its path, with `?tab=` when the URL names a tab the hall has. */
function hallOf(url: URL): string {
  const tab = url.searchParams.get('tab');
  const tabbed = tab ? `${url.pathname}?tab=${tab}` : '';
  return Object.hasOwn(halls, tabbed) ? tabbed : url.pathname;
}

/** The heads of the halls' tabs: their own title, description and canonical URL (the tab is a list of its own). */
const tabHeads: Record<string, { title: string; description: string }> = {
  '/taskHall?tab=contest': {
    title: `悬赏比稿 - 设计任务大厅 - ${BRAND}`,
    description:
      '展台设计悬赏比稿：企业托管奖金，设计师提交设计稿参赛，企业选出获奖者；按展会城市、奖金与状态筛选。',
  },
};

/**
 * A hall's head: the list's own, with its page of cards as a schema.org `ItemList` (each a link to the
 * deal's page, numbered from the page's first). The canonical URL stays the bare hall, as the other lists'.
 * A tab of a hall (a contests' tab of `/taskHall`) is another entry of `halls`, chosen by the URL's `tab`.
 */
export function hallHead(url: URL, client: QueryClient, origin: string, bare: PageHead): PageHead {
  const which = hallOf(url);
  const hall = halls[which];
  if (!hall) return bare;
  const tab = tabHeads[which];
  const head = tab ? { ...bare, ...tab, canonical: absolute(origin, which) } : bare;
  const found = client
    .getQueriesData<TaskHall | ProjectHall>({ queryKey: hall.key })
    .find(([, d]) => d !== undefined);
  const data = found?.[1];
  if (!data || data.listItem.length === 0) return head;
  const body = found[0][hall.key.length] as { page?: number; pageSize?: number } | undefined;
  const first = ((body?.page ?? 1) - 1) * (body?.pageSize ?? data.listItem.length);
  return {
    ...head,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: head.title,
      numberOfItems: data.total,
      itemListElement: data.listItem.map((item, i) => ({
        '@type': 'ListItem',
        position: first + i + 1,
        name: item.title,
        url: absolute(origin, `${hall.detail}?id=${item.id}`),
      })),
      url: head.canonical,
    },
  };
}

/**
 * A deal's page is for a search engine while the deal is open (taking applications or quotations): then
 * 200, with its structured data, and in the sitemap. Taken (selecting, in progress, done) it is still
 * shown to a visitor as the call answers it, but `noindex` and without structured data; closed, 404 and
 * `noindex` (the page still says what became of it: the browser renders the same, so the body cannot
 * differ). Private (not approved, a service order) is the call's own `not_found`.
 */
function dealStatus(status: string): Pick<PageHead, 'status' | 'noindex'> {
  if (status === 'open') return { status: 200 };
  if (status === 'closed') return { status: 404, noindex: true };
  return { status: 200, noindex: true };
}

/** A contest's page: indexed while it takes entries (as a deal while open); `empty` is no longer open. */
function contestStatus(status: string): Pick<PageHead, 'status' | 'noindex'> {
  return dealStatus(status === 'open' ? 'open' : status === 'closed' ? 'closed' : 'taken');
}

/** A deal as a schema.org `Demand`: a service wanted, where, for how much (a coin is one yuan), until when. */
function demand(
  d: { title: string; prov: string; city: string; status: string },
  more: {
    service: string;
    description: string;
    price: number;
    addr?: string;
    ends?: string;
    canonical: string;
  },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Demand',
    name: d.title,
    description: more.description,
    itemOffered: { '@type': 'Service', serviceType: more.service, name: more.service },
    ...(d.prov || d.city
      ? {
          areaServed: {
            '@type': 'Place',
            name: placeName(d.prov, d.city),
            address: address(d.prov, d.city, more.addr ?? ''),
          },
        }
      : {}),
    priceSpecification: { '@type': 'PriceSpecification', price: String(more.price), priceCurrency: 'CNY' },
    availability: 'https://schema.org/InStock',
    ...(more.ends ? { availabilityEnds: more.ends } : {}),
    url: more.canonical,
  };
}

export function taskHead(d: TaskDetail, canonical: string): PageHead {
  const place = placeName(d.prov, d.city);
  const description =
    summary(d.conts) ||
    `${d.title}：${place ? `${place}，` : ''}展台设计，${d.sizes}㎡，${d.style}风格，设计预算${yuanText(d.cost)}，设计截止${d.deadline}。`;
  const status = dealStatus(d.status);
  return {
    ...status,
    title: `${d.title} - 设计任务 - ${BRAND}`,
    description,
    canonical,
    ogType: 'article',
    image: '',
    ...(status.noindex
      ? {}
      : {
          jsonLd: demand(d, { service: '展台设计', description, price: d.cost, ends: d.deadline, canonical }),
        }),
  };
}

export function projectHead(d: ProjectDetail, canonical: string): PageHead {
  const place = placeName(d.prov, d.city);
  const where = [d.showname, place].filter(Boolean).join('，');
  const description =
    summary(d.conts) ||
    `${d.title}：${where ? `${where}，` : ''}展台搭建，${d.areas}㎡，搭建预算${yuanText(d.coins)}，报馆截止${d.bgdate}，进场${d.indate}。`;
  const status = dealStatus(d.status);
  return {
    ...status,
    title: `${d.title} - 搭建项目 - ${BRAND}`,
    description,
    canonical,
    ogType: 'article',
    image: '',
    ...(status.noindex
      ? {}
      : {
          jsonLd: demand(d, {
            service: '展台搭建',
            description,
            price: d.coins,
            addr: [d.strt, d.addr].filter(Boolean).join(' '),
            canonical,
          }),
        }),
  };
}

/**
 * A design contest's page (issue 30): the brief and the prize; a `Demand` for a booth design with the prize
 * as its price while entries are open. What the page shows of the entries is `entryList`'s answer to a
 * visitor (the server renders as one): in a blind contest nobody's entries before the winners are chosen.
 */
export function contestHead(d: ContestDetail, canonical: string): PageHead {
  const place = placeName(d.prov, d.city);
  const description =
    summary(d.conts) ||
    `${d.title}：${place ? `${place}，` : ''}展台设计悬赏比稿，${d.sizes}㎡，${d.style}风格，奖金${yuanText(d.prize)}，${d.winners}名获奖。`;
  const status = contestStatus(d.status);
  return {
    ...status,
    title: `${d.title} - 悬赏比稿 - ${BRAND}`,
    description,
    canonical,
    ogType: 'article',
    image: '',
    ...(status.noindex
      ? {}
      : {
          jsonLd: demand(d, {
            service: '展台设计（悬赏比稿）',
            description,
            price: d.prize,
            ...(d.euntil ? { ends: d.euntil } : {}),
            canonical,
          }),
        }),
  };
}
