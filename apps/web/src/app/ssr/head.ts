import type { QueryClient } from '@tanstack/react-query';
import { findRoute } from '../../config/paths.ts';
import { placeName } from '../../lib/content-format.ts';
import { type ListingDetail, listingInfoKey } from '../../features/listings/api/listing-info.ts';
import { type SpaceDetail, spaceInfoKey } from '../../features/spaces/api/space-info.ts';
import type { ModelDetail } from '../../features/models/api/model-info.ts';
import { modelInfoKey } from '../../features/models/api/model-info.ts';
import type { DesignerWorks } from '../../features/people/api/designer-works.ts';
import type { FactoryPage } from '../../features/people/api/factory-page.ts';
import type { WorkDetail } from '../../features/people/api/work-info.ts';
import { peopleKey } from '../../features/people/api/people-keys.ts';
import { readKeyword } from '../../features/search/components/search-form.tsx';
import { countText } from '../../features/search/components/search-format.ts';
import { PREVIEW_SIZE, searchKinds } from '../../features/search/components/search-kinds.tsx';
import { type TaskDetail, taskInfoKey } from '../../features/tasks/api/task-info.ts';
import { type ProjectDetail, projectInfoKey } from '../../features/projects/api/project-info.ts';
import { type ContestDetail, contestInfoKey } from '../../features/contests/api/contest-info.ts';

export type { PageHead } from './head-parts.ts';

import { absolute, address, BRAND, type PageHead, summary } from './head-parts.ts';
import { contestHead, hallHead, projectHead, taskHead } from './deal-heads.ts';
import { priceGuideHead } from './price-guide-head.ts';
import { isRenderedPath, type RenderedPath } from './rendered-paths.ts';
import { type PriceGuide, priceGuideKey } from '../../features/price-guide/api/price-guide.ts';
import { PERSON_CENTRE_SCREENS } from './person-centre-screens.ts';

const SITE = '会展设计搭建服务平台';
const SITE_DESCRIPTION = '会展通：会展设计搭建服务平台，连接企业客户、设计师与搭建工厂。';

interface ListPage {
  title: string;
  description: string;
}

/** The public pages rendered on the server, by path: the list (or home) page's own title and description. */
export const serverRenderedPages: Record<RenderedPath, ListPage> = {
  '/mainPage': { title: `${BRAND} - ${SITE}`, description: SITE_DESCRIPTION },
  '/exhibition': {
    title: `展会 - ${BRAND}`,
    description: '国内外展会日程：按城市、行业与时间查找展会，查看展馆、展期、主办方与展位图。',
  },
  '/actvity': {
    title: `会议活动 - ${BRAND}`,
    description: '会议活动日程：按城市与行业查找会议、论坛与峰会，查看会期、会场、议程与报名方式。',
  },
  '/conventionSpace': {
    title: `会议场地 - ${BRAND}`,
    description: '会议场地：按城市、容纳人数与面积挑选会议与活动场地，查看设施、价格与场地图片。',
  },
  '/conventionSpace/spaceInfo': { title: `场地详情 - ${BRAND}`, description: SITE_DESCRIPTION },
  '/designer': {
    title: `展台设计师 - ${BRAND}`,
    description: '找展台设计师：按服务城市、擅长类型、风格与设计费筛选，查看设计作品、信誉与客户评价。',
  },
  '/supplier': {
    title: `搭建工厂 - ${BRAND}`,
    description: '找展台搭建工厂：按服务城市、擅长类型与搭建价格筛选，查看厂房、资质证书与搭建案例。',
  },
  '/designerWork': { title: `设计师主页 - ${BRAND}`, description: SITE_DESCRIPTION },
  '/supplierWork': { title: `工厂主页 - ${BRAND}`, description: SITE_DESCRIPTION },
  '/designItem': { title: `设计作品 - ${BRAND}`, description: SITE_DESCRIPTION },
  '/model/modelCenter': {
    title: `3D模型库 - ${BRAND}`,
    description: '3D模型库：展台、家具、灯光、舞台与展示道具模型，在线旋转预览，按分类、格式与授权查找下载。',
  },
  '/model/modelDetail': { title: `3D模型详情 - ${BRAND}`, description: SITE_DESCRIPTION },
  // the deal halls and a deal's public page (issue 34): open deals for designers and factories
  '/taskHall': {
    title: `设计任务大厅 - ${BRAND}`,
    description:
      '展台设计任务大厅：企业发布的展台设计需求，按展会城市、风格、面积与设计费筛选；设计费由平台托管，验收后结算。',
  },
  '/projectHall': {
    title: `搭建项目大厅 - ${BRAND}`,
    description:
      '展台搭建项目大厅：企业发布的展台搭建项目，按展会城市、面积与预算筛选；工厂分项报价，客户比价后选定。',
  },
  '/publishDetail': { title: `设计任务详情 - ${BRAND}`, description: SITE_DESCRIPTION },
  '/workDetail': { title: `搭建项目详情 - ${BRAND}`, description: SITE_DESCRIPTION },
  '/contestDetail': { title: `悬赏比稿详情 - ${BRAND}`, description: SITE_DESCRIPTION },
  // the price references (issue 32): the head carries the figures (priceGuideHead)
  '/priceGuide': {
    title: `展台搭建多少钱一平米？展台搭建价格参考 - ${BRAND}`,
    description:
      '展台搭建价格参考：按城市、展台类型与季度统计的每平米成交价，中位数与四分位区间，来自客户已选定的分项报价。',
  },
  // the site's own search results: rendered for a fast first paint, never indexed (searchHead)
  '/search/search': {
    title: `搜索 - ${BRAND}`,
    description: '一次搜索展会、会议、会议场地、设计师、搭建工厂与3D模型。',
  },
};

function idOf(url: URL, name = 'id'): number | undefined {
  const id = Number(url.searchParams.get(name));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** A designer's or factory's member number from the URL (`?cardno=`), or ''. */
const cardnoOf = (url: URL) => url.searchParams.get('cardno')?.trim() ?? '';

/** The one answer cached under `key` (a prefix: the page's paging is part of the full key). */
function answer<T>(client: QueryClient, key: readonly unknown[]): T | undefined {
  return client.getQueriesData<T>({ queryKey: key }).find(([, d]) => d !== undefined)?.[1];
}

const notFoundHead = (canonical: string, name: string): PageHead => ({
  status: 404,
  title: `${name}不存在或尚未公开 - ${BRAND}`,
  description: SITE_DESCRIPTION,
  canonical,
  ogType: 'website',
  image: '',
});

function listingHead(
  kind: 'huizhan' | 'huiyi',
  d: ListingDetail,
  canonical: string,
  origin: string,
): PageHead {
  const name = kind === 'huizhan' ? '展会' : '会议';
  const dates = d.sdate === d.edate || !d.edate ? d.sdate : `${d.sdate} 至 ${d.edate}`;
  const place = `${placeName(d.prov, d.city)} ${d.venue}`.trim();
  const description = summary(d.conts) || `${d.title}：${dates}，${place}。主办：${d.organiser}。`;
  const image = absolute(origin, d.cover.url);
  return {
    status: 200,
    title: `${d.title} - ${name} - ${BRAND}`,
    description,
    canonical,
    ogType: 'article',
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: d.title,
      startDate: d.sdate,
      endDate: d.edate || d.sdate,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: [d.venue, d.hall].filter(Boolean).join(' ') || place,
        address: address(d.prov, d.city, d.addr),
      },
      ...(image ? { image: [image] } : {}),
      description,
      ...(d.organiser ? { organizer: { '@type': 'Organization', name: d.organiser } } : {}),
      url: canonical,
    },
  };
}

function spaceHead(d: SpaceDetail, canonical: string, origin: string): PageHead {
  const place = placeName(d.prov, d.city);
  const description = summary(d.conts) || `${d.title}：${place}${d.addr}，${d.venueType}。`;
  const image = absolute(origin, d.cover.url);
  const capacity = Math.max(d.capTheatre, d.capClassroom, d.capBanquet, d.capUshape);
  return {
    status: 200,
    title: `${d.title} - 会议场地 - ${BRAND}`,
    description,
    canonical,
    ogType: 'article',
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Place',
      name: d.title,
      address: address(d.prov, d.city, d.addr),
      ...(image ? { image: [image] } : {}),
      description,
      ...(capacity > 0 ? { maximumAttendeeCapacity: capacity } : {}),
      url: canonical,
    },
  };
}

/**
 * The item's own address in the canonical URL: its id (a factory's page: its case, else its member
 * number; a designer's page: its member number), never the list's filters or a page number.
 */
function itemQuery(path: string, key: { id?: number; caseId?: number; cardno: string }): string {
  const member = key.cardno && `?cardno=${encodeURIComponent(key.cardno)}`;
  if (path === '/designerWork') return member;
  if (path === '/supplierWork') return key.caseId ? `?case=${key.caseId}` : member;
  return key.id ? `?id=${key.id}` : '';
}

/** A designer's or factory's description: their own words, else who they are, where, and what they do. */
function profileDescription(name: string, role: string, words: string, place: string, skills: string[]) {
  return (
    summary(words) ||
    `${name}：${role}${place ? `，${place}` : ''}${skills.length > 0 ? `，擅长${skills.join('、')}` : ''}。`
  );
}

function designerHead(d: DesignerWorks, canonical: string, origin: string): PageHead {
  const place = d.u_addr || placeName(d.prov, d.city);
  const description = profileDescription(d.u_name, '展台设计师', d.u_descr, place, d.specialities);
  const image = absolute(origin, d.u_logo);
  return {
    status: 200,
    title: `${d.u_name} - 展台设计师 - ${BRAND}`,
    description,
    canonical,
    ogType: 'profile',
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: d.u_name,
      jobTitle: '展台设计师',
      ...(image ? { image } : {}),
      description,
      address: address(d.prov, d.city, ''),
      ...(d.specialities.length + d.styles.length > 0
        ? { knowsAbout: [...d.specialities, ...d.styles] }
        : {}),
      url: canonical,
    },
  };
}

function factoryHead(d: FactoryPage, canonical: string, origin: string): PageHead {
  const place = d.addr || placeName(d.prov, d.city);
  const description = profileDescription(d.company, '展台搭建工厂', d.descr, place, d.specialities);
  const image = absolute(origin, d.logo);
  return {
    status: 200,
    title: `${d.company} - 搭建工厂 - ${BRAND}`,
    description,
    canonical,
    ogType: 'profile',
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: d.company,
      ...(image ? { logo: image, image } : {}),
      description,
      address: address(d.prov, d.city, ''),
      ...(d.teamSize > 0 ? { numberOfEmployees: { '@type': 'QuantitativeValue', value: d.teamSize } } : {}),
      ...(d.specialities.length > 0 ? { knowsAbout: d.specialities } : {}),
      url: canonical,
    },
  };
}

function workHead(d: WorkDetail, canonical: string, origin: string): PageHead {
  const name = d.kind === 'work' ? '设计作品' : '搭建案例';
  const description =
    summary(d.conts) || `${d.title}：${d.owner.name}的${name}，${d.areas}㎡，${d.style}风格。`;
  const image = absolute(origin, d.cover.url);
  return {
    status: 200,
    title: `${d.title} - ${name} - ${BRAND}`,
    description,
    canonical,
    ogType: 'article',
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: d.title,
      genre: name,
      ...(image ? { image: [image] } : {}),
      description,
      ...(d.dates ? { datePublished: d.dates } : {}),
      creator: {
        '@type': d.owner.kind === 'designer' ? 'Person' : 'Organization',
        name: d.owner.name,
        url: absolute(origin, d.owner.link),
      },
      ...(d.exhibition ? { about: { '@type': 'Event', name: d.exhibition.title } } : {}),
      url: canonical,
    },
  };
}

function modelHead(d: ModelDetail, canonical: string, origin: string): PageHead {
  const description =
    summary(d.description) ||
    `${d.title}：${d.category}3D模型，${d.format.toUpperCase()}格式，${d.licence}。`;
  const image = absolute(origin, d.cover);
  return {
    status: 200,
    title: `${d.title} - 3D模型 - ${BRAND}`,
    description,
    canonical,
    ogType: 'article',
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: d.title,
      category: d.category,
      ...(image ? { image: [image] } : {}),
      description,
      ...(d.tags.length > 0 ? { keywords: d.tags.join(',') } : {}),
      // a coin is one yuan (docs/domains/models.md)
      offers: {
        '@type': 'Offer',
        price: String(d.price),
        priceCurrency: 'CNY',
        availability: 'https://schema.org/InStock',
        url: canonical,
      },
      url: canonical,
    },
  };
}

/**
 * The head of `/search/search?keyword=`: the keyword in the title (as the page's heading says it) and the
 * counts per kind in the description, `noindex` (a site's own result pages are not for a search
 * engine's index), and the canonical URL the search itself, its keyword only (not the tab shown).
 */
function searchHead(url: URL, client: QueryClient, origin: string, page: ListPage): PageHead {
  const keyword = readKeyword(url.searchParams);
  const head = {
    status: 200 as const,
    noindex: true,
    canonical: `${origin}${url.pathname}${keyword ? `?keyword=${encodeURIComponent(keyword)}` : ''}`,
    ogType: 'website' as const,
    image: '',
  };
  if (!keyword) return { ...head, title: page.title, description: page.description };
  // the same queries as the page's tabs, their answers as the tabs show them (each kind's `select`)
  const found = searchKinds.flatMap((kind) => {
    const search = kind.query({ keyword, page: 1, pageSize: PREVIEW_SIZE });
    const data = client.getQueryData(search.queryKey);
    const p = data === undefined ? undefined : search.select(data);
    return p && p.total > 0 ? [`${kind.label} ${countText(p)} ${kind.unit}`] : [];
  });
  return {
    ...head,
    title: `“${keyword}”的搜索结果 - ${BRAND}`,
    description:
      found.length > 0
        ? `在${BRAND}搜索“${keyword}”：${found.join('、')}。`
        : `在${BRAND}没有找到与“${keyword}”相关的展会、会议、会议场地、设计师、工厂或3D模型。`,
  };
}

/** The head of `url` (a path in `serverRenderedPages`), from the answers in `client` after the render. */
export function pageHead(url: URL, client: QueryClient, origin: string): PageHead {
  const page = serverRenderedPages[isRenderedPath(url.pathname) ? url.pathname : '/mainPage'];
  const id = idOf(url);
  const cardno = cardnoOf(url);
  const caseId = idOf(url, 'case');
  const canonical = `${origin}${url.pathname}${itemQuery(url.pathname, { id, caseId, cardno })}`;
  const listHead: PageHead = {
    status: 200,
    title: page.title,
    description: page.description,
    canonical,
    ogType: 'website',
    image: '',
  };
  switch (url.pathname) {
    case '/exhibition':
    case '/actvity': {
      if (!id) return listHead;
      const kind = url.pathname === '/exhibition' ? 'huizhan' : 'huiyi';
      const key = listingInfoKey(kind, id);
      const d = client.getQueryData<ListingDetail>(key);
      if (d) return listingHead(kind, d, canonical, origin);
      return notFoundHead(canonical, kind === 'huizhan' ? '展会' : '会议');
    }
    case '/conventionSpace/spaceInfo': {
      const d = id ? client.getQueryData<SpaceDetail>(spaceInfoKey(id)) : undefined;
      if (d) return spaceHead(d, canonical, origin);
      return notFoundHead(canonical, '场地');
    }
    case '/designerWork': {
      const d = cardno ? answer<DesignerWorks>(client, [...peopleKey, 'Designer/allWorks']) : undefined;
      if (d) return designerHead(d, canonical, origin);
      return notFoundHead(canonical, '设计师');
    }
    case '/supplierWork': {
      if (caseId) {
        const d = answer<WorkDetail>(client, [...peopleKey, 'Company/caseOpenInfo', { id: caseId }]);
        if (d) return workHead(d, canonical, origin);
        return notFoundHead(canonical, '搭建案例');
      }
      const d = cardno ? answer<FactoryPage>(client, [...peopleKey, 'Company/cmpyOpenInfo']) : undefined;
      if (d) return factoryHead(d, canonical, origin);
      return notFoundHead(canonical, '工厂');
    }
    case '/designItem': {
      const d = id ? answer<WorkDetail>(client, [...peopleKey, 'Designer/showWorks', { id }]) : undefined;
      if (d) return workHead(d, canonical, origin);
      return notFoundHead(canonical, '设计作品');
    }
    case '/model/modelDetail': {
      const d = id ? client.getQueryData<ModelDetail>(modelInfoKey(id)) : undefined;
      if (d) return modelHead(d, canonical, origin);
      return notFoundHead(canonical, '模型');
    }
    case '/search/search':
      return searchHead(url, client, origin, page);
    case '/taskHall':
    case '/projectHall':
      return hallHead(url, client, origin, listHead);
    case '/publishDetail': {
      const d = id ? client.getQueryData<TaskDetail>(taskInfoKey(id)) : undefined;
      if (d) return taskHead(d, canonical);
      return notFoundHead(canonical, '设计任务');
    }
    case '/priceGuide':
      return priceGuideHead(client.getQueryData<PriceGuide>(priceGuideKey), listHead, canonical);
    case '/workDetail': {
      const d = id ? client.getQueryData<ProjectDetail>(projectInfoKey(id)) : undefined;
      if (d) return projectHead(d, canonical);
      return notFoundHead(canonical, '搭建项目');
    }
    case '/contestDetail': {
      const d = id ? client.getQueryData<ContestDetail>(contestInfoKey(id)) : undefined;
      if (d) return contestHead(d, canonical);
      return notFoundHead(canonical, '比稿');
    }
    default:
      return listHead;
  }
}

const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head as HTML: goes where the shell's `<title>` and description were. */
/**
 * A member's own screens rendered with their session (decision 066), by path: the deal pages when their
 * party (or any member) opens them, and the person centre's pages. A request without a session cookie
 * is never rendered for these as a member; the person centre's then gets the SPA shell (and the login).
 */
export const memberRenderedPages: Record<string, true> = {
  '/publishDetail': true,
  '/workDetail': true,
  ...Object.fromEntries(Object.keys(PERSON_CENTRE_SCREENS).map((path) => [path, true] as const)),
  '/message': true,
};

/**
 * The head of a page rendered for a member: never indexed, no structured data, nothing of the member's
 * own in it beyond what the page shows them (the HTML is sent `private, no-store`). A deal's page keeps
 * its public title and status; a person centre page has its screen's title.
 */
export function memberHead(url: URL, client: QueryClient, origin: string): PageHead {
  if (Object.hasOwn(serverRenderedPages, url.pathname)) {
    const { jsonLd: _public, ...head } = pageHead(url, client, origin);
    return { ...head, noindex: true };
  }
  return {
    status: 200,
    noindex: true,
    title: `${findRoute(url.pathname)?.title ?? '个人中心'} - ${BRAND}`,
    description: SITE_DESCRIPTION,
    canonical: `${origin}${url.pathname}`,
    ogType: 'website',
    image: '',
  };
}

export function headHtml(h: PageHead): string {
  const tags = [
    `<title>${attr(h.title)}</title>`,
    `<meta name="description" content="${attr(h.description)}" />`,
    `<link rel="canonical" href="${attr(h.canonical)}" />`,
    `<meta property="og:site_name" content="${BRAND}" />`,
    `<meta property="og:locale" content="zh_CN" />`,
    `<meta property="og:type" content="${h.ogType}" />`,
    `<meta property="og:title" content="${attr(h.title)}" />`,
    `<meta property="og:description" content="${attr(h.description)}" />`,
    `<meta property="og:url" content="${attr(h.canonical)}" />`,
  ];
  if (h.image) tags.push(`<meta property="og:image" content="${attr(h.image)}" />`);
  if (h.status === 404 || h.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (h.jsonLd)
    tags.push(
      `<script type="application/ld+json">${JSON.stringify(h.jsonLd).replace(/</g, '\\u003c')}</script>`,
    );
  return tags.join('\n    ');
}
